import { useCallback } from 'react';
import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import { comment, docId, jobComment, type JobComment } from '@vuoro/domain';
import { useSession } from '@/lib/session';

/** The job comment as typed, and the revision of the stored version the editor showed when typing began. */
export const saveJobCommentInput = z.object({
  jobId: docId,
  comment: comment.shape.comment,
  status: comment.shape.status,
  /** 0 when the editor showed no comment (or one from before revisions). */
  loadedRevision: z.number().int().min(0),
});
export type SaveJobCommentInput = z.infer<typeof saveJobCommentInput>;

/** Saved; or refused because someone saved another version meanwhile, which is `current`. */
export type SaveJobCommentResult = { status: 'saved' } | { status: 'conflict'; current: JobComment | null };

/**
 * Saves the assignment's shared note (`comments/{jobId}`) in a transaction that first compares
 * the stored revision with the one the editor loaded: on a mismatch nothing is written and the
 * stored version comes back, so the writer sees the other text and decides (saving again with
 * that version's revision writes over it). firestore.rules also require revision + 1 and the
 * writer's own id in `updated`, so no client can skip the check; the writer's name is filled from
 * Auth by a function (the rules refuse a name from the client).
 */
export async function saveJobComment(
  db: Firestore,
  writer: { id: string },
  input: SaveJobCommentInput,
): Promise<SaveJobCommentResult> {
  const { jobId, loadedRevision, ...values } = saveJobCommentInput.parse(input);
  const ref = doc(db, 'comments', jobId);
  return runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    const stored = snap.exists() ? jobComment.parse({ ...snap.data(), id: snap.id }) : null;
    const revision = stored?.revision ?? 0;
    if (revision !== loadedRevision) return { status: 'conflict', current: stored };
    tx.set(ref, {
      comment: values.comment || null,
      status: values.status || null,
      updated: { date: serverTimestamp(), id: writer.id },
      revision: revision + 1,
    });
    return { status: 'saved' };
  });
}

export function useSaveJobComment(): (input: SaveJobCommentInput) => Promise<SaveJobCommentResult> {
  const db = useFirestore();
  const { user } = useSession();
  return useCallback(
    (input) => {
      if (!user) return Promise.reject(new Error('Not signed in'));
      return saveJobComment(db, { id: user.uid }, input);
    },
    [db, user],
  );
}
