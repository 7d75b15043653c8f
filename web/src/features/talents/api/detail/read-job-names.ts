import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import { useLiveDoc, type Live } from './live';

/** One job's name in `views/jobs`. */
const jobName = z.object({ title: z.string().min(1), company: z.string().nullish() });
type JobName = z.infer<typeof jobName>;

/**
 * The `views/jobs` entries as [id, value] pairs: the view is a map keyed by job id; a list of
 * {id, …} (its earlier shape) is read too, so the detail keeps its names while views are rebuilt.
 */
export function jobViewEntries(raw: unknown): [string, unknown][] {
  if (Array.isArray(raw)) {
    return raw.flatMap((j: unknown) =>
      j && typeof j === 'object' && 'id' in j && typeof j.id === 'string' ? [[j.id, j] as [string, unknown]] : [],
    );
  }
  return raw && typeof raw === 'object' ? Object.entries(raw) : [];
}

/** Job titles and companies by job id, from `views/jobs` (one read for every job name). */
export function useJobNames(): Live<Map<string, { title: string; company?: string | null | undefined }>> {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, 'views', 'jobs'), [db]);
  return useLiveDoc(ref, (snap) => {
    const names = new Map<string, JobName>();
    for (const [id, value] of jobViewEntries(snap.data()?.jobs)) {
      const parsed = jobName.safeParse(value);
      if (parsed.success) names.set(id, { title: parsed.data.title, company: parsed.data.company });
    }
    return names;
  });
}
