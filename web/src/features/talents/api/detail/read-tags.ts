import { useMemo } from 'react';
import { collection } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { tag, type Tag } from '@vuoro/domain';
import { parseDocs, useLiveQuery, type Live } from './live';

/** The `tags` catalogue, live, by name (every signed-in user reads it; admins write it). */
export function useTagCatalogue(): Live<Tag[]> {
  const db = useFirestore();
  const query = useMemo(() => collection(db, 'tags'), [db]);
  return useLiveQuery('tags', query, (snap) =>
    parseDocs(snap, (raw) => {
      const parsed = tag.safeParse(raw);
      return parsed.success ? parsed.data : null;
    }).sort((a, b) => a.name.localeCompare(b.name)),
  );
}
