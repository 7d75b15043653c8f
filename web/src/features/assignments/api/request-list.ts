import { useMemo } from 'react';
import { collection, doc, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { ASSIGNMENT_REQUESTS, publicAssignment, type PublicAssignment } from '@vuoro/domain';
import { parseDocs, useLiveDoc, useLiveQuery, type Live } from '@/lib/reads';

/** A stored request parsed with the domain schema; one that does not parse is left out. */
export function parseRequest(id: string, data: unknown): PublicAssignment | null {
  const parsed = publicAssignment.safeParse({ ...(data as object), id });
  return parsed.success ? parsed.data : null;
}

/**
 * Employers' requests still waiting for a recruiter (status `new`), live, newest first. Sorted
 * here rather than by the query, so it needs no composite index.
 */
export function useNewRequests(): Live<PublicAssignment[]> {
  const db = useFirestore();
  const q = useMemo(() => query(collection(db, ASSIGNMENT_REQUESTS), where('status', '==', 'new')), [db]);
  return useLiveQuery(`${ASSIGNMENT_REQUESTS}:new`, q, (snap) =>
    parseDocs(snap, (raw) => parseRequest(String(raw.id), raw)).sort((a, b) => b.created.getTime() - a.created.getTime()),
  );
}

/** One request, live (the assignment prefilled from it); `null` data when there is none; `null` id reads nothing. */
export function useRequest(id: string | null): Live<PublicAssignment | null> {
  const db = useFirestore();
  const ref = useMemo(() => (id ? doc(db, ASSIGNMENT_REQUESTS, id) : null), [db, id]);
  return useLiveDoc(ref, (snap) => (snap.exists() ? parseRequest(snap.id, snap.data()) : null));
}
