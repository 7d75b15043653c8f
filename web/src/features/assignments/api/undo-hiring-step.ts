import { useCallback } from 'react';
import { runTransaction, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { undoHiringChange } from '@vuoro/domain';
import { hiringStateOf, readForChange, useWriter, writeHiringState, type TakenHiringStep, type Writer } from './present-talent';

/**
 * Undoes a hiring step: in one transaction the talent's hiring status and status list on the job
 * go back to exactly what they were before the step, as long as nobody changed them since
 * (`undoHiringChange`); answers `false`, writing nothing, when someone did.
 */
export async function undoHiringStep(db: Firestore, step: TakenHiringStep, by: Writer): Promise<boolean> {
  return runTransaction(db, async (tx) => {
    const { job, statuses } = await readForChange(db, tx, step.jobId, step.talentId);
    const current = hiringStateOf(job, step.talentId, statuses);
    const restored = current && undoHiringChange(current, step);
    if (!restored) return false;
    writeHiringState(db, tx, job, step.talentId, restored, by);
    return true;
  });
}

export function useUndoHiringStep(): (step: TakenHiringStep) => Promise<boolean> {
  const db = useFirestore();
  const writer = useWriter();
  return useCallback(
    (step) => (writer ? undoHiringStep(db, step, writer) : Promise.reject(new Error('Not signed in'))),
    [db, writer],
  );
}
