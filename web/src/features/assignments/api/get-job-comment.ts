import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { jobComment, type JobComment } from '@vuoro/domain';
import { useLiveDoc, type Live } from '@/lib/reads';

function parseComment(id: string, data: unknown): JobComment | null {
  const parsed = jobComment.safeParse({ ...(data as object), id });
  return parsed.success ? parsed.data : null;
}

/** The job comment (`comments/{jobId}`), live; `null` when the job has none yet. */
export function useJobComment(jobId: string | null): Live<JobComment | null> {
  const db = useFirestore();
  const ref = useMemo(() => (jobId ? doc(db, 'comments', jobId) : null), [db, jobId]);
  return useLiveDoc(ref, (snap) => (snap.exists() ? parseComment(snap.id, snap.data()) : null));
}
