import { useCallback } from 'react';
import type { Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { HiringAction } from '@vuoro/domain';
import { takeHiringStep } from './hiring-step';
import { useWriter, type TakenHiringStep, type Writer } from './present-talent';

/**
 * Hire or reject a presented talent (spec section 4): pressing again clears. In one transaction
 * the job's presented talents change and the talent's status list on the job gets the new status
 * as its last entry ('hired', 'rejected' or 'cleared'), so a revert can cut it back to the
 * presented entry. Answers what changed, for the undo.
 */
export function setHiringStatus(
  db: Firestore,
  jobId: string,
  talentId: string,
  action: HiringAction,
  by: Writer,
): Promise<TakenHiringStep | null> {
  return takeHiringStep(db, jobId, talentId, action, by);
}

export function useSetHiringStatus(): (jobId: string, talentId: string, action: HiringAction) => Promise<TakenHiringStep | null> {
  const db = useFirestore();
  const writer = useWriter();
  return useCallback(
    (jobId, talentId, action) =>
      writer ? setHiringStatus(db, jobId, talentId, action, writer) : Promise.reject(new Error('Not signed in')),
    [db, writer],
  );
}
