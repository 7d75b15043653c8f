import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import {
  addAgencyDays,
  agencyDay,
  generatedPayPeriod,
  staffCollections,
  staffPayPeriod,
  staffSalarySlip,
  type PayPeriodDates,
  type SalaryPaymentPeriod,
  type StaffPayPeriod,
  type StaffSalarySlip,
} from '@vuoro/domain';
import { db } from '../../lib/admin';
import { ApiFailure } from '../../lib/api/errors';

/**
 * The salary payment schedule (`staffPayPeriods`, one document per period named by its first day)
 * and the slips (`staffSalarySlips`): domain/src/staff/pay/README.md.
 */
export const payPeriods = () => db().collection(staffCollections.payPeriods);
export const salarySlips = () => db().collection(staffCollections.salarySlips);

export const parsePayPeriod = (d: DocumentSnapshot): StaffPayPeriod => staffPayPeriod.parse({ id: d.id, ...d.data() });
export const parseSalarySlip = (d: DocumentSnapshot): StaffSalarySlip => staffSalarySlip.parse({ id: d.id, ...d.data() });

/** A stored period by id (read in `tx` when given), else 404 `payPeriodNotFound`. */
export async function storedPayPeriod(id: string, tx?: Transaction) {
  const ref = payPeriods().doc(id);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists) throw new ApiFailure(404, 'payPeriodNotFound');
  return { ref, period: parsePayPeriod(snap) };
}

/** The stored periods whose first day is in [fromDay, untilDay], in order. */
export async function storedPeriodsFrom(fromDay: string, untilDay: string): Promise<StaffPayPeriod[]> {
  const snap = await payPeriods().where('from', '>=', fromDay).where('from', '<=', untilDay).orderBy('from').get();
  return snap.docs.map(parsePayPeriod);
}

/**
 * The stored periods the instants fall in (one read each, the latest period starting at or before
 * it): what MarkShift's `late` reads. An instant no stored period covers is left to the generated
 * rule by `isLateReport`.
 */
export async function storedPeriodsCovering(instants: readonly Date[]): Promise<SalaryPaymentPeriod[]> {
  const found = await Promise.all(
    instants.map(async (at) => {
      const snap = await payPeriods().where('periodStart', '<=', at).orderBy('periodStart', 'desc').limit(1).get();
      const period = snap.empty ? null : parsePayPeriod(snap.docs[0]!);
      return period && period.periodEnd >= at ? [period] : [];
    }),
  );
  return found.flat();
}

/**
 * The periods from the one `start` falls in through the one `end` falls in: each the stored one
 * where there is one (the desk's dates), else the generated half month (`stored: false`).
 */
export async function periodsBetween(
  start: Date,
  end: Date,
): Promise<(PayPeriodDates & { state: StaffPayPeriod['state']; stored: boolean })[]> {
  const generated: PayPeriodDates[] = [];
  for (let p = generatedPayPeriod(start); p.periodStart <= end; p = generatedPayPeriod(new Date(p.periodEnd.getTime() + 1))) {
    generated.push(p);
  }
  if (generated.length === 0) return [];
  const stored = new Map((await storedPeriodsFrom(generated[0]!.from, generated.at(-1)!.from)).map((p) => [p.id, p] as const));
  return generated.map((g) => {
    const s = stored.get(g.from);
    return s ? { ...s, stored: true } : { ...g, state: 'open' as const, stored: false };
  });
}

/** The Helsinki day `days` before `at`. */
export const dayBefore = (at: Date, days: number) => agencyDay(addAgencyDays(at, -days));
