import { useMemo } from 'react';
import { collection } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { indexSearchable, matchesTalentQuery, parseTalentQuery, type IdName, type TalentSearchIndex } from '@vuoro/domain';
import { useLiveQuery, type Live } from '@/lib/reads';
import { onSessionEnd } from '@/lib/session-end';

/** How many talents one search shows: the picker stays small. */
export const TALENT_SEARCH_LIMIT = 8;

interface Searchable extends IdName {
  index: TalentSearchIndex;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The search index of one talent document, kept per id while its searched fields stay the same,
 * so a snapshot re-indexes only the talents that changed.
 */
const indexCache = new Map<string, { fields: string; entry: Searchable }>();
onSessionEnd(() => indexCache.clear());
function toSearchable(id: string, data: Record<string, unknown>): Searchable | null {
  const person = {
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    email: text(data.email),
    phoneNumber: text(data.phoneNumber),
  };
  const name = `${person.firstName} ${person.lastName}`.trim();
  if (!name) return null;
  const fields = JSON.stringify(person);
  const cached = indexCache.get(id);
  if (cached?.fields === fields) return cached.entry;
  const entry = { id, name, index: indexSearchable(person) };
  indexCache.set(id, { fields, entry });
  return entry;
}

/**
 * Talents matching `text` by first or last name (either order, Latin or Cyrillic spelling),
 * email or phone: the domain's talent search, the same as the talent list's name filter (at
 * most TALENT_SEARCH_LIMIT). Matching across spellings needs the talents on the client (no
 * Firestore query compares transliterations), so once the recruiter starts typing the picker
 * reads the talents live, as the talent list does; nothing is read while the search is empty.
 */
export function useTalentSearch(text: string): Live<IdName[]> {
  const db = useFirestore();
  const searching = text.trim() !== '';
  const q = useMemo(() => (searching ? collection(db, 'talents') : null), [db, searching]);
  const all = useLiveQuery(searching ? 'talents:searchable' : null, q, (snap) =>
    snap.docs.flatMap((d) => toSearchable(d.id, d.data()) ?? []),
  );
  return useMemo((): Live<IdName[]> => {
    if (all.status !== 'ready') return all;
    const query = parseTalentQuery(text);
    const found = all.data
      .filter((t) => matchesTalentQuery(t.index, query))
      .slice(0, TALENT_SEARCH_LIMIT)
      .map(({ id, name }) => ({ id, name }));
    return { ...all, data: found };
  }, [all, text]);
}
