import type { z } from 'zod';
import { postResolveLogin, resolveLoginBody, type resolveLoginResponse } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

export const resolveLoginInput = resolveLoginBody;
export type ResolveLoginInput = z.infer<typeof resolveLoginInput>;
export type ResolveLoginResult = z.infer<typeof resolveLoginResponse>;

/**
 * POST /identity/resolve-login (no auth): the sign-in email of an email or an old username.
 * The identity function answers any username in the same shape, existing or not, so a wrong
 * username fails later exactly like a wrong password. Same origin: Hosting rewrites
 * `/identity/**` to the function.
 */
export function resolveLogin(identifier: string, signal?: AbortSignal): Promise<ResolveLoginResult> {
  const body = resolveLoginInput.parse({ identifier });
  return callEndpoint(postResolveLogin, { body }, signal ? { signal } : {});
}
