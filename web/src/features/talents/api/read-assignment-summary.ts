import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { assignment } from '@vuoro/domain';

/** What the talent list shows of an assignment beside it (read-only). */
export const assignmentSummary = assignment.pick({
  id: true,
  title: true,
  company: true,
  location: true,
  openPositions: true,
  presentedTalents: true,
});
export type AssignmentSummary = ReturnType<typeof assignmentSummary.parse>;

export type AssignmentSummaryState =
  { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; job: AssignmentSummary };

/** `jobs/{id}`, live, as a summary. */
export function useAssignmentSummary(id: string): AssignmentSummaryState {
  const db = useFirestore();
  const { status, data } = useFirestoreDocData(doc(db, 'jobs', id), { idField: 'id' });
  return useMemo<AssignmentSummaryState>(() => {
    if (status === 'error') return { status: 'error' };
    if (status === 'loading') return { status: 'loading' };
    if (!data) return { status: 'missing' };
    const parsed = assignmentSummary.safeParse(data);
    return parsed.success ? { status: 'ready', job: parsed.data } : { status: 'error' };
  }, [status, data]);
}
