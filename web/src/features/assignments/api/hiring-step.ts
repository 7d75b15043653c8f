import { runTransaction, type Firestore } from 'firebase/firestore';
import { applyHiringStep, type HiringStep } from '@vuoro/domain';
import { hiringStateOf, readForChange, writeHiringState, type TakenHiringStep, type Writer } from './present-talent';

/**
 * Takes a hiring step (hire, reject, back to presented) on a presented talent in one transaction,
 * from the job and status list as stored now (not the copy on screen), through the domain's
 * `applyHiringStep`. Answers the step with the state before and after it, for an undo; `null`
 * when the talent is no longer presented on the job (nothing written).
 */
export async function takeHiringStep(
  db: Firestore,
  jobId: string,
  talentId: string,
  step: HiringStep,
  by: Writer,
): Promise<TakenHiringStep | null> {
  return runTransaction(db, async (tx) => {
    const { job, statuses } = await readForChange(db, tx, jobId, talentId);
    const before = hiringStateOf(job, talentId, statuses);
    if (!before) return null;
    const after = applyHiringStep(before, step, { date: new Date(), by: { id: by.uid, name: by.name } });
    writeHiringState(db, tx, job, talentId, after, by);
    return { jobId, talentId, step, before, after };
  });
}
