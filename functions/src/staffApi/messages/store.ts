import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { staffCollections, staffMessage, staffMessageSend, type StaffMessage, type StaffMessageSend } from '@vuoro/domain';
import { db } from '../../lib/admin';

/**
 * The employee's messages and the desk's sends (domain/src/staff/messages/README.md). Every
 * employee read filters by `employeeId` equal to the caller's staff id.
 */
export const messages = () => db().collection(staffCollections.messages);
export const messageSends = () => db().collection(staffCollections.messageSends);

export const parseMessage = (d: DocumentSnapshot): StaffMessage => staffMessage.parse({ id: d.id, ...d.data() });
export const parseSend = (d: DocumentSnapshot): StaffMessageSend => staffMessageSend.parse({ id: d.id, ...d.data() });

/** The name of the mail (`staffMail`) that tells the recipient of a message: one per message, queued once. */
export const messageMailId = (messageId: string): string => `message-${messageId}`;

/** How many of the employee's messages are unopened (the menu badge). */
export const unopenedCount = async (employeeId: string): Promise<number> =>
  (await messages().where('employeeId', '==', employeeId).where('openedAt', '==', null).count().get()).data().count;
