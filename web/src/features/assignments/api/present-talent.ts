import { useCallback } from 'react';
import { doc, getDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { idName, present, talentJob, type Assignment, type IdName } from '@vuoro/domain';
import { useSession } from '@/lib/session';

export const presentTalentInput = idName;
export type PresentTalentInput = IdName;

export interface Writer {
  uid: string;
  name: string;
}

/** The talent's status list on the job (`talents/{id}/jobs/{jobId}`), empty when there is none. */
export async function readJobStatuses(db: Firestore, talentId: string, jobId: string) {
  const snap = await getDoc(doc(db, 'talents', talentId, 'jobs', jobId));
  return snap.exists() ? talentJob.parse({ ...snap.data(), id: jobId }).statuses : [];
}

/**
 * Presents a talent on a job (spec section 4), in one batch: the talent joins the job's presented
 * talents (no hiring status yet), a presented entry ends its status list on the job, and its own
 * status becomes 'presented'. A talent already presented is left as it is.
 */
export async function presentTalent(db: Firestore, job: Assignment, talent: PresentTalentInput, by: Writer): Promise<void> {
  if (job.presentedTalents.some((p) => p.id === talent.id)) return;
  const statuses = await readJobStatuses(db, talent.id, job.id);
  const { list, talentStatus } = present(statuses, { date: new Date(), by: { id: by.uid, name: by.name } });
  const batch = writeBatch(db);
  batch.update(doc(db, 'jobs', job.id), {
    presentedTalents: [...job.presentedTalents, { id: talent.id, name: talent.name, hiredStatus: null }],
    updated: { date: new Date(), id: by.uid },
    updatedBy: by.uid,
  });
  batch.set(doc(db, 'talents', talent.id, 'jobs', job.id), { statuses: list });
  batch.update(doc(db, 'talents', talent.id), { status: talentStatus });
  await batch.commit();
}

/** Who is writing, as the job stamps and status entries record it. */
export function useWriter(): Writer | null {
  const { user } = useSession();
  return user ? { uid: user.uid, name: user.displayName || user.email || user.uid } : null;
}

export function usePresentTalent(): (job: Assignment, talent: PresentTalentInput) => Promise<void> {
  const db = useFirestore();
  const writer = useWriter();
  return useCallback(
    (job, talent) => (writer ? presentTalent(db, job, talent, writer) : Promise.reject(new Error('Not signed in'))),
    [db, writer],
  );
}
