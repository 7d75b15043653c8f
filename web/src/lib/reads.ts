import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  getCountFromServer,
  getDoc,
  getDocs,
  onSnapshot,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QuerySnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { onSessionEnd } from './session-end';

/**
 * Every Firestore read of the web app goes through this module (eslint refuses the SDK's read
 * functions and reactfire's read hooks anywhere else); writes stay in each feature's `api/`.
 *
 * - `useLiveDoc` / `useLiveQuery`: one `onSnapshot` per mounted reader, so another recruiter's
 *   change shows within a second. A document the local cache guesses absent is not reported
 *   until the server says so (no redirect on a cold cache).
 * - `sharedLiveQuery` / `sharedLiveDoc`: a read many screens need (the catalogues, the views):
 *   one listener per app however many components use it, reference-counted, kept for a while
 *   after the last one leaves, so moving between screens does not read it again.
 * - `watchQuery`: the raw listener, for a store that manages its own (the talent list's pages).
 * - `readDoc` / `readDocs` / `countDocs`: one-shot reads, for a download or a step before a
 *   write, where a live listener has nothing to keep up to date.
 *
 * A failed read is `status: 'error'` with `retry()`, which opens a new listener (spec: "a failed
 * load shows a retry").
 */
export type Live<T> =
  | { status: 'loading'; data: undefined; retry: () => void }
  | { status: 'ready'; data: T; retry: () => void }
  | { status: 'error'; data: undefined; error: unknown; retry: () => void };

/** Opens a listener; returns its unsubscribe. */
type Subscribe<S> = (onNext: (snap: S) => void, onError: (e: unknown) => void) => () => void;

type Settled<T> = { key: string; data: T } | { key: string; error: unknown };

/** What a snapshot listener reports once mapped: nothing yet, a value, or the error that ended it. */
type Reading<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

function warn(key: string, error: unknown): void {
  console.warn(`vuoro: live read failed (${key})`, error);
}

function useLive<S, T>(key: string | null, subscribe: Subscribe<S> | null, map: (snap: S) => T): Live<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const fullKey = key === null ? null : `${key}#${attempt}`;
  useEffect(() => {
    if (fullKey === null || !subscribe) return undefined;
    return subscribe(
      (snap) => setSettled({ key: fullKey, data: map(snap) }),
      (error) => {
        warn(key ?? '', error);
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
 * Listens to a document with metadata changes and passes on only what the server vouches for an
 * absent document: the local cache's "absent" (`fromCache`) is held back until the server
 * confirms or contradicts it.
 */
function listenToDoc(ref: DocumentReference): Subscribe<DocumentSnapshot> {
  return (next, error) =>
    onSnapshot(
      ref,
      { includeMetadataChanges: true },
      {
        next: (snap) => {
          if (!snap.exists() && snap.metadata.fromCache) return;
          next(snap);
        },
        error,
      },
    );
}

/**
 * A query's snapshots as they come, for a store that manages its own listeners (the talent
 * list's pages); components use `useLiveQuery` or a shared read instead. Returns the unsubscribe.
 */
export function watchQuery(query: Query, onNext: (snap: QuerySnapshot) => void, onError: (e: unknown) => void): () => void {
  return onSnapshot(query, onNext, onError);
}

function listenToQuery(query: Query): Subscribe<QuerySnapshot> {
  return (next, error) => watchQuery(query, next, error);
}

/**
 * A document, live. `ref` null: nothing is read. `map` sees an absent document (`!snap.exists()`)
 * only once the server has said so; until then the read is loading.
 */
export function useLiveDoc<T>(ref: DocumentReference | null, map: (snap: DocumentSnapshot) => T): Live<T> {
  return useLive<DocumentSnapshot, T>(ref ? ref.path : null, ref ? listenToDoc(ref) : null, map);
}

/** A query, live. `key` must change whenever the query does (e.g. its path and filter values). */
export function useLiveQuery<T>(key: string | null, query: Query | null, map: (snap: QuerySnapshot) => T): Live<T> {
  return useLive<QuerySnapshot, T>(query ? key : null, query ? listenToQuery(query) : null, map);
}

/** How long a shared read stays open after its last reader leaves (a trip to another screen and back). */
export const SHARED_LINGER_MS = 5 * 60_000;

/**
 * One listener shared by every reader of the same data, counted: the first reader opens it, the
 * last one to leave closes it after `SHARED_LINGER_MS`. A listener that failed stays failed until
 * `retry()` (every reader sees the error and the retry), or until a reader arrives while nobody
 * is reading (e.g. after signing out and in again), which opens a new one.
 */
export class SharedRead<S, T> {
  private reading: Reading<T> = { status: 'loading' };
  private listeners = new Set<() => void>();
  private close: (() => void) | null = null;
  private linger: ReturnType<typeof setTimeout> | undefined;
  private live: Live<T>;

  constructor(
    private readonly key: string,
    private readonly source: Subscribe<S>,
    private readonly map: (snap: S) => T,
    private readonly lingerMs = SHARED_LINGER_MS,
  ) {
    this.live = this.toLive();
  }

  subscribe = (listener: () => void): (() => void) => {
    const first = this.listeners.size === 0;
    this.listeners.add(listener);
    clearTimeout(this.linger);
    if (!this.close) this.open();
    else if (first && this.reading.status === 'error') this.retry();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.linger = setTimeout(() => this.stop(), this.lingerMs);
    };
  };

  getSnapshot = (): Live<T> => this.live;

  /** Closes the listener and opens a new one (after an error). */
  retry = (): void => {
    this.stop();
    this.open();
  };

  /**
   * The session ended: closes the listener at once (no linger) and drops what it read; a reader
   * still mounted gets a new listener under the new session.
   */
  reset = (): void => {
    clearTimeout(this.linger);
    this.stop();
    if (this.listeners.size > 0) this.open();
  };

  private open(): void {
    this.set({ status: 'loading' });
    let closed = false;
    const unsubscribe = this.source(
      (snap) => {
        if (!closed) this.set({ status: 'ready', data: this.map(snap) });
      },
      (error) => {
        if (closed) return;
        warn(this.key, error);
        this.set({ status: 'error', error });
      },
    );
    this.close = () => {
      closed = true;
      unsubscribe();
    };
  }

  /** Closes the listener; the next reader starts from 'loading', not from what it last held. */
  private stop(): void {
    this.close?.();
    this.close = null;
    this.reading = { status: 'loading' };
    this.live = this.toLive();
  }

  private set(reading: Reading<T>): void {
    this.reading = reading;
    this.live = this.toLive();
    for (const listener of [...this.listeners]) listener();
  }

  private toLive(): Live<T> {
    const { reading, retry } = this;
    if (reading.status === 'ready') return { status: 'ready', data: reading.data, retry };
    if (reading.status === 'error') return { status: 'error', data: undefined, error: reading.error, retry };
    return { status: 'loading', data: undefined, retry };
  }
}

/** Reads a shared read's current value and follows its changes. */
export function useSharedRead<S, T>(read: SharedRead<S, T>): Live<T> {
  return useSyncExternalStore(read.subscribe, read.getSnapshot);
}

function sharedHook<S, T>(key: string, source: (db: Firestore) => Subscribe<S>, map: (snap: S) => T): () => Live<T> {
  const reads = new WeakMap<Firestore, SharedRead<S, T>>();
  const readFor = (db: Firestore): SharedRead<S, T> => {
    let read = reads.get(db);
    if (!read) {
      read = new SharedRead(key, source(db), map);
      reads.set(db, read);
      onSessionEnd(read.reset);
    }
    return read;
  };
  return function useShared() {
    return useSharedRead(readFor(useFirestore()));
  };
}

/** A hook reading `query` live through one listener shared by every component that calls it. */
export function sharedLiveQuery<T>(key: string, query: (db: Firestore) => Query, map: (snap: QuerySnapshot) => T): () => Live<T> {
  return sharedHook(key, (db) => listenToQuery(query(db)), map);
}

/** A hook reading a document live through one shared listener; `map` sees "absent" only on the server's word. */
export function sharedLiveDoc<T>(
  key: string,
  ref: (db: Firestore) => DocumentReference,
  map: (snap: DocumentSnapshot) => T,
): () => Live<T> {
  return sharedHook(key, (db) => listenToDoc(ref(db)), map);
}

/**
 * Parses each document with `parse`, keeping the ones that parse and logging the rest, so one
 * malformed record does not hide the others. `options` as for `data()`, e.g. an estimate for a
 * server time this client wrote and the server has not stamped yet.
 */
export function parseDocs<T>(
  snap: QuerySnapshot,
  parse: (raw: Record<string, unknown>) => T | null,
  options?: SnapshotOptions,
): T[] {
  const out: T[] = [];
  for (const d of snap.docs) {
    const parsed = parse({ ...d.data(options), id: d.id });
    if (parsed === null) console.warn(`vuoro: skipped malformed document ${d.ref.path}`);
    else out.push(parsed);
  }
  return out;
}

/** A document once (`exists()` tells whether there is one). */
export function readDoc(ref: DocumentReference): Promise<DocumentSnapshot> {
  return getDoc(ref);
}

/** A query's documents once. */
export function readDocs(query: Query): Promise<QuerySnapshot> {
  return getDocs(query);
}

/** How many documents match `query` (a count aggregation on the server; nothing downloaded). */
export async function countDocs(query: Query): Promise<number> {
  return (await getCountFromServer(query)).data().count;
}
