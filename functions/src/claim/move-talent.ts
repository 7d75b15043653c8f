import type { DocumentReference, Firestore, WriteBatch } from 'firebase-admin/firestore';
import {
  assignmentNaming,
  jobWriteStamp,
  MERGED_SUBCOLLECTIONS,
  planTalentMerge,
  talentJob,
  type MergeAssignment,
  type MergeProfile,
  type StoredRecord,
  type TalentMergePlan,
} from '@vuoro/domain';
import { log } from '../lib/log';

/**
 * A talent profile moved into another one with the Admin SDK: the same plan the recruiter's merge
 * on the talent page executes (`planTalentMerge`, domain/src/states/talent-merge.ts), here for a
 * claimed hand-added profile moving to `talents/{uid}`. The kept profile may not exist yet: it is
 * then planned as empty, so every field, record and status list of the moved one is copied.
 */

/** Writes per batch: Firestore allows 500. */
const BATCH_LIMIT = 450;

async function readProfile(db: Firestore, id: string): Promise<MergeProfile & { exists: boolean }> {
  const ref = db.collection('talents').doc(id);
  const [snap, jobs, ...kinds] = await Promise.all([
    ref.get(),
    ref.collection('jobs').get(),
    ...MERGED_SUBCOLLECTIONS.map((kind) => ref.collection(kind).get()),
  ]);
  const records = Object.fromEntries(
    MERGED_SUBCOLLECTIONS.map((kind, i) => [kind, kinds[i]!.docs.map((d): StoredRecord => ({ id: d.id, data: d.data() }))]),
  ) as MergeProfile['records'];
  return {
    id,
    exists: snap.exists,
    talent: snap.data() ?? {},
    records,
    jobs: jobs.docs.flatMap((d) => {
      const parsed = talentJob.safeParse({ ...d.data(), id: d.id });
      if (!parsed.success) log.warn('move skips a malformed status list', { path: d.ref.path });
      return parsed.success ? [{ id: d.id, statuses: parsed.data.statuses.map((s) => ({ ...s })) }] : [];
    }),
  };
}

/** The assignments naming a talent (their lists cannot be queried by id: every one is read). */
async function readAssignments(db: Firestore, talentId: string): Promise<MergeAssignment[]> {
  const snap = await db.collection('jobs').get();
  return snap.docs.flatMap((d) => assignmentNaming(talentId, d.id, d.data()) ?? []);
}

type Write = (batch: WriteBatch) => void;

async function commitInChunks(db: Firestore, writes: Write[]): Promise<void> {
  for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const write of writes.slice(i, i + BATCH_LIMIT)) write(batch);
    await batch.commit();
  }
}

/**
 * Copies first (fields, records, status lists, assignments' talent lists), then deletes the moved
 * profile's records and last the moved profile itself, so an interrupted move loses nothing and can
 * run again. The recruiters' notes (`talentNotes`, keyed by `talentId`) are re-pointed too.
 */
async function executeMove(db: Firestore, plan: TalentMergePlan, by: string): Promise<void> {
  const kept = (kind: string, id: string): DocumentReference =>
    db.collection('talents').doc(plan.keptId).collection(kind).doc(id);
  const notes = await db.collection('talentNotes').where('talentId', '==', plan.mergedId).get();
  await commitInChunks(db, [
    (b) => b.set(db.collection('talents').doc(plan.keptId), plan.talentUpdate, { merge: true }),
    ...plan.recordWrites.map(
      (r): Write =>
        (b) =>
          b.set(kept(r.kind, r.id), r.data),
    ),
    ...plan.jobWrites.map(
      (j): Write =>
        (b) =>
          b.set(kept('jobs', j.id), { statuses: j.statuses, updatedBy: by }),
    ),
    ...plan.assignmentWrites.map(
      (a): Write =>
        (b) =>
          b.update(db.collection('jobs').doc(a.id), {
            presentedTalents: a.presentedTalents,
            presentableTalents: a.presentableTalents,
            ...jobWriteStamp(by),
          }),
    ),
    ...notes.docs.map(
      (n): Write =>
        (b) =>
          b.update(n.ref, { talentId: plan.keptId }),
    ),
  ]);
  const moved = db.collection('talents').doc(plan.mergedId);
  await commitInChunks(
    db,
    plan.deletes.map(
      (d): Write =>
        (b) =>
          b.delete(moved.collection(d.kind).doc(d.id)),
    ),
  );
  await moved.delete();
}

/**
 * Moves `talents/{fromId}` with its records into `talents/{toId}` (created when absent, merged
 * into when present) and deletes it. Answers false when there was nothing to move.
 */
export async function moveTalent(db: Firestore, fromId: string, toId: string, by: string): Promise<boolean> {
  const [from, to, assignments] = await Promise.all([
    readProfile(db, fromId),
    readProfile(db, toId),
    readAssignments(db, fromId),
  ]);
  if (!from.exists) return false;
  const plan = planTalentMerge(to, from, assignments);
  if (!to.exists) {
    // The new profile's name is the moved one's: the assignments list the person by it.
    const name = [from.talent.firstName, from.talent.lastName].filter((p) => typeof p === 'string' && p).join(' ');
    for (const a of plan.assignmentWrites) {
      for (const t of [...a.presentedTalents, ...a.presentableTalents]) if (t.id === toId && name) t.name = name;
    }
  }
  await executeMove(db, plan, by);
  return true;
}
