import { newMail, staffCollections, type MailRequest } from '@vuoro/domain';
import { db } from '../../lib/admin';

/** The outgoing mail queue (`staffMail`, domain/src/staff/mail/README.md). */
export const mails = () => db().collection(staffCollections.mail);

/**
 * Queues one mail, to be sent at once by the `staffMailDelivery` trigger (and retried by
 * `retryStaffMail`): one document write, nothing sent here. Answers the mail's id and when it was
 * queued; a failed write throws (the caller answers 'Error sending email, please try again later').
 */
export async function queueMail(request: MailRequest, now: Date = new Date()): Promise<{ id: string; queuedAt: Date }> {
  const ref = mails().doc();
  await ref.set(newMail(request, now));
  return { id: ref.id, queuedAt: now };
}
