import { createHmac } from 'node:crypto';
import { USERNAME_LOGIN_DOMAIN } from '@vuoro/domain';

/**
 * The sign-in email of an old username account: a keyed hash of the lower-cased username at
 * USERNAME_LOGIN_DOMAIN. Deterministic, so a username that does not exist gets an answer of the
 * same shape as one that does; the key stays on the server (and in the seed, for demo data).
 */
export function usernameAlias(username: string, secret: string): string {
  const digest = createHmac('sha256', secret).update(username.trim().toLowerCase()).digest('hex').slice(0, 32);
  return `u${digest}@${USERNAME_LOGIN_DOMAIN}`;
}
