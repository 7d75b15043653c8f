import { useMemo } from 'react';
import { collection, doc, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { ASSIGNMENT_REQUESTS, publicAssignment, type PublicAssignment } from '@vuoro/domain';
import { useLiveDoc, useLiveQuery, type LiveDoc, type LiveList } from './live';

/** A stored request parsed with the domain schema; one that does not parse is left out. */
export function parseRequest(id: string, data: unknown): PublicAssignment | null {
  const parsed = publicAssignment.safeParse({ ...(data as object), id });
  return parsed.success ? parsed.data : null;
}

/**
 * Employers' requests still waiting for a recruiter (status `new`), live, newest first. Sorted
 * here rather than by the query, so it needs no composite index.
 */
export function useNewRequests(): LiveList<PublicAssignment> {
  const db = useFirestore();
  const q = useMemo(() => query(collection(db, ASSIGNMENT_REQUESTS), where('status', '==', 'new')), [db]);
  const list = useLiveQuery(q, 'assignmentRequests:new', parseRequest);
  return useMemo(
    () =>
      list.status === 'ready'
        ? { status: 'ready', data: [...list.data].sort((a, b) => b.created.getTime() - a.created.getTime()) }
        : list,
    [list],
  );
}

/** One request, live (the assignment prefilled from it); `null` reads nothing. */
export function useRequest(id: string | null): LiveDoc<PublicAssignment> {
  const db = useFirestore();
  const ref = useMemo(() => (id ? doc(db, ASSIGNMENT_REQUESTS, id) : null), [db, id]);
  return useLiveDoc(ref, parseRequest);
}
