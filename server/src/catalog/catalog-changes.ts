/**
 * Tells every instance that the catalog changed (a seller profile approved), so each drops
 * what its caches hold and no buyer sees the old version for long. Without `REDIS_URL` the
 * change reaches this process's subscribers only (other instances wait out the cache TTL);
 * with it, it goes through Redis pub/sub to every instance (catalog-changes.redis.ts).
 */

/** What changed: one media profile, by id, with where its page is. */
export type CatalogChange = { mediaId: string; category: string; slug: string };

export interface CatalogChanges {
  /** Tells this process's subscribers at once and, with Redis, every other instance. */
  publish(change: CatalogChange): Promise<void>;
  /** Calls `listener` for every change published by any instance; returns the unsubscribe. */
  subscribe(listener: (change: CatalogChange) => void): () => void;
  close(): Promise<void>;
}

/** The in-process notifier: subscribers of this process only. */
export function createLocalCatalogChanges(): CatalogChanges {
  const listeners = new Set<(change: CatalogChange) => void>();
  return {
    async publish(change) {
      for (const listener of [...listeners]) listener(change);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
