import { describe, expect, it } from 'vitest';
import en from '../locales/en/errors.json';
import { authErrorKey } from './auth-errors';

const text = (key: string) => en[key.replace('errors:', '') as keyof typeof en];
const err = (code: string) => Object.assign(new Error('Firebase: secret detail'), { code });

describe('authErrorKey: Firebase Auth errors to the spec texts', () => {
  it('a wrong password or unknown account at sign-in says only "Login failed."', () => {
    for (const code of ['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential'])
      expect(text(authErrorKey(err(code), 'signIn'))).toBe('Login failed.');
  });
  it('at re-authentication the account is known: "Incorrect password"', () => {
    expect(text(authErrorKey(err('auth/wrong-password'), 'reauth'))).toBe('Incorrect password');
  });
  it('maps lockout, throttling, CAPTCHA and code errors word for word', () => {
    expect(text(authErrorKey(err('auth/user-disabled'), 'signIn'))).toBe(
      'Your account has been locked because of too many login attempt.',
    );
    expect(text(authErrorKey(err('auth/too-many-requests'), 'signIn'))).toBe('Too many attempts. Try again later.');
    expect(text(authErrorKey(err('auth/captcha-check-failed')))).toBe('Could not verify CAPTCHA. Try a different browser.');
    expect(text(authErrorKey(err('auth/invalid-verification-code'), 'mfa'))).toBe('Incorrect code');
    expect(text(authErrorKey(err('auth/user-token-expired')))).toBe(
      'Your authentication session has expired and re-authentication is required',
    );
  });
  it('link errors: expired, outdated and a mismatching email', () => {
    expect(authErrorKey(err('auth/expired-action-code'), 'link')).toBe('errors:migrationLinkExpired');
    expect(authErrorKey(err('auth/invalid-action-code'), 'link')).toBe('errors:migrationLinkOutdated');
    expect(text(authErrorKey(err('auth/invalid-email'), 'link'))).toBe(
      'Email provided does not match with the one used to request the link',
    );
  });
  it('anything unknown never echoes the raw error', () => {
    expect(authErrorKey(new Error('boom'), 'signIn')).toBe('errors:loginFailed');
    expect(authErrorKey('weird')).toBe('errors:somethingWentWrong');
  });
});
