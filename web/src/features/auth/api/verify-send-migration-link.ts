import type { User } from 'firebase/auth';
import { emailConfirmationForm, putSendLinkToEmail, sendLinkBody } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';
import { LINK_EMAIL_STORAGE_KEY } from './send-sign-in-link';

export const migrationEmailInput = emailConfirmationForm;

/**
 * `/verify?migrate=1`: an old username account moves to email sign-in. PUT
 * /v1/User/SendLinkToEmail/{email} {continueUrl} with the signed-in (username) account's bearer,
 * so the link is tied to the account it migrates; the address is remembered in this browser for
 * when the link is opened here.
 */
export async function sendMigrationLink(user: User, email: string): Promise<void> {
  const body = sendLinkBody.parse({ continueUrl: `${window.location.origin}/verify` });
  await callEndpoint(
    putSendLinkToEmail,
    { params: { email }, body },
    { token: (forceRefresh?: boolean) => user.getIdToken(forceRefresh) },
  );
  try {
    window.localStorage.setItem(LINK_EMAIL_STORAGE_KEY, email);
  } catch {
    // Storage disabled: /verify asks for the address again.
  }
}
