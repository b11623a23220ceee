import type { StorageLike } from '../bag/local-bag';

/** A storage kept in memory (for tests, and where the browser's storage is unavailable). */
export function createMemoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}

/**
 * The storage `get` returns (e.g. `() => window.localStorage`), or a memory storage when
 * reaching it throws (blocked cookies, some private modes): the page then works for the visit.
 */
export function storageOrMemory(get: () => StorageLike): StorageLike {
  try {
    const storage = get();
    // Some browsers hand out the object but throw on first use: probe it once.
    storage.getItem('__mediamart_probe__');
    return storage;
  } catch {
    return createMemoryStorage();
  }
}
