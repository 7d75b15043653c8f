import { useMemo } from 'react';
import { collection, query, where, type Timestamp } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { shareState } from '@vuoro/domain';
import { useLiveQuery } from '@/lib/reads';

/** A card link as the share panel lists it. */
export interface ListedShare {
  id: string;
  recipient: string;
  createdByName: string | null;
  created: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  state: 'active' | 'expired' | 'revoked';
}

const toDate = (v: unknown): Date | null =>
  v && typeof (v as Timestamp).toDate === 'function' ? (v as Timestamp).toDate() : null;

export function toListedShare(id: string, data: Record<string, unknown>, now = new Date()): ListedShare | null {
  const created = toDate(data.created);
  const expiresAt = toDate(data.expiresAt);
  if (!created || !expiresAt || typeof data.recipient !== 'string') return null;
  const revokedAt = toDate(data.revokedAt);
  return {
    id,
    recipient: data.recipient,
    createdByName: typeof data.createdByName === 'string' ? data.createdByName : null,
    created,
    expiresAt,
    revokedAt,
    state: shareState({ expiresAt, revokedAt }, now),
  };
}

export type SharesState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; shares: ListedShare[] };

/** The links to a talent's card, live, newest first. */
export function useTalentCardShares(talentId: string): SharesState {
  const db = useFirestore();
  const q = useMemo(
    () => query(collection(db, 'talentCardShares'), where('talentIds', 'array-contains', talentId)),
    [db, talentId],
  );
  const { status, data } = useLiveQuery(`talentCardShares:${talentId}`, q, (snap) =>
    snap.docs
      .map((d) => toListedShare(d.id, d.data()))
      .filter((s): s is ListedShare => s !== null)
      .sort((a, b) => b.created.getTime() - a.created.getTime()),
  );
  return data ? { status: 'ready', shares: data } : { status };
}
