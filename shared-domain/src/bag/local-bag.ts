import type { LocalBagItem } from '../entities/entities';
import type { CatalogMediaOption } from '../catalog/catalog-types';
import type { EventBus } from '../events/event-bus';
import { LOCAL_BAG_KEY, LOCAL_BAG_LIMIT, LOCAL_BAG_LIMIT_MESSAGE } from '../session/keys';
import { MAX_UNITS } from '../input/numbers';
import type { PlanUnit } from '../planning/plan-units';

/** The subset of `Storage` the local bag needs (localStorage in the browser). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type AddResult =
  | { ok: true; items: readonly LocalBagItem[] }
  | { ok: false; reason: 'limit'; message: string; items: readonly LocalBagItem[] };

/** The local bag item for a catalog option; `pricingUnits`: the units a plan chose for it (the option's own when absent). */
export function toLocalBagItem(option: Pick<CatalogMediaOption, '_id' | '_media' | 'rates'>, pricingUnits?: readonly PlanUnit[]): LocalBagItem {
  const item: LocalBagItem = {
    _id: option._id,
    _media: { _id: option._media, discountedRate: option.rates.defaultRates.discountedRate },
    tobeLoaded: true,
  };
  return pricingUnits?.length ? { ...item, pricingUnits: pricingUnits.map((u) => ({ name: u.name, value: u.value })) } : item;
}

/** Most chosen units one item keeps (an option has a handful; more is not a plan's). */
export const MAX_PLAN_UNITS_PER_ITEM = 20;

const isPlanUnit = (u: unknown): u is PlanUnit => {
  const o = u as PlanUnit | null;
  return !!o && typeof o === 'object' && typeof o.name === 'string' && o.name.length > 0 && o.name.length <= 100
    && Number.isInteger(o.value) && o.value >= 1 && o.value <= MAX_UNITS;
};

/** An item as stored: chosen units that are not well formed are dropped (the option's defaults price it), the item is kept. */
function cleanItem(item: LocalBagItem): LocalBagItem {
  const { pricingUnits, ...rest } = item;
  if (pricingUnits === undefined) return item;
  const units = Array.isArray(pricingUnits) ? pricingUnits.filter(isPlanUnit).slice(0, MAX_PLAN_UNITS_PER_ITEM) : [];
  return units.length ? { ...rest, pricingUnits: units.map((u) => ({ name: u.name, value: u.value })) } : rest;
}

/** Adds an item unless the guest cap of 5 is reached; never mutates `items`. */
export function addLocalBagItem(items: readonly LocalBagItem[], item: LocalBagItem): AddResult {
  if (items.length >= LOCAL_BAG_LIMIT) {
    return { ok: false, reason: 'limit', message: LOCAL_BAG_LIMIT_MESSAGE, items };
  }
  return { ok: true, items: [...items, item] };
}

/**
 * Adds every item or none (a plan of several lines): past the guest cap of 5 the whole add is
 * abandoned (SPEC.md section 5), so a plan never lands in the bag in part. Never mutates `items`.
 */
export function addLocalBagItems(items: readonly LocalBagItem[], added: readonly LocalBagItem[]): AddResult {
  if (items.length + added.length > LOCAL_BAG_LIMIT) {
    return { ok: false, reason: 'limit', message: LOCAL_BAG_LIMIT_MESSAGE, items };
  }
  return { ok: true, items: [...items, ...added] };
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
    return Array.isArray(v) ? v.filter(isLocalBagItem).map(cleanItem) : [];
  } catch {
    return [];
  }
}

export type LocalBagStore = {
  read(): LocalBagItem[];
  add(item: LocalBagItem): AddResult;
  /** Adds all of `items` in one write, or none of them past the cap. */
  addAll(items: readonly LocalBagItem[]): AddResult;
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
  const addAll = (added: readonly LocalBagItem[]): AddResult => {
    const before = read();
    const result = addLocalBagItems(before, added);
    if (!result.ok) {
      bus.publish({ type: 'bag/limit-reached', message: result.message });
      return result;
    }
    storage.setItem(LOCAL_BAG_KEY, JSON.stringify(result.items));
    // One event per item, each with the count it made (a plan into an empty bag opens the panel as its first line would).
    added.forEach((item, i) => bus.publish({ type: 'bag/item-added', item, count: before.length + i + 1 }));
    bus.publish({ type: 'bag/count-changed', count: result.items.length });
    return result;
  };
  return {
    read,
    add: (item) => addAll([item]),
    addAll,
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
