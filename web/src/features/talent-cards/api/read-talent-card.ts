import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { talentCard, type TalentCard } from '@vuoro/domain';
import { useLiveDoc } from '@/lib/reads';

export type CardState =
  { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; card: TalentCard };

/** `talentCards/{id}`, live. "Missing" only on the server's word (a cache miss says nothing). */
export function useTalentCard(id: string | null): CardState {
  const db = useFirestore();
  const ref = useMemo(() => (id ? doc(db, 'talentCards', id) : null), [db, id]);
  const live = useLiveDoc<CardState>(ref, (snap) => {
    if (!snap.exists()) return { status: 'missing' };
    const parsed = talentCard.safeParse({ ...snap.data(), id: snap.id });
    return parsed.success ? { status: 'ready', card: parsed.data } : { status: 'error' };
  });
  return live.status === 'ready' ? live.data : { status: live.status };
}
