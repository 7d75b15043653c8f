import { afterEach, describe, expect, it, vi } from 'vitest';
import { setReauthHandler } from '../reauth';

vi.mock('../firebase', () => ({ auth: { settings: {} } }));
vi.mock('../config', () => ({ config: { emulators: null } }));

const { maskPhone, withRecentLogin } = await import('../mfa');

const recentLoginError = Object.assign(new Error('stale'), { code: 'auth/requires-recent-login' });

afterEach(() => setReauthHandler(null));

describe('maskPhone', () => {
  it('shows the + and the last three digits of a full number', () => {
    expect(maskPhone('+358401234567')).toBe('+•••••••••567');
  });
  it("keeps the shape of Firebase's hidden sign-in hint", () => {
    expect(maskPhone('+*******4567')).toBe('+•••••••4567');
  });
  it('shows nothing for no number', () => {
    expect(maskPhone(null)).toBe('');
  });
});

describe('withRecentLogin', () => {
  it('returns what the operation returns, without asking to sign in again', async () => {
    const reauth = vi.fn(async () => true);
    setReauthHandler(reauth);
    await expect(withRecentLogin(async () => 'done')).resolves.toBe('done');
    expect(reauth).not.toHaveBeenCalled();
  });

  it('on auth/requires-recent-login asks to sign in again and retries once', async () => {
    setReauthHandler(async () => true);
    const operation = vi.fn().mockRejectedValueOnce(recentLoginError).mockResolvedValueOnce('second time');
    await expect(withRecentLogin(operation)).resolves.toBe('second time');
    expect(operation).toHaveBeenCalledTimes(2);
  });

  it('rethrows when the user declines, without retrying', async () => {
    setReauthHandler(async () => false);
    const operation = vi.fn().mockRejectedValue(recentLoginError);
    await expect(withRecentLogin(operation)).rejects.toBe(recentLoginError);
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a second refusal is the caller’s', async () => {
    setReauthHandler(async () => true);
    const operation = vi.fn().mockRejectedValue(recentLoginError);
    await expect(withRecentLogin(operation)).rejects.toBe(recentLoginError);
    expect(operation).toHaveBeenCalledTimes(2);
  });

  it('passes other errors through untouched', async () => {
    const reauth = vi.fn(async () => true);
    setReauthHandler(reauth);
    const wrongCode = Object.assign(new Error('code'), { code: 'auth/invalid-verification-code' });
    await expect(withRecentLogin(() => Promise.reject(wrongCode))).rejects.toBe(wrongCode);
    expect(reauth).not.toHaveBeenCalled();
  });
});
