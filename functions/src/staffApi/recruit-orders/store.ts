import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { staffCollections, staffRecruitOrder, type StaffRecruitOrder } from '@vuoro/domain';
import { db } from '../../lib/admin';

/** The customers' recruit orders (domain/src/staff/recruit-orders/README.md). */
export const recruitOrders = () => db().collection(staffCollections.recruitOrders);

export const parseRecruitOrder = (d: DocumentSnapshot): StaffRecruitOrder => staffRecruitOrder.parse({ id: d.id, ...d.data() });
