import { z } from 'zod';
import { TZDate } from '@date-fns/tz';
import { firestoreDocId, listOf } from '../../entities/common';
import type { SalaryPaymentPeriod } from '../../entities/salary';
import { acceptTimeChange, rejectTimeChange, transitionShift } from '../../states/shift';
import { errorResult, okResult, type StateResult } from '../../states/result';
import { clockMinutes, lateShiftReportWarning, markShiftForm } from '../../validation/mark-shift';
import { validationMessages as m } from '../../validation/messages';
import { AGENCY_TIME_ZONE } from '../../constants';
import { agencyDayStart, agencyInstant, agencyTime } from '../time';
import { EMPLOYEE_REPORTED_ENTRY, type StaffShift } from './model';
import { isOfferable } from './calendar';
import { canEditReportedShift, employeeShiftView } from './views';

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

/**
 * The payroll cut-off until the salary payment schedule is served (its routes come later):
 * a pay period is a Helsinki calendar month, its shifts must be reported by the end of the
 * `REPORTING_DAYS_AFTER_PERIOD`th day of the next month, and it is paid on the
 * `PAYMENT_DAY_OF_MONTH`th of that month. `lateShiftReportWarning` takes a real schedule the same way.
 */
export const REPORTING_DAYS_AFTER_PERIOD = 2;
export const PAYMENT_DAY_OF_MONTH = 15;

export function defaultPayPeriod(at: Date, timeZone: string = AGENCY_TIME_ZONE): SalaryPaymentPeriod {
  const local = agencyTime(at, timeZone);
  const [year, month] = [local.getFullYear(), local.getMonth()];
  const instant = (y: number, mo: number, d: number) => new Date(new TZDate(y, mo, d, timeZone).getTime());
  return {
    periodStart: instant(year, month, 1),
    periodEnd: new Date(instant(year, month + 1, 1).getTime() - 1),
    reportingDeadline: new Date(instant(year, month + 1, REPORTING_DAYS_AFTER_PERIOD + 1).getTime() - 1),
    paymentDate: instant(year, month + 1, PAYMENT_DAY_OF_MONTH),
  };
}

/** Whether reporting a shift that starts at `start` now is after its period's cut-off. */
export const isLateReport = (
  start: Date,
  now: Date,
  schedule: readonly SalaryPaymentPeriod[] = [defaultPayPeriod(start)],
): boolean => lateShiftReportWarning(start, now, schedule) !== null;

/** A done shift is recorded once it has started; a shift still to come is the agency's to plan. */
export const canReportShiftAt = (start: Date, now: Date): boolean => start <= now;

/** The fields a recorded shift stores (the place, title and customer resolved by the handler). */
export function reportedShiftFields(
  body: ReportedShiftBody,
  refs: {
    placeOfWork: { id: string; name: string };
    professionTitle: { id: string; name: string };
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
