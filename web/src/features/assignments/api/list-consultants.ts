import { useMemo } from 'react';
import { consultantList, type Consultant } from '@vuoro/domain';
import { useView } from '@/lib/shared-reads';

export type { Consultant };

/** The consultants the pickers offer (the shared `views/consultants`); empty while loading or missing. */
export function useConsultants(): Consultant[] {
  const view = useView('consultants');
  return useMemo(() => (view.data ? consultantList(view.data) : []), [view.data]);
}
