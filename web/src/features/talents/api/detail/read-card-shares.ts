import { useMemo } from 'react';
import { collection, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import { cardInterest, firestoreDate, optionalFirestoreDate, optionalText, requiredText } from '@vuoro/domain';
import { parseDocs, useLiveQuery, type Live } from '@/lib/reads';

/** What the talent page's activity shows of a link to the talent's card (`talentCardShares`). */
export const cardShareActivity = z.object({
  id: z.string(),
  recipient: requiredText(200),
  createdByName: optionalText(),
  created: firestoreDate,
  expiresAt: firestoreDate,
  revokedAt: optionalFirestoreDate,
  /** The customer's "Interested" marks on the link, by talent id (item 27.8). */
  interest: cardInterest.optional(),
});
export type CardShareActivity = z.infer<typeof cardShareActivity>;

/** The links made to this talent's card (alone or with others), live; admins and my read them. */
export function useCardShares(talentId: string): Live<CardShareActivity[]> {
  const db = useFirestore();
  const q = useMemo(
    () => query(collection(db, 'talentCardShares'), where('talentIds', 'array-contains', talentId)),
    [db, talentId],
  );
  return useLiveQuery(`talentCardShares:${talentId}:activity`, q, (snap) =>
    parseDocs(snap, (raw) => cardShareActivity.safeParse(raw).data ?? null),
  );
}
