export interface MemoryCacheOptions {
  /** Past this many entries the least recently used one is dropped. */
  maxEntries: number;
  /** An entry is produced again after this long, whatever happened meanwhile (a safety net). */
  ttlMs: number;
  now?: () => number;
}

export interface MemoryCache<V> {
  /**
   * The value kept for `key`, or the one `produce` makes, kept when `keep` says so. Callers asking
   * while it is being produced share it. A value produced across a `clear()` is returned but not
   * kept: it may have been read before the change that cleared the cache.
   */
  remember(key: string, produce: () => Promise<V>, keep?: (value: V) => boolean): Promise<V>;
  /** The value kept for `key`, if there is one. */
  peek(key: string): V | undefined;
  /** Forgets everything, including what is being produced right now. */
  clear(): void;
  readonly size: number;
}

/** A bounded, least-recently-used map of values that are expensive to make and cheap to keep. */
export function createMemoryCache<V>({ maxEntries, ttlMs, now = Date.now }: MemoryCacheOptions): MemoryCache<V> {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const entries = new Map<string, { value: V; expiresAt: number }>();
  const producing = new Map<string, Promise<V>>();
  let generation = 0;

  function fresh(key: string) {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.expiresAt <= now()) return undefined;
    entries.set(key, entry);
    return entry;
  }

  function store(key: string, value: V) {
    entries.set(key, { value, expiresAt: now() + ttlMs });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return {
    peek: (key) => fresh(key)?.value,
    remember(key, produce, keep = () => true) {
      const entry = fresh(key);
      if (entry) return Promise.resolve(entry.value);
      const running = producing.get(key);
      if (running) return running;
      const startedAt = generation;
      const promise = produce()
        .then((value) => {
          if (startedAt === generation && keep(value)) store(key, value);
          return value;
        })
        .finally(() => {
          if (producing.get(key) === promise) producing.delete(key);
        });
      producing.set(key, promise);
      return promise;
    },
    clear() {
      generation += 1;
      entries.clear();
      producing.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
