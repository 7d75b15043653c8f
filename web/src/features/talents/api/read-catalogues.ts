import { useMemo } from 'react';
import type { Industry, Tag } from '@vuoro/domain';
import { useIndustries, useTags } from '@/lib/shared-reads';

const none: never[] = [];

/** The tags and industries (the app's shared reads), for the talent list's names and pickers; empty while loading. */
export function useCatalogues(): { tags: Tag[]; industries: Industry[] } {
  const tags = useTags().data ?? none;
  const industries = useIndustries().data ?? none;
  return useMemo(() => ({ tags, industries }), [tags, industries]);
}
