import type { AxiosInstance } from 'axios';
import {
  createLocalBagStore,
  toApiError,
  toLocalBagItem,
  type CatalogMediaOption,
  type EventBus,
  type StorageLike,
} from 'shared-domain';

/** What adding needs from outside; `CatalogServices` satisfies it. */
export type AddToBagDeps = {
  api: Pick<AxiosInstance, 'post'>;
  storage: StorageLike;
  bus: EventBus;
  getToken: () => string | null | undefined;
};

export type AddToBagResult =
  /** `copies`: how many lines of this option the local bag holds (0 when the server bag counts). */
  | { ok: true; count: number; copies: number }
  | { ok: false; reason: 'limit' | 'storage' | 'server'; message: string };

const STORAGE_FAILED = 'Could not save your bag on this device. Please try again.';

/**
 * Adds a media option to the bag. Signed-in users add to their server bag (`POST /bag`, which
 * answers the new count); guests use the local bag (at most 5 items). Either way the bus hears
 * `bag/item-added` and `bag/count-changed` (or `bag/limit-reached`), and the header follows.
 */
export async function addToBag(option: CatalogMediaOption, deps: AddToBagDeps): Promise<AddToBagResult> {
  if (deps.getToken()) return addToServerBag(option, deps);
  const store = createLocalBagStore(deps.storage, deps.bus);
  let result: ReturnType<typeof store.add>;
  try {
    result = store.add(toLocalBagItem(option));
  } catch {
    // localStorage full or blocked.
    return { ok: false, reason: 'storage', message: STORAGE_FAILED };
  }
  if (!result.ok) return { ok: false, reason: 'limit', message: result.message };
  return {
    ok: true,
    count: result.items.length,
    copies: result.items.filter((i) => i._id === option._id).length,
  };
}

/** Signed in: one line more in the server bag; a non-ok answer is 'Server Error!' (SPEC.md section 8). */
async function addToServerBag(option: CatalogMediaOption, deps: AddToBagDeps): Promise<AddToBagResult> {
  const item = toLocalBagItem(option);
  try {
    const res = await deps.api.post<{ count: number }>('/bag', { items: [item] });
    const count = res.data.count;
    deps.bus.publish({ type: 'bag/item-added', item, count });
    deps.bus.publish({ type: 'bag/count-changed', count });
    return { ok: true, count, copies: 0 };
  } catch (err) {
    const error = toApiError(err);
    return { ok: false, reason: 'server', message: error.status >= 500 || error.isNetwork ? 'Server Error!' : error.message };
  }
}
