import { staffApiConfig } from './config';
import { log } from './log';

/**
 * The few Firebase Auth operations the Admin SDK lacks, over the Auth REST API (Identity
 * Toolkit v1): checking a password, clearing one, and sending the emails Auth sends itself
 * (sign-in link, password reset, verify-and-change email). The base URL is the Auth emulator's
 * when it runs. Nothing secret is logged.
 */

async function post(path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const { baseUrl, apiKey } = staffApiConfig().authRest;
  const res = await fetch(`${baseUrl}/${path}?key=${encodeURIComponent(apiKey)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const json = (await res.json().catch(() => ({}))) as { error?: { message?: string } } & Record<string, unknown>;
  return { ok: res.ok, status: res.status, json, error: res.ok ? null : (json.error?.message ?? `HTTP ${res.status}`) };
}

export type PasswordCheck = 'ok' | 'wrongPassword' | 'tooManyAttempts';

/**
 * Whether `password` is the account's password. An answer asking for the second factor
 * (`mfaPendingCredential`) proves the password as well.
 */
export async function checkPassword(email: string, password: string): Promise<PasswordCheck> {
  const r = await post('accounts:signInWithPassword', { email, password, returnSecureToken: false });
  if (r.ok) return 'ok';
  const code = (r.error ?? '').split(' ')[0]!;
  if (code.startsWith('TOO_MANY_ATTEMPTS')) return 'tooManyAttempts';
  if (['INVALID_PASSWORD', 'INVALID_LOGIN_CREDENTIALS', 'EMAIL_NOT_FOUND', 'USER_DISABLED', 'MISSING_PASSWORD'].includes(code)) {
    return 'wrongPassword';
  }
  log.error('auth rest: password check failed', { status: r.status, error: code });
  throw new Error(`password check failed: ${code}`);
}

/** Sends an email sign-in link (first sign-in or migration) that leads back to `continueUrl`. */
export async function sendSignInLink(email: string, continueUrl: string, locale?: string | null): Promise<void> {
  const r = await post(
    'accounts:sendOobCode',
    { requestType: 'EMAIL_SIGNIN', email, continueUrl, canHandleCodeInApp: true },
    locale ? { 'X-Firebase-Locale': locale } : {},
  );
  if (!r.ok) throw new Error(`sending a sign-in link failed: ${r.error}`);
}

/** Sends Auth's password reset email. */
export async function sendPasswordReset(email: string, locale?: string | null): Promise<void> {
  const r = await post(
    'accounts:sendOobCode',
    { requestType: 'PASSWORD_RESET', email },
    locale ? { 'X-Firebase-Locale': locale } : {},
  );
  if (!r.ok) throw new Error(`sending a password reset failed: ${r.error}`);
}

/**
 * Sends the account of `idToken` a link to `newEmail` that changes its sign-in address when it is
 * opened (Auth's VERIFY_AND_CHANGE_EMAIL; the address stays as it is until then). Answers
 * 'emailExists' when another account has the address: Auth sends nothing, and the caller must not
 * tell anyone so.
 */
export async function sendEmailChangeLink(
  idToken: string,
  newEmail: string,
  locale?: string | null,
): Promise<'sent' | 'emailExists'> {
  const r = await post(
    'accounts:sendOobCode',
    { requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken, newEmail },
    locale ? { 'X-Firebase-Locale': locale } : {},
  );
  if (r.ok) return 'sent';
  if ((r.error ?? '').startsWith('EMAIL_EXISTS')) return 'emailExists';
  throw new Error(`sending an email change link failed: ${r.error}`);
}

/** Removes the password of the account of `idToken` (it then signs in only by other means until it sets one). */
export async function clearPassword(idToken: string): Promise<void> {
  const r = await post('accounts:update', { idToken, deleteAttribute: ['PASSWORD'] });
  if (!r.ok) throw new Error(`clearing a password failed: ${r.error}`);
}
