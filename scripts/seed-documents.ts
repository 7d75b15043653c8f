import type { Firestore } from 'firebase-admin/firestore';
import { holidayYearAt, leaveBalanceId, staffCollections, staffLeaveBalance } from '@vuoro/domain';
import { EERO } from './seed-shifts';

/**
 * Leave, certificates and the identity card (issue 25): Eero has accrued annual leave this holiday
 * year (so he is offered holiday management), an employee number and a tax number on his staff
 * record; Olena has no balance (no link). No certificate orders: Eero's are cleared, so the
 * journey orders one from nothing on every run. Fixed ids, so a second run writes the same.
 */
export async function seedDocuments(db: Firestore, now: Date) {
  const year = holidayYearAt(now).year;
  const balance = staffLeaveBalance.parse({
    employeeId: EERO.id,
    holidayYear: year,
    accruedDays: 18,
    usedDays: 5.5,
    updatedAt: now,
    updatedBy: { uid: 'demo-admin', name: 'Reija Rekrytoija' },
  });
  await db.collection(staffCollections.leaveBalances).doc(leaveBalanceId(EERO.id, year)).set(balance);
  await db
    .collection(staffCollections.people)
    .doc(EERO.id)
    .set({ employeeNumber: 'V-1001', taxNumber: '100123456789' }, { merge: true });
  const orders = await db.collection(staffCollections.certificateOrders).where('employeeId', '==', EERO.id).get();
  await Promise.all(orders.docs.map((d) => d.ref.delete()));
  return { leaveBalances: 1 };
}
