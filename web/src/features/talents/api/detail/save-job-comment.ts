import { useCallback } from 'react';
import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import { comment, docId } from '@vuoro/domain';

/** The comment statuses offered (the stored status is a short code; others are shown as stored). */
export const COMMENT_STATUSES = ['open', 'done'] as const;

/** A job's comment: stored at `comments/{jobId}` with its status and the time of the change. */
export const saveJobCommentInput = z.object({
  jobId: docId,
  comment: comment.shape.comment,
  status: comment.shape.status,
});
export type SaveJobCommentInput = z.infer<typeof saveJobCommentInput>;

export async function saveJobComment(db: Firestore, input: SaveJobCommentInput): Promise<void> {
  const { jobId, ...values } = saveJobCommentInput.parse(input);
  await setDoc(doc(db, 'comments', jobId), {
    comment: values.comment || null,
    status: values.status || null,
    updated: serverTimestamp(),
  });
}

export function useSaveJobComment() {
  const db = useFirestore();
  return useCallback((input: SaveJobCommentInput) => saveJobComment(db, input), [db]);
}
