/**
 * Adding to the bag, for every screen that offers it (a media page's "Add to bag", a media
 * plan's "Add the plan to the bag"). Signed-in users add to their server bag (`POST /bag`,
 * which answers the new count), in one request for a whole plan; guests use the local bag,
 * which holds at most 5 items (SPEC.md section 5): a plan that would pass the cap is abandoned
 * whole, with the sign-in prompt, rather than added in part. Either way the bus hears `bag/item-added` and
 * `bag/count-changed` (or `bag/limit-reached`), and the header follows.
 */
import type { AxiosInstance } from 'axios';
import type { CatalogMediaOption } from '../catalog/catalog-types';
import type { EventBus } from '../events/event-bus';
import { bagErrorMessage } from './bag-error';
import type { PlanUnit } from '../planning/plan-units';
import { createLocalBagStore, toLocalBagItem, type StorageLike } from './local-bag';
import { MAX_UNITS } from '../input/numbers';

/** What adding needs from outside. */
export type AddToBagDeps = {
  api: Pick<AxiosInstance, 'post'>;
  storage: StorageLike;
  bus: EventBus;
  getToken: () => string | null | undefined;
};

/** One line of a plan: the catalog option and the units the plan chose (its defaults when absent). */
export type PlanLine = { option: Pick<CatalogMediaOption, '_id' | '_media' | 'rates'>; pricingUnits?: readonly PlanUnit[] };

export type AddToBagResult =
  /** `copies`: how many lines of this option the local bag holds (0 when the server bag counts). */
  | { ok: true; count: number; copies: number }
  /** `input`: the caller's id or units are wrong (an agency page's `add`); nothing was asked of the server's bag. */
  | { ok: false; reason: 'limit' | 'storage' | 'server' | 'input'; message: string };

export type AddPlanResult =
  /** `added` of the plan's lines are in the bag; `refused`: a guest's plan past the cap, none of it added, with the sign-in message. */
  | { ok: true; count: number; added: number; refused: number; message?: string }
  | { ok: false; reason: 'storage' | 'server'; message: string };

const STORAGE_FAILED = 'Could not save your bag on this device. Please try again.';

/** Adds one media option to the bag. */
export async function addToBag(option: PlanLine['option'], deps: AddToBagDeps): Promise<AddToBagResult> {
  const result = await addPlanToBag([{ option }], deps);
  if (!result.ok) return result;
  if (result.refused) return { ok: false, reason: 'limit', message: result.message ?? '' };
  const copies = deps.getToken() ? 0 : createLocalBagStore(deps.storage, deps.bus).read().filter((i) => i._id === option._id).length;
  return { ok: true, count: result.count, copies };
}

/** Adds every line of a plan with its chosen units, in order; a guest's plan past the cap of 5 adds none of them. */
export async function addPlanToBag(lines: readonly PlanLine[], deps: AddToBagDeps): Promise<AddPlanResult> {
  const items = lines.map((l) => toLocalBagItem(l.option, l.pricingUnits));
  if (items.length === 0) return { ok: true, count: 0, added: 0, refused: 0 };
  if (deps.getToken()) return addToServerBag(items, deps);
  try {
    // All the plan's lines or none of them: past the cap the whole add is abandoned.
    const result = createLocalBagStore(deps.storage, deps.bus).addAll(items);
    if (!result.ok) return { ok: true, count: result.items.length, added: 0, refused: items.length, message: result.message };
    return { ok: true, count: result.items.length, added: items.length, refused: 0 };
  } catch {
    // localStorage full or blocked: one write, so nothing was added.
    return { ok: false, reason: 'storage', message: STORAGE_FAILED };
  }
}

/** Signed in: the lines in one request; a non-ok answer is 'Server Error!' and its detail (SPEC.md section 8). */
async function addToServerBag(items: ReturnType<typeof toLocalBagItem>[], deps: AddToBagDeps): Promise<AddPlanResult> {
  try {
    const res = await deps.api.post<{ count: number }>('/bag', { items });
    const count = res.data.count;
    // One event per line, each with the count it made (so a plan into an empty bag opens the panel as its first line would).
    items.forEach((item, i) => deps.bus.publish({ type: 'bag/item-added', item, count: count - items.length + i + 1 }));
    deps.bus.publish({ type: 'bag/count-changed', count });
    return { ok: true, count, added: items.length, refused: 0 };
  } catch (err) {
    return { ok: false, reason: 'server', message: bagErrorMessage(err) };
  }
}

/** What `GET /catalog/options?ids=` answers per option (the bag reads the media beside it too). */
type CatalogOptionAnswer = { data: { option: PlanLine['option'] & { pricingUnits?: readonly { name: string }[] } }[] };

/**
 * Adds a media option named by its id (an agency page's `add(id, units)`): the catalogue is asked
 * for it, `units` (by pricing unit name) must name its units with whole numbers from 1, and it is
 * added as `addToBag` adds. An unknown id or bad units change nothing and say why.
 */
export async function addOptionById(
  mediaOptionId: string, units: Readonly<Record<string, number>> | undefined, deps: AddToBagDeps & { api: Pick<AxiosInstance, 'get' | 'post'> },
): Promise<AddToBagResult> {
  const id = typeof mediaOptionId === 'string' ? mediaOptionId.trim() : '';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return { ok: false, reason: 'input', message: `No media option has the id ${JSON.stringify(mediaOptionId)}` };
  let option: CatalogOptionAnswer['data'][number]['option'] | undefined;
  try {
    const res = await deps.api.get<CatalogOptionAnswer>('/catalog/options', { params: { ids: id } });
    option = res.data.data.find((e) => e.option._id === id)?.option;
  } catch (err) {
    return { ok: false, reason: 'server', message: bagErrorMessage(err) };
  }
  if (!option) return { ok: false, reason: 'input', message: `No media option has the id ${id}` };
  const named = new Set((option.pricingUnits ?? []).map((u) => u.name));
  const chosen: PlanUnit[] = [];
  for (const [name, value] of Object.entries(units ?? {})) {
    if (!named.has(name)) return { ok: false, reason: 'input', message: `This option has no pricing unit "${name}"; it has ${[...named].join(', ') || 'none'}` };
    if (!Number.isInteger(value) || value < 1 || value > MAX_UNITS) return { ok: false, reason: 'input', message: `${name} must be a whole number from 1 to ${MAX_UNITS}` };
    chosen.push({ name, value });
  }
  const result = await addPlanToBag([{ option, pricingUnits: chosen }], deps);
  if (!result.ok) return result;
  if (result.refused) return { ok: false, reason: 'limit', message: result.message ?? '' };
  return { ok: true, count: result.count, copies: 0 };
}
