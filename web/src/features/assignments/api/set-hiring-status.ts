import { useCallback } from 'react';
import { doc, writeBatch, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { applyHiringAction, type Assignment, type HiringAction } from '@vuoro/domain';
import { readJobStatuses, useWriter, type Writer } from './present-talent';

/** The status entry a hiring change adds to the talent's list on the job; a cleared status is 'cleared'. */
export const CLEARED = 'cleared';

/**
 * Hire or reject a presented talent (spec section 4): pressing again clears. The job's presented
 * talents and the talent's status list on the job (the new status as its last entry, so a revert
 * can cut it back to the presented entry) are written in one batch.
 */
export async function setHiringStatus(
  db: Firestore,
  job: Assignment,
  talentId: string,
  action: HiringAction,
  by: Writer,
): Promise<void> {
  const presentedTalents = applyHiringAction(job.presentedTalents, talentId, action);
  const changed = presentedTalents.find((p) => p.id === talentId);
  if (!changed) return;
  const statuses = await readJobStatuses(db, talentId, job.id);
  const batch = writeBatch(db);
  batch.update(doc(db, 'jobs', job.id), { presentedTalents, updated: { date: new Date(), id: by.uid }, updatedBy: by.uid });
  batch.set(doc(db, 'talents', talentId, 'jobs', job.id), {
    statuses: [...statuses, { status: changed.hiredStatus ?? CLEARED, date: new Date(), by: { id: by.uid, name: by.name } }],
  });
  await batch.commit();
}

export function useSetHiringStatus(): (job: Assignment, talentId: string, action: HiringAction) => Promise<void> {
  const db = useFirestore();
  const writer = useWriter();
  return useCallback(
    (job, talentId, action) =>
      writer ? setHiringStatus(db, job, talentId, action, writer) : Promise.reject(new Error('Not signed in')),
    [db, writer],
  );
}
