import { useCallback } from 'react';
import { doc, runTransaction, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { revert, statusOnAssignment } from '@vuoro/domain';
import { readForChange, stampFor, useWriter, type Writer } from './present-talent';

/**
 * Revert (spec section 4): the talent's status list on the job is cut back to its last presented
 * entry, and with it the talent is back where presenting left it on this job: no hiring status,
 * and presented as its own status. One transaction.
 */
export async function revertTalent(db: Firestore, jobId: string, talentId: string, by: Writer): Promise<void> {
  await runTransaction(db, async (tx) => {
    const { job, statuses } = await readForChange(db, tx, jobId, talentId);
    tx.set(doc(db, 'talents', talentId, 'jobs', jobId), { statuses: revert(statuses) });
    tx.update(doc(db, 'jobs', jobId), {
      presentedTalents: job.presentedTalents.map((p) => (p.id === talentId ? { ...p, hiredStatus: null } : p)),
      ...stampFor(by),
    });
    tx.update(doc(db, 'talents', talentId), { status: statusOnAssignment(null) });
  });
}

export function useRevertTalent(): (jobId: string, talentId: string) => Promise<void> {
  const db = useFirestore();
  const writer = useWriter();
  return useCallback(
    (jobId, talentId) => (writer ? revertTalent(db, jobId, talentId, writer) : Promise.reject(new Error('Not signed in'))),
    [db, writer],
  );
}
