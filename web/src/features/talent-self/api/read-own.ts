import { useMemo } from 'react';
import { collection, doc, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import {
  accountDeletionRequest,
  ACCOUNT_DELETION_REQUESTS,
  talent,
  talentEducation,
  talentJob,
  talentSickLeave,
  talentWorkHistory,
  talentWorkReference,
  type AccountDeletionRequest,
  type Talent,
} from '@vuoro/domain';
import type { z } from 'zod';

/** A live read: loading, its data, or failed. */
export type OwnRead<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

function settle<T>(status: string, raw: unknown, map: (raw: unknown) => T): OwnRead<T> {
  if (status === 'error') return { status: 'error' };
  if (status !== 'success') return { status: 'loading' };
  return { status: 'ready', data: map(raw) };
}

/** `talents/{uid}`, live: the talent's own profile, or `null` when it has none. */
export function useOwnTalent(uid: string): OwnRead<Talent | null> {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, 'talents', uid), [db, uid]);
  const { status, data } = useFirestoreDocData(ref, { idField: 'id' });
  return settle(status, data, (raw) => {
    if (!raw) return null;
    // The local echo of a save carries `updated.date` null until the server's time arrives.
    const { updated, ...rest } = raw as Record<string, unknown>;
    const stamp = updated as { date?: unknown } | null | undefined;
    const parsed = talent.safeParse(stamp?.date ? raw : rest);
    if (parsed.success) return parsed.data;
    console.warn('vuoro: own talent profile does not fit the schema', parsed.error.issues);
    return null;
  });
}

const recordSchemas = {
  workHistory: talentWorkHistory,
  workReferences: talentWorkReference,
  educations: talentEducation,
  jobs: talentJob,
  sickLeaves: talentSickLeave,
} as const;
export type OwnRecordKind = keyof typeof recordSchemas;
export type OwnRecord<K extends OwnRecordKind> = z.infer<(typeof recordSchemas)[K]>;

/** `talents/{uid}/{kind}`, live (firestore.rules: the talent reads its own records). */
export function useOwnRecords<K extends OwnRecordKind>(uid: string, kind: K): OwnRead<OwnRecord<K>[]> {
  const db = useFirestore();
  const ref = useMemo(
    () =>
      kind === 'sickLeaves'
        ? query(collection(db, 'talents', uid, kind), orderBy('start', 'desc'))
        : collection(db, 'talents', uid, kind),
    [db, uid, kind],
  );
  const { status, data } = useFirestoreCollectionData(ref, { idField: 'id' });
  return settle(status, data, (raw) =>
    ((raw as Record<string, unknown>[] | undefined) ?? []).flatMap((r) => {
      const parsed = recordSchemas[kind].safeParse(r);
      if (!parsed.success) console.warn(`vuoro: skipped a malformed ${kind} record`);
      return parsed.success ? [parsed.data as OwnRecord<K>] : [];
    }),
  );
}

/** `accountDeletionRequests/{uid}`, live: the talent's deletion request, or `null`. */
export function useOwnDeletionRequest(uid: string): OwnRead<AccountDeletionRequest | null> {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, ACCOUNT_DELETION_REQUESTS, uid), [db, uid]);
  const { status, data } = useFirestoreDocData(ref);
  return settle(status, data, (raw) => {
    if (!raw) return null;
    // requestedAt is null in the local echo until the server time arrives.
    const r = raw as Record<string, unknown>;
    const parsed = accountDeletionRequest.safeParse({ ...r, requestedAt: r.requestedAt ?? new Date() });
    return parsed.success ? parsed.data : null;
  });
}
