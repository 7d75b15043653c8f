import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { staffCertificateOrder, staffCollections, staffLeaveBalance, type StaffCertificateOrder } from '@vuoro/domain';
import { db } from '../../lib/admin';

/** The collections of leave balances and certificate orders (domain/src/staff/documents/README.md). */
export const leaveBalances = () => db().collection(staffCollections.leaveBalances);
export const certificateOrders = () => db().collection(staffCollections.certificateOrders);

export const parseBalance = (d: DocumentSnapshot) => staffLeaveBalance.parse(d.data());
export const parseOrder = (d: DocumentSnapshot): StaffCertificateOrder => staffCertificateOrder.parse({ id: d.id, ...d.data() });

/** An employee's orders, newest first (few: one open at a time). */
export async function ordersOf(employeeId: string): Promise<StaffCertificateOrder[]> {
  const snap = await certificateOrders().where('employeeId', '==', employeeId).limit(50).get();
  return snap.docs.map(parseOrder).sort((a, b) => b.orderedAt.getTime() - a.orderedAt.getTime());
}
