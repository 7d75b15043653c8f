import type { Transaction } from 'firebase-admin/firestore';
import { emptyPersonalInfo, staffCollections, staffPersonalInfo, type StaffPersonalInfo } from '@vuoro/domain';
import { db } from '../../lib/admin';

/** `staffPersonalInfo/{employeeId}` (domain/src/staff/personal-info/README.md). */
export const personalInfos = () => db().collection(staffCollections.personalInfo);

/** The employee's personal data (read in `tx` when given); the empty record until they save something. */
export async function personalInfoOf(employeeId: string, tx?: Transaction): Promise<StaffPersonalInfo> {
  const ref = personalInfos().doc(employeeId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists) return emptyPersonalInfo(employeeId);
  const data = snap.data()!;
  return staffPersonalInfo.parse({ ...data, employeeId, updatedAt: data.updatedAt?.toDate?.() ?? null });
}
