import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultPayPeriod, isLateReport, lateShiftReportWarning, payPeriodDays } from './late-report';

const at = (iso: string) => new Date(iso);

describe('late report', () => {
  it('"Late reporting warns: \'Reporting shift late, salary might not be paid on the next payment date.\'"', () => {
    const schedule = [
      {
        periodStart: new Date('2025-06-01T00:00:00Z'),
        periodEnd: new Date('2025-06-15T00:00:00Z'),
        reportingDeadline: new Date('2025-06-16T09:00:00Z'),
        paymentDate: new Date('2025-06-20T00:00:00Z'),
      },
    ];
    const shiftDate = new Date('2025-06-09T00:00:00Z');
    expect(lateShiftReportWarning(shiftDate, new Date('2025-06-17T08:00:00Z'), schedule)).toBe('validation:lateShiftReport');
    expect(lateShiftReportWarning(shiftDate, new Date('2025-06-16T08:00:00Z'), schedule)).toBeNull();
    expect(lateShiftReportWarning(new Date('2025-07-01T00:00:00Z'), new Date('2025-07-20T00:00:00Z'), schedule)).toBeNull();
  });

  it('a pay period is the 1st–15th or the 16th–last Helsinki day, reported by the end of the 2nd day after it', () => {
    const first = defaultPayPeriod(at('2026-12-31T22:30:00Z')); // 1.1.2027 00.30 in Helsinki
    expect(first.periodStart).toEqual(at('2026-12-31T22:00:00Z'));
    expect(first.periodEnd).toEqual(at('2027-01-15T21:59:59.999Z'));
    expect(first.reportingDeadline).toEqual(at('2027-01-17T21:59:59.999Z'));
    expect(first.paymentDate).toEqual(at('2027-01-30T22:00:00Z')); // 31.1.
    const second = defaultPayPeriod(at('2027-02-15T22:30:00Z')); // 16.2. 00.30
    expect(second.periodStart).toEqual(at('2027-02-15T22:00:00Z'));
    expect(second.periodEnd).toEqual(at('2027-02-28T21:59:59.999Z'));
    expect(second.reportingDeadline).toEqual(at('2027-03-02T21:59:59.999Z'));
    expect(second.paymentDate).toEqual(at('2027-03-14T22:00:00Z')); // 15.3.
    const shift = at('2026-10-30T06:00:00Z');
    expect(isLateReport(shift, at('2026-11-02T21:59:00Z'))).toBe(false);
    expect(isLateReport(shift, at('2026-11-02T22:00:00Z'))).toBe(true);
    const early = at('2026-11-10T06:00:00Z');
    expect(isLateReport(early, at('2026-11-17T21:59:00Z'))).toBe(false);
    expect(isLateReport(early, at('2026-11-17T22:00:00Z'))).toBe(true);
  });

  it("the hours screen's pay period is the half month today falls in, as Helsinki days", () => {
    expect(payPeriodDays(at('2026-11-15T21:59:00Z'))).toEqual({ from: '2026-11-01', until: '2026-11-15' });
    expect(payPeriodDays(at('2026-11-15T22:00:00Z'))).toEqual({ from: '2026-11-16', until: '2026-11-30' });
    expect(payPeriodDays(at('2027-02-20T10:00:00Z'))).toEqual({ from: '2027-02-16', until: '2027-02-28' });
  });

  it('the rule is computed in this file only: no other domain source compares with a reporting deadline', () => {
    // Reading a deadline (the desk shows its day, moves it) is fine; comparing one with a time is the rule.
    const src = fileURLToPath(new URL('../..', import.meta.url));
    const sources = (readdirSync(src, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const readers = sources.filter((f) =>
      /[<>]=?\s*[\w.]*\.reportingDeadline\b|\.reportingDeadline\b(\.getTime\(\))?\s*[<>]/.test(
        readFileSync(join(src, f), 'utf8'),
      ),
    );
    expect(readers).toEqual([join('staff', 'shifts', 'late-report.ts')]);
  });
});
