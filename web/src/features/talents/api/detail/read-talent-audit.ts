import { useMemo } from 'react';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { auditRecord, type AuditRecord } from '@vuoro/domain';
import { parseDocs, useLiveQuery, type Live } from '@/lib/reads';

/**
 * The newest `max` entries of the talent's audit trail (`talents/{id}/audit`, written by the audit
 * trigger; admins and my read it), newest first, live.
 */
export function useTalentAudit(talentId: string, max: number): Live<AuditRecord[]> {
  const db = useFirestore();
  const q = useMemo(
    () => query(collection(db, 'talents', talentId, 'audit'), orderBy('date', 'desc'), limit(max)),
    [db, talentId, max],
  );
  return useLiveQuery(`talents/${talentId}/audit:${max}`, q, (snap) =>
    parseDocs(snap, (raw) => auditRecord.safeParse(raw).data ?? null),
  );
}
