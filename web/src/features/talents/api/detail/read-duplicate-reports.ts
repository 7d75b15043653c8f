import { useMemo } from 'react';
import { collection, limit, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { duplicateEmailKey, REGISTRATION_DUPLICATE_REPORTS, registrationDuplicateReport } from '@vuoro/domain';
import { parseDocs, useLiveQuery, type Live } from '@/lib/reads';

/**
 * The open reports (`registrationDuplicateReports`, status `new`) that someone tried to register
 * with this talent's email, live, as their ids: while there is one, the detail shows the
 * duplicate notice as it does for the talent's own `duplicate` flag. Admin and my may read them
 * (firestore.rules); equality on two fields needs no composite index.
 */
export function useDuplicateReports(email: string | null | undefined): Live<string[]> {
  const db = useFirestore();
  const key = email ? duplicateEmailKey(email) : '';
  const q = useMemo(
    () =>
      key
        ? query(
            collection(db, REGISTRATION_DUPLICATE_REPORTS),
            where('emailKey', '==', key),
            where('status', '==', 'new'),
            limit(20),
          )
        : null,
    [db, key],
  );
  return useLiveQuery(q ? `duplicateReports:${key}` : null, q, (snap) =>
    parseDocs(snap, (raw) => registrationDuplicateReport.safeParse(raw).data ?? null).map((r) => r.id),
  );
}
