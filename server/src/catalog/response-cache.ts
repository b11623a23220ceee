import { prepareAnswer, type PreparedAnswer } from '../http/prepared-answer';

/**
 * Serialized answers of read-mostly routes, kept in memory: least recently used entries go
 * first when full, and every entry expires after `ttlMs`. The catalog changes rarely (a seed,
 * a seller's edit), so a hit skips the database and the serializer altogether. Each server
 * instance has its own cache; the TTL bounds how stale another instance's write can look, and
 * a write in this process calls `clear()`.
 *
 * An entry is also kept as the bytes that go out (`answer`: UTF-8, ETag and compressed forms,
 * each made once), and may be filed under more names (`alias`: say, the request URLs that led
 * to it), so a repeated request finds it without working out its key.
 */
export type ResponseCache = {
  get(key: string): string | undefined;
  /** The entry of `key` as bytes ready to send (made once per entry), or undefined. */
  answer(key: string): PreparedAnswer | undefined;
  /**
   * Stores `body`; with `generation` (read before the answer was computed) it is stored only
   * when no `clear()` came in between, so an answer read before a change is not kept after it.
   */
  set(key: string, body: string, generation?: number): void;
  /** Files the entry of `key` (when there is one) under `alias` as well, until it goes. */
  alias(alias: string, key: string): void;
  /** The answer filed under `alias`, as `answer` gives it; undefined once its entry expired, was replaced or dropped. */
  answerByAlias(alias: string): PreparedAnswer | undefined;
  clear(): void;
  /** Goes up on every `clear()`. */
  readonly generation: number;
  readonly size: number;
};

export type ResponseCacheOptions = { maxEntries?: number; ttlMs?: number; now?: () => number; maxAliases?: number };

type Entry = {
  readonly key: string;
  readonly body: string;
  readonly expires: number;
  /** When it was last put at the recent end (a count of insertions). */
  stamp: number;
  /** False once it left the cache (dropped, replaced, expired, cleared): an alias of it then finds nothing. */
  live: boolean;
  prepared?: PreparedAnswer;
};

export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  const maxEntries = options.maxEntries ?? 2_000;
  const ttlMs = options.ttlMs ?? 30_000;
  const now = options.now ?? Date.now;
  const maxAliases = options.maxAliases ?? Math.max(maxEntries * 4, 64);
  const entries = new Map<string, Entry>();
  const aliases = new Map<string, Entry>();
  let generation = 0;
  let insertions = 0;

  const drop = (entry: Entry) => {
    entry.live = false;
    entries.delete(entry.key);
  };
  const insert = (entry: Entry) => {
    // Map order is insertion order: the first entry is the least recently used.
    entries.set(entry.key, entry);
    entry.stamp = ++insertions;
  };
  /** The entry while it is live, marked used. */
  const liveEntry = (entry: Entry | undefined): Entry | undefined => {
    if (!entry?.live) return undefined;
    if (entry.expires <= now()) {
      drop(entry);
      return undefined;
    }
    // Moved to the recent end only once half the cache was inserted after it: an entry used at
    // least that often is never the one dropped, and a hit mostly touches nothing.
    if (insertions - entry.stamp >= maxEntries / 2) {
      entries.delete(entry.key);
      insert(entry);
    }
    return entry;
  };
  const prepared = (entry: Entry): PreparedAnswer => {
    entry.prepared ??= prepareAnswer(entry.body);
    return entry.prepared;
  };

  return {
    get(key) {
      return liveEntry(entries.get(key))?.body;
    },
    answer(key) {
      const entry = liveEntry(entries.get(key));
      return entry && prepared(entry);
    },
    set(key, body, readAt) {
      if (ttlMs <= 0 || maxEntries <= 0) return;
      if (readAt !== undefined && readAt !== generation) return;
      const old = entries.get(key);
      if (old) drop(old);
      insert({ key, body, expires: now() + ttlMs, stamp: 0, live: true });
      while (entries.size > maxEntries) {
        const first = entries.values().next().value;
        if (first) drop(first);
      }
    },
    alias(alias, key) {
      const entry = entries.get(key);
      if (!entry?.live) return;
      aliases.delete(alias);
      aliases.set(alias, entry);
      while (aliases.size > maxAliases) aliases.delete(aliases.keys().next().value as string);
    },
    answerByAlias(alias) {
      const filed = aliases.get(alias);
      if (!filed) return undefined;
      const entry = liveEntry(filed);
      if (!entry) {
        aliases.delete(alias);
        return undefined;
      }
      return prepared(entry);
    },
    clear() {
      generation += 1;
      for (const entry of entries.values()) entry.live = false;
      entries.clear();
      aliases.clear();
    },
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
  };
}
