import type { z } from 'zod';
import type { resolveLoginBody, resolveLoginResponse } from '@vuoro/domain';
import { usernameAlias } from './username-alias';

/**
 * POST /identity/resolve-login: the sign-in email of what the user typed. An email (it has an
 * `@`) comes back trimmed and lower-cased; anything else is an old username, answered with its
 * alias. The alias is a keyed hash, so a username that does not exist gets an answer of the
 * same shape and no lookup is made: the answer says nothing about who has an account.
 */
export function resolveLogin(
  { identifier }: z.infer<typeof resolveLoginBody>,
  secret: string,
): z.infer<typeof resolveLoginResponse> {
  const trimmed = identifier.trim();
  return { email: trimmed.includes('@') ? trimmed.toLowerCase() : usernameAlias(trimmed, secret) };
}
