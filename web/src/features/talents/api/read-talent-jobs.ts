import { useMemo } from 'react';
import { collection } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { assignment } from '@vuoro/domain';
import { useLiveQuery } from '@/lib/reads';

/** A job as the talent list shows it: its name, and the talents presented or shortlisted on it. */
export interface ListedJob {
  id: string;
  title: string;
  company: string;
  talentIds: string[];
}

/** Reads a `jobs` document for the list; one the schema refuses still shows with what it has. */
export function toListedJob(data: Record<string, unknown>): ListedJob {
  const parsed = assignment
    .pick({ id: true, title: true, company: true, presentedTalents: true, presentableTalents: true })
    .safeParse(data);
  if (parsed.success) {
    const j = parsed.data;
    const ids = [...j.presentedTalents, ...j.presentableTalents].map((t) => t.id);
    return { id: j.id, title: j.title, company: j.company, talentIds: [...new Set(ids)] };
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { id: text(data.id), title: text(data.title) || text(data.id), company: text(data.company), talentIds: [] };
}

export interface TalentJobs {
  status: 'loading' | 'ready' | 'error';
  jobs: ListedJob[];
  /** The jobs a talent is presented or shortlisted on. */
  byTalent: ReadonlyMap<string, ListedJob[]>;
}

/**
 * Every job (assignment), live, with which talents are on it: the talent list's job names and
 * its job filter. The jobs collection is small next to the talents; one listener.
 */
export function useTalentJobs(): TalentJobs {
  const db = useFirestore();
  const query = useMemo(() => collection(db, 'jobs'), [db]);
  const { status, data } = useLiveQuery('jobs', query, (snap) =>
    snap.docs.map((d) => toListedJob({ ...d.data(), id: d.id })).sort((a, b) => a.title.localeCompare(b.title)),
  );
  return useMemo(() => {
    const jobs = data ?? [];
    const byTalent = new Map<string, ListedJob[]>();
    for (const job of jobs) for (const id of job.talentIds) byTalent.set(id, [...(byTalent.get(id) ?? []), job]);
    return { status, jobs, byTalent };
  }, [status, data]);
}
