import { describe, expect, it } from 'vitest';
import { isLateReport } from '../shifts/late-report';
import { endOfAgencyDay, generatedPayYear, movePayPeriod, nextPayment } from './schedule';

const at = (iso: string) => new Date(iso);

describe('the salary payment schedule', () => {
  it('a published year is 24 half months, each with the generated deadline and payment date', () => {
    const year = generatedPayYear(2027);
    expect(year).toHaveLength(24);
    expect(year.map((p) => `${p.from}..${p.until}`).slice(0, 4)).toEqual([
      '2027-01-01..2027-01-15',
      '2027-01-16..2027-01-31',
      '2027-02-01..2027-02-15',
      '2027-02-16..2027-02-28',
    ]);
    expect(year.at(-1)).toMatchObject({ from: '2027-12-16', until: '2027-12-31' });
    // 16.–31.12.: reported by 2.1. (end of day, Helsinki), paid 15.1.
    expect(year.at(-1)!.reportingDeadline).toEqual(at('2028-01-02T21:59:59.999Z'));
    expect(year.at(-1)!.paymentDate).toEqual(at('2028-01-14T22:00:00.000Z'));
  });

  it('the desk moves a deadline to the end of a day and a payment date to a day, in that order, until the period is run', () => {
    const period = { ...generatedPayYear(2027)[0]!, state: 'open' as const };
    const moved = movePayPeriod(period, { reportingDeadline: '2027-01-20', paymentDate: '2027-02-05' });
    expect(moved).toEqual({
      ok: true,
      value: expect.objectContaining({
        reportingDeadline: endOfAgencyDay('2027-01-20'),
        paymentDate: at('2027-02-04T22:00:00.000Z'),
      }),
    });
    expect(movePayPeriod(period, { reportingDeadline: '2027-01-14' })).toEqual({ ok: false, error: 'deadlineBeforePeriodEnd' });
    expect(movePayPeriod(period, { reportingDeadline: '2027-01-15' }).ok).toBe(true);
    expect(movePayPeriod(period, { reportingDeadline: '2027-02-01' })).toEqual({ ok: false, error: 'paymentBeforeDeadline' });
    expect(movePayPeriod({ ...period, state: 'run' }, { paymentDate: '2027-02-01' })).toEqual({
      ok: false,
      error: 'payPeriodAlreadyRun',
    });
  });

  it("a late report follows the stored period's deadline; a day no stored period covers falls back to the generated rule", () => {
    const period = generatedPayYear(2027)[0]!; // 1.–15.1., reported by 17.1.
    const shift = at('2027-01-10T06:00:00Z');
    const now = at('2027-01-18T10:00:00Z');
    expect(isLateReport(shift, now)).toBe(true);
    expect(isLateReport(shift, now, [{ ...period, reportingDeadline: endOfAgencyDay('2027-01-20')! }])).toBe(false);
    // A stored period elsewhere does not cover the shift: the generated rule decides.
    const other = generatedPayYear(2027)[5]!;
    expect(isLateReport(shift, now, [{ ...other, reportingDeadline: endOfAgencyDay('2027-12-31')! }])).toBe(true);
  });

  it('the next payment is the first on or after today', () => {
    const year = generatedPayYear(2027);
    expect(nextPayment(year, at('2027-01-31T12:00:00Z'))?.from).toBe('2027-01-01'); // paid 31.1.
    expect(nextPayment(year, at('2027-02-01T12:00:00Z'))?.from).toBe('2027-01-16'); // paid 15.2.
    expect(nextPayment([], at('2027-02-01T12:00:00Z'))).toBeNull();
  });
});
