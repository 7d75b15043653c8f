import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { notificationPayload, shiftEventMail, shiftNotificationEvent, type StaffShift } from '@vuoro/domain';
import { log } from '../../lib/log';
import { parseShift } from '../shift/store';
import { mailOnce, pushOnce, recipientOf } from './deliver';

/** A version of the shift, or null when there is none (created, deleted) or it does not parse. */
function versionOf(snap: DocumentSnapshot | undefined): StaffShift | null {
  if (!snap?.exists) return null;
  try {
    return parseShift(snap);
  } catch (error) {
    log.warn('shift not notified: a version does not parse', { shiftId: snap.id, message: (error as Error).message });
    return null;
  }
}

/**
 * A write of `staffShifts/{id}` (the `staffShiftNotify` trigger, event `eventId`): when
 * `shiftNotificationEvent` says the booked employee is to be told, a mail in their language unless
 * they turned email off, and a push when they are subscribed, both keyed by the event
 * (`shift-<shiftId>-<eventId>` in `staffMail` and `staffPushLog`): a retried event sends nothing
 * twice, while a later change of the same shift is told on its own.
 */
export async function notifyShiftWrite(
  eventId: string,
  before: DocumentSnapshot | undefined,
  after: DocumentSnapshot | undefined,
): Promise<void> {
  const event = shiftNotificationEvent(versionOf(before), versionOf(after));
  if (!event) return;
  const recipient = await recipientOf(event.employeeId);
  if (!recipient) return;
  const key = `shift-${event.shift.id}-${eventId.replace(/[^A-Za-z0-9_-]/g, '_')}`.slice(0, 500);
  await Promise.all([
    mailOnce(recipient, key, {
      ...shiftEventMail(event, recipient.firstName, recipient.language),
      kind: 'notification',
      relatedId: event.shift.id,
    }),
    pushOnce(recipient, key, event.kind, notificationPayload({ kind: event.kind, shift: event.shift }, recipient.language)),
  ]);
}
