import { useCallback } from 'react';
import { doc, writeBatch, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { revert, type Assignment } from '@vuoro/domain';
import { readJobStatuses, useWriter, type Writer } from './present-talent';

/**
 * Revert (spec section 4): the talent's status list on the job is cut back to its last presented
 * entry, and so the talent is back where presenting left it on this job: no hiring status.
 */
export async function revertTalent(db: Firestore, job: Assignment, talentId: string, by: Writer): Promise<void> {
  const statuses = await readJobStatuses(db, talentId, job.id);
  const batch = writeBatch(db);
  batch.set(doc(db, 'talents', talentId, 'jobs', job.id), { statuses: revert(statuses) });
  batch.update(doc(db, 'jobs', job.id), {
    presentedTalents: job.presentedTalents.map((p) => (p.id === talentId ? { ...p, hiredStatus: null } : p)),
    updated: { date: new Date(), id: by.uid },
    updatedBy: by.uid,
  });
  await batch.commit();
}

export function useRevertTalent(): (job: Assignment, talentId: string) => Promise<void> {
  const db = useFirestore();
  const writer = useWriter();
  return useCallback(
    (job, talentId) => (writer ? revertTalent(db, job, talentId, writer) : Promise.reject(new Error('Not signed in'))),
    [db, writer],
  );
}
