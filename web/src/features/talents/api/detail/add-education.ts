import { useCallback } from 'react';
import { addDoc, collection, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { z } from 'zod';
import { educationBlock } from '@vuoro/domain';

/** An education row (institution, country/city, faculty/specialty, graduation year). */
export const addEducationInput = educationBlock;
export type AddEducationInput = z.input<typeof addEducationInput>;

/** Adds a row to `talents/{id}/educations`; empty optional values are left out. */
export async function addEducation(db: Firestore, talentId: string, input: AddEducationInput): Promise<void> {
  const values = addEducationInput.parse(input);
  const row = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  await addDoc(collection(db, 'talents', talentId, 'educations'), row);
}

export function useAddEducation(talentId: string) {
  const db = useFirestore();
  return useCallback((input: AddEducationInput) => addEducation(db, talentId, input), [db, talentId]);
}
