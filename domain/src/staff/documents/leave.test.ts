import { describe, expect, it } from 'vitest';
import {
  deskLeaveBalanceBody,
  hasAccruedLeave,
  holidayYearAt,
  holidayYearOfDay,
  leftDays,
  toAnnualLeaveBalance,
  holidayYear,
} from './leave';

describe('the holiday year (1 April – 31 March, usable from 2 May after it)', () => {
  it('starts on 1 April and ends on 31 March of the next year', () => {
    expect(holidayYear(2026)).toEqual({ year: 2026, start: '2026-04-01', end: '2027-03-31', usableFrom: '2027-05-02' });
  });
  it('puts January to March in the year that began the April before', () => {
    expect(holidayYearOfDay('2027-03-31').year).toBe(2026);
    expect(holidayYearOfDay('2027-04-01').year).toBe(2027);
    expect(holidayYearOfDay('2026-12-31').year).toBe(2026);
    expect(holidayYearOfDay('2026-01-01').year).toBe(2025);
  });
  it("reads the day on Helsinki's calendar: 31 March 22.30 UTC is already 1 April there", () => {
    expect(holidayYearAt(new Date('2027-03-31T22:30:00Z')).year).toBe(2027);
    expect(holidayYearAt(new Date('2027-03-31T20:30:00Z')).year).toBe(2026);
  });
});

describe('balances', () => {
  it('counts the days left, never below nothing', () => {
    expect(leftDays({ accruedDays: 12.5, usedDays: 2 })).toBe(10.5);
    expect(leftDays({ accruedDays: 2, usedDays: 5 })).toBe(0);
  });
  it('offers holiday management only once leave has accrued', () => {
    expect(hasAccruedLeave(null)).toBe(false);
    expect(hasAccruedLeave({ accruedDays: 0 })).toBe(false);
    expect(hasAccruedLeave({ accruedDays: 0.5 })).toBe(true);
  });
  it('answers noughts for a year the desk has not set', () => {
    expect(toAnnualLeaveBalance(holidayYear(2026), null)).toMatchObject({ accruedDays: 0, usedDays: 0, leftDays: 0, set: false });
  });
  it('the desk sets whole or half days, used at most accrued, within a sane year', () => {
    const ok = { employeeId: 'sp-eero', holidayYear: 2026, accruedDays: 12.5, usedDays: 2 };
    expect(deskLeaveBalanceBody.safeParse(ok).success).toBe(true);
    expect(deskLeaveBalanceBody.safeParse({ ...ok, usedDays: 13 }).success).toBe(false);
    expect(deskLeaveBalanceBody.safeParse({ ...ok, accruedDays: 1.25 }).success).toBe(false);
    expect(deskLeaveBalanceBody.safeParse({ ...ok, accruedDays: -1 }).success).toBe(false);
    expect(deskLeaveBalanceBody.safeParse({ ...ok, holidayYear: 1999 }).success).toBe(false);
    expect(deskLeaveBalanceBody.safeParse({ ...ok, extra: true }).success).toBe(false);
  });
});
