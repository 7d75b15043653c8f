/**
 * Per-instance caches for what almost every Staff API call reads and what changes seldom: the
 * caller's account state (revocation, disabled), the caller's staff record, public settings. An
 * entry lives at most `ttlMs` from when it was loaded; a cache holds at most `maxEntries` (the
 * oldest entry goes first). Concurrent misses for one key share one load, so a burst of calls by
 * one person after a cold start reads once. A failed load is not kept.
 *
 * A change made on this instance drops its entry at once (`forget`); other instances see it
 * within the TTL. That bound is the rule the README states ("Identity and access").
 */

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

const every: TtlCache<unknown, unknown>[] = [];

export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    readonly ttlMs: number,
    readonly maxEntries: number,
  ) {
    every.push(this as TtlCache<unknown, unknown>);
  }

  /** The cached value of `key` at time `now` (ms), else what `load` answers (kept when `keep` says so). */
  get(key: K, load: () => Promise<V>, now: number, keep: (value: V) => boolean = () => true): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (hit) this.entries.delete(key);
    const value = load();
    const entry = { value, expiresAt: now + this.ttlMs };
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    value.then(
      (v) => {
        if (!keep(v) && this.entries.get(key) === entry) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /** Drops `key`: this instance changed what it caches. */
  forget(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Empties every cache of this instance (tests that change data behind the API's back). */
export function clearCaches(): void {
  for (const cache of every) cache.clear();
}

/**
 * Concurrent identical reads share one: while a load for `key` is in flight, another call for the
 * same key gets its answer instead of starting a second read (nothing is kept after it settles).
 */
export class InFlight<K, V> {
  private readonly loads = new Map<K, Promise<V>>();

  run(key: K, load: () => Promise<V>): Promise<V> {
    const running = this.loads.get(key);
    if (running) return running;
    const value = load().finally(() => this.loads.delete(key));
    this.loads.set(key, value);
    return value;
  }
}
