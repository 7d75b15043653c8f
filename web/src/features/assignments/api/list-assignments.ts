import { useMemo } from 'react';
import { collection } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { assignment, type Assignment } from '@vuoro/domain';
import { parseDocs, useLiveQuery, type Live } from '@/lib/reads';

/** A stored job parsed with the domain schema; a document that does not parse is left out of the list. */
export function parseAssignment(id: string, data: unknown): Assignment | null {
  const parsed = assignment.safeParse({ ...(data as object), id });
  return parsed.success ? parsed.data : null;
}

/** Every job, live (the list filters on the client: the active-only default and the search). */
export function useAssignments(): Live<Assignment[]> {
  const db = useFirestore();
  const query = useMemo(() => collection(db, 'jobs'), [db]);
  return useLiveQuery('jobs', query, (snap) => parseDocs(snap, (raw) => parseAssignment(String(raw.id), raw)));
}
