import { createHash, timingSafeEqual } from 'node:crypto';
import {
  addAgencyDays,
  agencyDay,
  agencyMonth,
  agencyTime,
  DOWNLOAD_KEY_HEADER,
  isApprovedShift,
  isDoneShift,
  nextPayment,
  shiftHours,
  SLIPS_LIST_LIMIT,
  staffCollections,
  toPayPeriodView,
  toSalarySlipView,
  workTimeTotals,
  WORK_TIME_PERIODS,
  type getContractsOrPayslips,
  type getSalaryPaymentSchedules,
  type getSalarySlips,
  type getWorkTimePeriods,
  type putSalarySlip,
} from '@vuoro/domain';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { callerEmployeeReader } from '../files/store';
import { employeeShifts } from '../shift/store';
import { salarySlipPdf } from './slip-pdf';
import { dayBefore, parseSalarySlip, periodsBetween, salarySlips, storedPeriodsFrom } from './store';

/** The employee's pay routes (domain/src/staff/pay/README.md); the caller is always the account's own staff record. */

/** How far back the schedule's `reporting` periods reach: MarkShift reports rarely come later. */
const REPORTING_DAYS_BACK = 366;

const nowOf = (c: Parameters<Handler<typeof getSalarySlips>>[1]) => new Date(c.get('now')());

/** GET /v1/Salary/Employee/SalaryPaymentSchedules. */
export const paymentSchedules: Handler<typeof getSalaryPaymentSchedules> = async (_input, c) => {
  await callerEmployeeReader(c);
  const now = nowOf(c);
  const local = agencyTime(now);
  const thisMonth = agencyMonth(local.getFullYear(), local.getMonth() + 1);
  const nextMonthEnd = addAgencyDays(thisMonth.end, 20);
  const nextMonth = agencyMonth(agencyTime(nextMonthEnd).getFullYear(), agencyTime(nextMonthEnd).getMonth() + 1);
  const [periods, reporting] = await Promise.all([
    periodsBetween(thisMonth.start, new Date(nextMonth.end.getTime() - 1)),
    storedPeriodsFrom(dayBefore(now, REPORTING_DAYS_BACK), agencyDay(new Date(nextMonth.end.getTime() - 1))),
  ]);
  const views = periods.map((p) => toPayPeriodView(p, p.stored));
  const next = nextPayment(periods, now);
  return {
    periods: views,
    nextPayment: next ? toPayPeriodView(next, next.stored) : null,
    reporting: reporting.map((p) => toPayPeriodView(p, true)),
  };
};

/** GET /v1/Salary/Salaryslips: newest payment first. */
export const salarySlipList: Handler<typeof getSalarySlips> = async (_input, c) => {
  const reader = await callerEmployeeReader(c);
  const snap = await salarySlips()
    .where('employeeId', '==', reader.id)
    .orderBy('paymentDate', 'desc')
    .limit(SLIPS_LIST_LIMIT)
    .get();
  return { slips: snap.docs.map((d) => toSalarySlipView(parseSalarySlip(d))) };
};

/** The two keys equal, compared in constant time (their SHA-256, so the lengths never show). */
function sameKey(given: string, stored: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(stored));
}

/**
 * PUT /v1/Salary/Salaryslips/slip: the slip's PDF in the caller's language. A missing slip,
 * another's and a wrong key all answer the same 404.
 */
export const salarySlipFile: Handler<typeof putSalarySlip> = async ({ body }, c) => {
  const reader = await callerEmployeeReader(c);
  const key = c.req.header(DOWNLOAD_KEY_HEADER) ?? '';
  const snap = await salarySlips().doc(body.id).get();
  const slip = snap.exists ? parseSalarySlip(snap) : null;
  // The key is compared even for another's slip, so the answer's timing tells nothing either.
  const keyMatches = sameKey(key, slip?.downloadKey ?? '');
  if (!slip || slip.employeeId !== reader.id || !keyMatches) throw new ApiFailure(404, 'salarySlipNotFound');
  return salarySlipPdf(slip, reader.language);
};

/** GET /v1/Employee/WorkTimePeriods: the current period and the five before it, with their done shifts' hours. */
export const workTimePeriods: Handler<typeof getWorkTimePeriods> = async (_input, c) => {
  const reader = await callerEmployeeReader(c);
  const now = nowOf(c);
  // Six half months back reach at most 95 days before today's period.
  const periods = (await periodsBetween(addAgencyDays(now, -95), now)).slice(-WORK_TIME_PERIODS);
  const shifts = (await employeeShifts(reader.id, periods[0]!.periodStart, now)).filter((s) => isDoneShift(s, now));
  return {
    periods: periods.reverse().map((p) => ({
      id: p.from,
      from: p.from,
      until: p.until,
      paymentDate: agencyDay(p.paymentDate),
      ...workTimeTotals(
        shifts
          .filter((s) => s.start >= p.periodStart && s.start <= p.periodEnd)
          .map((s) => ({ hours: shiftHours(s), approved: isApprovedShift(s) })),
      ),
    })),
  };
};

/** GET /v1/Employee/ContractsOrPayslips: two count queries. */
export const contractsOrPayslips: Handler<typeof getContractsOrPayslips> = async (_input, c) => {
  const reader = await callerEmployeeReader(c);
  const [contracts, payslips] = await Promise.all([
    db().collection(staffCollections.employmentContracts).where('employeeId', '==', reader.id).count().get(),
    salarySlips().where('employeeId', '==', reader.id).count().get(),
  ]);
  return { contracts: contracts.data().count, payslips: payslips.data().count };
};
