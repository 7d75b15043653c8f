import { useCallback, useSyncExternalStore } from 'react';
import {
  collection,
  endAt,
  limit,
  orderBy,
  query,
  startAfter,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { pageSizeAfterFailure, talent, TALENT_PAGE_SIZE, TALENT_PAGE_SIZE_FLOOR, toDateInput } from '@vuoro/domain';
import { watchQuery } from '@/lib/reads';
import { onSessionEnd } from '@/lib/session-end';
import { indexTalent, type Indexed, type TalentListItem } from '../components/talent-search';

/**
 * The talent list's data: every talent, ordered by `added`, newest first (spec 9), read live in
 * pages of 100 with cursor pagination; a page that fails is asked again with 10 fewer, never
 * below 10 (`pageSizeAfterFailure`), and later pages keep the smaller size.
 *
 * Each page is its own live listener (`watchQuery`) (`startAfter` the previous page's last document,
 * `limit` the page size), so another recruiter's change reaches the screen within a second.
 * New talents arrive at the top: once the first page is full it is re-anchored to end at its
 * last document (top open, no limit), so a new talent never pushes one out of the window
 * (that costs one more read of the first page). A talent that moves between pages (a deletion
 * shifts later windows up) is shown once: rows are merged by id.
 *
 * The store lives at module scope, per Firestore instance, and outlives the screen by a
 * minute: opening an assignment beside the list (another route, the same module) or a
 * talent's detail and coming back keeps the loaded pages and their listeners.
 */

/** The fields of the Talent entity the list shows and filters on. */
export const talentListFields = talent.pick({
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phoneNumber: true,
  status: true,
  location: true,
  industry: true,
  tags: true,
  languages: true,
  added: true,
});

export type TalentRow = Indexed<TalentListItem>;

export interface TalentPagesState {
  status: 'loading' | 'ready' | 'error';
  /** Rows, newest first, each with its search index. */
  rows: readonly TalentRow[];
  /** Pages loaded so far and whether the last one came back short (all loaded). */
  pages: number;
  allLoaded: boolean;
  /** The page size now in use (100, less after failures). */
  pageSize: number;
}

/** Reads a talent document into a list row; a document the schema refuses still shows its name. */
export function toListItem(id: string, data: DocumentData): TalentListItem {
  const parsed = talentListFields.safeParse({ ...data, id });
  if (parsed.success) {
    const t = parsed.data;
    return {
      id,
      firstName: t.firstName,
      lastName: t.lastName,
      email: t.email ?? '',
      phoneNumber: t.phoneNumber ?? '',
      status: t.status ?? '',
      location: t.location ?? '',
      industry: t.industry ?? '',
      tags: t.tags,
      languages: t.languages.map((l) => l.language),
      added: t.added ?? null,
    };
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const added = toDateInput(data.added);
  return {
    id,
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    email: text(data.email),
    phoneNumber: text(data.phoneNumber),
    status: text(data.status),
    location: text(data.location),
    industry: text(data.industry),
    tags: [],
    languages: [],
    added: added instanceof Date && !Number.isNaN(added.getTime()) ? added : null,
  };
}

declare global {
  interface Window {
    /** Documents received by the talent list's listeners (not in production builds; the benchmark reads it). */
    __vuoroReads?: number;
  }
}

function countReads(snapshot: QuerySnapshot): void {
  if (import.meta.env.MODE === 'production') return;
  window.__vuoroReads = (window.__vuoroReads ?? 0) + snapshot.docChanges().length;
}

interface Page {
  size: number;
  /** The previous page's last document (undefined for the first page). */
  after: QueryDocumentSnapshot | undefined;
  docs: QueryDocumentSnapshot[];
  loaded: boolean;
  unsubscribe: () => void;
}

const LINGER_MS = 60_000;

export class TalentPages {
  private pages: Page[] = [];
  private size = TALENT_PAGE_SIZE;
  private listeners = new Set<() => void>();
  private state: TalentPagesState = { status: 'loading', rows: [], pages: 0, allLoaded: false, pageSize: TALENT_PAGE_SIZE };
  private started = false;
  private users = 0;
  private linger: ReturnType<typeof setTimeout> | undefined;
  private items = new Map<string, TalentRow>();

  constructor(private readonly db: Firestore) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    this.users += 1;
    clearTimeout(this.linger);
    if (!this.started) this.start();
    else if (this.users === 1 && this.state.status === 'error') this.retry(); // e.g. signed out and back in
    return () => {
      this.listeners.delete(listener);
      this.users -= 1;
      if (this.users === 0) this.linger = setTimeout(() => this.stop(), LINGER_MS);
    };
  };

  getSnapshot = (): TalentPagesState => this.state;

  /** After an error: start over from the first page. */
  retry = (): void => {
    this.stop();
    this.start();
  };

  /**
   * The session ended: closes every page's listener at once and drops the rows; a reader still
   * mounted starts over under the new session.
   */
  reset = (): void => {
    clearTimeout(this.linger);
    this.stop();
    if (this.users > 0) this.start();
    else this.state = { status: 'loading', rows: [], pages: 0, allLoaded: false, pageSize: TALENT_PAGE_SIZE };
  };

  private start(): void {
    this.started = true;
    this.size = TALENT_PAGE_SIZE;
    this.set({ status: 'loading', rows: [], pages: 0, allLoaded: false, pageSize: this.size });
    this.openPage(undefined);
  }

  private stop(): void {
    for (const page of this.pages) page.unsubscribe();
    this.pages = [];
    this.items.clear();
    this.started = false;
  }

  private openPage(after: QueryDocumentSnapshot | undefined): void {
    const talents = collection(this.db, 'talents');
    const size = this.size;
    const q = after
      ? query(talents, orderBy('added', 'desc'), startAfter(after), limit(size))
      : query(talents, orderBy('added', 'desc'), limit(size));
    const page: Page = { size, after, docs: [], loaded: false, unsubscribe: () => undefined };
    const index = this.pages.length;
    this.pages.push(page);
    page.unsubscribe = watchQuery(
      q,
      (snapshot) => this.received(page, snapshot),
      () => this.failed(page, index),
    );
  }

  private received(page: Page, snapshot: QuerySnapshot): void {
    this.take(snapshot);
    page.docs = snapshot.docs;
    const first = !page.loaded;
    page.loaded = true;
    if (first) {
      const last = snapshot.docs.at(-1);
      const full = snapshot.size >= page.size && last !== undefined;
      if (full) {
        if (page.after === undefined) this.anchorFirstPage(page, last);
        this.openPage(last);
      }
      this.publish(!full);
      return;
    }
    this.publish(this.state.allLoaded);
  }

  /** The first page, now known to end at `last`: listen to everything from the top down to it. */
  private anchorFirstPage(page: Page, last: QueryDocumentSnapshot): void {
    let previous: (() => void) | null = page.unsubscribe;
    page.unsubscribe = watchQuery(
      query(collection(this.db, 'talents'), orderBy('added', 'desc'), endAt(last)),
      (snapshot) => {
        previous?.();
        previous = null;
        this.take(snapshot);
        page.docs = snapshot.docs;
        this.publish(this.state.allLoaded);
      },
      () => {
        previous?.();
        this.set({ ...this.state, status: 'error' });
      },
    );
  }

  private failed(page: Page, index: number): void {
    page.unsubscribe();
    if (page.loaded || this.pages[index] !== page) {
      // A live listener broke (e.g. the session ended): say so; retry starts over.
      this.set({ ...this.state, status: 'error' });
      return;
    }
    if (page.size <= TALENT_PAGE_SIZE_FLOOR) {
      this.set({ ...this.state, status: 'error' });
      return;
    }
    this.pages.splice(index, 1);
    this.size = pageSizeAfterFailure(page.size);
    this.set({ ...this.state, pageSize: this.size });
    this.openPage(page.after);
  }

  /** Counts the documents received and re-indexes only those that were added or changed. */
  private take(snapshot: QuerySnapshot): void {
    countReads(snapshot);
    for (const change of snapshot.docChanges()) {
      if (change.type === 'removed') continue;
      const item = toListItem(change.doc.id, change.doc.data());
      this.items.set(item.id, { talent: item, index: indexTalent(item) });
    }
  }

  private publish(allLoaded: boolean): void {
    const seen = new Set<string>();
    const rows: TalentRow[] = [];
    for (const page of this.pages) {
      for (const doc of page.docs) {
        const row = this.items.get(doc.id);
        if (seen.has(doc.id) || !row) continue;
        seen.add(doc.id);
        rows.push(row);
      }
    }
    rows.sort((a, b) => (b.talent.added?.getTime() ?? -Infinity) - (a.talent.added?.getTime() ?? -Infinity) || 0);
    this.set({ status: 'ready', rows, pages: this.pages.filter((p) => p.loaded).length, allLoaded, pageSize: this.size });
  }

  private set(state: TalentPagesState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

const stores = new WeakMap<Firestore, TalentPages>();

export function talentPagesFor(db: Firestore): TalentPages {
  let store = stores.get(db);
  if (!store) {
    store = new TalentPages(db);
    stores.set(db, store);
    onSessionEnd(store.reset);
  }
  return store;
}

/**
 * Starts reading the first page now (the listeners then linger a minute, waiting for the
 * screen), so the query runs while the screen's code and translations still load.
 */
export function prefetchTalentPages(db: Firestore): void {
  talentPagesFor(db).subscribe(() => undefined)();
}

/** Every talent, live, newest first; loads page after page in the background. */
export function useTalentPages(): TalentPagesState & { retry: () => void } {
  const db = useFirestore();
  const store = talentPagesFor(db);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const retry = useCallback(() => store.retry(), [store]);
  return { ...state, retry };
}
