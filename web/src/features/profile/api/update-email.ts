import { sendEmailVerification, type User } from 'firebase/auth';
import type { z } from 'zod';
import { changeEmailForm, putUpdateEmail, updateEmailQuery } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

export const updateEmailInput = changeEmailForm;
export type UpdateEmailInput = z.infer<typeof updateEmailInput>;

/**
 * Settings → change email: PUT /v1/User/UpdateEmail?email (a sensitive route: the client asks
 * the user to sign in again on 'Credentials too old'), then reloads the account and sends the
 * verification link of the new address (it opens /verify).
 */
export async function updateEmail(user: User, newEmail: string): Promise<void> {
  const query = updateEmailQuery.parse({ email: newEmail });
  await callEndpoint(putUpdateEmail, { query }, { token: (forceRefresh?: boolean) => user.getIdToken(forceRefresh) });
  await user.reload();
  await user.getIdToken(true);
  await sendEmailVerification(user, { url: `${window.location.origin}/verify` });
}
