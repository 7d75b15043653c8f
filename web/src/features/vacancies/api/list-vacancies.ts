import { useMemo } from 'react';
import { collection, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { vacancy, type Vacancy } from '@vuoro/domain';
import { useLiveQuery } from '@/lib/reads';

export type VacancyList = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: Vacancy[] };

/** A stored vacancy, or null when it does not parse (it is then left out of the list). */
function parseVacancy(id: string, data: unknown): Vacancy | null {
  const parsed = vacancy.safeParse({ ...(data as object), id });
  if (!parsed.success) console.warn(`vuoro: vacancy ${id} does not parse`, parsed.error.issues);
  return parsed.data ?? null;
}

/**
 * Live vacancies: only the published ones (`p == true`, the one query the rules allow a visitor;
 * rules are not filters) or all of them (recruiters). `retry` subscribes again after a failure.
 */
function useLiveVacancies(publishedOnly: boolean): { list: VacancyList; retry: () => void } {
  const db = useFirestore();
  const q = useMemo(() => {
    const all = collection(db, 'vacancies');
    return publishedOnly ? query(all, where('p', '==', true)) : all;
  }, [db, publishedOnly]);
  const live = useLiveQuery(publishedOnly ? 'vacancies:published' : 'vacancies', q, (snap) =>
    snap.docs.flatMap((d) => parseVacancy(d.id, d.data()) ?? []),
  );
  const { status, data, retry } = live;
  const list = useMemo<VacancyList>(() => (data ? { status: 'ready', items: data } : { status }), [status, data]);
  return { list, retry };
}

/** The published vacancies, live: what a visitor of /open-vacancies may read. */
export const usePublishedVacancies = () => useLiveVacancies(true);

/** Every vacancy, published or not, live (recruiters and support staff). */
export const useAllVacancies = () => useLiveVacancies(false);
