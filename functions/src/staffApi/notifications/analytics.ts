import { Timestamp } from 'firebase-admin/firestore';
import type { getMobileAnalytics, putMobileAnalytics } from '@vuoro/domain';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { caller } from '../../lib/api/guard';
import { callerEmployeeId } from '../shift/store';

/**
 * The employee's mobile analytics consent (our extension `/v1/Employee/MobileAnalytics`), kept
 * where the talent side keeps it: `users/{uid}.analytics` of the caller's own account. A "Sign in
 * as" session is refused by the contract, so the uid is always the person's own. A change is
 * stamped `updatedBy` the caller, and the `userAudit` trigger records it in `users/{uid}/audit`,
 * as every write of a users record.
 */

const userDoc = (uid: string) => db().collection('users').doc(uid);

export const readMobileAnalytics: Handler<typeof getMobileAnalytics> = async (_input, c) => {
  await callerEmployeeId(c);
  const snap = await userDoc(caller(c).uid).get();
  return { enabled: snap.get('analytics') === true };
};

export const setMobileAnalytics: Handler<typeof putMobileAnalytics> = async ({ body }, c) => {
  await callerEmployeeId(c);
  const uid = caller(c).uid;
  await db().runTransaction(async (tx) => {
    const ref = userDoc(uid);
    const snap = await tx.get(ref);
    // The same answer again writes nothing, so the audit shows only real changes.
    if (snap.exists && snap.get('analytics') === body.enabled) return;
    tx.set(ref, { analytics: body.enabled, updated: Timestamp.now(), updatedBy: uid }, { merge: true });
  });
  return { enabled: body.enabled };
};
