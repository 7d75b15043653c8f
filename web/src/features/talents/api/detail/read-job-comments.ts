import { useMemo } from 'react';
import { collection, documentId, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { comment, type Comment } from '@vuoro/domain';
import { parseDocs, useLiveQuery, type Live } from '@/lib/reads';

/** Firestore's limit of values in one `in` filter. */
export const IN_LIMIT = 30;

/**
 * The comments of the talent's jobs, live. A comment's document id is its job's id
 * (domain/src/entities/comment.ts), so the talent's comments are those of the jobs in its
 * per-job status list: `comments` where the document id is one of them (the first 30 jobs,
 * Firestore's limit of one `in` filter; a talent is rarely on more).
 */
export function useJobComments(jobIds: readonly string[]): Live<Map<string, Comment>> {
  const db = useFirestore();
  const ids = useMemo(() => [...jobIds].sort().slice(0, IN_LIMIT), [jobIds]);
  const key = ids.join(',');
  const q = useMemo(() => (key ? query(collection(db, 'comments'), where(documentId(), 'in', key.split(','))) : null), [db, key]);
  const live = useLiveQuery(key ? `comments:${key}` : null, q, (snap) => {
    const items = parseDocs(snap, (raw) => {
      const parsed = comment.safeParse(raw);
      return parsed.success ? parsed.data : null;
    });
    return new Map(items.map((c) => [c.id, c]));
  });
  if (!key) return { status: 'ready', data: new Map(), retry: live.retry };
  return live;
}
