import { z } from 'zod';
import type { CustomerShiftState, SuggestionState, SuggestionTarget, TimeChangeState } from '../labels';
import { docId, listOf } from '../entities/common';
import { validationMessages as m } from '../texts/messages';
import { errorResult, okResult, type StateResult } from './result';

/**
 * Customer shift states (spec section 4) and how a shift moves between them. The specification
 * names the states and two moves (accept filled shifts for invoicing; cancel with a reason);
 * the rest of this table is ours:
 * - the agency processes a new order (in processing), may wait for the customer to pick an
 *   employee (waiting for employee selection), and fills it (filled);
 * - the customer accepts a filled shift for invoicing (accepted), which is then billed or
 *   will not be charged;
 * - a filled shift the employee did not work is undone; an undone shift can be filled again;
 * - the customer cancels an unfilled shift outright (cancelled); cancelling a filled one is a
 *   request (requested for cancellation) the agency settles: cancelled, billed or not charged.
 */
export const CUSTOMER_SHIFT_TRANSITIONS: Readonly<Record<CustomerShiftState, readonly CustomerShiftState[]>> = {
  new: ['inProcessing', 'waitingForEmployeeSelection', 'filled', 'cancelled'],
  inProcessing: ['waitingForEmployeeSelection', 'filled', 'cancelled'],
  waitingForEmployeeSelection: ['inProcessing', 'filled', 'cancelled'],
  filled: ['accepted', 'requestedForCancellation', 'undone'],
  accepted: ['billed', 'willNotBeCharged'],
  requestedForCancellation: ['cancelled', 'billed', 'willNotBeCharged'],
  undone: ['filled', 'cancelled'],
  cancelled: [],
  billed: [],
  willNotBeCharged: [],
};

/** Moves a shift to `to` if the table allows it. */
export function transitionShift(
  from: CustomerShiftState,
  to: CustomerShiftState,
): StateResult<CustomerShiftState, typeof m.shiftTransitionNotAllowed> {
  return CUSTOMER_SHIFT_TRANSITIONS[from].includes(to) ? okResult(to) : errorResult(m.shiftTransitionNotAllowed);
}

/** The customer accepts a filled shift for invoicing. */
export function acceptShift(state: CustomerShiftState): StateResult<'accepted', typeof m.shiftCannotBeAccepted> {
  return state === 'filled' ? okResult('accepted') : errorResult(m.shiftCannotBeAccepted);
}

/** States a customer can cancel from. */
export const CANCELLABLE_SHIFT_STATES: readonly CustomerShiftState[] = [
  'new',
  'inProcessing',
  'waitingForEmployeeSelection',
  'filled',
  'undone',
];

export interface CancelShiftRequest {
  /** Why the customer cancels; required. */
  readonly reason: string | null | undefined;
  /** Whether the contract's cancellation condition (e.g. its notice period) is met. */
  readonly contractualConditionMet: boolean;
  /** Whether the customer confirmed after the billing warning. */
  readonly confirmed?: boolean;
}

export interface ShiftCancellation {
  readonly state: 'cancelled' | 'requestedForCancellation';
  readonly reason: string;
  /** The cancellation may be billed because the contractual condition was not met. */
  readonly billable: boolean;
}

/**
 * Cancelling a shift needs a reason ('Cancellation reason is missing'). When the contractual
 * condition is not met, cancelling asks for confirmation, warning that the shift may be billed:
 * the first try answers `validation:cancellationConfirmationRequired`; with `confirmed` it goes
 * ahead and the result is billable.
 */
export function cancelShift(
  state: CustomerShiftState,
  request: CancelShiftRequest,
): StateResult<
  ShiftCancellation,
  typeof m.cancellationReasonMissing | typeof m.shiftCannotBeCancelled | typeof m.cancellationConfirmationRequired
> {
  if (!CANCELLABLE_SHIFT_STATES.includes(state)) return errorResult(m.shiftCannotBeCancelled);
  const reason = request.reason?.trim() ?? '';
  if (!reason) return errorResult(m.cancellationReasonMissing);
  if (!request.contractualConditionMet && !request.confirmed) {
    return errorResult(m.cancellationConfirmationRequired);
  }
  return okResult({
    state: state === 'filled' ? 'requestedForCancellation' : 'cancelled',
    reason,
    billable: !request.contractualConditionMet,
  });
}

/**
 * A common contractual condition: the shift is cancelled at least `noticeHours` before it
 * starts. The contract's own notice period comes from the Staff API.
 */
export function cancellationNoticeMet(shiftStart: Date, now: Date, noticeHours: number): boolean {
  return shiftStart.getTime() - now.getTime() >= noticeHours * 60 * 60 * 1000;
}

/**
 * Shift time changes (spec section 4): a change waits for the employee's confirmation, who
 * accepts or rejects it; an answered change is final (a new change is a new pending one).
 */
export const TIME_CHANGE_TRANSITIONS: Readonly<Record<TimeChangeState, readonly TimeChangeState[]>> = {
  pendingConfirmation: ['accepted', 'rejected'],
  accepted: [],
  rejected: [],
};

/** Moves a time change to `to` if the table allows it; a shift without a change has nothing to answer. */
export function transitionTimeChange<T extends TimeChangeState>(
  from: TimeChangeState | null | undefined,
  to: T,
): StateResult<T, typeof m.timeChangeNotPending> {
  return from && TIME_CHANGE_TRANSITIONS[from].includes(to) ? okResult(to) : errorResult(m.timeChangeNotPending);
}

export function acceptTimeChange(
  state: TimeChangeState | null | undefined,
): StateResult<'accepted', typeof m.timeChangeNotPending> {
  return transitionTimeChange(state, 'accepted');
}

export function rejectTimeChange(
  state: TimeChangeState | null | undefined,
): StateResult<'rejected', typeof m.timeChangeNotPending> {
  return transitionTimeChange(state, 'rejected');
}

/** A suggestion offers one shift (booked when taken) or a bundle of shifts taken together (accepted). */
export const SUGGESTION_KINDS = ['single', 'bundle'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/**
 * Shift suggestions and bundles (spec section 4): a suggested shift is booked, a suggested
 * bundle accepted, or either rejected. Once answered, a suggestion cannot be answered again.
 */
export const SUGGESTION_TRANSITIONS: Readonly<
  Record<SuggestionKind, Readonly<Record<SuggestionState, readonly SuggestionState[]>>>
> = {
  single: { suggested: ['booked', 'rejected'], booked: [], accepted: [], rejected: [] },
  bundle: { suggested: ['accepted', 'rejected'], booked: [], accepted: [], rejected: [] },
};

/** Answers a suggestion of `kind` with `to` if the table allows it. */
export function transitionSuggestion<T extends SuggestionState>(
  kind: SuggestionKind,
  from: SuggestionState,
  to: T,
): StateResult<T, typeof m.suggestionNotOpen> {
  return SUGGESTION_TRANSITIONS[kind][from].includes(to) ? okResult(to) : errorResult(m.suggestionNotOpen);
}

export function bookSuggestedShift(state: SuggestionState): StateResult<'booked', typeof m.suggestionNotOpen> {
  return transitionSuggestion('single', state, 'booked');
}

export function acceptBundledShifts(state: SuggestionState): StateResult<'accepted', typeof m.suggestionNotOpen> {
  return transitionSuggestion('bundle', state, 'accepted');
}

/** Either kind is rejected the same way. */
export function rejectSuggestion(state: SuggestionState): StateResult<'rejected', typeof m.suggestionNotOpen> {
  return transitionSuggestion('single', state, 'rejected');
}

/**
 * Who a shift is suggested to: selected employees (at least one), a pool, all suitable
 * employees, or the pool first and then all suitable employees.
 */
export const shiftSuggestionTarget = z.discriminatedUnion(
  'target',
  [
    z.object({
      target: z.literal('selectedEmployees'),
      employeeIds: listOf(docId, 500).min(1, { error: m.suggestionEmployeesMissing }),
    }),
    z.object({
      target: z.literal('pool'),
      poolId: z.string({ error: m.suggestionPoolMissing }).min(1, { error: m.suggestionPoolMissing }),
    }),
    z.object({ target: z.literal('allSuitable') }),
    z.object({
      target: z.literal('poolFirstThenAllSuitable'),
      poolId: z.string({ error: m.suggestionPoolMissing }).min(1, { error: m.suggestionPoolMissing }),
    }),
  ],
  { error: m.fieldRequired },
);
export type ShiftSuggestionTarget = z.infer<typeof shiftSuggestionTarget>;

/** The rounds a suggestion goes out in: pool first then all suitable is two rounds. */
export function suggestionRounds(target: SuggestionTarget): readonly Exclude<SuggestionTarget, 'poolFirstThenAllSuitable'>[] {
  return target === 'poolFirstThenAllSuitable' ? ['pool', 'allSuitable'] : [target];
}
