import { useCallback } from 'react';
import { addDoc, collection, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { z } from 'zod';
import { workHistoryEntry } from '@vuoro/domain';

/** A work history row (company, job, period, still-working flag, responsibilities). */
export const addWorkHistoryInput = workHistoryEntry;
export type AddWorkHistoryInput = z.input<typeof addWorkHistoryInput>;

/** Adds a row to `talents/{id}/workHistory`; empty optional values are left out. */
export async function addWorkHistory(db: Firestore, talentId: string, input: AddWorkHistoryInput): Promise<void> {
  const values = addWorkHistoryInput.parse(input);
  const row = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  await addDoc(collection(db, 'talents', talentId, 'workHistory'), row);
}

export function useAddWorkHistory(talentId: string) {
  const db = useFirestore();
  return useCallback((input: AddWorkHistoryInput) => addWorkHistory(db, talentId, input), [db, talentId]);
}
