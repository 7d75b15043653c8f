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

/** Firestore's ALREADY_EXISTS, as the Admin SDK reports a `create` of a document that is there. */
const ALREADY_EXISTS = 6;

/**
 * Queues one mail under a name of the caller's (`message-<id>`), once: a trigger retried for the
 * same event finds it written and queues nothing more. Answers whether this call queued it.
 */
export async function queueMailOnce(id: string, request: MailRequest, now: Date = new Date()): Promise<boolean> {
  try {
    await mails().doc(id).create(newMail(request, now));
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}
