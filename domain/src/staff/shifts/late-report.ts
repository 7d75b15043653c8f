import { TZDate } from '@date-fns/tz';
import { AGENCY_TIME_ZONE } from '../../constants';
import type { SalaryPaymentPeriod } from '../../entities/salary';
import { validationMessages as m } from '../../texts/messages';
import { agencyTime } from '../time';

/**
 * The late-report rule, in one place: a shift reported after the reporting deadline of the pay
 * period it falls in is late, and the employee is warned 'Reporting shift late, salary might not
 * be paid on the next payment date.' The functions answer `late` by `isLateReport`; the web
 * warns before sending by the same function.
 *
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

/**
 * The warning 'Reporting shift late, salary might not be paid on the next payment date.' when
 * the shift is reported after the reporting deadline of the pay period it falls in; `null`
 * when it is in time or no period of the schedule covers it.
 */
export function lateShiftReportWarning(
  shiftDate: Date,
  now: Date,
  schedule: readonly SalaryPaymentPeriod[],
): typeof m.lateShiftReport | null {
  const period = schedule.find((p) => shiftDate >= p.periodStart && shiftDate <= p.periodEnd);
  return period && now > period.reportingDeadline ? m.lateShiftReport : null;
}

/** Whether reporting a shift that starts at `start` now is after its period's cut-off. */
export const isLateReport = (
  start: Date,
  now: Date,
  schedule: readonly SalaryPaymentPeriod[] = [defaultPayPeriod(start)],
): boolean => lateShiftReportWarning(start, now, schedule) !== null;
