import { useCallback } from 'react';
import { collection, deleteDoc, doc, writeBatch, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { readDocs } from '@/lib/reads';

/** Firestore's limit of writes in one batch. */
const BATCH = 500;

/**
 * Deletes a vacancy and the job interests sent to it (admins): a deleted vacancy leaves no
 * personal data behind under its path. Interests go first, in batches; the vacancy last, so a
 * failure half-way leaves the vacancy to delete again.
 */
export async function deleteVacancy(db: Firestore, id: string): Promise<void> {
  const interests = await readDocs(collection(db, 'vacancies', id, 'interests'));
  for (let i = 0; i < interests.docs.length; i += BATCH) {
    const batch = writeBatch(db);
    for (const d of interests.docs.slice(i, i + BATCH)) batch.delete(d.ref);
    await batch.commit();
  }
  await deleteDoc(doc(db, 'vacancies', id));
}

export function useDeleteVacancy() {
  const db = useFirestore();
  return useCallback((id: string) => deleteVacancy(db, id), [db]);
}
