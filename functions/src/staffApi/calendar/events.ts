import { Timestamp } from 'firebase-admin/firestore';
import {
  CALENDAR_EVENT,
  calendarItems,
  canCreateEvent,
  canEditEvent,
  type CalendarEventBody,
  type CalendarItem,
  type deleteNotAvailable,
  type putAddNotAvailable,
  type putEditCalendarEvent,
  type StaffCalendarEvent,
} from '@vuoro/domain';
import type { Context } from 'hono';
import type { Handler } from '../../lib/api/app';
import { ApiFailure, fieldFailure } from '../../lib/api/errors';
import type { ApiEnv } from '../../lib/api/guard';
import { log } from '../../lib/log';
import { db } from '../../lib/admin';
import { calendarEvents, callerEmployeeId, parseCalendarEvent } from '../shift/store';

/**
 * The employee's own calendar entries (spec section 7, `/v1/Calendar/Employee/Events/...`):
 * shift wishes (1) and not-available periods (2). Only the caller's own, found by id and then
 * checked for owner and type, so another employee's id and a wrong type answer the same 404.
 * Spec section 8: 'Events can not be created to the past' (a 400 on `start`), 'Past events can
 * not be edited' (a 409); both by Helsinki day, against the server's clock.
 */

type EventType = StaffCalendarEvent['type'];
const item = (event: StaffCalendarEvent, now: Date): CalendarItem =>
  calendarItems({ events: [event], shifts: [], suggestions: [] }, now)[0]!;

const stored = (body: CalendarEventBody) => ({
  start: Timestamp.fromDate(body.start),
  end: Timestamp.fromDate(body.end),
  title: body.title ?? null,
  note: body.note ?? null,
});

function notInPast(start: Date, now: Date): void {
  const check = canCreateEvent(start, now);
  if (!check.ok) throw fieldFailure('start', check.error);
}

export const addEvent =
  (type: EventType): Handler<typeof putAddNotAvailable> =>
  async ({ body }, c) => {
    const employeeId = await callerEmployeeId(c);
    const now = new Date();
    notInPast(body.start, now);
    const ref = calendarEvents().doc();
    const created = { employeeId, type, ...stored(body), shiftId: null, created: Timestamp.fromDate(now) };
    await ref.set(created);
    log.info('calendar event added', { type });
    return item(parseCalendarEvent(await ref.get()), now);
  };

/** The caller's entry of `type` by id, in a transaction; missing, another's and another type are one 404. */
async function ownEvent(
  c: Context<ApiEnv>,
  id: string,
  type: EventType | null,
  change: (
    event: StaffCalendarEvent,
    ref: FirebaseFirestore.DocumentReference,
    tx: FirebaseFirestore.Transaction,
    now: Date,
  ) => void,
): Promise<StaffCalendarEvent> {
  const employeeId = await callerEmployeeId(c);
  const ref = calendarEvents().doc(id);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const event = snap.exists ? parseCalendarEvent(snap) : null;
    if (!event || event.employeeId !== employeeId || (type !== null && event.type !== type)) {
      throw new ApiFailure(404, 'eventNotFound');
    }
    const now = new Date();
    const check = canEditEvent(event, now);
    if (!check.ok) throw new ApiFailure(409, check.error);
    change(event, ref, tx, now);
    return event;
  });
}

export const editEvent: Handler<typeof putEditCalendarEvent> = async ({ params, body }, c) => {
  notInPast(body.start, new Date());
  const event = await ownEvent(c, params.id, null, (_event, ref, tx) => tx.update(ref, stored(body)));
  log.info('calendar event edited', { type: event.type });
  return item({ ...event, ...body, title: body.title ?? null, note: body.note ?? null }, new Date());
};

export const deleteEvent =
  (type: EventType): Handler<typeof deleteNotAvailable> =>
  async ({ params }, c) => {
    await ownEvent(c, params.id, type, (_event, ref, tx) => tx.delete(ref));
    log.info('calendar event deleted', { type });
    return null;
  };

export const addNotAvailable = addEvent(CALENDAR_EVENT.notAvailable);
export const addShiftRequest = addEvent(CALENDAR_EVENT.shiftRequest);
export const deleteNotAvailableEvent = deleteEvent(CALENDAR_EVENT.notAvailable);
export const deleteShiftRequestEvent = deleteEvent(CALENDAR_EVENT.shiftRequest);
