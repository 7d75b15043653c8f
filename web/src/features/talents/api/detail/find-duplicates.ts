import { useMemo } from 'react';
import { collection, limit, or, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { Talent } from '@vuoro/domain';
import { useLiveQuery, type Live } from '@/lib/reads';

export interface PossibleDuplicate {
  id: string;
  name: string;
  email: string | null;
  phoneNumber: string | null;
}

/**
 * Other talents with the same email or phone number: possible duplicate profiles for the
 * recruiter to merge or dismiss. Admin and my may list talents (firestore.rules); equality on
 * one field at a time needs no composite index. Names with birth data cannot be compared: the
 * talent has no birth data field.
 */
export function usePossibleDuplicates(current: Pick<Talent, 'id' | 'email' | 'phoneNumber'> | null): Live<PossibleDuplicate[]> {
  const db = useFirestore();
  const email = current?.email || '';
  const phone = current?.phoneNumber || '';
  const q = useMemo(() => {
    const filters = [email ? where('email', '==', email) : null, phone ? where('phoneNumber', '==', phone) : null].filter(
      (f) => f !== null,
    );
    if (!current || filters.length === 0) return null;
    return query(collection(db, 'talents'), or(...filters), limit(11));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, current?.id, email, phone]);
  return useLiveQuery(q ? `duplicates:${current?.id}:${email}:${phone}` : null, q, (snap) =>
    snap.docs
      .filter((d) => d.id !== current?.id)
      .map((d) => {
        const data = d.data();
        const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
        return {
          id: d.id,
          name: [text(data.firstName), text(data.lastName)].filter(Boolean).join(' ') || d.id,
          email: text(data.email),
          phoneNumber: text(data.phoneNumber),
        };
      }),
  );
}
