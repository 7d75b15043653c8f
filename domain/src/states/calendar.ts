import { AGENCY_TIME_ZONE } from '../constants';
import { type CalendarEventType } from '../labels';
import { validationMessages as m } from '../texts/messages';
import { errorResult, okResult, type StateResult } from './result';
import { dateTimeFormat } from '../intl-formats';

/**
 * Calendar event types (spec section 4): 1 Shift request (a shift wish), 2 Not available,
 * 3 Shift suggestion, 4 In shift (work), 5 Rejected shift suggestion.
 */
export const CALENDAR_EVENT = {
  shiftRequest: 1,
  notAvailable: 2,
  shiftSuggestion: 3,
  inShift: 4,
  rejectedShiftSuggestion: 5,
} as const satisfies Record<string, CalendarEventType>;

/** The types an employee adds and edits; the others come from shifts and suggestions. */
export const EMPLOYEE_EVENT_TYPES: readonly CalendarEventType[] = [CALENDAR_EVENT.shiftRequest, CALENDAR_EVENT.notAvailable];

/**
 * The calendar day of an instant in `timeZone` (the agency's, Europe/Helsinki, by default), as
 * `YYYY-MM-DD`, so "today", "past" and "tomorrow" mean the same on a phone and on the server.
 */
export function calendarDay(at: Date, timeZone: string = AGENCY_TIME_ZONE): string {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Whether `date` falls on a day before `now`'s day. Earlier hours of today are not past. */
export function isPastDay(date: Date, now: Date, timeZone: string = AGENCY_TIME_ZONE): boolean {
  return calendarDay(date, timeZone) < calendarDay(now, timeZone);
}

/** An event can be created for today or a later day: 'Events can not be created to the past'. */
export function canCreateEvent(
  date: Date,
  now: Date,
  timeZone: string = AGENCY_TIME_ZONE,
): StateResult<true, typeof m.eventInPast> {
  return isPastDay(date, now, timeZone) ? errorResult(m.eventInPast) : okResult(true);
}

/**
 * An employee edits only their own shift requests and not-available days, and not once the
 * event's day has passed: 'Past events can not be edited'.
 */
export function canEditEvent(
  event: { type: CalendarEventType; start: Date },
  now: Date,
  timeZone: string = AGENCY_TIME_ZONE,
): StateResult<true, typeof m.pastEventNotEditable | typeof m.calendarEventNotEditable> {
  if (!EMPLOYEE_EVENT_TYPES.includes(event.type)) return errorResult(m.calendarEventNotEditable);
  if (isPastDay(event.start, now, timeZone)) return errorResult(m.pastEventNotEditable);
  return okResult(true);
}
