import { useMemo } from 'react';
import { collection } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { industry } from '@vuoro/domain';
import { parseDocs, useLiveQuery, type Live } from './live';

/** Industry names by id (`industries`, a short catalogue every signed-in user reads). */
export function useIndustryNames(): Live<Map<string, string>> {
  const db = useFirestore();
  const query = useMemo(() => collection(db, 'industries'), [db]);
  return useLiveQuery('industries', query, (snap) => {
    const items = parseDocs(snap, (raw) => {
      const parsed = industry.safeParse(raw);
      return parsed.success ? parsed.data : null;
    });
    return new Map(items.map((i) => [i.id, i.name]));
  });
}
