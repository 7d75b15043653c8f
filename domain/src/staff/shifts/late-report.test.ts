import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultPayPeriod, isLateReport, lateShiftReportWarning } from './late-report';

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

  it('a Helsinki month is reported by the end of the 2nd of the next month, and paid on the 15th', () => {
    const period = defaultPayPeriod(at('2026-12-31T22:30:00Z')); // 1.1.2027 00.30 in Helsinki
    expect(period.periodStart).toEqual(at('2026-12-31T22:00:00Z'));
    expect(period.reportingDeadline).toEqual(at('2027-02-02T21:59:59.999Z'));
    expect(period.paymentDate).toEqual(at('2027-02-14T22:00:00Z'));
    const shift = at('2026-10-30T06:00:00Z');
    expect(isLateReport(shift, at('2026-11-02T21:59:00Z'))).toBe(false);
    expect(isLateReport(shift, at('2026-11-02T22:00:00Z'))).toBe(true);
  });

  it('the rule is computed in this file only: no other domain source compares with a reporting deadline', () => {
    const src = fileURLToPath(new URL('../..', import.meta.url));
    const sources = (readdirSync(src, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const readers = sources.filter((f) => /\.reportingDeadline\b/.test(readFileSync(join(src, f), 'utf8')));
    expect(readers).toEqual([join('staff', 'shifts', 'late-report.ts')]);
  });
});
