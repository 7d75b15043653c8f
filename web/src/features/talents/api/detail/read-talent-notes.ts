import { useMemo } from 'react';
import { collection, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { TALENT_NOTES, talentNote, type TalentNote } from '@vuoro/domain';
import { parseDocs, useLiveQuery, type Live } from '@/lib/reads';

/**
 * The talent's recruiter notes, newest first, live: one indexed query (`talentId`, `created.date`
 * descending; firestore.indexes.json). A note this client just added shows at once, before the
 * server stamped its time: until then it sorts as now.
 */
export function useTalentNotes(talentId: string): Live<TalentNote[]> {
  const db = useFirestore();
  const q = useMemo(
    () => query(collection(db, TALENT_NOTES), where('talentId', '==', talentId), orderBy('created.date', 'desc')),
    [db, talentId],
  );
  return useLiveQuery(`${TALENT_NOTES}:${talentId}`, q, (snap) =>
    parseDocs(snap, (raw) => talentNote.safeParse(raw).data ?? null, { serverTimestamps: 'estimate' }),
  );
}
