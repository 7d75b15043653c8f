import { useMemo } from 'react';
import { collection, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { cardInterest } from '@vuoro/domain';
import { useLiveQuery } from '@/lib/reads';

/** A customer's "Interested" on a talent's card: who (the link's recipient), when, and the message. */
export interface InterestMarkSeen {
  shareId: string;
  recipient: string;
  at: Date;
  message: string | null;
}

/**
 * The customers' marks on the shortlists made from an assignment, by talent id, newest first,
 * live (admins and my read the links; the marks come with them as each link's `interest`).
 */
export function useAssignmentInterest(assignmentId: string): Map<string, InterestMarkSeen[]> {
  const db = useFirestore();
  const q = useMemo(
    () => query(collection(db, 'talentCardShares'), where('assignmentId', '==', assignmentId)),
    [db, assignmentId],
  );
  const { data } = useLiveQuery(`talentCardShares:assignment:${assignmentId}`, q, (snap) => {
    const byTalent = new Map<string, InterestMarkSeen[]>();
    for (const d of snap.docs) {
      const recipient = d.get('recipient');
      if (typeof recipient !== 'string') continue;
      for (const [talentId, mark] of Object.entries(cardInterest.parse(d.get('interest')))) {
        byTalent.set(talentId, [...(byTalent.get(talentId) ?? []), { shareId: d.id, recipient, ...mark }]);
      }
    }
    for (const marks of byTalent.values()) marks.sort((a, b) => b.at.getTime() - a.at.getTime());
    return byTalent;
  });
  return data ?? new Map();
}
