import { EmailAuthProvider, reauthenticateWithCredential, type User } from 'firebase/auth';
import type { z } from 'zod';
import { changePasswordBody, changePasswordForm, putPassword } from '@vuoro/domain';
import { isApiError } from '@/lib/api-error';
import { callEndpoint } from '@/lib/staff-api';

export const changePasswordInput = changePasswordForm;
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** The Staff API's answer to a wrong current password (400 `{error: 'incorrectPassword'}`). */
export const isIncorrectPassword = (error: unknown): boolean => isApiError(error, 400, 'incorrectPassword');

/**
 * Settings → change password: PUT /v1/User/Password {OldPassword, NewPassword} (sensitive).
 * A new password may end the session's refresh token; signing in again with it keeps the user
 * signed in (an account with a second factor will be asked for its code on its next sign-in).
 */
export async function changePassword(user: User, input: Pick<ChangePasswordInput, 'oldPassword' | 'password'>): Promise<void> {
  const body = changePasswordBody.parse({ OldPassword: input.oldPassword, NewPassword: input.password });
  await callEndpoint(putPassword, { body }, { token: (forceRefresh?: boolean) => user.getIdToken(forceRefresh) });
  // Auth revokes the sessions older than the change; `auth_time` counts whole seconds, so sign in
  // again only once the second of the change has passed, or the new session may look revoked too.
  await new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)));
  if (user.email)
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, input.password)).catch(() => undefined);
}
