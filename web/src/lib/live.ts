import { useCallback, useEffect, useState } from 'react';
import { onSnapshot, type DocumentReference, type DocumentSnapshot, type Query, type QuerySnapshot } from 'firebase/firestore';

/**
 * Live reads (the talent detail, the talent's own screens): one `onSnapshot` listener per document or query, so a second
 * recruiter's change shows within a second. A failed listener reports `error` and `retry()`
 * opens a new one (spec: "a failed load shows a retry").
 */
export type Live<T> =
  | { status: 'loading'; data: undefined; retry: () => void }
  | { status: 'ready'; data: T; retry: () => void }
  | { status: 'error'; data: undefined; error: unknown; retry: () => void };

type Settled<T> = { key: string; data: T } | { key: string; error: unknown };

function useLive<S, T>(
  key: string | null,
  subscribe: ((onNext: (snap: S) => void, onError: (e: unknown) => void) => () => void) | null,
  map: (snap: S) => T,
): Live<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const fullKey = key === null ? null : `${key}#${attempt}`;
  useEffect(() => {
    if (fullKey === null || !subscribe) return undefined;
    return subscribe(
      (snap) => setSettled({ key: fullKey, data: map(snap) }),
      (error) => {
        console.warn(`vuoro: live read failed (${key})`, error);
        setSettled({ key: fullKey, error });
      },
    );
    // `subscribe` and `map` follow `key`; the key names what is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullKey]);
  if (!settled || settled.key !== fullKey) return { status: 'loading', data: undefined, retry };
  if ('error' in settled) return { status: 'error', data: undefined, error: settled.error, retry };
  return { status: 'ready', data: settled.data, retry };
}

/**
 * A document, live. `ref` null: nothing is read. Metadata changes are listened to, so a document
 * the local cache guessed absent (`fromCache`) is confirmed or contradicted by the server.
 */
export function useLiveDoc<T>(ref: DocumentReference | null, map: (snap: DocumentSnapshot) => T): Live<T> {
  return useLive<DocumentSnapshot, T>(
    ref ? ref.path : null,
    ref ? (next, error) => onSnapshot(ref, { includeMetadataChanges: true }, { next, error }) : null,
    map,
  );
}

/** A query, live. `key` must change whenever the query does (e.g. its path and filter values). */
export function useLiveQuery<T>(key: string | null, query: Query | null, map: (snap: QuerySnapshot) => T): Live<T> {
  return useLive<QuerySnapshot, T>(query ? key : null, query ? (next, error) => onSnapshot(query, next, error) : null, map);
}

/**
 * Parses each document with `parse`, keeping the ones that parse and logging the rest, so one
 * malformed record does not hide the others.
 */
export function parseDocs<T>(snap: QuerySnapshot, parse: (raw: Record<string, unknown>) => T | null): T[] {
  const out: T[] = [];
  for (const d of snap.docs) {
    const parsed = parse({ ...d.data(), id: d.id });
    if (parsed === null) console.warn(`vuoro: skipped malformed document ${d.ref.path}`);
    else out.push(parsed);
  }
  return out;
}
