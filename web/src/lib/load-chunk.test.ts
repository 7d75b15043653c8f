import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk, RELOAD_MARK, type ReloadEnv } from './load-chunk';

function env({ timeoutMs = 1000, pageIsReload = false } = {}) {
  const store = new Map<string, string>();
  return {
    store,
    storage: {
      getItem: (k) => store.get(k) ?? null,
      setItem: (k, v) => void store.set(k, v),
      removeItem: (k) => void store.delete(k),
    },
    reload: vi.fn<() => void>(),
    timeoutMs,
    pageIsReload,
  } satisfies ReloadEnv & { store: Map<string, string> };
}

const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));

describe('loadChunk: one automatic reload, then the error page', () => {
  it('returns the module', async () => {
    const e = env();
    await expect(loadChunk(() => Promise.resolve({ ok: true }), e)).resolves.toEqual({ ok: true });
    expect(e.reload).not.toHaveBeenCalled();
  });

  it('reloads the page once on the first failure, and marks it for the page it opens', async () => {
    const e = env();
    void loadChunk(failing, e);
    await vi.waitFor(() => expect(e.reload).toHaveBeenCalledTimes(1));
    expect(e.store.has(RELOAD_MARK)).toBe(true);
  });

  it('reloads once when several chunks of one page fail at once', async () => {
    const e = env();
    void loadChunk(failing, e);
    void loadChunk(failing, e);
    await vi.waitFor(() => expect(e.reload).toHaveBeenCalled());
    await new Promise((settle) => setTimeout(settle, 10));
    expect(e.reload).toHaveBeenCalledTimes(1);
  });

  it('in the page the reload opened, a failure throws a ChunkLoadError instead of reloading again', async () => {
    const e = env({ pageIsReload: true });
    await expect(loadChunk(() => Promise.reject(new Error('boom')), e)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(e.reload).not.toHaveBeenCalled();
  });

  it('there, a chunk that arrives does not earn another one that failed a second reload', async () => {
    const e = env({ pageIsReload: true });
    const arrived = loadChunk(() => Promise.resolve({ ok: true }), e);
    const failed = loadChunk(() => new Promise((_, reject) => setTimeout(() => reject(new Error('boom')), 5)), e);
    await expect(arrived).resolves.toEqual({ ok: true });
    await expect(failed).rejects.toBeInstanceOf(ChunkLoadError);
    expect(e.reload).not.toHaveBeenCalled();
  });

  it('treats a chunk slower than the script load timeout as a failure', async () => {
    vi.useFakeTimers();
    const e = env({ timeoutMs: 120_000 });
    void loadChunk(() => new Promise(() => {}), e);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(e.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(e.reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
