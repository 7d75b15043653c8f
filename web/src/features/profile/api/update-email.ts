import type { User } from 'firebase/auth';
import type { z } from 'zod';
import { changeEmailForm, putUpdateEmail, updateEmailQuery } from '@vuoro/domain';
import { isApiError } from '@/lib/api-error';
import { callEndpoint } from '@/lib/staff-api';

export const updateEmailInput = changeEmailForm;
export type UpdateEmailInput = z.infer<typeof updateEmailInput>;

/**
 * Settings → change email: PUT /v1/User/UpdateEmail?email (a sensitive route: the client asks
 * the user to sign in again on 'Credentials too old'). The Staff API sends a link to the new
 * address; the sign-in email changes only when it is opened (/verify, mode verifyAndChangeEmail).
 */
export async function updateEmail(user: User, newEmail: string): Promise<void> {
  const query = updateEmailQuery.parse({ email: newEmail });
  await callEndpoint(putUpdateEmail, { query }, { token: (forceRefresh?: boolean) => user.getIdToken(forceRefresh) });
}

/**
 * The session may not change the email: it was signed in with a custom token (LinkedIn, a fresh
 * first sign-in) or is a "Sign in as" session, not with the account's own email and password.
 */
export function needsOwnSignIn(error: unknown): boolean {
  return isApiError(error, 403, ['customTokenSession', 'impersonated']);
}
