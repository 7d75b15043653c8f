import { staffCollections } from '@vuoro/domain';
import { adminDb } from '../../support/admin';
import { EERO_ID } from './employee';

/** How many of Eero's messages Firestore holds unopened: what his menu's badge must count. */
export const eeroUnreadMessages = async (): Promise<number> =>
  (await adminDb.collection(staffCollections.messages).where('employeeId', '==', EERO_ID).where('openedAt', '==', null).get())
    .size;

/** A menu entry's or tab's name with its badge's words ("Messages (3 unread …)"), bare at none; `unread` in the page's language. */
export const counted = (label: string, count: number, unread = 'unread') =>
  new RegExp(count ? `^${label} \\(${count} ${unread}` : `^${label}$`);
