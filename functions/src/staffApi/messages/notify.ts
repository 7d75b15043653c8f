import { messageMail, notificationPayload } from '@vuoro/domain';
import { mailOnce, pushOnce, recipientOf } from '../notifications/deliver';
import { messageMailId, messages, parseMessage } from './store';

/**
 * A new message (a document created in `staffMessages`) told to its recipient: a mail in their
 * language unless they turned email off (or have no usable address), queued once under
 * `message-<id>`; and a push to their browsers when they have any, claimed once by its
 * `staffPushLog` document (`message-<id>`). A retried event sends neither twice.
 */
export async function notifyNewMessage(messageId: string): Promise<void> {
  const snap = await messages().doc(messageId).get();
  if (!snap.exists) return;
  const message = parseMessage(snap);
  const recipient = await recipientOf(message.employeeId);
  if (!recipient) return;
  const { language } = recipient;
  await mailOnce(recipient, messageMailId(messageId), {
    ...messageMail(message, recipient.firstName, language),
    kind: 'message',
    relatedId: messageId,
  });
  const payload = notificationPayload({ kind: 'newMessage', messageId, subject: message.subject }, language);
  await pushOnce(recipient, `message-${messageId}`, 'newMessage', payload);
}
