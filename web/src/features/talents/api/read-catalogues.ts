import { useMemo } from 'react';
import { collection } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { industry, tag, type Industry, type Tag } from '@vuoro/domain';

function parseAll<T extends { name: string }>(
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
  data: unknown[] | undefined,
): T[] {
  const out: T[] = [];
  for (const d of data ?? []) {
    const parsed = schema.safeParse(d);
    if (parsed.success && parsed.data) out.push(parsed.data);
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** The tags and industries, live, for the talent list's names and pickers. */
export function useCatalogues(): { tags: Tag[]; industries: Industry[] } {
  const db = useFirestore();
  const tags = useFirestoreCollectionData(collection(db, 'tags'), { idField: 'id' });
  const industries = useFirestoreCollectionData(collection(db, 'industries'), { idField: 'id' });
  return useMemo(
    () => ({ tags: parseAll<Tag>(tag, tags.data), industries: parseAll<Industry>(industry, industries.data) }),
    [tags.data, industries.data],
  );
}
