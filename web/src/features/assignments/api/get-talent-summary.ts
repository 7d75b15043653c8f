import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { talentJob, type JobStatusEntry } from '@vuoro/domain';
import { useLiveDoc, type Live } from '@/lib/reads';

/** What the assignment shows of one talent: name, status, contact. */
export interface TalentSummary {
  id: string;
  name: string;
  status: string | null;
  email: string | null;
  phoneNumber: string | null;
  location: string | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

function parseSummary(id: string, data: unknown): TalentSummary | null {
  const d = data as Record<string, unknown>;
  const name = [text(d.firstName), text(d.lastName)].filter(Boolean).join(' ');
  return {
    id,
    name: name || id,
    status: text(d.status),
    email: text(d.email),
    phoneNumber: text(d.phoneNumber),
    location: text(d.location),
  };
}

function parseStatuses(id: string, data: unknown): JobStatusEntry[] | null {
  const parsed = talentJob.safeParse({ ...(data as object), id });
  return parsed.success ? parsed.data.statuses : null;
}

/** The talent (`talents/{id}`), live; `null` when there is no such talent. */
export function useTalentSummary(talentId: string): Live<TalentSummary | null> {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, 'talents', talentId), [db, talentId]);
  return useLiveDoc(ref, (snap) => (snap.exists() ? parseSummary(snap.id, snap.data()) : null));
}

/** The talent's status list on one job (`talents/{id}/jobs/{jobId}`), live; `null` when never presented. */
export function useJobStatuses(talentId: string, jobId: string): Live<JobStatusEntry[] | null> {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, 'talents', talentId, 'jobs', jobId), [db, talentId, jobId]);
  return useLiveDoc(ref, (snap) => (snap.exists() ? parseStatuses(snap.id, snap.data()) : null));
}
