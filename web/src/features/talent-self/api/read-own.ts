import { useMemo } from 'react';
import { collection, doc, type DocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  accountDeletionRequest,
  ACCOUNT_DELETION_REQUESTS,
  talent,
  storedAnswersOf,
  talentRecordSchemas,
  type StoredAnswers,
  type AccountDeletionRequest,
  type Talent,
  type TalentRecord,
  type TalentRecordKind,
} from '@vuoro/domain';
import { parseDocs, useLiveDoc, useLiveQuery, type Live } from '@/lib/reads';

export type { Live } from '@/lib/reads';

/** The talent's profile with its registration answers as stored (what /talent-profile shows and edits). */
export type OwnTalent = Talent & { answers: StoredAnswers };

/** The talent's profile for display; the local echo of a save has `updated.date` null until the server's time. */
function parseOwnTalent(raw: Record<string, unknown>): OwnTalent | null {
  const { updated, ...rest } = raw;
  const stamp = updated as { date?: unknown } | null | undefined;
  const parsed = talent.safeParse(stamp?.date ? raw : rest);
  if (parsed.success) return { ...parsed.data, answers: storedAnswersOf(parsed.data, raw.registration) };
  console.warn('vuoro: own talent profile does not fit the schema', parsed.error.issues);
  return null;
}

/**
 * `talents/{uid}`, live: the talent's own profile; `null` when it has none (confirmed by the
 * server: while only the local cache has answered "absent" it is still loading).
 */
export function useOwnTalent(uid: string | null): Live<OwnTalent | null> {
  const db = useFirestore();
  const ref = useMemo(() => (uid ? doc(db, 'talents', uid) : null), [db, uid]);
  return useLiveDoc(ref, (snap: DocumentSnapshot) => (snap.exists() ? parseOwnTalent({ ...snap.data(), id: snap.id }) : null));
}

/** The kinds the talent's own pages read live: the domain's table less `i18n`. */
export type OwnRecordKind = Exclude<TalentRecordKind, 'i18n'>;
export type OwnRecord<K extends OwnRecordKind> = TalentRecord<K>;

/** `talents/{uid}/{kind}`, live (firestore.rules: the talent reads its own records). */
export function useOwnRecords<K extends OwnRecordKind>(uid: string, kind: K): Live<OwnRecord<K>[]> {
  const db = useFirestore();
  const query = useMemo(() => collection(db, 'talents', uid, kind), [db, uid, kind]);
  return useLiveQuery(`talents/${uid}/${kind}`, query, (snap) =>
    parseDocs(snap, (raw) => {
      // A notice's `created` is null in the local echo until the server's time arrives.
      const parsed = talentRecordSchemas[kind].safeParse(raw);
      return parsed.success ? (parsed.data as OwnRecord<K>) : null;
    }),
  );
}

/** `accountDeletionRequests/{uid}`, live: the talent's deletion request, or `null`. */
export function useOwnDeletionRequest(uid: string): Live<AccountDeletionRequest | null> {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, ACCOUNT_DELETION_REQUESTS, uid), [db, uid]);
  return useLiveDoc(ref, (snap) => {
    if (!snap.exists()) return null;
    const raw = snap.data({ serverTimestamps: 'estimate' });
    const parsed = accountDeletionRequest.safeParse(raw);
    if (!parsed.success) console.warn('vuoro: deletion request does not fit the schema', parsed.error.issues);
    return parsed.success ? parsed.data : null;
  });
}
