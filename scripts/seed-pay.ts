import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import {
  agencyTime,
  generatedPayPeriod,
  generatedPayYear,
  isSlipShift,
  newPayPeriod,
  newSalarySlip,
  slipLines,
  staffCollections,
  staffShift,
  type SalarySlipLine,
} from '@vuoro/domain';
import { EERO } from './seed-shifts';

/**
 * Pay (issue 25): last year's and this year's pay periods published (the generated half months),
 * and a salary slip for Eero for the period two back from today (its deadline has always passed),
 * made from his approved shifts there as the desk's run makes it, or from one demo line when he
 * has none; that period is run. Fixed ids, so a second run overwrites the same documents.
 */
export async function seedPay(db: Firestore, now: Date): Promise<{ payPeriods: number; salarySlips: number }> {
  const year = agencyTime(now).getFullYear();
  const periods = [...generatedPayYear(year - 1), ...generatedPayYear(year)].map((p) => newPayPeriod(p, now));
  const before = (at: Date) => generatedPayPeriod(new Date(at.getTime() - 1));
  const past = before(before(generatedPayPeriod(now).periodStart).periodStart);

  const theirs = (
    await db.collection(staffCollections.shifts).where('employee.id', '==', EERO.id).where('start', '>=', past.periodStart).get()
  ).docs
    .map((d) => staffShift.parse({ id: d.id, ...d.data() }))
    .filter((s) => s.start <= past.periodEnd && isSlipShift(s));
  const demoLine: SalarySlipLine = {
    day: past.from,
    placeOfWork: 'Hotelli Aurora, keittiö',
    professionTitle: 'Kokki',
    hours: 7.5,
    wage: 15.2,
    amount: 114,
  };
  const lines = theirs.length ? slipLines(theirs) : [demoLine];
  const slip = newSalarySlip(past, EERO, lines, randomBytes(32).toString('base64url'), now);

  const batch = db.batch();
  for (const { id, ...p } of periods) {
    const run = id === past.from;
    batch.set(db.collection(staffCollections.payPeriods).doc(id), run ? { ...p, state: 'run', runAt: now, slips: 1 } : p);
  }
  const { id, ...data } = slip;
  batch.set(db.collection(staffCollections.salarySlips).doc(id), data);
  await batch.commit();
  return { payPeriods: periods.length, salarySlips: 1 };
}
