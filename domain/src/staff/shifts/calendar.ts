import { CALENDAR_EVENT, canEditEvent } from '../../states/calendar';
import { addAgencyDays, agencyDay, startOfAgencyDay } from '../time';
import type { StaffCalendarEvent, StaffShift, StaffShiftSuggestion } from './model';
import { isUpcomingShift, isDoneShift, type CalendarItem } from './views';

/** A shift a suggestion still offers: nobody has taken it and it is still on. */
export const isOfferable = (s: Pick<StaffShift, 'employee' | 'state'>): boolean =>
  !s.employee && s.state !== 'cancelled' && s.state !== 'undone';

/**
 * The calendar month of one employee from its three sources: their own entries (1 shift wish,
 * 2 not available), their shifts (4 in shift) and the suggestions made to them (3 while open,
 * 5 once rejected; a booked or accepted one is a shift of theirs by then). A suggested shift
 * shows only while it is free: once somebody else has it, it is theirs, and its details answer
 * 'Shift not found' (functions/src/staffApi/shift/details.ts). Sorted by start.
 */
export function calendarItems(
  sources: {
    events: readonly StaffCalendarEvent[];
    shifts: readonly StaffShift[];
    suggestions: readonly { suggestion: StaffShiftSuggestion; shifts: readonly StaffShift[] }[];
  },
  now: Date,
): CalendarItem[] {
  const items: CalendarItem[] = [];
  for (const e of sources.events) {
    items.push({
      id: e.id,
      type: e.type,
      day: agencyDay(e.start),
      start: e.start.toISOString(),
      end: e.end.toISOString(),
      title: e.title ?? null,
      note: e.note ?? null,
      shiftId: null,
      editable: canEditEvent(e, now).ok,
    });
  }
  const shiftItem = (s: StaffShift, type: CalendarItem['type'], id: string): CalendarItem => ({
    id,
    type,
    day: agencyDay(s.start),
    start: s.start.toISOString(),
    end: s.end.toISOString(),
    title: s.placeOfWork.name,
    note: s.professionTitle.name,
    shiftId: s.id,
    editable: false,
  });
  for (const s of sources.shifts) {
    if (isUpcomingShift(s, now) || isDoneShift(s, now)) items.push(shiftItem(s, CALENDAR_EVENT.inShift, s.id));
  }
  for (const { suggestion, shifts } of sources.suggestions) {
    const type =
      suggestion.state === 'suggested'
        ? CALENDAR_EVENT.shiftSuggestion
        : suggestion.state === 'rejected'
          ? CALENDAR_EVENT.rejectedShiftSuggestion
          : null;
    if (type === null) continue;
    for (const s of shifts) {
      if (!isOfferable(s)) continue;
      items.push(shiftItem(s, type, `${suggestion.id}.${s.id}`));
    }
  }
  return items.sort((a, b) => a.start.localeCompare(b.start) || a.type - b.type);
}

/**
 * Whether a not-available entry blocks a shift: it touches any Helsinki day the shift touches,
 * whatever the entry's hours ("not available on Wednesday" means the whole Wednesday). The
 * desk's suitability (`isSuitable`) and the calendar's warning before saving read it alike.
 */
export function notAvailableBlocks(entry: { start: Date; end: Date }, shift: { start: Date; end: Date }): boolean {
  const days = { start: startOfAgencyDay(shift.start), end: addAgencyDays(startOfAgencyDay(shift.end), 1) };
  return entry.start < days.end && days.start < entry.end;
}

/**
 * The employee's own shifts (type 4 of the month) that a not-available entry from `start` to
 * `end` would block: the calendar warns before saving and names them (issue 23 item 8). Marking
 * the time does not cancel a shift; only the office can.
 */
export function notAvailableConflicts(entry: { start: Date; end: Date }, items: readonly CalendarItem[]): CalendarItem[] {
  return items.filter(
    (i) => i.type === CALENDAR_EVENT.inShift && notAvailableBlocks(entry, { start: new Date(i.start), end: new Date(i.end) }),
  );
}
