import { useMemo } from 'react';
import { collection } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { comment, type Comment } from '@vuoro/domain';

/**
 * Every recruiters' comment, live. A comment's document id is its job's id (see the domain's
 * `comment`), so a talent's comments are those of the jobs it is on.
 */
export function useJobComments(): ReadonlyMap<string, Comment> {
  const db = useFirestore();
  const { data } = useFirestoreCollectionData(collection(db, 'comments'), { idField: 'id' });
  return useMemo(() => {
    const byJob = new Map<string, Comment>();
    for (const d of data ?? []) {
      const parsed = comment.safeParse(d);
      if (parsed.success) byJob.set(parsed.data.id, parsed.data);
    }
    return byJob;
  }, [data]);
}

/** The latest of `comments` (by `updated`; undated ones last) and how many there are. */
export function latestComment(comments: readonly Comment[]): { latest: Comment | null; count: number } {
  const withText = comments.filter((c) => c.comment);
  let latest: Comment | null = null;
  for (const c of withText)
    if (!latest || (c.updated?.getTime() ?? -Infinity) > (latest.updated?.getTime() ?? -Infinity)) latest = c;
  return { latest, count: withText.length };
}
