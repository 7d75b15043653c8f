import { useCallback } from 'react';
import { collection, doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { ASSIGNMENT_REQUESTS } from '@vuoro/domain';
import { useSession } from '@/lib/session';
import type { AssignmentFields } from '../model';

export interface SaveAssignmentInput {
  /** `null` creates a new job. */
  id: string | null;
  /** Already parsed with the domain `assignment` schema (see `fromForm`). */
  fields: AssignmentFields;
  /**
   * A new job's first job comment (revision 1); `null` for an existing job, whose shared note is
   * saved on its own (save-job-comment.ts), never over another recruiter's newer version.
   */
  jobComment: { comment: string | null; status: string | null } | null;
  /** The writer: firestore.rules require `updatedBy` to be the caller; the stamps keep the same id. */
  uid: string;
  /** A new job made from an employer's request: the same batch marks the request converted to it. */
  fromRequest?: string | null;
}

/**
 * Writes the job's editable fields (and a new job's first job comment, `comments/{jobId}`) in one
 * batch. An update merges, so the presented and presentable talents another recruiter changes
 * meanwhile stay as they are. Returns the job id.
 */
export async function saveAssignment(
  db: Firestore,
  { id, fields, jobComment, uid, fromRequest }: SaveAssignmentInput,
): Promise<string> {
  const now = new Date();
  const ref = id ? doc(db, 'jobs', id) : doc(collection(db, 'jobs'));
  const stamp = { date: now, id: uid };
  const batch = writeBatch(db);
  if (id) {
    batch.set(ref, { ...fields, updated: stamp, updatedBy: uid }, { merge: true });
  } else {
    batch.set(ref, { ...fields, presentedTalents: [], presentableTalents: [], created: stamp, updated: stamp, updatedBy: uid });
    if (fromRequest) {
      batch.update(doc(db, ASSIGNMENT_REQUESTS, fromRequest), {
        status: 'converted',
        convertedJobId: ref.id,
        handledBy: uid,
        handledAt: serverTimestamp(),
      });
    }
  }
  if (!id && jobComment && (jobComment.comment || jobComment.status)) {
    batch.set(doc(db, 'comments', ref.id), {
      comment: jobComment.comment,
      status: jobComment.status,
      // The writer's name is filled from Auth by a function; the rules refuse one from the client.
      updated: { date: serverTimestamp(), id: uid },
      revision: 1,
    });
  }
  await batch.commit();
  return ref.id;
}

export function useSaveAssignment(): (input: Omit<SaveAssignmentInput, 'uid'>) => Promise<string> {
  const db = useFirestore();
  const { user } = useSession();
  return useCallback(
    (input) => {
      if (!user) return Promise.reject(new Error('Not signed in'));
      return saveAssignment(db, { ...input, uid: user.uid });
    },
    [db, user],
  );
}
