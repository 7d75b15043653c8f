import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { jobComment, type JobComment } from '@vuoro/domain';
import { useLiveDoc, type LiveDoc } from './live';

function parseComment(id: string, data: unknown): JobComment | null {
  const parsed = jobComment.safeParse({ ...(data as object), id });
  return parsed.success ? parsed.data : null;
}

/** The job comment (`comments/{jobId}`), live; missing when the job has none yet. */
export function useJobComment(jobId: string | null): LiveDoc<JobComment> {
  const db = useFirestore();
  const ref = useMemo(() => (jobId ? doc(db, 'comments', jobId) : null), [db, jobId]);
  return useLiveDoc(ref, parseComment);
}
