import { useCallback } from 'react';
import { doc, runTransaction, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { applyHiringAction, CLEARED, statusOnAssignment, type HiringAction } from '@vuoro/domain';
import { readForChange, stampFor, useWriter, type Writer } from './present-talent';

/**
 * Hire or reject a presented talent (spec section 4): pressing again clears. In one transaction
 * the job's presented talents change and the talent's status list on the job gets the new status
 * as its last entry ('hired', 'rejected' or 'cleared'), so a revert can cut it back to the
 * presented entry; the talent's own status follows (`statusOnAssignment`), so its header and the
 * talent list say what the assignment says.
 */
export async function setHiringStatus(db: Firestore, jobId: string, talentId: string, action: HiringAction, by: Writer) {
  await runTransaction(db, async (tx) => {
    const { job, statuses } = await readForChange(db, tx, jobId, talentId);
    const presentedTalents = applyHiringAction(job.presentedTalents, talentId, action);
    const changed = presentedTalents.find((p) => p.id === talentId);
    if (!changed) return;
    tx.update(doc(db, 'jobs', jobId), { presentedTalents, ...stampFor(by) });
    tx.set(doc(db, 'talents', talentId, 'jobs', jobId), {
      statuses: [...statuses, { status: changed.hiredStatus ?? CLEARED, date: new Date(), by: { id: by.uid, name: by.name } }],
    });
    tx.update(doc(db, 'talents', talentId), { status: statusOnAssignment(changed.hiredStatus) });
  });
}

export function useSetHiringStatus(): (jobId: string, talentId: string, action: HiringAction) => Promise<void> {
  const db = useFirestore();
  const writer = useWriter();
  return useCallback(
    (jobId, talentId, action) =>
      writer ? setHiringStatus(db, jobId, talentId, action, writer) : Promise.reject(new Error('Not signed in')),
    [db, writer],
  );
}
