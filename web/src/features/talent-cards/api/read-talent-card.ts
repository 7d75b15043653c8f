import { useEffect, useState } from 'react';
import { doc, onSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { talentCard, type TalentCard } from '@vuoro/domain';

export type CardState =
  { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; card: TalentCard };

/** `talentCards/{id}`, live. "Missing" only on the server's word (a cache miss says nothing). */
export function useTalentCard(id: string | null): CardState {
  const db = useFirestore();
  const [state, setState] = useState<{ id: string | null; value: CardState }>({ id: null, value: { status: 'loading' } });
  useEffect(() => {
    if (!id) return;
    return onSnapshot(
      doc(db, 'talentCards', id),
      { includeMetadataChanges: true },
      (snap) => {
        if (!snap.exists() && snap.metadata.fromCache) return;
        if (!snap.exists()) return setState({ id, value: { status: 'missing' } });
        const parsed = talentCard.safeParse({ ...snap.data(), id: snap.id });
        setState({ id, value: parsed.success ? { status: 'ready', card: parsed.data } : { status: 'error' } });
      },
      () => setState({ id, value: { status: 'error' } }),
    );
  }, [db, id]);
  return state.id === id && id ? state.value : { status: 'loading' };
}
