/**
 * Serialized answers of read-mostly routes, kept in memory: least recently used entries go
 * first when full, and every entry expires after `ttlMs`. The catalog changes rarely (a seed,
 * a seller's edit), so a hit skips the database and the serializer altogether. Each server
 * instance has its own cache; the TTL bounds how stale another instance's write can look, and
 * a write in this process calls `clear()`.
 */
export type ResponseCache = {
  get(key: string): string | undefined;
  /**
   * Stores `body`; with `generation` (read before the answer was computed) it is stored only
   * when no `clear()` came in between, so an answer read before a change is not kept after it.
   */
  set(key: string, body: string, generation?: number): void;
  clear(): void;
  /** Goes up on every `clear()`. */
  readonly generation: number;
  readonly size: number;
};

export type ResponseCacheOptions = { maxEntries?: number; ttlMs?: number; now?: () => number };

export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  const maxEntries = options.maxEntries ?? 2_000;
  const ttlMs = options.ttlMs ?? 30_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { body: string; expires: number }>();
  let generation = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      // Map order is insertion order: re-inserting marks the entry most recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },
    set(key, body, readAt) {
      if (ttlMs <= 0 || maxEntries <= 0) return;
      if (readAt !== undefined && readAt !== generation) return;
      entries.delete(key);
      entries.set(key, { body, expires: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
  };
}
