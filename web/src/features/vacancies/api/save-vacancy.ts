import { useCallback } from 'react';
import { collection, doc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { vacancyWrite, type VacancyWrite } from '@vuoro/domain';

export const saveVacancyInput = vacancyWrite;
export type SaveVacancyInput = VacancyWrite;

const withoutEmpty = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/**
 * Creates (no `id`) or replaces a vacancy (admins). The whole document is written, so a field
 * the recruiter emptied is removed; `u` is the server's time.
 */
export async function saveVacancy(db: Firestore, input: SaveVacancyInput, id?: string): Promise<string> {
  const data = { ...withoutEmpty(saveVacancyInput.parse(input)), u: serverTimestamp() };
  const ref = id ? doc(db, 'vacancies', id) : doc(collection(db, 'vacancies'));
  await setDoc(ref, data);
  return ref.id;
}

/** Publishes or unpublishes a vacancy: visitors see it only while `p` is true. */
export async function setVacancyPublished(db: Firestore, id: string, published: boolean): Promise<void> {
  await updateDoc(doc(db, 'vacancies', id), { p: published, u: serverTimestamp() });
}

export function useSaveVacancy() {
  const db = useFirestore();
  return {
    save: useCallback((input: SaveVacancyInput, id?: string) => saveVacancy(db, input, id), [db]),
    setPublished: useCallback((id: string, published: boolean) => setVacancyPublished(db, id, published), [db]),
  };
}
