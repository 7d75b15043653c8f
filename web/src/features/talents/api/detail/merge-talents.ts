import { useCallback } from 'react';
import {
  collection,
  doc,
  serverTimestamp,
  writeBatch,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import {
  assignmentNaming,
  docId,
  jobWriteStamp,
  MERGED_SUBCOLLECTIONS,
  planTalentMerge,
  talentJob,
  type MergeAssignment,
  type MergeProfile,
  type StoredRecord,
  type TalentMergePlan,
} from '@vuoro/domain';
import { readDoc, readDocs } from '@/lib/reads';
import { useEditor, type Editor } from './update-talent';

/** Which profile stays (`keepId`) and which is merged into it and deleted (`mergeId`). */
export const mergeTalentsInput = z
  .object({ keepId: docId, mergeId: docId })
  .refine((v) => v.keepId !== v.mergeId, { error: 'validation:invalidValue', path: ['mergeId'] });
export type MergeTalentsInput = z.infer<typeof mergeTalentsInput>;

/** Writes per batch: Firestore allows 500; a margin for the stamp fields. */
const BATCH_LIMIT = 450;

async function readProfile(db: Firestore, id: string): Promise<MergeProfile> {
  const snap = await readDoc(doc(db, 'talents', id));
  if (!snap.exists()) throw new Error(`talent ${id} not found`);
  const records = {} as Record<(typeof MERGED_SUBCOLLECTIONS)[number], StoredRecord[]>;
  await Promise.all(
    MERGED_SUBCOLLECTIONS.map(async (kind) => {
      const docs = await readDocs(collection(db, 'talents', id, kind));
      records[kind] = docs.docs.map((d) => ({ id: d.id, data: d.data() }));
    }),
  );
  const jobs = await readDocs(collection(db, 'talents', id, 'jobs'));
  return {
    id,
    talent: snap.data(),
    records,
    jobs: jobs.docs.flatMap((d) => {
      const parsed = talentJob.safeParse({ ...d.data(), id: d.id });
      if (!parsed.success) console.warn(`vuoro: merge skips malformed status list ${d.ref.path}`);
      return parsed.success ? [{ id: d.id, statuses: parsed.data.statuses.map((s) => ({ ...s })) }] : [];
    }),
  };
}

/**
 * The assignments naming a talent. `presentedTalents`/`presentableTalents` hold {id, name}
 * objects, which Firestore cannot query by id, so every assignment is read (an agency has
 * hundreds, not millions; admins read them all).
 */
async function readAssignments(db: Firestore, talentId: string): Promise<MergeAssignment[]> {
  const snap = await readDocs(collection(db, 'jobs'));
  return snap.docs.flatMap((d) => assignmentNaming(talentId, d.id, d.data()) ?? []);
}

type Write = (batch: WriteBatch) => void;

/** Runs the writes in batches of at most `BATCH_LIMIT`, in order, one batch after the other. */
async function commitInChunks(db: Firestore, writes: Write[]): Promise<void> {
  for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
    const batch = writeBatch(db);
    for (const write of writes.slice(i, i + BATCH_LIMIT)) write(batch);
    await batch.commit();
  }
}

/**
 * Executes a merge plan in the order that never loses data: first everything is copied to the
 * kept profile (its fields, records, per-job status lists) and the assignments are rewritten;
 * then the merged profile's records are deleted; the merged talent document goes last (its card
 * goes with it through the existing trigger). Copies are plain sets, so a merge interrupted
 * part-way can be run again.
 */
export async function executeTalentMerge(db: Firestore, plan: TalentMergePlan, by: Editor): Promise<void> {
  const kept = (kind: string, id: string): DocumentReference => doc(db, 'talents', plan.keptId, kind, id);
  const copies: Write[] = [
    (b) =>
      b.update(doc(db, 'talents', plan.keptId), {
        ...plan.talentUpdate,
        updated: { date: serverTimestamp(), id: by.id, name: by.name },
      }),
    ...plan.recordWrites.map(
      (r): Write =>
        (b) =>
          b.set(kept(r.kind, r.id), r.data),
    ),
    ...plan.jobWrites.map(
      (j): Write =>
        (b) =>
          b.set(kept('jobs', j.id), { statuses: j.statuses, updatedBy: by.id }),
    ),
    ...plan.assignmentWrites.map(
      (a): Write =>
        (b) =>
          b.update(doc(db, 'jobs', a.id), {
            presentedTalents: a.presentedTalents,
            presentableTalents: a.presentableTalents,
            ...jobWriteStamp(by.id),
          }),
    ),
  ];
  await commitInChunks(db, copies);
  await commitInChunks(
    db,
    plan.deletes.map(
      (d): Write =>
        (b) =>
          b.delete(doc(db, 'talents', plan.mergedId, d.kind, d.id)),
    ),
  );
  const last = writeBatch(db);
  last.delete(doc(db, 'talents', plan.mergedId));
  await last.commit();
}

/** Reads both profiles and the assignments naming the merged one, plans and executes the merge. */
export async function mergeTalents(db: Firestore, input: MergeTalentsInput, by: Editor): Promise<void> {
  const { keepId, mergeId } = mergeTalentsInput.parse(input);
  const [keep, merge, assignments] = await Promise.all([
    readProfile(db, keepId),
    readProfile(db, mergeId),
    readAssignments(db, mergeId),
  ]);
  await executeTalentMerge(db, planTalentMerge(keep, merge, assignments), by);
}

export function useMergeTalents() {
  const db = useFirestore();
  const editor = useEditor();
  return useCallback(
    (input: MergeTalentsInput) => (editor ? mergeTalents(db, input, editor) : Promise.reject(new Error('not signed in'))),
    [db, editor],
  );
}
