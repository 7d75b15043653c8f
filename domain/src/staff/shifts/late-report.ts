import { TZDate } from '@date-fns/tz';
import { AGENCY_TIME_ZONE } from '../../constants';
import type { SalaryPaymentPeriod } from '../../entities/salary';
import { validationMessages as m } from '../../texts/messages';
import { agencyDay, agencyTime } from '../time';

/**
 * The late-report rule, in one place: a shift reported after the reporting deadline of the pay
 * period it falls in is late, and the employee is warned 'Reporting shift late, salary might not
 * be paid on the next payment date.' The functions answer `late` by `isLateReport`; the web
 * warns before sending by the same function.
 *
 * The pay periods are the salary payment schedule's, stored in `staffPayPeriods` (domain/src/staff/pay):
 * MarkShift's `late` and the web's pre-send warning both look up the stored period a shift falls in.
 * A day no stored period covers falls back to the generated rule below: a pay period is half a Helsinki month, the 1st–15th or the 16th–last day (issue 23 item 10:
 * hourly staff are paid twice a month, and the hours screen's "Pay period" is one of these).
 * Its shifts must be reported by the end of the `REPORTING_DAYS_AFTER_PERIOD`th day after it
 * (the 17th, or the 2nd of the next month); the 1st–15th is paid on the month's last day, the
 * 16th–last on the `PAYMENT_DAY_OF_MONTH`th of the next month. The desk publishes a year of these
 * (`generatedPayYear`) and may then move a period's deadline or payment date.
 */
export const REPORTING_DAYS_AFTER_PERIOD = 2;
export const PAYMENT_DAY_OF_MONTH = 15;
/** The last day of a pay period's first half; the second half runs from the next day to the month's end. */
export const PAY_PERIOD_SPLIT_DAY = 15;

export function defaultPayPeriod(at: Date, timeZone: string = AGENCY_TIME_ZONE): SalaryPaymentPeriod {
  const local = agencyTime(at, timeZone);
  const [year, month] = [local.getFullYear(), local.getMonth()];
  const instant = (y: number, mo: number, d: number) => new Date(new TZDate(y, mo, d, timeZone).getTime());
  const firstHalf = local.getDate() <= PAY_PERIOD_SPLIT_DAY;
  const start = firstHalf ? instant(year, month, 1) : instant(year, month, PAY_PERIOD_SPLIT_DAY + 1);
  // The first midnight after the period: the 16th, or the next month's 1st (day 0 of a month is the last of the one before).
  const [endYear, endMonth, endDay] = firstHalf ? [year, month, PAY_PERIOD_SPLIT_DAY + 1] : [year, month + 1, 1];
  return {
    periodStart: start,
    periodEnd: new Date(instant(endYear, endMonth, endDay).getTime() - 1),
    reportingDeadline: new Date(instant(endYear, endMonth, endDay + REPORTING_DAYS_AFTER_PERIOD).getTime() - 1),
    paymentDate: firstHalf ? instant(year, month + 1, 0) : instant(year, month + 1, PAYMENT_DAY_OF_MONTH),
  };
}

/** The pay period `at` falls in as Helsinki days `yyyy-MM-dd`, both included (the hours screen's "Pay period"). */
export function payPeriodDays(at: Date, timeZone: string = AGENCY_TIME_ZONE): { from: string; until: string } {
  const period = defaultPayPeriod(at, timeZone);
  return { from: agencyDay(period.periodStart, timeZone), until: agencyDay(period.periodEnd, timeZone) };
}

/** Whether the period covers the instant `at`. */
const covers = (at: Date) => (p: SalaryPaymentPeriod) => at >= p.periodStart && at <= p.periodEnd;

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
  const period = schedule.find(covers(shiftDate));
  return period && reportingClosed(period, now) ? m.lateShiftReport : null;
}

/**
 * Whether reporting a shift that starts at `start` now is after its period's cut-off: the period of
 * `schedule` (the stored ones) that covers it, else the generated one.
 */
export const isLateReport = (start: Date, now: Date, schedule: readonly SalaryPaymentPeriod[] = []): boolean => {
  const covering = schedule.filter(covers(start));
  return lateShiftReportWarning(start, now, covering.length ? covering : [defaultPayPeriod(start)]) !== null;
};

/** Whether the period's reporting deadline has passed: its shifts are in, and its slips may be made. */
export const reportingClosed = (period: SalaryPaymentPeriod, now: Date): boolean => now > period.reportingDeadline;
