import { collection, doc, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { jobInterest, type JobInterest } from '@vuoro/domain';
import { parseDocs, useLiveDoc, useLiveQuery, type Live } from '@/lib/reads';

/** The route's id that means "my interests": nothing to list for a recruiter (spec section 2). */
export const MY_INTERESTS_ID = 'my';

export type ListedInterest = JobInterest & { id: string };

function parseInterest(id: string, data: unknown): ListedInterest | null {
  const parsed = jobInterest.safeParse(data);
  return parsed.success ? { ...parsed.data, id } : null;
}

/** The listing's name (`n`); any stored listing counts, even one that fails its schema elsewhere. */
const jobName = (data: unknown): { name: string | null } => {
  const n = (data as { n?: unknown } | undefined)?.n;
  return { name: typeof n === 'string' ? n : null };
};

/**
 * `/jobs/:id/interests`: the job listing (`vacancies/{id}`) — `null` means 404 — and its interest
 * records newest first, live. The id `my` gives an empty result without reading anything.
 */
export function useJobInterests(jobId: string): {
  job: Live<{ name: string | null } | null>;
  interests: Live<ListedInterest[]>;
} {
  const db = useFirestore();
  const mine = jobId === MY_INTERESTS_ID;
  const jobRef = useMemo(() => (mine ? null : doc(db, 'vacancies', jobId)), [db, jobId, mine]);
  const interestsQuery = useMemo(
    () => (mine ? null : query(collection(db, 'vacancies', jobId, 'interests'), orderBy('timestamp', 'desc'))),
    [db, jobId, mine],
  );
  const job = useLiveDoc(jobRef, (snap) => (snap.exists() ? jobName(snap.data()) : null));
  const interests = useLiveQuery(mine ? null : `vacancies/${jobId}/interests`, interestsQuery, (snap) =>
    parseDocs(snap, (raw) => parseInterest(String(raw.id), raw)),
  );
  if (mine) {
    return {
      job: { status: 'ready', data: { name: null }, retry: job.retry },
      interests: { status: 'ready', data: [], retry: interests.retry },
    };
  }
  return { job, interests };
}
