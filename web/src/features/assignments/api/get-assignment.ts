import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { type Assignment } from '@vuoro/domain';
import { parseAssignment } from './list-assignments';
import { useLiveDoc, type LiveDoc } from './live';

/** One job, live; `null` id (a new assignment) reads nothing. */
export function useAssignment(id: string | null): LiveDoc<Assignment> {
  const db = useFirestore();
  const ref = useMemo(() => (id ? doc(db, 'jobs', id) : null), [db, id]);
  return useLiveDoc(ref, parseAssignment);
}
