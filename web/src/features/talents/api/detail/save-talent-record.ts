import { useCallback } from 'react';
import { collection, doc, setDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import { docId, educationBlock, talentI18n, workHistoryEntry, workReference } from '@vuoro/domain';

/**
 * The rules of each editable record list of a talent: work history, education, references
 * (name and at least an email or a phone) and the profile texts in another language (the
 * document id is the language).
 */
export const talentRecordRules = {
  workHistory: workHistoryEntry,
  educations: educationBlock,
  workReferences: workReference,
  i18n: talentI18n.omit({ id: true }),
} as const;
export type EditableRecordKind = keyof typeof talentRecordRules;

export const saveTalentRecordInput = z.object({
  kind: z.enum(['workHistory', 'educations', 'workReferences', 'i18n']),
  /** Absent: a new record (a new id; for `i18n` the language is the id and must be given). */
  id: docId.optional(),
  values: z.record(z.string(), z.unknown()),
});
export type SaveTalentRecordInput = z.infer<typeof saveTalentRecordInput>;

/**
 * Adds or replaces one record of `talents/{id}/{kind}` after checking it with its rules; empty
 * optional values are left out, so a cleared field is gone from the stored record.
 */
export async function saveTalentRecord(db: Firestore, talentId: string, input: SaveTalentRecordInput): Promise<void> {
  const { kind, id, values } = saveTalentRecordInput.parse(input);
  const parsed = talentRecordRules[kind].parse(values) as Record<string, unknown>;
  const row = Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  const ref = id ? doc(db, 'talents', talentId, kind, id) : doc(collection(db, 'talents', talentId, kind));
  await setDoc(ref, row);
}

export function useSaveTalentRecord(talentId: string) {
  const db = useFirestore();
  return useCallback((input: SaveTalentRecordInput) => saveTalentRecord(db, talentId, input), [db, talentId]);
}
