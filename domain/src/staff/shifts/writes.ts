import { z } from 'zod';
import { firestoreDocId, listOf } from '../../entities/common';
import { acceptTimeChange, rejectTimeChange, transitionShift } from '../../states/shift';
import { errorResult, okResult, type StateResult } from '../../states/result';
import { clockMinutes, markShiftForm } from '../../validation/mark-shift';
import { validationMessages as m } from '../../texts/messages';
import { CALENDAR_EVENT, canEditEvent } from '../../states/calendar';
import { addAgencyDays, agencyDay, agencyDayStart, agencyInstant } from '../time';
import {
  EMPLOYEE_REPORTED_ENTRY,
  type StaffCalendarEvent,
  type StaffShift,
  type StaffShiftSuggestion,
  type StaffTitleRef,
} from './model';
import { isOfferable } from './calendar';
import { CALENDAR_EVENT_MAX_DAYS } from './events';
import { agencyDayText, canEditReportedShift, employeeShiftView, isoInstant } from './views';

/**
 * The employee's changes to their shifts (spec section 7's PUT and DELETE routes under
 * `/v1/Shift/Employee`): the bodies and answers, and the rules the handlers apply inside their
 * transactions. The why of each rule is in ./README.md ("Changes").
 */

/** `?shiftId`: the shift a state change is about (MarkInfoAsRead, time changes, Cancel). */
export const shiftChangeQuery = z.object({ shiftId: firestoreDocId }).strict();
/** `{id}` of Book, Accept and the suggestion DELETEs: a suggestion's id, or an open shift's for Book. */
export const offerIdParams = z.object({ id: firestoreDocId }).strict();

/** The answer of a change: the shift as it now is. */
export const shiftChangeResponse = z.object({ shift: employeeShiftView });
/** The answer of Book and Accept: the shifts now the caller's. */
export const bookedShiftsResponse = z.object({ shifts: z.array(employeeShiftView).min(1) });

// ── MarkInfoAsRead, AcceptShiftTimeChanges, RejectShiftTimeChanges ──────────────────────────

/** The first opening marks the info read; a shift without info, or read already, is left as it is. */
export const infoReadPatch = (s: Pick<StaffShift, 'infoToEmployee' | 'infoReadAt'>, now: Date): { infoReadAt: Date } | null =>
  s.infoToEmployee && !s.infoReadAt ? { infoReadAt: now } : null;

/**
 * Answers a pending time change. While it waits, `start`/`end` are the new times and
 * `originalStart`/`originalEnd` the agreed ones. Accepting keeps the new times (the original
 * stays beside them, as the details screen shows); rejecting puts the original times back and
 * clears them, so the shift reads as never changed.
 */
export function answerTimeChange(
  s: Pick<StaffShift, 'timeChange' | 'originalStart' | 'originalEnd'>,
  answer: 'accept' | 'reject',
): StateResult<Partial<Pick<StaffShift, 'timeChange' | 'start' | 'end' | 'originalStart' | 'originalEnd'>>> {
  if (answer === 'accept') {
    const moved = acceptTimeChange(s.timeChange);
    return moved.ok ? okResult({ timeChange: moved.value }) : moved;
  }
  const moved = rejectTimeChange(s.timeChange);
  if (!moved.ok) return moved;
  return okResult({
    timeChange: moved.value,
    ...(s.originalStart && s.originalEnd
      ? { start: s.originalStart, end: s.originalEnd, originalStart: null, originalEnd: null }
      : {}),
  });
}

// ── Book, Accept, reject ──────────────────────────────────────────────────────────────────

/**
 * Whether a shift can still be taken: nobody has it, it is not cancelled or undone, and it has
 * not started. Otherwise the taker hears `shiftAlreadyTaken` (409).
 */
export const canTakeShift = (s: Pick<StaffShift, 'employee' | 'state' | 'start'>, now: Date): boolean =>
  isOfferable(s) && s.start > now;

/**
 * Whether a suggestion is still open to the employee: suggested, and every shift of it can still
 * be taken (a bundle only whole; a shift missing from `shifts` is gone). The offers list
 * (SuggestedOrOpenShifts) shows these and GetTopAlerts counts them, by this one rule.
 */
export function isSuggestionOpen(
  suggestion: Pick<StaffShiftSuggestion, 'state' | 'shiftIds'>,
  shifts: ReadonlyMap<string, Pick<StaffShift, 'employee' | 'state' | 'start'>>,
  now: Date,
): boolean {
  return (
    suggestion.state === 'suggested' &&
    suggestion.shiftIds.every((id) => {
      const shift = shifts.get(id);
      return !!shift && canTakeShift(shift, now);
    })
  );
}

/** What taking a shift writes on it: the employee, filled, and how it was taken (booked or accepted). */
export function takeShift(
  s: Pick<StaffShift, 'employee' | 'state' | 'start'>,
  employee: { id: string; name: string },
  how: 'booked' | 'accepted',
  now: Date,
): StateResult<Pick<StaffShift, 'employee' | 'state' | 'suggestion'>> {
  if (!canTakeShift(s, now)) return errorResult(m.shiftAlreadyTaken);
  const filled = transitionShift(s.state, 'filled');
  if (!filled.ok) return errorResult(m.shiftAlreadyTaken);
  return okResult({ employee: { id: employee.id, name: employee.name }, state: filled.value, suggestion: how });
}

// ── Conflicts: a shift taken or recorded against the employee's own time ──────────────────

/** A stretch of time, [start, end). */
export interface TimeSpan {
  start: Date;
  end: Date;
}

/** Two stretches share time; one ending as the other begins (8–14 and 14–20) do not. */
export const spansOverlap = (a: TimeSpan, b: TimeSpan): boolean => a.start < b.end && b.start < a.end;

/** A shift lasts under a day, so one that reaches into a span started at most a day before it. */
export const LONGEST_SHIFT_DAYS = 1;

/**
 * What to read to check `spans` against the employee's time, as one query each on their staff id
 * + `start`: their shifts starting from a day before the first span (a night shift reaching in)
 * and their calendar entries from `CALENDAR_EVENT_MAX_DAYS` before it (a not-available week
 * begun earlier), both up to the last span's end.
 */
export function conflictWindow(spans: readonly TimeSpan[]): { shiftsFrom: Date; eventsFrom: Date; to: Date } {
  const from = new Date(Math.min(...spans.map((s) => s.start.getTime())));
  return {
    shiftsFrom: addAgencyDays(from, -LONGEST_SHIFT_DAYS),
    eventsFrom: addAgencyDays(from, -CALENDAR_EVENT_MAX_DAYS),
    to: new Date(Math.max(...spans.map((s) => s.end.getTime()))),
  };
}

/**
 * The 409 of a booking, an accepted bundle or a recorded shift that meets the employee's own
 * time, with what the screen needs to say it in the user's language: the shift already at that
 * time ('You already have a shift at that time: Sun 29.11. 8.00–14.30, Hotelli Aurora.') or the
 * Helsinki day marked not available ('You marked this day as not available. Remove that entry first.').
 */
export const shiftConflictAnswer = z.object({
  error: z.literal('shiftConflict'),
  conflict: z.object({ start: isoInstant, end: isoInstant, placeName: z.string() }),
});
export const dayNotAvailableAnswer = z.object({ error: z.literal('dayNotAvailable'), day: agencyDayText });
export const bookingConflictAnswer = z.discriminatedUnion('error', [shiftConflictAnswer, dayNotAvailableAnswer]);
export type BookingConflict = z.infer<typeof bookingConflictAnswer>;

/** The employee's own time a new shift must not meet: their shifts and their calendar entries. */
export interface EmployeeTime {
  shifts: readonly (Pick<StaffShift, 'id' | 'start' | 'end' | 'state'> & { placeOfWork: { name: string } })[];
  events: readonly Pick<StaffCalendarEvent, 'type' | 'start' | 'end'>[];
}

/** A shift the employee takes or records: its id (a shift being edited is not in its own way), times and place. */
export type ShiftCandidate = TimeSpan & { id?: string | undefined; placeOfWork: { name: string } };

/**
 * The first conflict of `candidates`, in order, with the employee's time and with the candidates
 * before it (a bundle's or a week's shifts against each other), or null when they fit:
 *
 * - a shift of theirs (booked, given or recorded; not cancelled or undone) sharing time with it;
 * - a not-available entry sharing time with it: a whole-day entry covers its Helsinki days from
 *   midnight to midnight (23 or 25 hours at a daylight-saving change), one with hours only those
 *   hours. The day said is the Helsinki day where they first meet.
 *
 * Recording a shift already worked (`record`) is refused by a not-available entry only while the
 * employee can still remove it (today or later, `canEditEvent`): a past day's entry can no longer
 * be removed, and the work was done.
 */
export function bookingConflict(
  candidates: readonly ShiftCandidate[],
  theirs: EmployeeTime,
  how: { now: Date; record?: boolean },
): BookingConflict | null {
  const own = new Set(candidates.flatMap((c) => (c.id ? [c.id] : [])));
  const held: (TimeSpan & { placeOfWork: { name: string } })[] = theirs.shifts.filter(
    (s) => !own.has(s.id) && s.state !== 'cancelled' && s.state !== 'undone',
  );
  const away = theirs.events.filter(
    (e) => e.type === CALENDAR_EVENT.notAvailable && (!how.record || canEditEvent(e, how.now).ok),
  );
  for (const candidate of candidates) {
    const clash = held.find((s) => spansOverlap(candidate, s));
    if (clash) {
      return {
        error: 'shiftConflict',
        conflict: { start: clash.start.toISOString(), end: clash.end.toISOString(), placeName: clash.placeOfWork.name },
      };
    }
    const off = away.find((e) => spansOverlap(candidate, e));
    if (off) return { error: 'dayNotAvailable', day: agencyDay(candidate.start > off.start ? candidate.start : off.start) };
    held.push(candidate);
  }
  return null;
}

// ── Cancel ────────────────────────────────────────────────────────────────────────────────

/**
 * The employee may cancel ('delete', spec section 8: 'Failed deleting the shift') only a shift
 * they recorded themself (MarkShift) and the agency has not filled or processed yet: new or in
 * processing. A shift the agency gave them is the customer's to cancel (spec section 4: with a
 * reason and a contractual condition); the employee asks the agency instead.
 */
export function cancelOwnShift(
  s: Pick<StaffShift, 'entryType' | 'state'>,
): StateResult<'cancelled', typeof m.shiftCannotBeCancelled> {
  if (!canEditReportedShift(s)) return errorResult(m.shiftCannotBeCancelled);
  const moved = transitionShift(s.state, 'cancelled');
  return moved.ok ? okResult('cancelled') : errorResult(m.shiftCannotBeCancelled);
}

/** Whether the details screen offers cancel for the shift. */
export const canCancelOwnShift = (s: Pick<StaffShift, 'entryType' | 'state'>): boolean => cancelOwnShift(s).ok;

// ── Update, AddMultiple (MarkShift) ─────────────────────────────────────────────────────────

const fillAll = { error: m.fillAllRequiredFields };

/**
 * A recorded shift on the wire: the MarkShift form (`markShiftForm`) with its day as the
 * Helsinki `yyyy-MM-dd` the Edit route answers, and the place of work and profession title by id.
 */
export const reportedShiftBody = markShiftForm
  .extend({
    date: z
      .string(fillAll)
      .trim()
      .min(1, { ...fillAll, abort: true })
      .refine((day) => agencyDayStart(day) !== null, { error: m.invalidDate }),
  })
  .strict();
export type ReportedShiftBody = z.infer<typeof reportedShiftBody>;

/** PUT Shift/Update: the caller's recorded shift and its new values. */
export const updateReportedShiftBody = reportedShiftBody.extend({ shiftId: firestoreDocId }).strict();
/** PUT Shift/AddMultiple: one or more shifts recorded at once (a week at most a month of days). */
export const addReportedShiftsBody = z.object({ shifts: listOf(reportedShiftBody, 31).min(1, fillAll) }).strict();

/** The answer of Update and AddMultiple; `late` is the warning 'Reporting shift late, …'. */
export const reportedShiftsResponse = z.object({ shifts: z.array(employeeShiftView).min(1), late: z.boolean() });

/** The instants of a recorded shift; an end not after the start is the next morning. */
export function reportedShiftTimes(body: Pick<ReportedShiftBody, 'date' | 'start' | 'end'>): { start: Date; end: Date } {
  const overMidnight = clockMinutes(body.end) <= clockMinutes(body.start);
  return { start: agencyInstant(body.date, body.start)!, end: agencyInstant(body.date, body.end, overMidnight ? 1 : 0)! };
}

/** A done shift is recorded once it has started; a shift still to come is the agency's to plan. */
export const canReportShiftAt = (start: Date, now: Date): boolean => start <= now;

/** The fields a recorded shift stores (the place, title and customer resolved by the handler). */
export function reportedShiftFields(
  body: ReportedShiftBody,
  refs: {
    placeOfWork: { id: string; name: string };
    professionTitle: StaffTitleRef;
    customer: { id: string; name: string };
  },
) {
  const { start, end } = reportedShiftTimes(body);
  return {
    date: agencyDayStart(body.date)!,
    start,
    end,
    placeOfWork: refs.placeOfWork,
    professionTitle: refs.professionTitle,
    customer: refs.customer,
    lunchBreak: body.lunchBreak,
    notes: body.notes ?? null,
    entryType: EMPLOYEE_REPORTED_ENTRY,
  };
}
