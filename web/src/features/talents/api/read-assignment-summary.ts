import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { assignment } from '@vuoro/domain';
import { useLiveDoc } from '@/lib/reads';

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
  const ref = useMemo(() => doc(db, 'jobs', id), [db, id]);
  const live = useLiveDoc<AssignmentSummaryState>(ref, (snap) => {
    if (!snap.exists()) return { status: 'missing' };
    const parsed = assignmentSummary.safeParse({ ...snap.data(), id: snap.id });
    return parsed.success ? { status: 'ready', job: parsed.data } : { status: 'error' };
  });
  return live.status === 'ready' ? live.data : { status: live.status };
}
