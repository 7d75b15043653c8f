import { useMemo } from 'react';
import { collection } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { assignment, isListedByDefault } from '@vuoro/domain';
import { useLiveQuery } from '@/lib/reads';

/** What `/find-talents` needs of an assignment: what it asks for, and who is on it already. */
export const matchAssignment = assignment.pick({
  id: true,
  title: true,
  company: true,
  location: true,
  languages: true,
  skillsRequired: true,
  contractStatus: true,
  presentedTalents: true,
  presentableTalents: true,
});
export type MatchAssignment = ReturnType<typeof matchAssignment.parse>;

export interface OpenAssignments {
  status: 'loading' | 'ready' | 'error';
  /** Active assignments (contract status not false, as the assignments list's default), by company and title. */
  jobs: MatchAssignment[];
}

/** The active assignments, live; a document the schema refuses is left out. */
export function useOpenAssignments(): OpenAssignments {
  const db = useFirestore();
  const query = useMemo(() => collection(db, 'jobs'), [db]);
  const { status, data } = useLiveQuery('jobs', query, (snap) => {
    const jobs: MatchAssignment[] = [];
    for (const d of snap.docs) {
      const parsed = matchAssignment.safeParse({ ...d.data(), id: d.id });
      if (parsed.success && isListedByDefault(parsed.data)) jobs.push(parsed.data);
    }
    return jobs.sort((a, b) => a.company.localeCompare(b.company) || a.title.localeCompare(b.title));
  });
  return useMemo(() => ({ status, jobs: data ?? [] }), [status, data]);
}
