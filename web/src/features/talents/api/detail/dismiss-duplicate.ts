import { useCallback } from 'react';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useEditor, type Editor } from './update-talent';

/** The recruiter decided the talent is not a duplicate: clears the `duplicate` flag. */
export async function dismissDuplicate(db: Firestore, id: string, by: Editor): Promise<void> {
  await updateDoc(doc(db, 'talents', id), {
    duplicate: false,
    updated: { date: serverTimestamp(), id: by.id, name: by.name },
  });
}

export function useDismissDuplicate(id: string) {
  const db = useFirestore();
  const editor = useEditor();
  return useCallback(
    () => (editor ? dismissDuplicate(db, id, editor) : Promise.reject(new Error('not signed in'))),
    [db, id, editor],
  );
}
