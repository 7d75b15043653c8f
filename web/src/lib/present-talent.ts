import { useCallback } from 'react';
import { doc, runTransaction, type Firestore, type Transaction } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { assignment, jobWriteStamp, present, talentJob, type Assignment, type IdName, type JobStatusEntry } from '@vuoro/domain';
import { useSession } from './session';

/**
 * Presenting a talent on an assignment (spec section 4), the one write every screen uses: the
 * assignment's talent picker, the talent page's header and the talent list's rows (issue 27
 * item 2). It lives here, below the features, so that both the assignments and the talents
 * feature call the same code path.
 */

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
  const parsed = jobSnap.exists() ? assignment.safeParse({ ...jobSnap.data(), id: jobSnap.id }) : null;
  if (!parsed?.success) throw new Error(`Assignment ${jobId} is missing or unreadable`);
  const statuses = statusSnap.exists() ? talentJob.parse({ ...statusSnap.data(), id: jobId }).statuses : [];
  return { job: parsed.data, statuses };
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

/**
 * Presents a talent on a job, in one transaction: the talent joins the job's presented talents
 * (no hiring status yet), a presented entry ends its status list on the job, and its own status
 * becomes 'presented'. A talent already presented is left as it is: false, else true.
 */
export async function presentTalent(db: Firestore, jobId: string, talent: IdName, by: Writer): Promise<boolean> {
  return runTransaction(db, async (tx) => {
    const { job, statuses } = await readForChange(db, tx, jobId, talent.id);
    if (job.presentedTalents.some((p) => p.id === talent.id)) return false;
    const { list, talentStatus } = present(statuses, { date: new Date(), by: { id: by.uid, name: by.name } });
    tx.update(doc(db, 'jobs', jobId), {
      presentedTalents: [...job.presentedTalents, { id: talent.id, name: talent.name, hiredStatus: null }],
      ...stampFor(by),
    });
    tx.set(doc(db, 'talents', talent.id, 'jobs', jobId), talentJobWrite(list, by));
    tx.update(doc(db, 'talents', talent.id), { status: talentStatus });
    return true;
  });
}

/** How presenting several talents on one job ended (issue 27 item 3), each counted once. */
export interface PresentManyResult {
  presented: number;
  already: number;
  failed: number;
}

/**
 * Presents each of `talents` on the job, one after another through `presentTalent` (each its own
 * transaction on the same job document, so they never contend with each other); one that fails
 * is counted and the rest still go.
 */
export async function presentTalents(
  present: (talent: IdName) => Promise<boolean>,
  talents: readonly IdName[],
): Promise<PresentManyResult> {
  const result: PresentManyResult = { presented: 0, already: 0, failed: 0 };
  for (const talent of talents) {
    try {
      if (await present(talent)) result.presented += 1;
      else result.already += 1;
    } catch (error) {
      console.warn('vuoro: presenting a talent failed', error);
      result.failed += 1;
    }
  }
  return result;
}

/** Who is writing, as the job stamps and status entries record it. */
export function useWriter(): Writer | null {
  const { user } = useSession();
  return user ? { uid: user.uid, name: user.displayName || user.email || user.uid } : null;
}

/** Presents `talent` on the job `jobId` as the signed-in recruiter. */
export function usePresentTalent(): (jobId: string, talent: IdName) => Promise<boolean> {
  const db = useFirestore();
  const writer = useWriter();
  return useCallback(
    (jobId, talent) => (writer ? presentTalent(db, jobId, talent, writer) : Promise.reject(new Error('Not signed in'))),
    [db, writer],
  );
}
