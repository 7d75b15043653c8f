import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { consultantList, consultantsView, type Consultant, type ConsultantsView } from '@vuoro/domain';
import { useLiveDoc } from './live';

export type { Consultant };

function parseView(_id: string, data: unknown): ConsultantsView | null {
  const parsed = consultantsView.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The consultants the pickers offer (`views/consultants`); empty while loading or missing. */
export function useConsultants(): Consultant[] {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, 'views', 'consultants'), [db]);
  const view = useLiveDoc(ref, parseView);
  return useMemo(() => (view.status === 'ready' ? consultantList(view.data) : []), [view]);
}
