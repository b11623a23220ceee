/**
 * A change notice every instance hears: one process's subscribers at once and, with Redis
 * (change-channel.redis.ts), every other instance on the same channel. Caches that follow a
 * change (the catalog's answers, the site's live releases) subscribe and drop what they hold.
 */
export interface ChangeChannel<T> {
  /** Tells this process's subscribers at once and, with Redis, every other instance. */
  publish(change: T): Promise<void>;
  /** Calls `listener` for every change published by any instance; returns the unsubscribe. */
  subscribe(listener: (change: T) => void): () => void;
  close(): Promise<void>;
}

/** The in-process channel: subscribers of this process only. */
export function createLocalChannel<T>(): ChangeChannel<T> {
  const listeners = new Set<(change: T) => void>();
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
