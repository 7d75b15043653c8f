import { useEffect, useState } from 'react';
import { onSnapshot, type DocumentReference, type Query } from 'firebase/firestore';

/**
 * Live reads shared by this feature's operations: one `onSnapshot` per mounted reader, keyed by
 * path so a re-render does not resubscribe. A document reader tells a missing document apart
 * from one still loading (an unknown assignment id redirects); a stored document that does not
 * parse with its domain schema counts as missing.
 */
export type LiveDoc<T> =
  { status: 'loading' } | { status: 'missing' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

export function useLiveDoc<T>(ref: DocumentReference | null, parse: (id: string, data: unknown) => T | null): LiveDoc<T> {
  const key = ref?.path ?? null;
  const [state, setState] = useState<{ key: string | null; value: LiveDoc<T> }>({ key: null, value: { status: 'loading' } });
  useEffect(() => {
    if (!ref) return;
    return onSnapshot(
      ref,
      // With metadata changes, the server's "still missing" arrives after the cache's guess.
      { includeMetadataChanges: true },
      (snap) => {
        // "Missing" only on the server's word: a cache that has not seen the document yet says nothing.
        if (!snap.exists() && snap.metadata.fromCache) return;
        const data = snap.exists() ? parse(snap.id, snap.data()) : null;
        setState({ key: ref.path, value: data === null ? { status: 'missing' } : { status: 'ready', data } });
      },
      (error) => setState({ key: ref.path, value: { status: 'error', error } }),
    );
    // The path identifies the reference; `parse` is a module-level function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key && key !== null ? state.value : { status: 'loading' };
}

export type LiveList<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T[] };

export function useLiveQuery<T>(
  query: Query | null,
  key: string | null,
  parse: (id: string, data: unknown) => T | null,
): LiveList<T> {
  const [state, setState] = useState<{ key: string | null; value: LiveList<T> }>({ key: null, value: { status: 'loading' } });
  useEffect(() => {
    if (!query) return;
    return onSnapshot(
      query,
      (snap) => {
        const data: T[] = [];
        for (const d of snap.docs) {
          const item = parse(d.id, d.data());
          if (item !== null) data.push(item);
        }
        setState({ key, value: { status: 'ready', data } });
      },
      (error) => setState({ key, value: { status: 'error', error } }),
    );
    // `key` stands for the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key && key !== null ? state.value : { status: 'loading' };
}
