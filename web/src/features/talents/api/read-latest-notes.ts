import { useMemo } from 'react';
import { collection } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { latestNote, TALENT_NOTES, talentNote, type TalentNote } from '@vuoro/domain';
import { parseDocs, useLiveQuery } from '@/lib/reads';

/** A talent's newest recruiter note and how many it has. */
export interface NoteSummary {
  latest: TalentNote;
  count: number;
}

const none: ReadonlyMap<string, NoteSummary> = new Map();

/**
 * Every talent's newest recruiter note, live, for the talent list's latest-comment column (spec:
 * the list "loads all talents, job names and comments"): the notes, grouped by talent.
 */
export function useLatestNotes(): ReadonlyMap<string, NoteSummary> {
  const db = useFirestore();
  const q = useMemo(() => collection(db, TALENT_NOTES), [db]);
  const { data } = useLiveQuery(TALENT_NOTES, q, (snap) => {
    const byTalent = new Map<string, TalentNote[]>();
    for (const n of parseDocs(snap, (raw) => talentNote.safeParse(raw).data ?? null, { serverTimestamps: 'estimate' })) {
      const own = byTalent.get(n.talentId);
      if (own) own.push(n);
      else byTalent.set(n.talentId, [n]);
    }
    const out = new Map<string, NoteSummary>();
    for (const [id, notes] of byTalent) {
      const { latest, count } = latestNote(notes);
      if (latest) out.set(id, { latest, count });
    }
    return out;
  });
  return data ?? none;
}
