import type { CustomerShiftState } from '../../labels';
import { agencyDay, agencyMonth, agencyTime, roundHours } from '../time';
import { payPeriodDays } from './late-report';
import type { EmployeeShiftView } from './views';

/**
 * The employee's hours as payroll reads them (issue 23 item 10): the done screen's periods and
 * its totals. A done shift is approved once the agency has settled it for pay: accepted for
 * invoicing, billed, or settled as not charged to the customer (the employee is still paid);
 * every other done shift (filled, recorded by the employee and not yet processed) is waiting.
 */
export const APPROVED_SHIFT_STATES: readonly CustomerShiftState[] = ['accepted', 'billed', 'willNotBeCharged'];

export const isApprovedShift = (shift: Pick<EmployeeShiftView, 'state'>): boolean => APPROVED_SHIFT_STATES.includes(shift.state);

export interface HoursSummary {
  approvedHours: number;
  waitingHours: number;
  /** Hours × the hourly wage estimate, in euros, over the shifts that have one; null when none has. */
  estimatedPay: number | null;
  /** Shifts without a wage estimate: their hours are not in `estimatedPay`. */
  withoutWage: number;
}

/** The totals of done shifts: hours approved and waiting (2 decimals), and the estimated pay in euros (cents). */
export function hoursSummary(shifts: readonly Pick<EmployeeShiftView, 'state' | 'hours' | 'wageEstimate'>[]): HoursSummary {
  let approved = 0;
  let waiting = 0;
  let pay: number | null = null;
  let withoutWage = 0;
  for (const s of shifts) {
    if (isApprovedShift(s)) approved += s.hours;
    else waiting += s.hours;
    if (s.wageEstimate === null) withoutWage += 1;
    else pay = (pay ?? 0) + s.hours * s.wageEstimate;
  }
  return {
    approvedHours: roundHours(approved),
    waitingHours: roundHours(waiting),
    estimatedPay: pay === null ? null : Math.round(pay * 100) / 100,
    withoutWage,
  };
}

export const HOURS_PRESETS = ['thisMonth', 'lastMonth', 'payPeriod'] as const;
export type HoursPreset = (typeof HOURS_PRESETS)[number];

/**
 * The done screen's ready periods as Helsinki days (both included): this month up to its last
 * day, last month, and the pay period today falls in (`defaultPayPeriod`: the 1st–15th or the
 * 16th–last). A period may reach past today: the route lists only done shifts.
 */
export function hoursPresetDays(preset: HoursPreset, now: Date): { from: string; until: string } {
  if (preset === 'payPeriod') return payPeriodDays(now);
  const local = agencyTime(now);
  const [year, month] = [local.getFullYear(), local.getMonth() + 1];
  const [y, m] = preset === 'thisMonth' ? [year, month] : month === 1 ? [year - 1, 12] : [year, month - 1];
  const { start, end } = agencyMonth(y, m);
  return { from: agencyDay(start), until: agencyDay(new Date(end.getTime() - 1)) };
}

/** The preset a period is, if any (so the screen can say which one is shown). */
export function hoursPresetOf(period: { from: string; until: string }, now: Date): HoursPreset | null {
  return (
    HOURS_PRESETS.find((p) => {
      const days = hoursPresetDays(p, now);
      return days.from === period.from && days.until === period.until;
    }) ?? null
  );
}
