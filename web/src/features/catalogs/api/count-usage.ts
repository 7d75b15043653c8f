import { useCallback } from 'react';
import { collection, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { countDocs } from '@/lib/reads';

/**
 * How many talents use a tag (their `tags` list holds {id, name}; the rename trigger keeps the
 * name current, so an exact array-contains matches) or an industry (`industry` is its id). One
 * count aggregation, nothing downloaded.
 */
export function useCountUsage() {
  const db = useFirestore();
  return useCallback(
    async (kind: 'tags' | 'industries', item: { id: string; name: string }): Promise<number> => {
      const talents = collection(db, 'talents');
      const q =
        kind === 'tags'
          ? query(talents, where('tags', 'array-contains', { id: item.id, name: item.name }))
          : query(talents, where('industry', '==', item.id));
      return countDocs(q);
    },
    [db],
  );
}
