import { Timestamp } from 'firebase-admin/firestore';
import { mailRequest, messageMail, notificationPayload, staffCollections, type SupportedLanguage } from '@vuoro/domain';
import { db } from '../../lib/admin';
import { log } from '../../lib/log';
import { pushSubscriptions, sendPush } from '../../lib/push';
import { people } from '../../identity/staff-people';
import { queueMailOnce } from '../mail/queue';
import { notificationSettingsOf } from '../notifications/settings';
import { messageMailId, messages, parseMessage } from './store';

/** The agency's language, for an employee who has not chosen one. */
const FALLBACK_LANGUAGE: SupportedLanguage = 'fi';

const pushLog = () => db().collection(staffCollections.pushLog);

/**
 * A new message (a document created in `staffMessages`) told to its recipient: a mail in their
 * language unless they turned email off (or have no usable address), queued once under
 * `message-<id>`; and a push to their browsers when they have any, claimed once by its
 * `staffPushLog` document. A retried event sends neither twice.
 */
export async function notifyNewMessage(messageId: string): Promise<void> {
  const snap = await messages().doc(messageId).get();
  if (!snap.exists) return;
  const message = parseMessage(snap);
  const personId = message.employeeId;
  const [personSnap, settings, subscribed] = await Promise.all([
    people().doc(personId).get(),
    notificationSettingsOf(personId),
    pushSubscriptions()
      .where('personId', '==', personId)
      .limit(1)
      .get()
      .then((s) => !s.empty),
  ]);
  const person = personSnap.data();
  if (!person?.employee) return;
  const language = person.language ?? FALLBACK_LANGUAGE;

  if (!settings.emailDisabled && person.email) {
    const request = mailRequest.safeParse({
      to: person.email,
      language,
      ...messageMail(message, person.firstName, language),
      kind: 'message',
      relatedId: messageId,
    });
    if (request.success) await queueMailOnce(messageMailId(messageId), request.data);
    else log.warn('message mail not queued: the address is not usable', { messageId, personId });
  }

  if (!subscribed) return;
  const logRef = pushLog().doc(`message-${messageId}`);
  const claimed = await logRef.create({ personId, kind: 'newMessage', at: Timestamp.now() }).then(
    () => true,
    () => false,
  );
  if (!claimed) return;
  try {
    const payload = notificationPayload({ kind: 'newMessage', messageId, subject: message.subject }, language);
    await logRef.update({ ...(await sendPush(personId, payload)) });
  } catch (error) {
    log.error('push of a new message failed', { messageId, message: (error as Error).message });
    await logRef.update({ error: (error as Error).message.slice(0, 200) }).catch(() => undefined);
  }
}
