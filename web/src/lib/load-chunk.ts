import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { SCRIPT_LOAD_TIMEOUT_MS } from '@vuoro/domain';

export const RELOAD_MARK = 'vuoro.chunkReloadAt';

/** A chunk that could not be loaded, even after the one automatic reload. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'ChunkLoadError';
  }
}

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  timeoutMs: number;
  /** Whether this page is itself the automatic reload (the mark was there when it started). */
  pageIsReload: boolean;
}

let browser: ReloadEnv | null = null;

/** The browser's side, read once per page: the mark says whether this page is the reload, and goes. */
function browserEnv(): ReloadEnv {
  if (browser) return browser;
  const storage = window.sessionStorage;
  const pageIsReload = storage.getItem(RELOAD_MARK) !== null;
  storage.removeItem(RELOAD_MARK);
  browser = { storage, reload: () => window.location.reload(), timeoutMs: SCRIPT_LOAD_TIMEOUT_MS, pageIsReload };
  return browser;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Script chunk did not load within ${ms} ms`)), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e)),
    );
  });
}

/** The pages (envs) already going away for their reload: a second failure there waits with the first. */
const reloading = new WeakSet<ReloadEnv>();

/**
 * Loads a lazy chunk: a route, a layout, a dialog, a library, a translation file, Firebase itself.
 * A failure (a stale chunk after a redeploy, a script or style chunk that fails or takes longer
 * than 120 s) reloads the page once; in the page that reload opened, a failure throws a
 * ChunkLoadError for the error page (whose button reloads by hand, and that page starts afresh).
 * The decision is the page's, not the chunk's: the first screen loads several chunks at once, and
 * one that arrives does not earn another that failed a second reload.
 */
export async function loadChunk<T>(load: () => Promise<T>, env: ReloadEnv = browserEnv()): Promise<T> {
  try {
    return await withTimeout(load(), env.timeoutMs);
  } catch (error) {
    if (env.pageIsReload) throw new ChunkLoadError(error);
    if (!reloading.has(env)) {
      reloading.add(env);
      env.storage.setItem(RELOAD_MARK, String(Date.now()));
      env.reload();
    }
    return new Promise<T>(() => {}); // the page is going away
  }
}

/** A lazy component whose chunk can be asked for before it renders (`preload`). */
export type PreloadableLazy<C extends ComponentType<any>> = LazyExoticComponent<C> & { preload: () => void }; // eslint-disable-line @typescript-eslint/no-explicit-any -- any component's props

/**
 * A lazy component (a screen, a dialog, a probe) whose chunk loads by `loadChunk`'s rule, once:
 * `preload()` starts the same load early (e.g. the first screen's, beside the translations).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props, as React.lazy takes
export function lazyChunk<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): PreloadableLazy<C> {
  let loading: Promise<{ default: C }> | null = null;
  const once = () => (loading ??= loadChunk(load));
  return Object.assign(lazy(once), { preload: () => void once().catch(() => undefined) });
}
