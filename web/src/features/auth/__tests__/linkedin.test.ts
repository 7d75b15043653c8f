import { StrictMode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { config as Config } from '@/lib/config';
import {
  completeLinkedInSignIn,
  LINKEDIN_PENDING_KEY,
  LinkedInForgeryError,
  linkedinErrorKey,
  LinkedInSignInError,
  randomState,
  startLinkedInSignIn,
  useCompleteLinkedInSignIn,
} from '../api/linkedin';

vi.mock('@/lib/config', async (importOriginal) => {
  const actual = await importOriginal<{ config: typeof Config }>();
  return {
    config: {
      ...actual.config,
      linkedin: { clientId: 'test-client', authUrl: 'https://linkedin.example.test/oauth/v2/authorization' },
    },
  };
});

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** Starts a sign-in and answers the URL the browser was sent to. */
function start(next?: string): URL {
  let target = '';
  startLinkedInSignIn(next, (url) => {
    target = url;
  });
  return new URL(target);
}

describe('LinkedIn sign-in: the state', () => {
  it('is 256 random bits from the browser crypto, different every time', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const states = new Set(Array.from({ length: 50 }, randomState));
    expect(states.size).toBe(50);
    for (const state of states) expect(state).toMatch(/^[0-9a-f]{64}$/);
    expect(spy).toHaveBeenCalledTimes(50);
  });

  it("sends the browser to LinkedIn's authorization endpoint with our client, callback, state and scope", () => {
    const url = start('/talent-profile');
    expect(`${url.origin}${url.pathname}`).toBe('https://linkedin.example.test/oauth/v2/authorization');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('test-client');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/auth/linkedin/callback`);
    expect(url.searchParams.get('scope')).toBe('openid profile email');
    const stored = JSON.parse(sessionStorage.getItem(LINKEDIN_PENDING_KEY)!) as { state: string; next: string };
    expect(url.searchParams.get('state')).toBe(stored.state);
    expect(stored.next).toBe('/talent-profile');
  });
});

describe('LinkedIn sign-in: the callback', () => {
  const reply = (query: Record<string, string>) => new URLSearchParams(query);

  it('refuses a reply when this tab started no sign-in', async () => {
    await expect(completeLinkedInSignIn(reply({ code: 'c', state: 'abc' }))).rejects.toBeInstanceOf(LinkedInForgeryError);
  });

  it('refuses a reply whose state differs from the stored one, and forgets the stored state', async () => {
    const state = start().searchParams.get('state')!;
    const forged = `${state.slice(0, -1)}${state.endsWith('0') ? '1' : '0'}`;
    await expect(completeLinkedInSignIn(reply({ code: 'c', state: forged }))).rejects.toBeInstanceOf(LinkedInForgeryError);
    expect(sessionStorage.getItem(LINKEDIN_PENDING_KEY)).toBeNull();
    // The real reply cannot be used after a forged one either: the state is good once.
    await expect(completeLinkedInSignIn(reply({ code: 'c', state }))).rejects.toBeInstanceOf(LinkedInForgeryError);
  });

  it('refuses a reply without a state', async () => {
    start();
    await expect(completeLinkedInSignIn(reply({ code: 'c' }))).rejects.toBeInstanceOf(LinkedInForgeryError);
  });

  it.each(['user_cancelled_login', 'user_cancelled_authorize'])(
    'treats %s as a quiet cancel, keeping where the user was going',
    async (error) => {
      const state = start('/talent-profile').searchParams.get('state')!;
      const outcome = await completeLinkedInSignIn(reply({ error, error_description: 'The user cancelled', state }));
      expect(outcome).toEqual({ cancelled: true, next: '/talent-profile' });
      expect(sessionStorage.getItem(LINKEDIN_PENDING_KEY)).toBeNull();
    },
  );

  it('fails, without calling the function, when LinkedIn answers another error or no code', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    for (const query of [{ error: 'access_denied' }, {}] as Record<string, string>[]) {
      const state = start().searchParams.get('state')!;
      await expect(completeLinkedInSignIn(reply({ ...query, state }))).rejects.toBeInstanceOf(LinkedInSignInError);
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('LinkedIn sign-in: messages', () => {
  it("shows the forgery message for a state mismatch and the spec's texts otherwise", () => {
    expect(linkedinErrorKey(new LinkedInForgeryError())).toBe('errors:forgery');
    expect(linkedinErrorKey(new LinkedInSignInError('linkedinRejected'))).toBe('errors:loginFailed');
    expect(linkedinErrorKey(new LinkedInSignInError('linkedinUnavailable'))).toBe('errors:loginFailed');
    expect(linkedinErrorKey(new LinkedInSignInError('linkedinAccountExists'))).toBe('errors:accountExistsWithOtherMethod');
    expect(linkedinErrorKey({ code: 'auth/user-disabled' })).toBe('errors:accountLocked');
    expect(linkedinErrorKey(new Error('boom'))).toBe('errors:loginFailed');
  });
});

describe('LinkedIn sign-in: the callback screen hook', () => {
  it('completes once under StrictMode (a second run would find the state taken and cry forgery)', async () => {
    const state = start('/talent-profile').searchParams.get('state')!;
    const search = `?error=user_cancelled_login&state=${state}`;
    const { result } = renderHook(() => useCompleteLinkedInSignIn(search), { wrapper: StrictMode });
    await waitFor(() => expect(result.current.status).not.toBe('working'));
    expect(result.current).toEqual({ status: 'cancelled', next: '/talent-profile' });
  });

  it('reports a forged reply with the forgery message', async () => {
    start();
    const { result } = renderHook(() => useCompleteLinkedInSignIn('?code=c&state=forged'), { wrapper: StrictMode });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current).toEqual({ status: 'failed', error: 'errors:forgery', forgery: true });
  });
});
