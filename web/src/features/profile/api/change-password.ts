import { EmailAuthProvider, reauthenticateWithCredential, type User } from 'firebase/auth';
import { z } from 'zod';
import { changePasswordBody, changePasswordForm } from '@vuoro/domain';
import { callStaffApi, StaffApiError } from '@/lib/staff-api';

export const changePasswordInput = changePasswordForm;
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** The Staff API's answer to a wrong current password (400 `{error: 'incorrectPassword'}`). */
export const isIncorrectPassword = (error: unknown): boolean =>
  error instanceof StaffApiError && error.status === 400 && error.message === 'incorrectPassword';

/**
 * Settings → change password: PUT /v1/User/Password {OldPassword, NewPassword} (sensitive).
 * A new password may end the session's refresh token; signing in again with it keeps the user
 * signed in (an account with a second factor will be asked for its code on its next sign-in).
 */
export async function changePassword(user: User, input: Pick<ChangePasswordInput, 'oldPassword' | 'password'>): Promise<void> {
  const body = changePasswordBody.parse({ OldPassword: input.oldPassword, NewPassword: input.password });
  await callStaffApi('/v1/User/Password', z.unknown(), {
    method: 'PUT',
    body,
    token: (forceRefresh?: boolean) => user.getIdToken(forceRefresh),
  });
  if (user.email)
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, input.password)).catch(() => undefined);
}
