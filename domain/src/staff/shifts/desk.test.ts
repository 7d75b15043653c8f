import { describe, expect, it } from 'vitest';
import { CUSTOMER_REPORTED_ENTRY, EMPLOYEE_REPORTED_ENTRY } from './model';
import { approveRecordedShift, assignShift, processOrder, settleCancellation } from './desk';

const now = new Date('2026-11-25T10:00:00Z');
const later = new Date('2026-11-26T06:00:00Z');

describe('the agency desk rules', () => {
  it('processes a new or waiting order, nothing filled', () => {
    expect(processOrder({ state: 'new' })).toEqual({ ok: true, value: 'inProcessing' });
    expect(processOrder({ state: 'waitingForEmployeeSelection' })).toEqual({ ok: true, value: 'inProcessing' });
    expect(processOrder({ state: 'filled' })).toEqual({ ok: false, error: 'validation:shiftTransitionNotAllowed' });
  });

  it('assigns a free order still to come; not a taken, started or recorded one', () => {
    const order = { employee: null, state: 'inProcessing' as const, start: later, entryType: null };
    expect(assignShift(order, now)).toEqual({ ok: true, value: 'filled' });
    expect(assignShift({ ...order, employee: { id: 'e', name: 'E' } }, now).ok).toBe(false);
    expect(assignShift({ ...order, start: new Date('2026-11-25T09:00:00Z') }, now).ok).toBe(false);
    expect(assignShift({ ...order, state: 'cancelled' }, now).ok).toBe(false);
    expect(assignShift({ ...order, entryType: CUSTOMER_REPORTED_ENTRY }, now).ok).toBe(false);
  });

  it('settles only a cancellation request, to cancelled, billed or not charged', () => {
    expect(settleCancellation({ state: 'requestedForCancellation' }, 'billed')).toEqual({ ok: true, value: 'billed' });
    expect(settleCancellation({ state: 'requestedForCancellation' }, 'cancelled')).toEqual({ ok: true, value: 'cancelled' });
    expect(settleCancellation({ state: 'filled' }, 'cancelled')).toEqual({
      ok: false,
      error: 'validation:cancellationNotRequested',
    });
  });

  it("approves a recorded shift waiting for it: the employee's or the customer's", () => {
    expect(approveRecordedShift({ state: 'new', entryType: EMPLOYEE_REPORTED_ENTRY })).toEqual({ ok: true, value: 'filled' });
    expect(approveRecordedShift({ state: 'new', entryType: CUSTOMER_REPORTED_ENTRY })).toEqual({ ok: true, value: 'filled' });
    expect(approveRecordedShift({ state: 'new', entryType: null }).ok).toBe(false);
    expect(approveRecordedShift({ state: 'filled', entryType: CUSTOMER_REPORTED_ENTRY }).ok).toBe(false);
  });
});
