import { describe, expect, it } from 'vitest';
import { CUSTOMER_SHIFT_STATES, SUGGESTION_STATES, TIME_CHANGE_STATES } from '../labels';
import {
  CUSTOMER_SHIFT_TRANSITIONS,
  acceptBundledShifts,
  acceptShift,
  acceptTimeChange,
  bookSuggestedShift,
  cancelShift,
  cancellationNoticeMet,
  rejectSuggestion,
  rejectTimeChange,
  shiftSuggestionTarget,
  SUGGESTION_KINDS,
  SUGGESTION_TRANSITIONS,
  TIME_CHANGE_TRANSITIONS,
  transitionSuggestion,
  transitionTimeChange,
  suggestionRounds,
  transitionShift,
} from './shift';

describe('customer shift states', () => {
  it('"new, in processing, accepted, filled, cancelled, requested for cancellation, billed, will not be charged, undone, waiting for employee selection"', () => {
    expect(Object.keys(CUSTOMER_SHIFT_TRANSITIONS).sort()).toEqual([...CUSTOMER_SHIFT_STATES].sort());
  });

  it('customers "accept filled shifts for invoicing", and only filled ones', () => {
    expect(acceptShift('filled')).toEqual({ ok: true, value: 'accepted' });
    for (const state of CUSTOMER_SHIFT_STATES.filter((s) => s !== 'filled')) {
      expect(acceptShift(state)).toEqual({ ok: false, error: 'validation:shiftCannotBeAccepted' });
    }
  });

  it('billed, cancelled and not-charged shifts are final', () => {
    expect(transitionShift('billed', 'cancelled')).toEqual({ ok: false, error: 'validation:shiftTransitionNotAllowed' });
    expect(transitionShift('cancelled', 'filled').ok).toBe(false);
    expect(transitionShift('willNotBeCharged', 'billed').ok).toBe(false);
    expect(transitionShift('accepted', 'billed')).toEqual({ ok: true, value: 'billed' });
  });
});

describe('cancelling a shift', () => {
  it('"Cancelling a shift needs a reason": \'Cancellation reason is missing\'', () => {
    for (const reason of [undefined, null, '', '   ']) {
      expect(cancelShift('new', { reason, contractualConditionMet: true })).toEqual({
        ok: false,
        error: 'validation:cancellationReasonMissing',
      });
    }
  });

  it('cancels an unfilled shift with a reason', () => {
    expect(cancelShift('inProcessing', { reason: ' Event moved ', contractualConditionMet: true })).toEqual({
      ok: true,
      value: { state: 'cancelled', reason: 'Event moved', billable: false },
    });
  });

  it('cancelling a filled shift is a request the agency settles', () => {
    const result = cancelShift('filled', { reason: 'Event moved', contractualConditionMet: true });
    expect(result.ok && result.value.state).toBe('requestedForCancellation');
  });

  it('"When the contractual condition is not met, cancelling asks for confirmation and warns of billing"', () => {
    expect(cancelShift('filled', { reason: 'Sick team', contractualConditionMet: false })).toEqual({
      ok: false,
      error: 'validation:cancellationConfirmationRequired',
    });
    expect(cancelShift('filled', { reason: 'Sick team', contractualConditionMet: false, confirmed: true })).toEqual({
      ok: true,
      value: { state: 'requestedForCancellation', reason: 'Sick team', billable: true },
    });
  });

  it('accepted and billed shifts cannot be cancelled', () => {
    for (const state of ['accepted', 'billed', 'cancelled'] as const) {
      expect(cancelShift(state, { reason: 'x', contractualConditionMet: true })).toEqual({
        ok: false,
        error: 'validation:shiftCannotBeCancelled',
      });
    }
  });

  it('a notice-period condition is met only far enough before the start', () => {
    const start = new Date('2025-06-10T08:00:00Z');
    expect(cancellationNoticeMet(start, new Date('2025-06-09T08:00:00Z'), 24)).toBe(true);
    expect(cancellationNoticeMet(start, new Date('2025-06-09T08:00:01Z'), 24)).toBe(false);
  });
});

describe('shift time changes and suggestions', () => {
  it('"Shift time changes: pending confirmation to accepted or rejected"', () => {
    expect(acceptTimeChange('pendingConfirmation')).toEqual({ ok: true, value: 'accepted' });
    expect(rejectTimeChange('pendingConfirmation')).toEqual({ ok: true, value: 'rejected' });
    expect(acceptTimeChange('rejected')).toEqual({ ok: false, error: 'validation:timeChangeNotPending' });
    expect(rejectTimeChange(null)).toEqual({ ok: false, error: 'validation:timeChangeNotPending' });
  });

  it('"Shift suggestions and bundles: booked/accepted or rejected"', () => {
    expect(bookSuggestedShift('suggested')).toEqual({ ok: true, value: 'booked' });
    expect(acceptBundledShifts('suggested')).toEqual({ ok: true, value: 'accepted' });
    expect(rejectSuggestion('suggested')).toEqual({ ok: true, value: 'rejected' });
    expect(bookSuggestedShift('rejected')).toEqual({ ok: false, error: 'validation:suggestionNotOpen' });
    expect(rejectSuggestion('booked')).toEqual({ ok: false, error: 'validation:suggestionNotOpen' });
  });

  it('the time-change table: only a pending change moves, to accepted or rejected; every other move is refused', () => {
    expect(Object.keys(TIME_CHANGE_TRANSITIONS).sort()).toEqual([...TIME_CHANGE_STATES].sort());
    for (const from of TIME_CHANGE_STATES) {
      for (const to of TIME_CHANGE_STATES) {
        const allowed = from === 'pendingConfirmation' && to !== 'pendingConfirmation';
        expect(transitionTimeChange(from, to).ok, `${from} → ${to}`).toBe(allowed);
      }
    }
    expect(transitionTimeChange(undefined, 'accepted').ok).toBe(false);
  });

  it('the suggestion table: a single shift is booked, a bundle accepted, either rejected, and only once', () => {
    const allowed: Record<string, string[]> = { single: ['booked', 'rejected'], bundle: ['accepted', 'rejected'] };
    for (const kind of SUGGESTION_KINDS) {
      expect(Object.keys(SUGGESTION_TRANSITIONS[kind]).sort()).toEqual([...SUGGESTION_STATES].sort());
      for (const from of SUGGESTION_STATES) {
        for (const to of SUGGESTION_STATES) {
          const ok = from === 'suggested' && allowed[kind]!.includes(to);
          expect(transitionSuggestion(kind, from, to), `${kind}: ${from} → ${to}`).toEqual(
            ok ? { ok: true, value: to } : { ok: false, error: 'validation:suggestionNotOpen' },
          );
        }
      }
    }
  });

  it('"Shift suggestion targets: selected employees, pool, all suitable, or pool first then all suitable"', () => {
    expect(shiftSuggestionTarget.safeParse({ target: 'allSuitable' }).success).toBe(true);
    expect(shiftSuggestionTarget.safeParse({ target: 'selectedEmployees', employeeIds: ['e1'] }).success).toBe(true);
    expect(shiftSuggestionTarget.safeParse({ target: 'selectedEmployees', employeeIds: [] }).error?.issues[0]?.message).toBe(
      'validation:suggestionEmployeesMissing',
    );
    expect(shiftSuggestionTarget.safeParse({ target: 'pool' }).error?.issues[0]?.message).toBe(
      'validation:suggestionPoolMissing',
    );
    expect(suggestionRounds('poolFirstThenAllSuitable')).toEqual(['pool', 'allSuitable']);
    expect(suggestionRounds('pool')).toEqual(['pool']);
  });
});
