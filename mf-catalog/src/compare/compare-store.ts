import type { StorageLike } from 'shared-domain';

/** Where the picks are kept in the browser, so they outlive a reload and reach other tabs. */
export const COMPARE_STORAGE_KEY = 'compareMediaOptions';
/** Most media options compared side by side. */
export const COMPARE_LIMIT = 4;
export const COMPARE_LIMIT_MESSAGE = `You can compare up to ${COMPARE_LIMIT} options. Remove one to add another.`;

/** One picked option: its id, and names so the tray reads without loading anything. */
export type ComparePick = { _id: string; name: string; mediaName: string };

export type ToggleResult = { ok: true; picked: boolean } | { ok: false; message: string };

export type CompareStore = {
  /** The picks, oldest first; the same array until they change (a stable snapshot for React). */
  read(): readonly ComparePick[];
  /** Adds the option, or removes it when already picked; a pick beyond the limit is refused. */
  toggle(pick: ComparePick): ToggleResult;
  remove(id: string): void;
  /** Makes the picks exactly these (the compare page adopts the ids of its URL). */
  replace(picks: readonly ComparePick[]): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
};

const isPick = (v: unknown): v is ComparePick => {
  const p = v as ComparePick | null;
  return !!p && typeof p === 'object' && typeof p._id === 'string' && p._id !== ''
    && typeof p.name === 'string' && typeof p.mediaName === 'string';
};

/** Stored JSON → at most `COMPARE_LIMIT` distinct picks; anything malformed is dropped, never thrown. */
export function parsePicks(raw: string | null): ComparePick[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.filter((p): p is ComparePick => isPick(p) && !seen.has(p._id) && !!seen.add(p._id)).slice(0, COMPARE_LIMIT);
}

/** The compare picks over a storage. Writes that fail (storage full or blocked) keep the picks in memory. */
export function createCompareStore(storage: StorageLike): CompareStore {
  const listeners = new Set<() => void>();
  let raw: string | null = null;
  let picks: readonly ComparePick[] = [];
  let fallback: string | null | undefined;

  const rawNow = (): string | null => {
    if (fallback !== undefined) return fallback;
    try {
      return storage.getItem(COMPARE_STORAGE_KEY);
    } catch {
      return null;
    }
  };
  const read = (): readonly ComparePick[] => {
    const now = rawNow();
    if (now !== raw) {
      raw = now;
      picks = parsePicks(now);
    }
    return picks;
  };
  const write = (next: readonly ComparePick[]) => {
    const text = JSON.stringify(next.slice(0, COMPARE_LIMIT));
    try {
      storage.setItem(COMPARE_STORAGE_KEY, text);
      fallback = undefined;
    } catch {
      fallback = text;
    }
    listeners.forEach((l) => l());
  };

  return {
    read,
    toggle(pick) {
      const current = read();
      if (current.some((p) => p._id === pick._id)) {
        write(current.filter((p) => p._id !== pick._id));
        return { ok: true, picked: false };
      }
      if (current.length >= COMPARE_LIMIT) return { ok: false, message: COMPARE_LIMIT_MESSAGE };
      write([...current, pick]);
      return { ok: true, picked: true };
    },
    remove(id) {
      const current = read();
      if (current.some((p) => p._id === id)) write(current.filter((p) => p._id !== id));
    },
    replace(next) {
      const text = JSON.stringify(next.slice(0, COMPARE_LIMIT));
      if (text !== JSON.stringify(read())) write(next);
    },
    clear() {
      if (read().length) write([]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const stores = new WeakMap<StorageLike, CompareStore>();

/** One store per storage, so every toggle, the tray and the compare page see the same picks. */
export function compareStoreFor(storage: StorageLike): CompareStore {
  let store = stores.get(storage);
  if (!store) stores.set(storage, (store = createCompareStore(storage)));
  return store;
}

/** `/compare?ids=a,b`: the link that reproduces a comparison. */
export function compareHref(ids: readonly string[]): string {
  return ids.length ? `/compare?ids=${ids.map(encodeURIComponent).join(',')}` : '/compare';
}

/** The distinct ids of `?ids=a,b` (commas, possibly encoded), first `COMPARE_LIMIT` kept. */
export function idsFromSearch(search: URLSearchParams): { ids: string[]; dropped: number } {
  const all = [...new Set((search.get('ids') ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
  return { ids: all.slice(0, COMPARE_LIMIT), dropped: Math.max(0, all.length - COMPARE_LIMIT) };
}
