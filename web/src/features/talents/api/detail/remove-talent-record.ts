import { useCallback } from 'react';
import { deleteDoc, doc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import { docId } from '@vuoro/domain';

/** A row of the talent's editable lists: work history, education, reference or texts in another language. */
export const removeTalentRecordInput = z.object({
  kind: z.enum(['workHistory', 'educations', 'workReferences', 'i18n']),
  id: docId,
});
export type RemoveTalentRecordInput = z.infer<typeof removeTalentRecordInput>;

export async function removeTalentRecord(db: Firestore, talentId: string, input: RemoveTalentRecordInput): Promise<void> {
  const { kind, id } = removeTalentRecordInput.parse(input);
  await deleteDoc(doc(db, 'talents', talentId, kind, id));
}

export function useRemoveTalentRecord(talentId: string) {
  const db = useFirestore();
  return useCallback((input: RemoveTalentRecordInput) => removeTalentRecord(db, talentId, input), [db, talentId]);
}
