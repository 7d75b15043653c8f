import { z } from 'zod';
import { firestoreDocId } from '../../entities/common';
import { firestoreDate, optionalFirestoreDate } from '../../firestore';
import { validationMessages as m } from '../../texts/messages';
import { agencyDay, agencyDayStart, roundHours } from '../time';
import { agencyDayText, isoInstant } from '../shifts/views';
import { PAY_PERIOD_STATES, PAY_YEAR_MAX, PAY_YEAR_MIN, type PayPeriodDates } from './schedule';

/**
 * Pay (./README.md): the stored schedule (`staffPayPeriods`, one document per period named by its
 * first day), the salary slips (`staffSalarySlips`, one per employee and period, `<periodId>_<employeeId>`),
 * and what the routes answer and accept. Instants travel as ISO 8601 UTC, days as Helsinki `yyyy-MM-dd`.
 */

/** A period's id: its first day. */
export const payPeriodId = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.invalidValue });

/** `staffPayPeriods/{from}`. */
export const staffPayPeriod = z.object({
  id: payPeriodId,
  from: z.string(),
  until: z.string(),
  periodStart: firestoreDate,
  periodEnd: firestoreDate,
  reportingDeadline: firestoreDate,
  paymentDate: firestoreDate,
  state: z.enum(PAY_PERIOD_STATES),
  publishedAt: firestoreDate,
  updatedAt: firestoreDate,
  runAt: optionalFirestoreDate,
  /** How many slips the runs made. */
  slips: z.number().int().min(0).default(0),
});
export type StaffPayPeriod = z.infer<typeof staffPayPeriod>;

/** A stored period made from generated dates, open. */
export const newPayPeriod = (dates: PayPeriodDates, now: Date): StaffPayPeriod =>
  staffPayPeriod.parse({ id: dates.from, ...dates, state: 'open', publishedAt: now, updatedAt: now, runAt: null });

/** One approved shift on a slip. */
export const salarySlipLine = z.object({
  day: z.string(),
  placeOfWork: z.string(),
  professionTitle: z.string(),
  hours: z.number(),
  /** Euros per hour; null when the shift has no wage estimate. */
  wage: z.number().nullable(),
  /** Hours × wage in euros (cents); null without a wage. */
  amount: z.number().nullable(),
});
export type SalarySlipLine = z.infer<typeof salarySlipLine>;

/** The most shifts one slip lists (a half month holds far fewer). */
export const SLIP_LINES_MAX = 200;

/** `staffSalarySlips/{periodId}_{employeeId}`. The download key goes in the `X-Download-Key` header. */
export const staffSalarySlip = z.object({
  id: z.string(),
  employeeId: firestoreDocId,
  employeeName: z.string(),
  periodId: payPeriodId,
  from: z.string(),
  until: z.string(),
  paymentDate: firestoreDate,
  lines: z.array(salarySlipLine).max(SLIP_LINES_MAX),
  hours: z.number(),
  estimate: z.number().nullable(),
  downloadKey: z.string().min(32),
  createdAt: firestoreDate,
});
export type StaffSalarySlip = z.infer<typeof staffSalarySlip>;

export const salarySlipId = (periodId: string, employeeId: string) => `${periodId}_${employeeId}`;

/** The header that carries a slip's download key. */
export const DOWNLOAD_KEY_HEADER = 'X-Download-Key';

// ── The employee's routes ──────────────────────────────────────────────────────────────────

export const payPeriodView = z.object({
  id: z.string(),
  from: z.string(),
  until: z.string(),
  periodStart: isoInstant,
  periodEnd: isoInstant,
  reportingDeadline: isoInstant,
  /** The payment day, `yyyy-MM-dd`. */
  paymentDate: z.string(),
  state: z.enum(PAY_PERIOD_STATES),
  /** Whether the desk stored it (false: the generated rule, no period stored for these days). */
  stored: z.boolean(),
});
export type PayPeriodView = z.infer<typeof payPeriodView>;

export const toPayPeriodView = (p: PayPeriodDates & { state?: StaffPayPeriod['state'] }, stored: boolean): PayPeriodView => ({
  id: p.from,
  from: p.from,
  until: p.until,
  periodStart: p.periodStart.toISOString(),
  periodEnd: p.periodEnd.toISOString(),
  reportingDeadline: p.reportingDeadline.toISOString(),
  paymentDate: agencyDay(p.paymentDate),
  state: p.state ?? 'open',
  stored,
});

/** A period on the wire back as dates (the web's late-report check reads these). */
export const payPeriodDatesOf = (v: PayPeriodView) => ({
  periodStart: new Date(v.periodStart),
  periodEnd: new Date(v.periodEnd),
  reportingDeadline: new Date(v.reportingDeadline),
  paymentDate: agencyDayStart(v.paymentDate) ?? new Date(v.periodEnd),
});

export const paymentScheduleResponse = z.object({
  /** The periods of this and next month (Helsinki), in order. */
  periods: z.array(payPeriodView),
  /** The first payment today or later, among `periods`. */
  nextPayment: payPeriodView.nullable(),
  /**
   * Every stored period from a year back to the end of next month: what MarkShift's late warning
   * reads, so the web warns by the same periods before sending.
   */
  reporting: z.array(payPeriodView),
});
export type PaymentScheduleResponse = z.infer<typeof paymentScheduleResponse>;

export const salarySlipView = z.object({
  id: z.string(),
  from: z.string(),
  until: z.string(),
  paymentDate: z.string(),
  hours: z.number(),
  estimate: z.number().nullable(),
  fileName: z.string(),
  downloadKey: z.string(),
});
export type SalarySlipView = z.infer<typeof salarySlipView>;

/** The slip's PDF name: `salary-slip-<first day>.pdf`. */
export const slipFileName = (slip: Pick<StaffSalarySlip, 'from'>) => `salary-slip-${slip.from}.pdf`;

export const toSalarySlipView = (s: StaffSalarySlip): SalarySlipView => ({
  id: s.id,
  from: s.from,
  until: s.until,
  paymentDate: agencyDay(s.paymentDate),
  hours: s.hours,
  estimate: s.estimate,
  fileName: slipFileName(s),
  downloadKey: s.downloadKey,
});

export const salarySlipsResponse = z.object({ slips: z.array(salarySlipView) });
export type SalarySlipsResponse = z.infer<typeof salarySlipsResponse>;

/** How many slips the list reads (newest first): four years of half months. */
export const SLIPS_LIST_LIMIT = 100;

/** The slip a download names: a document id (no `/`, found by the Staff API fuzz: " / " answered 500). */
export const salarySlipBody = z.object({ id: firestoreDocId }).strict();
export type SalarySlipBody = z.infer<typeof salarySlipBody>;

export const workTimePeriodView = payPeriodView.pick({ id: true, from: true, until: true, paymentDate: true }).extend({
  hours: z.number(),
  approvedHours: z.number(),
  waitingHours: z.number(),
  shifts: z.number().int(),
});
export type WorkTimePeriodView = z.infer<typeof workTimePeriodView>;

/** How many periods back WorkTimePeriods reaches, the current one included (three months). */
export const WORK_TIME_PERIODS = 6;

export const workTimePeriodsResponse = z.object({ periods: z.array(workTimePeriodView) });
export type WorkTimePeriodsResponse = z.infer<typeof workTimePeriodsResponse>;

export const contractsOrPayslipsResponse = z.object({ contracts: z.number().int(), payslips: z.number().int() });
export type ContractsOrPayslipsResponse = z.infer<typeof contractsOrPayslipsResponse>;

/** Hours of a period's done shifts, approved and waiting (2 decimals). */
export function workTimeTotals(shifts: readonly { hours: number; approved: boolean }[]) {
  const approved = shifts.filter((s) => s.approved).reduce((sum, s) => sum + s.hours, 0);
  const all = shifts.reduce((sum, s) => sum + s.hours, 0);
  return {
    hours: roundHours(all),
    approvedHours: roundHours(approved),
    waitingHours: roundHours(all - approved),
    shifts: shifts.length,
  };
}

// ── The desk's routes ─────────────────────────────────────────────────────────────────────

export const deskPayPeriodView = payPeriodView.extend({ slips: z.number().int(), runAt: isoInstant.nullable() });
export type DeskPayPeriodView = z.infer<typeof deskPayPeriodView>;

export const toDeskPayPeriodView = (p: StaffPayPeriod): DeskPayPeriodView => ({
  ...toPayPeriodView(p, true),
  slips: p.slips,
  runAt: p.runAt ? p.runAt.toISOString() : null,
});

const payYear = z.coerce
  .number({ error: m.invalidValue })
  .int({ error: m.wholeNumberRequired })
  .min(PAY_YEAR_MIN, { error: m.numberOutOfRange })
  .max(PAY_YEAR_MAX, { error: m.numberOutOfRange });

export const deskPayPeriodsQuery = z.object({ year: payYear.optional() });
export type DeskPayPeriodsQuery = z.infer<typeof deskPayPeriodsQuery>;

export const deskPayPeriodsResponse = z.object({ year: z.number().int(), periods: z.array(deskPayPeriodView) });
export type DeskPayPeriodsResponse = z.infer<typeof deskPayPeriodsResponse>;

/** Publish a year (the generated periods not yet stored), or move one period's deadline or payment date. */
export const deskPayScheduleBody = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('publish'), year: payYear }).strict(),
    z
      .object({
        action: z.literal('move'),
        periodId: payPeriodId,
        reportingDeadline: agencyDayText.optional(),
        paymentDate: agencyDayText.optional(),
      })
      .strict(),
  ],
  { error: m.invalidValue },
);
export type DeskPayScheduleBody = z.infer<typeof deskPayScheduleBody>;

export const deskPayScheduleResponse = z.object({
  /** Periods the call stored (a publish: the ones not there before; a move: the moved one). */
  changed: z.array(deskPayPeriodView),
});
export type DeskPayScheduleResponse = z.infer<typeof deskPayScheduleResponse>;

export const deskPayRunBody = z.object({ periodId: payPeriodId }).strict();
export type DeskPayRunBody = z.infer<typeof deskPayRunBody>;

export const deskPayRunResponse = z.object({
  period: deskPayPeriodView,
  /** Slips this run made; a second run makes only the missing ones. */
  made: z.number().int(),
  /** Slips the period already had. */
  existing: z.number().int(),
});
export type DeskPayRunResponse = z.infer<typeof deskPayRunResponse>;

/** A desk change to pay in `staffDeskAudit`: who, route, when, and which period and what changed. */
export const staffDeskPayAuditRecord = z.object({
  actorUid: z.string(),
  actorEmail: z.string().nullable(),
  route: z.string(),
  at: firestoreDate,
  action: z.enum(['publishPayYear', 'movePayPeriod', 'runPayPeriod']),
  periodIds: z.array(z.string()),
  reportingDeadline: z.string().nullable(),
  paymentDate: z.string().nullable(),
  slipsMade: z.number().int().nullable(),
});
export type StaffDeskPayAuditRecord = z.infer<typeof staffDeskPayAuditRecord>;
