import { describe, expect, it } from 'vitest';
import { EMPLOYEE_REPORTED_ENTRY } from './model';
import {
  addReportedShiftsBody,
  answerTimeChange,
  cancelOwnShift,
  defaultPayPeriod,
  isLateReport,
  reportedShiftTimes,
  takeShift,
} from './writes';

const at = (iso: string) => new Date(iso);

describe('answerTimeChange', () => {
  const pending = {
    timeChange: 'pendingConfirmation' as const,
    originalStart: at('2026-11-30T06:00:00Z'),
    originalEnd: at('2026-11-30T14:00:00Z'),
  };

  it('accepting keeps the new times; rejecting brings the original back and clears it', () => {
    expect(answerTimeChange(pending, 'accept')).toEqual({ ok: true, value: { timeChange: 'accepted' } });
    expect(answerTimeChange(pending, 'reject')).toEqual({
      ok: true,
      value: {
        timeChange: 'rejected',
        start: pending.originalStart,
        end: pending.originalEnd,
        originalStart: null,
        originalEnd: null,
      },
    });
  });

  it('an answered change or none at all cannot be answered', () => {
    for (const timeChange of ['accepted', 'rejected', null] as const) {
      expect(answerTimeChange({ ...pending, timeChange }, 'accept')).toEqual({
        ok: false,
        error: 'validation:timeChangeNotPending',
      });
    }
  });
});

describe('takeShift', () => {
  const now = at('2026-11-23T12:00:00Z');
  const free = { employee: null, state: 'inProcessing' as const, start: at('2026-11-25T06:00:00Z') };

  it('a free future shift is filled for the employee', () => {
    expect(takeShift(free, { id: 'e1', name: 'E' }, 'booked', now)).toEqual({
      ok: true,
      value: { employee: { id: 'e1', name: 'E' }, state: 'filled', suggestion: 'booked' },
    });
  });

  it('a taken, cancelled or started shift is already taken', () => {
    for (const s of [
      { ...free, employee: { id: 'e2', name: 'F' } },
      { ...free, state: 'cancelled' as const },
      { ...free, start: at('2026-11-23T11:00:00Z') },
    ]) {
      expect(takeShift(s, { id: 'e1', name: 'E' }, 'booked', now)).toEqual({ ok: false, error: 'validation:shiftAlreadyTaken' });
    }
  });
});

describe('cancelOwnShift', () => {
  it('only a recorded shift the agency has not processed', () => {
    expect(cancelOwnShift({ entryType: EMPLOYEE_REPORTED_ENTRY, state: 'new' }).ok).toBe(true);
    expect(cancelOwnShift({ entryType: EMPLOYEE_REPORTED_ENTRY, state: 'inProcessing' }).ok).toBe(true);
    expect(cancelOwnShift({ entryType: EMPLOYEE_REPORTED_ENTRY, state: 'filled' }).ok).toBe(false);
    expect(cancelOwnShift({ entryType: null, state: 'new' })).toEqual({ ok: false, error: 'validation:shiftCannotBeCancelled' });
  });
});

describe('recorded shifts: times and the payroll cut-off', () => {
  it('reads Helsinki clock times across the October change; an end before the start is the next morning', () => {
    // 25.10.2026: clocks go back at 04.00 EEST → 03.00 EET.
    expect(reportedShiftTimes({ date: '2026-10-24', start: '22.00', end: '6.00' })).toEqual({
      start: at('2026-10-24T19:00:00Z'),
      end: at('2026-10-25T04:00:00Z'),
    });
    expect(reportedShiftTimes({ date: '2026-03-29', start: '8.00', end: '16:00' })).toEqual({
      start: at('2026-03-29T05:00:00Z'),
      end: at('2026-03-29T13:00:00Z'),
    });
  });

  it('a Helsinki month is reported by the end of the 2nd of the next month, and paid on the 15th', () => {
    const period = defaultPayPeriod(at('2026-12-31T22:30:00Z')); // 1.1.2027 00.30 in Helsinki
    expect(period.periodStart).toEqual(at('2026-12-31T22:00:00Z'));
    expect(period.reportingDeadline).toEqual(at('2027-02-02T21:59:59.999Z'));
    expect(period.paymentDate).toEqual(at('2027-02-14T22:00:00Z'));
    const shift = at('2026-10-30T06:00:00Z');
    expect(isLateReport(shift, at('2026-11-02T21:59:00Z'))).toBe(false);
    expect(isLateReport(shift, at('2026-11-02T22:00:00Z'))).toBe(true);
  });

  it("a missing field is 'Fill all required fields'; a day that does not exist is invalid", () => {
    const base = { date: '2026-11-20', start: '8.00', end: '16.00', placeOfWork: 'p', professionTitle: 't', lunchBreak: 0 };
    const issues = (over: object) => addReportedShiftsBody.safeParse({ shifts: [{ ...base, ...over }] }).error?.issues;
    expect(issues({})).toBeUndefined();
    expect(issues({ date: '' })?.[0]?.message).toBe('validation:fillAllRequiredFields');
    expect(issues({ placeOfWork: undefined })?.[0]?.message).toBe('validation:fillAllRequiredFields');
    expect(issues({ date: '2026-02-30' })?.[0]?.message).toBe('validation:invalidDate');
  });
});
