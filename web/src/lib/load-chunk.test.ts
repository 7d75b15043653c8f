import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk, RELOAD_MARK, type ReloadEnv } from './load-chunk';

function env(timeoutMs = 1000) {
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
  } satisfies ReloadEnv & { store: Map<string, string> };
}

describe('loadChunk: one automatic reload, then the error page', () => {
  it('returns the module and forgets an earlier reload', async () => {
    const e = env();
    e.store.set(RELOAD_MARK, '1');
    await expect(loadChunk(() => Promise.resolve({ ok: true }), e)).resolves.toEqual({ ok: true });
    expect(e.store.has(RELOAD_MARK)).toBe(false);
    expect(e.reload).not.toHaveBeenCalled();
  });

  it('reloads the page once on the first failure', async () => {
    const e = env();
    void loadChunk(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), e);
    await vi.waitFor(() => expect(e.reload).toHaveBeenCalledTimes(1));
    expect(e.store.has(RELOAD_MARK)).toBe(true);
  });

  it('after that reload, a second failure throws a ChunkLoadError instead of reloading again', async () => {
    const e = env();
    e.store.set(RELOAD_MARK, '1');
    await expect(loadChunk(() => Promise.reject(new Error('boom')), e)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(e.reload).not.toHaveBeenCalled();
  });

  it('treats a chunk slower than the script load timeout as a failure', async () => {
    vi.useFakeTimers();
    const e = env(120_000);
    void loadChunk(() => new Promise(() => {}), e);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(e.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(e.reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
