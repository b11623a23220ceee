import type { LocalBagItem } from '../entities/entities';
import type { CatalogMediaOption } from '../catalog/catalog-types';
import type { EventBus } from '../events/event-bus';
import { LOCAL_BAG_KEY, LOCAL_BAG_LIMIT, LOCAL_BAG_LIMIT_MESSAGE } from '../session/keys';

/** The subset of `Storage` the local bag needs (localStorage in the browser). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type AddResult =
  | { ok: true; items: readonly LocalBagItem[] }
  | { ok: false; reason: 'limit'; message: string; items: readonly LocalBagItem[] };

/** The local bag item for a catalog option. */
export function toLocalBagItem(option: Pick<CatalogMediaOption, '_id' | '_media' | 'rates'>): LocalBagItem {
  return {
    _id: option._id,
    _media: { _id: option._media, discountedRate: option.rates.defaultRates.discountedRate },
    tobeLoaded: true,
  };
}

/** Adds an item unless the guest cap of 5 is reached; never mutates `items`. */
export function addLocalBagItem(items: readonly LocalBagItem[], item: LocalBagItem): AddResult {
  if (items.length >= LOCAL_BAG_LIMIT) {
    return { ok: false, reason: 'limit', message: LOCAL_BAG_LIMIT_MESSAGE, items };
  }
  return { ok: true, items: [...items, item] };
}

function isLocalBagItem(v: unknown): v is LocalBagItem {
  const o = v as LocalBagItem | null;
  return !!o && typeof o === 'object' && typeof o._id === 'string'
    && !!o._media && typeof o._media === 'object' && typeof o._media._id === 'string';
}

/** Parses stored JSON, dropping anything malformed instead of throwing. */
export function parseLocalBag(raw: string | null): LocalBagItem[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.filter(isLocalBagItem) : [];
  } catch {
    return [];
  }
}

export type LocalBagStore = {
  read(): LocalBagItem[];
  add(item: LocalBagItem): AddResult;
  remove(ids: readonly string[]): LocalBagItem[];
  clear(): void;
};

/** The guest bag over a storage, announcing changes on the bus. */
export function createLocalBagStore(storage: StorageLike, bus: EventBus): LocalBagStore {
  const read = () => parseLocalBag(storage.getItem(LOCAL_BAG_KEY));
  const write = (items: readonly LocalBagItem[]) => {
    storage.setItem(LOCAL_BAG_KEY, JSON.stringify(items));
    bus.publish({ type: 'bag/count-changed', count: items.length });
  };
  return {
    read,
    add(item) {
      const result = addLocalBagItem(read(), item);
      if (!result.ok) {
        bus.publish({ type: 'bag/limit-reached', message: result.message });
        return result;
      }
      storage.setItem(LOCAL_BAG_KEY, JSON.stringify(result.items));
      bus.publish({ type: 'bag/item-added', item, count: result.items.length });
      bus.publish({ type: 'bag/count-changed', count: result.items.length });
      return result;
    },
    remove(ids) {
      const next = read().filter((i) => !ids.includes(i._id));
      write(next);
      return next;
    },
    clear() {
      storage.removeItem(LOCAL_BAG_KEY);
      bus.publish({ type: 'bag/count-changed', count: 0 });
    },
  };
}
