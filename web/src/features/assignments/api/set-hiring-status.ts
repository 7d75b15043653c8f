import { useCallback } from 'react';
import { doc, runTransaction, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { applyHiringAction, type HiringAction } from '@vuoro/domain';
import { readForChange, stampFor, useWriter, type Writer } from './present-talent';

/** The status entry a hiring change adds to the talent's list on the job when it clears the status. */
export const CLEARED = 'cleared';

/**
 * Hire or reject a presented talent (spec section 4): pressing again clears. In one transaction
 * the job's presented talents change and the talent's status list on the job gets the new status
 * as its last entry ('hired', 'rejected' or 'cleared'), so a revert can cut it back to the
 * presented entry.
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
