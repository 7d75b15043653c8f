import { useMemo } from 'react';
import { collection } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { z } from 'zod';
import { talentEducation, talentI18n, talentJob, talentWorkHistory, talentWorkReference, talentSickLeave } from '@vuoro/domain';
import { parseDocs, useLiveQuery, type Live } from '@/lib/reads';

/** The subcollections of `talents/{id}` the detail shows, each with its stored shape. */
export const talentRecordSchemas = {
  workHistory: talentWorkHistory,
  workReferences: talentWorkReference,
  educations: talentEducation,
  i18n: talentI18n,
  jobs: talentJob,
  sickLeaves: talentSickLeave,
} as const;
export type TalentRecordKind = keyof typeof talentRecordSchemas;
export type TalentRecord<K extends TalentRecordKind> = z.infer<(typeof talentRecordSchemas)[K]>;

/** `talents/{id}/{kind}`, live (admin and my read them all; see firestore.rules). */
export function useTalentRecords<K extends TalentRecordKind>(id: string | null, kind: K): Live<TalentRecord<K>[]> {
  const db = useFirestore();
  const query = useMemo(() => (id ? collection(db, 'talents', id, kind) : null), [db, id, kind]);
  return useLiveQuery(id ? `talents/${id}/${kind}` : null, query, (snap) =>
    parseDocs(snap, (raw) => {
      const parsed = talentRecordSchemas[kind].safeParse(raw);
      return parsed.success ? (parsed.data as TalentRecord<K>) : null;
    }),
  );
}
