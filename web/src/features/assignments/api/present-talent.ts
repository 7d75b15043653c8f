import { useCallback } from 'react';
import { doc, runTransaction, type Firestore, type Transaction } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  idName,
  jobWriteStamp,
  present,
  statusOnAssignment,
  talentJob,
  type Assignment,
  type HiringChange,
  type HiringState,
  type IdName,
  type JobStatusEntry,
} from '@vuoro/domain';
import { useSession } from '@/lib/session';
import { parseAssignment } from './list-assignments';

export const presentTalentInput = idName;
export type PresentTalentInput = IdName;

export interface Writer {
  uid: string;
  name: string;
}

/**
 * Reads, inside a transaction, what a hiring change starts from: the job as stored now (not the
 * copy on screen, so two recruiters acting at once do not undo each other) and the talent's
 * status list on it (`talents/{id}/jobs/{jobId}`, empty when there is none).
 */
export async function readForChange(
  db: Firestore,
  tx: Transaction,
  jobId: string,
  talentId: string,
): Promise<{ job: Assignment; statuses: JobStatusEntry[] }> {
  const [jobSnap, statusSnap] = await Promise.all([
    tx.get(doc(db, 'jobs', jobId)),
    tx.get(doc(db, 'talents', talentId, 'jobs', jobId)),
  ]);
  const job = jobSnap.exists() ? parseAssignment(jobSnap.id, jobSnap.data()) : null;
  if (!job) throw new Error(`Assignment ${jobId} is missing or unreadable`);
  const statuses = statusSnap.exists() ? talentJob.parse({ ...statusSnap.data(), id: jobId }).statuses : [];
  return { job, statuses };
}

/** The job fields every hiring change writes besides the presented talents. */
export const stampFor = (by: Writer) => jobWriteStamp(by.uid);

/**
 * The talent's status list on a job as written by a recruiter: the list and who wrote it
 * (firestore.rules require `updatedBy` to be the caller; the talent's audit derives what was
 * done from the list itself).
 */
export const talentJobWrite = (statuses: readonly JobStatusEntry[], by: Pick<Writer, 'uid'>) => ({
  statuses,
  updatedBy: by.uid,
});

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

/**
 * Presents a talent on a job (spec section 4), in one transaction: the talent joins the job's
 * presented talents (no hiring status yet), a presented entry ends its status list on the job,
 * and its own status becomes 'presented'. A talent already presented is left as it is.
 */
export async function presentTalent(db: Firestore, jobId: string, talent: PresentTalentInput, by: Writer): Promise<void> {
  await runTransaction(db, async (tx) => {
    const { job, statuses } = await readForChange(db, tx, jobId, talent.id);
    if (job.presentedTalents.some((p) => p.id === talent.id)) return;
    const { list, talentStatus } = present(statuses, { date: new Date(), by: { id: by.uid, name: by.name } });
    tx.update(doc(db, 'jobs', jobId), {
      presentedTalents: [...job.presentedTalents, { id: talent.id, name: talent.name, hiredStatus: null }],
      ...stampFor(by),
    });
    tx.set(doc(db, 'talents', talent.id, 'jobs', jobId), talentJobWrite(list, by));
    tx.update(doc(db, 'talents', talent.id), { status: talentStatus });
  });
}

/** Who is writing, as the job stamps and status entries record it. */
export function useWriter(): Writer | null {
  const { user } = useSession();
  return user ? { uid: user.uid, name: user.displayName || user.email || user.uid } : null;
}

export function usePresentTalent(): (jobId: string, talent: PresentTalentInput) => Promise<void> {
  const db = useFirestore();
  const writer = useWriter();
  return useCallback(
    (jobId, talent) => (writer ? presentTalent(db, jobId, talent, writer) : Promise.reject(new Error('Not signed in'))),
    [db, writer],
  );
}
