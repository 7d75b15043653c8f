import { useEffect, useMemo, useState } from 'react';
import { collection, onSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { industry, occupation, tag, type Industry, type Occupation, type Tag } from '@vuoro/domain';

export type CatalogList<T> = { status: 'loading' } | { status: 'ready'; items: T[] } | { status: 'error' };

function useLiveCollection<T>(name: string, parse: (raw: unknown) => T | null, sortKey: (item: T) => string): CatalogList<T> {
  const db = useFirestore();
  const ref = useMemo(() => collection(db, name), [db, name]);
  const [state, setState] = useState<CatalogList<T>>({ status: 'loading' });
  useEffect(
    () =>
      onSnapshot(
        ref,
        (snap) => {
          const items = snap.docs.flatMap((d) => {
            const parsed = parse({ ...d.data(), id: d.id });
            return parsed ? [parsed] : [];
          });
          items.sort((a, b) => sortKey(a).localeCompare(sortKey(b), 'fi', { sensitivity: 'base' }));
          setState({ status: 'ready', items });
        },
        (error) => {
          console.warn(`vuoro: live read of ${name} failed`, error);
          setState({ status: 'error' });
        },
      ),
    // parse and sortKey are module-level per catalogue.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ref],
  );
  return state;
}

const parseTag = (raw: unknown) => tag.safeParse(raw).data ?? null;
const parseIndustry = (raw: unknown) => industry.safeParse(raw).data ?? null;
const parseOccupation = (raw: unknown) => occupation.safeParse(raw).data ?? null;
const byName = (i: { name: string }) => i.name;
const byEnglish = (i: Occupation) => i.en;

/** The `tags` catalogue, live, sorted by name. */
export const useTags = (): CatalogList<Tag> => useLiveCollection('tags', parseTag, byName);
/** The `industries` catalogue, live, sorted by name. */
export const useIndustries = (): CatalogList<Industry> => useLiveCollection('industries', parseIndustry, byName);
/** The `occupations` catalogue, live, sorted by English name. */
export const useOccupations = (): CatalogList<Occupation> => useLiveCollection('occupations', parseOccupation, byEnglish);
