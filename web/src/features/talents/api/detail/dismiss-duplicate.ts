import { useCallback } from 'react';
import { doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { REGISTRATION_DUPLICATE_REPORTS } from '@vuoro/domain';
import { useEditor, type Editor } from './update-talent';

/**
 * The recruiter decided the talent is not a duplicate: clears the `duplicate` flag and dismisses
 * the open registration duplicate reports naming the talent's email (`reportIds`), in one batch.
 */
export async function dismissDuplicate(db: Firestore, id: string, reportIds: readonly string[], by: Editor): Promise<void> {
  const batch = writeBatch(db);
  batch.update(doc(db, 'talents', id), {
    duplicate: false,
    updated: { date: serverTimestamp(), id: by.id, name: by.name },
  });
  for (const reportId of reportIds) {
    batch.update(doc(db, REGISTRATION_DUPLICATE_REPORTS, reportId), {
      status: 'dismissed',
      handledBy: by.id,
      handledAt: serverTimestamp(),
    });
  }
  await batch.commit();
}

export function useDismissDuplicate(id: string, reportIds: readonly string[]) {
  const db = useFirestore();
  const editor = useEditor();
  return useCallback(
    () => (editor ? dismissDuplicate(db, id, reportIds, editor) : Promise.reject(new Error('not signed in'))),
    [db, id, reportIds, editor],
  );
}
