import { createTestBus, type LocalBagItem, type StorageLike } from 'shared-domain';

/** An in-memory Storage (the bag only needs getItem/setItem/removeItem). */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  const storage: StorageLike & Pick<Storage, 'clear' | 'key' | 'length'> = {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
  return storage as Storage;
}

export const item = (id: string, rate = 2600): LocalBagItem => ({ _id: id, _media: { _id: `m-${id}`, discountedRate: rate }, tobeLoaded: true });

export { createTestBus };
