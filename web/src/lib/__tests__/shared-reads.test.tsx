import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The shared hooks against the Firestore SDK's listener interface: each `onSnapshot` the hooks
 * open is recorded, so the tests see how many listeners the screens cost and can answer them.
 */
type Listener = {
  path: string;
  next: (snap: unknown) => void;
  error: (e: unknown) => void;
  closed: boolean;
};
const sdk = vi.hoisted(() => ({ listeners: [] as Listener[], db: {} as object }));

vi.mock('reactfire', () => ({ useFirestore: () => sdk.db }));
vi.mock('firebase/firestore', () => ({
  collection: (_db: unknown, path: string) => ({ path }),
  doc: (_db: unknown, ...segments: string[]) => ({ path: segments.join('/') }),
  onSnapshot: (ref: { path: string }, ...args: unknown[]) => {
    // (ref, next, error) for a query; (ref, options, { next, error }) for a document.
    const observer = typeof args[0] === 'function' ? { next: args[0], error: args[1] } : args[1];
    const listener = { path: ref.path, ...(observer as Pick<Listener, 'next' | 'error'>), closed: false };
    sdk.listeners.push(listener);
    return () => {
      listener.closed = true;
    };
  },
}));

const { SHARED_LINGER_MS } = await import('../reads');
const { endSession } = await import('../session-end');
const { useTags, useView, viewEntries } = await import('../shared-reads');

const open = (path: string) => sdk.listeners.filter((l) => l.path === path && !l.closed);
const opened = (path: string) => sdk.listeners.filter((l) => l.path === path);

function querySnap(path: string, docs: Record<string, Record<string, unknown>>) {
  return {
    docs: Object.entries(docs).map(([id, data]) => ({ id, data: () => data, ref: { path: `${path}/${id}` } })),
  };
}

function docSnap(path: string, data: Record<string, unknown> | undefined, fromCache = false) {
  return {
    id: path.split('/').at(-1),
    exists: () => data !== undefined,
    data: () => data,
    metadata: { fromCache },
    ref: { path },
  };
}

function TagNames({ label }: { label: string }) {
  const tags = useTags();
  return (
    <p data-testid={label}>
      {tags.status === 'ready' ? tags.data.map((t) => t.name).join(',') : tags.status}
      {tags.status === 'error' && (
        <button type="button" onClick={tags.retry}>
          retry {label}
        </button>
      )}
    </p>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  sdk.listeners = [];
  sdk.db = {}; // a new Firestore instance per test: its own shared reads
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useTags (a shared read)', () => {
  it('serves two screens from one listener, parsed and sorted once', () => {
    render(
      <>
        <TagNames label="list" />
        <TagNames label="detail" />
      </>,
    );
    expect(opened('tags')).toHaveLength(1);
    expect(screen.getByTestId('list').textContent).toBe('loading');

    act(() => open('tags')[0]!.next(querySnap('tags', { b: { name: 'Trukkikortti' }, a: { name: 'Hygieniapassi' }, x: {} })));
    expect(screen.getByTestId('list').textContent).toBe('Hygieniapassi,Trukkikortti');
    expect(screen.getByTestId('detail').textContent).toBe('Hygieniapassi,Trukkikortti');
    expect(opened('tags')).toHaveLength(1);
  });

  it('shows the error to every reader; retry opens one new listener for all of them', () => {
    render(
      <>
        <TagNames label="list" />
        <TagNames label="detail" />
      </>,
    );
    act(() => open('tags')[0]!.error(new Error('permission-denied')));
    expect(screen.getByTestId('list').textContent).toContain('error');
    expect(screen.getByTestId('detail').textContent).toContain('error');

    act(() => screen.getByText('retry detail').click());
    expect(opened('tags')).toHaveLength(2);
    expect(open('tags')).toHaveLength(1);
    expect(screen.getByTestId('list').textContent).toBe('loading');

    act(() => open('tags')[0]!.next(querySnap('tags', { a: { name: 'Anniskelupassi' } })));
    expect(screen.getByTestId('list').textContent).toBe('Anniskelupassi');
    expect(screen.getByTestId('detail').textContent).toBe('Anniskelupassi');
  });

  it('keeps the listener a while after the last reader leaves, then closes it', () => {
    const first = render(<TagNames label="list" />);
    act(() => open('tags')[0]!.next(querySnap('tags', { a: { name: 'Hygieniapassi' } })));
    first.unmount();

    // Back within the linger: the same listener, the value at once.
    render(<TagNames label="detail" />);
    expect(screen.getByTestId('detail').textContent).toBe('Hygieniapassi');
    expect(opened('tags')).toHaveLength(1);
    cleanup();

    act(() => vi.advanceTimersByTime(SHARED_LINGER_MS));
    expect(open('tags')).toHaveLength(0);

    render(<TagNames label="later" />);
    expect(opened('tags')).toHaveLength(2);
    expect(screen.getByTestId('later').textContent).toBe('loading');
  });

  it('opens a new listener for the first reader after a failure nobody was reading (signed out and in again)', () => {
    const first = render(<TagNames label="list" />);
    act(() => open('tags')[0]!.error(new Error('permission-denied')));
    first.unmount();

    render(<TagNames label="again" />);
    expect(opened('tags')).toHaveLength(2);
    act(() => open('tags')[0]!.next(querySnap('tags', { a: { name: 'Hygieniapassi' } })));
    expect(screen.getByTestId('again').textContent).toBe('Hygieniapassi');
  });
});

describe('when the session ends', () => {
  it('closes a lingering listener at once and drops its data: the next session reads afresh', () => {
    const first = render(<TagNames label="list" />);
    act(() => open('tags')[0]!.next(querySnap('tags', { a: { name: 'Hygieniapassi' } })));
    first.unmount();
    expect(open('tags')).toHaveLength(1); // lingering

    act(() => endSession());
    expect(open('tags')).toHaveLength(0);
    render(<TagNames label="next" />);
    expect(screen.getByTestId('next').textContent).toBe('loading');
    expect(opened('tags')).toHaveLength(2);
  });

  it('gives a reader still on screen a new listener instead of the old data', () => {
    render(<TagNames label="list" />);
    act(() => open('tags')[0]!.next(querySnap('tags', { a: { name: 'Hygieniapassi' } })));
    act(() => endSession());
    expect(screen.getByTestId('list').textContent).toBe('loading');
    expect(open('tags')).toHaveLength(1);
    expect(opened('tags')).toHaveLength(2);
  });
});

function JobNames() {
  const view = useView('jobs');
  if (view.status !== 'ready') return <p data-testid="jobs">{view.status}</p>;
  return <p data-testid="jobs">{JSON.stringify(view.data.jobs)}</p>;
}

describe('useView', () => {
  it('calls a view absent only on the server word, and reads it as empty then', () => {
    render(<JobNames />);
    act(() => open('views/jobs')[0]!.next(docSnap('views/jobs', undefined, true)));
    expect(screen.getByTestId('jobs').textContent).toBe('loading');
    act(() => open('views/jobs')[0]!.next(docSnap('views/jobs', undefined, false)));
    expect(screen.getByTestId('jobs').textContent).toBe('{}');
  });

  it('keeps the entries that parse when one does not', () => {
    render(<JobNames />);
    act(() =>
      open('views/jobs')[0]!.next(
        docSnap('views/jobs', { jobs: { j1: { title: 'Kokki', company: 'Satama' }, j2: { title: '' } } }),
      ),
    );
    expect(JSON.parse(screen.getByTestId('jobs').textContent!)).toEqual({ j1: { title: 'Kokki', company: 'Satama' } });
  });
});

describe('views entries', () => {
  it('reads the map keyed by id', () => {
    expect(viewEntries({ j1: { title: 'Kokki', company: 'Satama' } })).toEqual([['j1', { title: 'Kokki', company: 'Satama' }]]);
  });

  it('reads the earlier list of {id, …}; anything else is no entries', () => {
    expect(viewEntries([{ id: 'j1', title: 'Kokki' }, { title: 'no id' }])).toEqual([['j1', { id: 'j1', title: 'Kokki' }]]);
    expect(viewEntries(undefined)).toEqual([]);
    expect(viewEntries('x')).toEqual([]);
  });
});
