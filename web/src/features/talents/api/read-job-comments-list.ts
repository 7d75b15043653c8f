import { useMemo } from 'react';
import { collection } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { comment, type Comment } from '@vuoro/domain';
import { parseDocs, useLiveQuery } from '@/lib/reads';

const none: ReadonlyMap<string, Comment> = new Map();

/**
 * Every recruiters' comment, live. A comment's document id is its job's id (see the domain's
 * `comment`), so a talent's comments are those of the jobs it is on.
 */
export function useJobComments(): ReadonlyMap<string, Comment> {
  const db = useFirestore();
  const query = useMemo(() => collection(db, 'comments'), [db]);
  const { data } = useLiveQuery('comments', query, (snap) => {
    const items = parseDocs(snap, (raw) => comment.safeParse(raw).data ?? null);
    return new Map(items.map((c) => [c.id, c]));
  });
  return data ?? none;
}

/** The latest of `comments` (by `updated`; undated ones last) and how many there are. */
export function latestComment(comments: readonly Comment[]): { latest: Comment | null; count: number } {
  const withText = comments.filter((c) => c.comment);
  let latest: Comment | null = null;
  for (const c of withText)
    if (!latest || (c.updated?.getTime() ?? -Infinity) > (latest.updated?.getTime() ?? -Infinity)) latest = c;
  return { latest, count: withText.length };
}
