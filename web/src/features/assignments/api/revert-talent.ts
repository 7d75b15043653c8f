import { useCallback } from 'react';
import type { Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { takeHiringStep } from './hiring-step';
import { useWriter, type TakenHiringStep, type Writer } from './present-talent';

/**
 * Back to presented (spec section 4's revert): the talent's status list on the job is cut back to
 * its last presented entry, and with it the talent is back where presenting left it on this job:
 * no hiring status. One transaction; the talent's audit derives 'revert' from the shortened list.
 */
export function revertTalent(db: Firestore, jobId: string, talentId: string, by: Writer): Promise<TakenHiringStep | null> {
  return takeHiringStep(db, jobId, talentId, 'revert', by);
}

export function useRevertTalent(): (jobId: string, talentId: string) => Promise<TakenHiringStep | null> {
  const db = useFirestore();
  const writer = useWriter();
  return useCallback(
    (jobId, talentId) => (writer ? revertTalent(db, jobId, talentId, writer) : Promise.reject(new Error('Not signed in'))),
    [db, writer],
  );
}
