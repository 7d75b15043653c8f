import { z } from 'zod';
import { customerShiftState, type CustomerShiftState } from '../../labels';
import { firestoreDocId } from '../../entities/common';
import { shiftSuggestionTarget, transitionShift } from '../../states/shift';
import { errorResult, okResult, type StateResult } from '../../states/result';
import { validationMessages as m } from '../../texts/messages';
import { CUSTOMER_REPORTED_ENTRY, EMPLOYEE_REPORTED_ENTRY, type StaffShift } from './model';
import { customerShiftView, suitableEmployee } from './customer';
import { agencyDayText } from './views';
import { canTakeShift } from './writes';

/**
 * The agency desk (our extension routes, `/v1/Desk/...`, admin with a second factor): the
 * recruiters' side of an order. They process it, fill it (assign an employee or suggest it),
 * settle a cancellation request, and approve shifts recorded as worked. Every move goes through
 * the customer shift table (`CUSTOMER_SHIFT_TRANSITIONS`); ./README.md, "The agency desk".
 */

/** Orders by day and state: the same period and filters as the customer's list, over every customer. */
export const deskShiftsQuery = z
  .object({
    from: agencyDayText.optional(),
    until: agencyDayText.optional(),
    customerId: firestoreDocId.optional(),
    state: customerShiftState.optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.until || q.from <= q.until, { error: m.endBeforeStart, path: ['until'] });

/** A shift on the desk: the customer's view, and how many employees it was suggested to. */
export const deskShiftView = customerShiftView.extend({ suggestedTo: z.number().int() });
export type DeskShiftView = z.infer<typeof deskShiftView>;
export const deskShiftsResponse = z.object({ from: z.string(), until: z.string(), shifts: z.array(deskShiftView) });
export const deskShiftResponse = z.object({ shift: deskShiftView });

export const deskShiftBody = z.object({ shiftId: firestoreDocId }).strict();
export const deskShiftQuery = deskShiftBody;
export const deskAssignBody = z.object({ shiftId: firestoreDocId, employeeId: firestoreDocId }).strict();
export const deskSuggestBody = z.object({ shiftId: firestoreDocId, target: shiftSuggestionTarget }).strict();
export const SETTLEMENTS = ['cancelled', 'billed', 'willNotBeCharged'] as const;
export const deskSettleBody = z
  .object({ shiftId: firestoreDocId, outcome: z.enum(SETTLEMENTS, { error: m.invalidValue }) })
  .strict();
export const deskSuitableResponse = z.object({ employees: z.array(suitableEmployee) });
export const deskSuggestResponse = z.object({ shift: deskShiftView, suggestedTo: z.number().int() });

/** Processing an order: the desk has seen it and works on it (new or waiting → in processing). */
export function processOrder(s: Pick<StaffShift, 'state'>): StateResult<CustomerShiftState, typeof m.shiftTransitionNotAllowed> {
  return transitionShift(s.state, 'inProcessing');
}

/** Filling a shift by naming its employee: free, not started, and the table allows filled. */
export function assignShift(
  s: Pick<StaffShift, 'employee' | 'state' | 'start' | 'entryType'>,
  now: Date,
): StateResult<'filled', typeof m.shiftAlreadyTaken> {
  if (s.entryType === CUSTOMER_REPORTED_ENTRY || s.entryType === EMPLOYEE_REPORTED_ENTRY) return errorResult(m.shiftAlreadyTaken);
  if (!canTakeShift(s, now)) return errorResult(m.shiftAlreadyTaken);
  return transitionShift(s.state, 'filled').ok ? okResult('filled') : errorResult(m.shiftAlreadyTaken);
}

/** Suggesting an order: only while it is unfilled and to come. */
export function canSuggestOrder(s: Pick<StaffShift, 'employee' | 'state' | 'start' | 'entryType'>, now: Date) {
  return assignShift(s, now);
}

/** Settling a cancellation request: cancelled (free), billed, or will not be charged. */
export function settleCancellation(
  s: Pick<StaffShift, 'state'>,
  outcome: (typeof SETTLEMENTS)[number],
): StateResult<CustomerShiftState, typeof m.cancellationNotRequested> {
  if (s.state !== 'requestedForCancellation') return errorResult(m.cancellationNotRequested);
  const moved = transitionShift(s.state, outcome);
  return moved.ok ? moved : errorResult(m.cancellationNotRequested);
}

/**
 * Approving a shift recorded as worked (by the employee, MarkShift, or the customer,
 * CreateEntries): a new one becomes filled, and the customer then accepts it for invoicing like
 * any other worked shift.
 */
export function approveRecordedShift(
  s: Pick<StaffShift, 'state' | 'entryType'>,
): StateResult<'filled', typeof m.entryNotPending> {
  const recorded = s.entryType === CUSTOMER_REPORTED_ENTRY || s.entryType === EMPLOYEE_REPORTED_ENTRY;
  if (!recorded || (s.state !== 'new' && s.state !== 'inProcessing')) return errorResult(m.entryNotPending);
  return okResult('filled');
}
