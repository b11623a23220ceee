import {
  createLocalBagStore,
  toLocalBagItem,
  type CatalogMediaOption,
  type EventBus,
  type StorageLike,
} from 'shared-domain';

/** What adding needs from outside; `CatalogServices` satisfies it. */
export type AddToBagDeps = {
  storage: StorageLike;
  bus: EventBus;
  getToken: () => string | null | undefined;
};

export type AddToBagResult =
  | { ok: true; count: number; copies: number }
  | { ok: false; reason: 'limit' | 'storage'; message: string };

const STORAGE_FAILED = 'Could not save your bag on this device. Please try again.';

/**
 * Adds a media option to the bag. Guests use the local bag (at most 5 items; the store
 * publishes `bag/item-added`, `bag/count-changed` or `bag/limit-reached` on the bus).
 *
 * Signed-in users take the same local path for now: the server bag (`POST /bag`) arrives in
 * a later issue and replaces the branch marked below. The function is async already so that
 * change does not touch its callers.
 */
export async function addToBag(option: CatalogMediaOption, deps: AddToBagDeps): Promise<AddToBagResult> {
  const signedIn = !!deps.getToken();
  if (signedIn) {
    // Later issue: send the option to the server bag here instead of the local store.
  }
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
