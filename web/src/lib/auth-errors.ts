import type enErrors from '../locales/en/errors.json';

/** A message of the `errors` namespace, as `t()` takes it. */
export type ErrorKey = `errors:${keyof typeof enErrors}`;

/**
 * Where an Auth error happened. The same Firebase code means different things in different
 * places: a wrong password at sign-in must not reveal that the account exists ('Login failed.'),
 * while at re-authentication the account is known ('Incorrect password').
 */
export type AuthErrorContext = 'signIn' | 'reauth' | 'mfa' | 'link' | 'general';

/** Reads the `code` of a Firebase error (or anything shaped like one). */
export function errorCode(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
  return null;
}

const byCode: Record<string, ErrorKey> = {
  'auth/too-many-requests': 'errors:tooManyAttempts',
  'auth/user-disabled': 'errors:accountLocked',
  'auth/captcha-check-failed': 'errors:captchaFailed',
  'auth/invalid-app-credential': 'errors:captchaFailed',
  'auth/missing-app-credential': 'errors:captchaFailed',
  'auth/invalid-verification-code': 'errors:incorrectCode',
  'auth/missing-verification-code': 'errors:incorrectCode',
  'auth/code-expired': 'errors:incorrectCode',
  'auth/user-token-expired': 'errors:sessionExpired',
  'auth/invalid-user-token': 'errors:sessionExpired',
  'auth/user-mismatch': 'errors:incorrectPassword',
  'auth/requires-recent-login': 'errors:userNeedsReauth',
  'auth/network-request-failed': 'errors:network',
  'auth/popup-blocked': 'errors:popupBlocked',
  'auth/account-exists-with-different-credential': 'errors:accountExistsWithOtherMethod',
  'auth/expired-action-code': 'errors:migrationLinkExpired',
  'auth/invalid-action-code': 'errors:migrationLinkOutdated',
  'auth/second-factor-already-in-use': 'errors:secondFactorInUse',
};

const wrongCredentials = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/missing-password',
]);

/**
 * The one mapper from Firebase Auth errors to the specification's messages (spec section 8),
 * as keys of the `errors` namespace. Unknown errors give 'Login failed.' where the user was
 * signing in and 'Something went wrong' elsewhere; nothing here echoes the error's own text.
 */
export function authErrorKey(error: unknown, context: AuthErrorContext = 'general'): ErrorKey {
  const code = errorCode(error);
  if (code && wrongCredentials.has(code)) {
    if (context === 'reauth') return 'errors:incorrectPassword';
    if (context === 'link')
      return code === 'auth/invalid-email' ? 'errors:migrationEmailMismatch' : 'errors:migrationLinkOutdated';
    if (context === 'mfa') return 'errors:incorrectCode';
    return 'errors:loginFailed';
  }
  if (code && byCode[code]) return byCode[code];
  return context === 'signIn' ? 'errors:loginFailed' : 'errors:somethingWentWrong';
}
