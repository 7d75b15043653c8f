import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fake of the few Firestore calls the store makes: queries are plain descriptions, listeners are recorded. */
interface Listener {
  constraints: Record<string, unknown>;
  next: (snapshot: unknown) => void;
  error: (e: Error) => void;
  closed: boolean;
}
const listeners: Listener[] = [];
vi.mock('firebase/firestore', () => ({
  collection: () => ({}),
  orderBy: (field: string, dir: string) => ({ orderBy: `${field} ${dir}` }),
  limit: (n: number) => ({ limit: n }),
  startAfter: (doc: { id: string }) => ({ startAfter: doc.id }),
  endAt: (doc: { id: string }) => ({ endAt: doc.id }),
  query: (_c: unknown, ...parts: Record<string, unknown>[]) => Object.assign({}, ...parts),
  onSnapshot: (constraints: Record<string, unknown>, next: Listener['next'], error: Listener['error']) => {
    const listener: Listener = { constraints, next, error, closed: false };
    listeners.push(listener);
    return () => {
      listener.closed = true;
    };
  },
}));
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));

const { TalentPages } = await import('../api/talent-pages');

const doc = (i: number) => ({
  id: `t${i}`,
  data: () => ({ firstName: `First${i}`, lastName: 'Last', email: `t${i}@example.com`, added: new Date(1_000_000 - i * 1000) }),
});
const snapshot = (docs: ReturnType<typeof doc>[]) => ({
  docs,
  size: docs.length,
  docChanges: () => docs.map((d) => ({ type: 'added', doc: d })),
});
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => doc(from + k));
const open = () => listeners.filter((l) => !l.closed).map((l) => l.constraints);

describe('talent pages', () => {
  beforeEach(() => {
    listeners.length = 0;
  });

  it('loads newest first in pages of 100, each after the last; a failed page is asked again with 10 fewer', () => {
    const store = new TalentPages({} as never);
    store.subscribe(() => undefined);
    expect(open()).toEqual([{ orderBy: 'added desc', limit: 100 }]);

    listeners[0]!.next(snapshot(range(0, 100)));
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', pages: 1, allLoaded: false });
    expect(store.getSnapshot().rows).toHaveLength(100);
    // The next page starts after the last talent; the first page is re-anchored to end at it.
    expect(listeners.map((l) => l.constraints).slice(1)).toEqual([
      { orderBy: 'added desc', endAt: 't99' },
      { orderBy: 'added desc', startAfter: 't99', limit: 100 },
    ]);

    listeners[2]!.error(new Error('deadline-exceeded'));
    expect(listeners.at(-1)!.constraints).toEqual({ orderBy: 'added desc', startAfter: 't99', limit: 90 });
    listeners.at(-1)!.error(new Error('deadline-exceeded'));
    expect(listeners.at(-1)!.constraints).toEqual({ orderBy: 'added desc', startAfter: 't99', limit: 80 });
    expect(store.getSnapshot().pageSize).toBe(80);

    listeners.at(-1)!.next(snapshot(range(100, 130)));
    const state = store.getSnapshot();
    expect(state).toMatchObject({ status: 'ready', allLoaded: true, pages: 2 });
    expect(state.rows.map((r) => r.talent.id)).toEqual(range(0, 130).map((d) => d.id));
  });

  it('never goes below 10: a page of 10 that fails shows the error, and retry starts over', () => {
    const store = new TalentPages({} as never);
    store.subscribe(() => undefined);
    const sizes: unknown[] = [];
    for (let i = 0; i < 10; i += 1) {
      sizes.push(listeners.at(-1)!.constraints.limit);
      listeners.at(-1)!.error(new Error('unavailable'));
    }
    expect(sizes).toEqual([100, 90, 80, 70, 60, 50, 40, 30, 20, 10]);
    expect(store.getSnapshot().status).toBe('error');
    store.retry();
    expect(open()).toEqual([{ orderBy: 'added desc', limit: 100 }]);
  });

  it('shows a talent once when it moves between pages, and applies live changes', () => {
    const store = new TalentPages({} as never);
    store.subscribe(() => undefined);
    listeners[0]!.next(snapshot(range(0, 100)));
    listeners[1]!.next(snapshot(range(0, 100))); // the re-anchored first page
    listeners[2]!.next(snapshot(range(99, 120))); // t99 also arrives on page 2
    expect(store.getSnapshot().rows).toHaveLength(120);

    const renamed = { id: 't5', data: () => ({ ...doc(5).data(), status: 'presented' }) };
    listeners[1]!.next({
      docs: range(0, 100).map((d) => (d.id === 't5' ? renamed : d)),
      size: 100,
      docChanges: () => [{ type: 'modified', doc: renamed }],
    });
    expect(store.getSnapshot().rows.find((r) => r.talent.id === 't5')!.talent.status).toBe('presented');
  });
});
