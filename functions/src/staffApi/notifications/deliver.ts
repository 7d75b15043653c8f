import { Timestamp } from 'firebase-admin/firestore';
import {
  mailRequest,
  staffCollections,
  type MailKind,
  type PushPayload,
  type StaffNotificationSettings,
  type SupportedLanguage,
} from '@vuoro/domain';
import { db } from '../../lib/admin';
import { log } from '../../lib/log';
import { pushSubscriptions, sendPush } from '../../lib/push';
import { people } from '../../identity/staff-people';
import { queueMailOnce } from '../mail/queue';
import { notificationSettingsOf } from './settings';

/**
 * Telling an employee something, once: who they are as a recipient (language, address, settings,
 * whether a browser is subscribed), a mail queued under a name of the caller's, and a push claimed
 * by its `staffPushLog` document. The suggestion, message and shift triggers all go through here,
 * so a retried event sends neither twice, whichever trigger it is (./README.md of the domain).
 */

/** The agency's language, for an employee who has not chosen one. */
const FALLBACK_LANGUAGE: SupportedLanguage = 'fi';

const pushLog = () => db().collection(staffCollections.pushLog);

export interface Recipient {
  personId: string;
  firstName: string;
  /** The staff record's address, or null when it has none. */
  email: string | null;
  language: SupportedLanguage;
  settings: StaffNotificationSettings;
  /** At least one of their browsers is subscribed to pushes. */
  subscribed: boolean;
}

/** The employee `personId` as a recipient: null when the record is missing or no longer an employee's. */
export async function recipientOf(personId: string): Promise<Recipient | null> {
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
  if (!person?.employee) return null;
  return {
    personId,
    firstName: person.firstName,
    email: person.email || null,
    language: person.language ?? FALLBACK_LANGUAGE,
    settings,
    subscribed,
  };
}

/**
 * Queues a mail to the recipient under `mailId` (`staffMail/<mailId>`, created once: a retried
 * event queues nothing more), unless they turned email off or have no usable address. Answers
 * whether this call queued it.
 */
export async function mailOnce(
  recipient: Recipient,
  mailId: string,
  mail: { subject: string; text: string; kind: MailKind; relatedId: string },
): Promise<boolean> {
  if (recipient.settings.emailDisabled || !recipient.email) return false;
  const request = mailRequest.safeParse({ to: recipient.email, language: recipient.language, ...mail });
  if (!request.success) {
    log.warn('mail not queued: the address is not usable', { mailId, personId: recipient.personId });
    return false;
  }
  return queueMailOnce(mailId, request.data);
}

/**
 * Pushes `payload` to the recipient's browsers once: `staffPushLog/<logId>` is created first
 * (`kind` says what it was about), so a retried event finds the claim and sends nothing; the
 * outcome (sent, removed, failed) or the error is written on it.
 */
export async function pushOnce(recipient: Recipient, logId: string, kind: string, payload: PushPayload): Promise<void> {
  if (!recipient.subscribed) return;
  const logRef = pushLog().doc(logId);
  const claimed = await logRef.create({ personId: recipient.personId, kind, at: Timestamp.now() }).then(
    () => true,
    () => false,
  );
  if (!claimed) return;
  try {
    await logRef.update({ ...(await sendPush(recipient.personId, payload)) });
  } catch (error) {
    log.error('push failed', { logId, message: (error as Error).message });
    await logRef.update({ error: (error as Error).message.slice(0, 200) }).catch(() => undefined);
  }
}
