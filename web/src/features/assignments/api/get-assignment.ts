import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { type Assignment } from '@vuoro/domain';
import { parseAssignment } from './list-assignments';
import { useLiveDoc, type Live } from '@/lib/reads';

/** One job, live; `null` data when there is none (or it does not parse); `null` id (a new assignment) reads nothing. */
export function useAssignment(id: string | null): Live<Assignment | null> {
  const db = useFirestore();
  const ref = useMemo(() => (id ? doc(db, 'jobs', id) : null), [db, id]);
  return useLiveDoc(ref, (snap) => (snap.exists() ? parseAssignment(snap.id, snap.data()) : null));
}
