import {
  addAgencyDays,
  agencyDay,
  agencyDayStart,
  agencyInstant,
  CALENDAR_EVENT,
  CALENDAR_EVENT_MAX_DAYS,
  calendarMonthParams,
  canCreateEvent,
  formatAgencyTime,
  routes,
  TEXT_LIMITS,
  type CalendarEventBody,
  type CalendarItem,
} from '@vuoro/domain';
import { formatAgencyTimeRange } from '@/lib/format';

/**
 * The view logic of the employee's calendar (`/calendar/:year/:month/:w?`), apart from React so
 * it is tested on its own. A day is a Helsinki calendar day written `yyyy-MM-dd`, as the month
 * route answers it; the grid is calendar arithmetic on such days (no clock, so no daylight
 * saving), and an entry's days come from its instants read in Helsinki.
 *
 * `w` is the ISO 8601 week number (weeks begin on Monday; week 1 holds the year's first
 * Thursday) of one of the month's grid rows: `/calendar/2026/11/48` is 23–29 November 2026.
 * A week that starts in one month and ends in the next belongs to both months' grids, so
 * `/calendar/2026/12/53` and `/calendar/2027/1/53` are the same week 28.12.2026–3.1.2027.
 */

/** What the month says after the form saved or deleted: a key in the history state of the way back. */
export const NOTICE_STATE = 'calendarNotice';

const DAY_MS = 86_400_000;

const dayMs = (day: string): number => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A calendar day `days` later (earlier when negative). */
export const plusDays = (day: string, days: number): string => dayOf(dayMs(day) + days * DAY_MS);

/** Monday 0 … Sunday 6. */
export const weekdayIndex = (day: string): number => (new Date(dayMs(day)).getUTCDay() + 6) % 7;

/** The ISO 8601 week of a day: its week-numbering year and week number (1–53). */
export function isoWeek(day: string): { year: number; week: number } {
  const thursday = plusDays(day, 3 - weekdayIndex(day));
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor((dayMs(thursday) - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return { year, week };
}

export interface GridDay {
  day: string;
  /** The day of the month (1–31). */
  date: number;
  /** Part of the month shown; the others fill its first and last week. */
  inMonth: boolean;
}
export interface GridWeek {
  /** ISO week number: the `w` of the week view. */
  week: number;
  days: GridDay[];
}

/** The weeks (Monday first) that hold a month's days, with the days before and after it that fill them. */
export function monthGrid(year: number, month: number): GridWeek[] {
  const first = dayOf(Date.UTC(year, month - 1, 1));
  const last = dayOf(Date.UTC(year, month, 0));
  const weeks: GridWeek[] = [];
  for (let monday = plusDays(first, -weekdayIndex(first)); monday <= last; monday = plusDays(monday, 7)) {
    const days = Array.from({ length: 7 }, (_, i) => {
      const day = plusDays(monday, i);
      return { day, date: Number(day.slice(8)), inMonth: day.slice(0, 7) === first.slice(0, 7) };
    });
    weeks.push({ week: isoWeek(monday).week, days });
  }
  return weeks;
}

/** The week view's week: `w` as an ISO week number of one of the month's rows; null when it is none of them. */
export function resolveWeek(year: number, month: number, w: string | undefined): GridWeek | null {
  if (w === undefined || !/^\d{1,2}$/.test(w)) return null;
  return monthGrid(year, month).find((row) => row.week === Number(w)) ?? null;
}

/** The month `delta` months away. */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The route's `:year/:month/:w?`, checked as the month route checks them; null when they are no month. */
export function readCalendarParams(params: {
  year?: string | undefined;
  month?: string | undefined;
  w?: string | undefined;
}): { year: number; month: number; w: string | undefined } | null {
  const parsed = calendarMonthParams.safeParse({ year: params.year, month: params.month });
  return parsed.success ? { ...parsed.data, w: params.w } : null;
}

const OWN_TYPES: readonly number[] = [CALENDAR_EVENT.shiftRequest, CALENDAR_EVENT.notAvailable];

/** A shift wish or a not-available period: the employee's own entry, opened in the edit form. */
export const isOwnEntry = (item: Pick<CalendarItem, 'type'>): boolean => OWN_TYPES.includes(item.type);

/**
 * The Helsinki days an item is shown on: an own entry on every day it covers (a not-available
 * weekend on Saturday and Sunday; its end is the first instant after it), a shift on its start day.
 */
export function itemDays(item: Pick<CalendarItem, 'type' | 'day' | 'start' | 'end'>): string[] {
  if (!isOwnEntry(item)) return [item.day];
  const last = agencyDay(new Date(new Date(item.end).getTime() - 1));
  const days: string[] = [];
  for (let day = item.day; day <= last && days.length <= CALENDAR_EVENT_MAX_DAYS; day = plusDays(day, 1)) days.push(day);
  return days;
}

/** Two months' items as one list: an entry begun in the first month is in both answers, so it is kept once. */
export function mergeItems(first: readonly CalendarItem[] = [], second: readonly CalendarItem[] = []): CalendarItem[] {
  const seen = new Set<string>();
  return [...first, ...second].filter((item) => {
    const key = `${item.type}:${item.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Items by each day they are shown on, in their order (the route answers by start). */
export function itemsByDay(items: readonly CalendarItem[]): Map<string, CalendarItem[]> {
  const byDay = new Map<string, CalendarItem[]>();
  for (const item of items) {
    for (const day of itemDays(item)) byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  return byDay;
}

/** Whether an item lasts the whole of its Helsinki days (midnight to midnight). */
export function isWholeDays(item: Pick<CalendarItem, 'start' | 'end'>): boolean {
  const midnight = (iso: string) => agencyDayStart(agencyDay(new Date(iso)))?.getTime() === new Date(iso).getTime();
  return midnight(item.start) && midnight(item.end);
}

/** An item's clock times on Helsinki's clock, H.mm–H.mm; null for whole days. */
export const itemTimes = (item: Pick<CalendarItem, 'start' | 'end'>): string | null =>
  isWholeDays(item) ? null : formatAgencyTimeRange(item.start, item.end);

/**
 * Where an item opens: an own entry its edit form, a shift of the employee's its details on the
 * upcoming screen (or the done one once it is over), a suggestion (live or rejected) its details
 * in the calendar itself (`?shiftId=`, read from Calendar/Shift; the upcoming screen's details
 * answer only for the employee's own shifts).
 */
export function itemHref(
  item: CalendarItem,
  at: { year: number; month: number; w?: string | undefined },
  now: Date,
): string | null {
  if (isOwnEntry(item)) return routes.calendarEdit.href(at, { eventId: item.id });
  if (item.type === CALENDAR_EVENT.inShift && item.shiftId) {
    const list = new Date(item.end) > now ? routes.shiftsUpcoming : routes.shiftsDone;
    return list.href(undefined, { shiftId: item.shiftId });
  }
  const suggestion = item.type === CALENDAR_EVENT.shiftSuggestion || item.type === CALENDAR_EVENT.rejectedShiftSuggestion;
  if (suggestion && item.shiftId) return routes.calendar.href(at, { day: item.day, shiftId: item.shiftId });
  return null;
}

/** The edit form's fields, as typed. */
export interface EventForm {
  type: typeof CALENDAR_EVENT.shiftRequest | typeof CALENDAR_EVENT.notAvailable;
  from: string;
  until: string;
  allDay: boolean;
  startTime: string;
  endTime: string;
  title: string;
  note: string;
}
export type EventField = 'type' | 'from' | 'until' | 'startTime' | 'endTime' | 'title' | 'note';
/** Errors by field, as `ns:key` of the translations. */
export type EventErrors = Partial<Record<EventField, string>>;

/** A new entry on a day: not available, the whole day. */
export const newEventForm = (day: string): EventForm => ({
  type: CALENDAR_EVENT.notAvailable,
  from: day,
  until: day,
  allDay: true,
  startTime: '8.00',
  endTime: '16.00',
  title: '',
  note: '',
});

/** An entry of the month as the form shows it. */
export function eventFormOf(item: CalendarItem): EventForm {
  const whole = isWholeDays(item);
  const end = new Date(item.end);
  return {
    type: item.type === CALENDAR_EVENT.shiftRequest ? CALENDAR_EVENT.shiftRequest : CALENDAR_EVENT.notAvailable,
    from: item.day,
    until: agencyDay(whole ? new Date(end.getTime() - 1) : end),
    allDay: whole,
    startTime: whole ? '8.00' : formatAgencyTime(new Date(item.start)),
    endTime: whole ? '16.00' : formatAgencyTime(end),
    title: item.title ?? '',
    note: item.note ?? '',
  };
}

/** A clock time as the product writes it (8.00, 16.30; 08:00 also goes): hours 0–23, minutes 0–59. */
const isClock = (text: string): boolean => /^([01]?\d|2[0-3])[.:][0-5]\d$/.test(text.trim());

/**
 * The body the add and edit routes take, or the form's errors: the same rules as the route's
 * (`calendarEventBody`) and the domain's 'Events can not be created to the past' (`canCreateEvent`),
 * so a past day is refused before anything is sent.
 */
export function eventBody(form: EventForm, now: Date): { body: CalendarEventBody } | { errors: EventErrors } {
  const errors: EventErrors = {};
  const fromStart = agencyDayStart(form.from);
  const untilStart = agencyDayStart(form.until);
  if (!fromStart) errors.from = 'validation:invalidDate';
  if (!untilStart) errors.until = 'validation:invalidDate';
  let start: Date | null = null;
  let end: Date | null = null;
  if (fromStart && untilStart) {
    if (form.allDay) {
      start = fromStart;
      end = addAgencyDays(untilStart, 1);
    } else {
      start = isClock(form.startTime) ? agencyInstant(form.from, form.startTime) : null;
      end = isClock(form.endTime) ? agencyInstant(form.until, form.endTime) : null;
      if (!start) errors.startTime = 'validation:invalidValue';
      if (!end) errors.endTime = 'validation:invalidValue';
    }
  }
  if (start && end) {
    if (end <= start) errors[form.allDay ? 'until' : 'endTime'] = 'validation:endBeforeStart';
    else if (end > addAgencyDays(start, CALENDAR_EVENT_MAX_DAYS)) errors.until = 'calendar:form.tooLong';
    if (!canCreateEvent(start, now).ok) errors.from = 'validation:eventInPast';
  }
  if (form.title.length > TEXT_LIMITS.short) errors.title = 'validation:textTooLong';
  if (form.note.length > TEXT_LIMITS.medium) errors.note = 'validation:textTooLong';
  if (Object.keys(errors).length > 0 || !start || !end) return { errors };
  return {
    body: {
      start,
      end,
      title: form.title.trim() || undefined,
      note: form.note.trim() || undefined,
    },
  };
}

/** A field of the route's answer (`start`, `end`, `title`, `note`) as the form's field. */
export function fieldOfIssue(path: string, allDay: boolean): EventField | null {
  const field = path.split('.')[0];
  if (field === 'start') return allDay ? 'from' : 'startTime';
  if (field === 'end') return allDay ? 'until' : 'endTime';
  if (field === 'title' || field === 'note') return field;
  return null;
}
