import { useMemo } from 'react';
import { collection, endAt, limit, orderBy, query, startAt } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { IdName } from '@vuoro/domain';
import { useLiveQuery, type Live } from '@/lib/reads';

/** How many talents one search shows: the picker stays small and so does the read. */
export const TALENT_SEARCH_LIMIT = 8;

/** A first-name prefix as stored (names start with a capital): "aino" → "Aino". */
export function searchPrefix(text: string): string {
  const t = text.trim();
  return t ? t.charAt(0).toLocaleUpperCase() + t.slice(1) : '';
}

function parseTalentName(id: string, data: unknown): IdName | null {
  const d = data as { firstName?: unknown; lastName?: unknown };
  const name = [d.firstName, d.lastName].filter((v) => typeof v === 'string' && v).join(' ');
  return name ? { id, name } : null;
}

/** Talents whose first name starts with `text` (at most TALENT_SEARCH_LIMIT); nothing is read for an empty text. */
export function useTalentSearch(text: string): Live<IdName[]> {
  const db = useFirestore();
  const prefix = searchPrefix(text);
  const q = useMemo(
    () =>
      prefix
        ? query(
            collection(db, 'talents'),
            orderBy('firstName'),
            startAt(prefix),
            endAt(`${prefix}\uf8ff`),
            limit(TALENT_SEARCH_LIMIT),
          )
        : null,
    [db, prefix],
  );
  return useLiveQuery(prefix ? `talents:${prefix}` : null, q, (snap) =>
    snap.docs.flatMap((d) => parseTalentName(d.id, d.data()) ?? []),
  );
}
