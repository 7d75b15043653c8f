import type { SalaryPaymentPeriod } from '../../entities/salary';
import { defaultPayPeriod } from '../shifts/late-report';
import { addAgencyDays, agencyDay, agencyDayStart } from '../time';

/**
 * The salary payment schedule's rules (./README.md): the desk publishes a year of half-month
 * periods made by the generated rule (`defaultPayPeriod`), then moves a period's reporting
 * deadline or payment date; the stored periods are the one source of pay periods from then on.
 */

/** The states of a stored pay period: open (shifts may still come in), run (its slips are made). */
export const PAY_PERIOD_STATES = ['open', 'run'] as const;
export type PayPeriodState = (typeof PAY_PERIOD_STATES)[number];

/** The years the desk may publish. */
export const PAY_YEAR_MIN = 2020;
export const PAY_YEAR_MAX = 2100;

/** A pay period as the schedule keeps it: its dates, and the Helsinki days it runs (both included). */
export interface PayPeriodDates extends SalaryPaymentPeriod {
  /** The period's first day, `yyyy-MM-dd`: its id in `staffPayPeriods`. */
  from: string;
  until: string;
}

/** The generated period `at` falls in, with its days. */
export function generatedPayPeriod(at: Date): PayPeriodDates {
  const period = defaultPayPeriod(at);
  return { ...period, from: agencyDay(period.periodStart), until: agencyDay(period.periodEnd) };
}

/** The 24 generated periods of a year, in order (what the desk publishes). */
export function generatedPayYear(year: number): PayPeriodDates[] {
  const periods: PayPeriodDates[] = [];
  for (let month = 1; month <= 12; month += 1) {
    for (const day of [1, 16]) {
      periods.push(
        generatedPayPeriod(agencyDayStart(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`)!),
      );
    }
  }
  return periods;
}

/** The end of a Helsinki day (its last millisecond): a reporting deadline given as a day. */
export const endOfAgencyDay = (day: string): Date | null => {
  const start = agencyDayStart(day);
  return start ? new Date(addAgencyDays(start, 1).getTime() - 1) : null;
};

export type PayMoveError = 'payPeriodAlreadyRun' | 'deadlineBeforePeriodEnd' | 'paymentBeforeDeadline';

/**
 * A period's new reporting deadline (the end of that Helsinki day) and payment date (that day's
 * start), each kept when not given. Refused once the period has been run, for a deadline before
 * the period's last day, and for a payment date before the deadline's day.
 */
export function movePayPeriod(
  period: PayPeriodDates & { state: PayPeriodState },
  change: { reportingDeadline?: string | undefined; paymentDate?: string | undefined },
): { ok: true; value: SalaryPaymentPeriod } | { ok: false; error: PayMoveError } {
  if (period.state === 'run') return { ok: false, error: 'payPeriodAlreadyRun' };
  const deadlineDay = change.reportingDeadline ?? agencyDay(period.reportingDeadline);
  const paymentDay = change.paymentDate ?? agencyDay(period.paymentDate);
  if (deadlineDay < period.until) return { ok: false, error: 'deadlineBeforePeriodEnd' };
  if (paymentDay < deadlineDay) return { ok: false, error: 'paymentBeforeDeadline' };
  return {
    ok: true,
    value: {
      periodStart: period.periodStart,
      periodEnd: period.periodEnd,
      reportingDeadline: endOfAgencyDay(deadlineDay)!,
      paymentDate: agencyDayStart(paymentDay)!,
    },
  };
}

/** The next payment of `periods` on or after today (Helsinki), or null. */
export function nextPayment<T extends Pick<SalaryPaymentPeriod, 'paymentDate'>>(periods: readonly T[], now: Date): T | null {
  const today = agencyDay(now);
  return (
    [...periods]
      .filter((p) => agencyDay(p.paymentDate) >= today)
      .sort((a, b) => a.paymentDate.getTime() - b.paymentDate.getTime())[0] ?? null
  );
}
