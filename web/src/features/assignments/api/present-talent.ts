import { doc, type Firestore, type Transaction } from 'firebase/firestore';
import {
  idName,
  statusOnAssignment,
  type Assignment,
  type HiringChange,
  type HiringState,
  type IdName,
  type JobStatusEntry,
} from '@vuoro/domain';
import { stampFor, talentJobWrite, type Writer } from '@/lib/present-talent';

// The presenting write and its parts live in `@/lib/present-talent`, shared with the talents
// feature (present from the talent page and the list); the hiring steps here build on them.
export { readForChange, usePresentTalent, useWriter, type Writer } from '@/lib/present-talent';

export const presentTalentInput = idName;
export type PresentTalentInput = IdName;

/** A talent's hiring state on the job as stored now, or `null` when it is not presented there. */
export function hiringStateOf(job: Assignment, talentId: string, statuses: JobStatusEntry[]): HiringState | null {
  const presented = job.presentedTalents.find((p) => p.id === talentId);
  return presented ? { hiredStatus: presented.hiredStatus, statuses } : null;
}

/**
 * Writes a talent's new hiring state on a job inside `tx`: its hiring status among the job's
 * presented talents, its status list on the job and its own status.
 */
export function writeHiringState(
  db: Firestore,
  tx: Transaction,
  job: Assignment,
  talentId: string,
  state: HiringState,
  by: Writer,
): void {
  tx.update(doc(db, 'jobs', job.id), {
    presentedTalents: job.presentedTalents.map((p) => (p.id === talentId ? { ...p, hiredStatus: state.hiredStatus } : p)),
    ...stampFor(by),
  });
  tx.set(doc(db, 'talents', talentId, 'jobs', job.id), talentJobWrite(state.statuses, by));
  // The talent's own status follows, so its header and the talent list say what the assignment says.
  tx.update(doc(db, 'talents', talentId), { status: statusOnAssignment(state.hiredStatus) });
}

/** A hiring step taken on one talent, kept for its undo. */
export type TakenHiringStep = HiringChange & { jobId: string; talentId: string };
