import {
  CALENDAR_EVENT,
  deleteNotAvailable,
  deleteShiftRequest,
  putAddNotAvailable,
  putAddShiftRequest,
  putEditCalendarEvent,
  type CalendarEventBody,
  type CalendarItem,
} from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

type OwnType = typeof CALENDAR_EVENT.shiftRequest | typeof CALENDAR_EVENT.notAvailable;

/** Adds a shift wish (PUT .../Add/ShiftRequest) or a not-available period (PUT .../Add/NotAvailable). */
export function addCalendarEvent(type: OwnType, body: CalendarEventBody) {
  return callEndpoint(type === CALENDAR_EVENT.shiftRequest ? putAddShiftRequest : putAddNotAvailable, { body });
}

/** Changes an own entry's times, title and note (PUT .../Edit/{id}); its type stays. */
export function editCalendarEvent(id: string, body: CalendarEventBody) {
  return callEndpoint(putEditCalendarEvent, { params: { id }, body });
}

/** Deletes an own entry by the route of its type (DELETE .../ShiftRequest/{id} or .../NotAvailable/{id}). */
export function deleteCalendarEvent(item: Pick<CalendarItem, 'id' | 'type'>) {
  return callEndpoint(item.type === CALENDAR_EVENT.shiftRequest ? deleteShiftRequest : deleteNotAvailable, {
    params: { id: item.id },
  });
}
