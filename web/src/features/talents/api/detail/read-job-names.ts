import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { jobsView } from '@vuoro/domain';
import { useLiveDoc, type Live } from './live';

/** Job titles and companies by job id, from `views/jobs` (one read for every job name). */
export function useJobNames(): Live<Map<string, { title: string; company?: string | null | undefined }>> {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, 'views', 'jobs'), [db]);
  return useLiveDoc(ref, (snap) => {
    const parsed = jobsView.safeParse(snap.data() ?? {});
    const jobs = parsed.success ? parsed.data.jobs : [];
    return new Map(jobs.map((j) => [j.id, { title: j.title, company: j.company }]));
  });
}
