import { useMemo } from 'react';
import { collection } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { talentRecordSchemas, type TalentRecord, type TalentRecordKind } from '@vuoro/domain';
import { parseDocs, useLiveQuery, type Live } from '@/lib/reads';

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
