import type { AxiosInstance } from 'axios';
import { ApiError } from '../api/api-error';
import { createTestBus } from '../events/event-bus';
import { LOCAL_BAG_KEY, LOCAL_BAG_LIMIT_MESSAGE } from '../session/keys';
import { addOptionById, addPlanToBag, addToBag, type AddToBagDeps, type PlanLine } from './add-to-bag';
import type { StorageLike } from './local-bag';

type Post = AddToBagDeps['api']['post'];
type Get = Pick<AxiosInstance, 'get'>['get'];
const noServer: Post = () => Promise.reject(new Error('a guest must not call the server'));

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const option = (id = 'opt-display'): PlanLine['option'] => ({ _id: id, _media: 'm-toi-delhi', rates: { defaultRates: { cardRate: 3000, discountedRate: 2600 } } });

const deps = (over: Partial<{ storage: StorageLike; token: string | null; post: Post }> = {}) => {
  const storage = over.storage ?? memoryStorage();
  return { bus: createTestBus(), api: { post: over.post ?? noServer }, storage, getToken: () => over.token ?? null };
};
const stored = (d: { storage: StorageLike }) => JSON.parse(d.storage.getItem(LOCAL_BAG_KEY) ?? 'null');

/** A post that records its calls and answers `count`. */
function recordingPost(count: number) {
  const calls: unknown[][] = [];
  const post = ((...args: unknown[]) => {
    calls.push(args);
    return Promise.resolve({ data: { count } });
  }) as unknown as Post;
  return { calls, post };
}

describe('addToBag', () => {
  it('stores the local bag item and announces it on the bus', async () => {
    const d = deps();
    await expect(addToBag(option(), d)).resolves.toEqual({ ok: true, count: 1, copies: 1 });
    expect(stored(d)).toEqual([{ _id: 'opt-display', _media: { _id: 'm-toi-delhi', discountedRate: 2600 }, tobeLoaded: true }]);
    expect(d.bus.published.map((e) => e.type)).toEqual(['bag/item-added', 'bag/count-changed']);
    await expect(addToBag(option(), d)).resolves.toEqual({ ok: true, count: 2, copies: 2 });
  });

  it('refuses the sixth item for a guest with the exact message', async () => {
    const d = deps();
    for (let i = 0; i < 5; i += 1) await addToBag(option(`o${i}`), d);
    await expect(addToBag(option(), d)).resolves.toEqual({ ok: false, reason: 'limit', message: LOCAL_BAG_LIMIT_MESSAGE });
    expect(stored(d)).toHaveLength(5);
    expect(d.bus.published.at(-1)).toEqual({ type: 'bag/limit-reached', message: LOCAL_BAG_LIMIT_MESSAGE });
  });

  it('adds to the server bag for a signed-in user and announces the server count', async () => {
    const { calls, post } = recordingPost(7);
    const d = deps({ token: 'tok', post });
    await expect(addToBag(option(), d)).resolves.toEqual({ ok: true, count: 7, copies: 0 });
    expect(calls).toEqual([['/bag', { items: [{ _id: 'opt-display', _media: { _id: 'm-toi-delhi', discountedRate: 2600 }, tobeLoaded: true }] }]]);
    expect(stored(d)).toBeNull();
    expect(d.bus.published).toContainEqual({ type: 'bag/count-changed', count: 7 });
    // No guest cap for a signed-in user: the server decides.
    for (let i = 0; i < 6; i += 1) await expect(addToBag(option(`o${i}`), d)).resolves.toMatchObject({ ok: true });
  });

  it("SPEC.md 8: any non-ok answer to an add says 'Server Error!', with the server's words after it", async () => {
    const failing = (err: ApiError): Post => (() => Promise.reject(err)) as unknown as Post;
    await expect(addToBag(option(), deps({ token: 'tok', post: failing(new ApiError(500, 'internal', 'Server Error!')) })))
      .resolves.toEqual({ ok: false, reason: 'server', message: 'Server Error!' });
    await expect(addToBag(option(), deps({ token: 'tok', post: failing(new ApiError(400, 'bad_request', 'Unknown media option: x')) })))
      .resolves.toEqual({ ok: false, reason: 'server', message: 'Server Error! Unknown media option: x' });
    await expect(addToBag(option(), deps({ token: 'tok', post: failing(new ApiError(409, 'conflict', 'The option is no longer available.')) })))
      .resolves.toEqual({ ok: false, reason: 'server', message: 'Server Error! The option is no longer available.' });
  });

  it('reports a storage that cannot be written instead of throwing', async () => {
    const storage: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    await expect(addToBag(option(), deps({ storage }))).resolves.toMatchObject({ ok: false, reason: 'storage' });
  });
});

describe('addPlanToBag', () => {
  const plan = (n: number): PlanLine[] => Array.from({ length: n }, (_, i) => ({ option: option(`p${i}`), pricingUnits: [{ name: 'Insertions', value: i + 2 }] }));

  it('a signed-in user gets every line with its units in one request', async () => {
    const { calls, post } = recordingPost(9);
    const d = deps({ token: 'tok', post });
    await expect(addPlanToBag(plan(7), d)).resolves.toEqual({ ok: true, count: 9, added: 7, refused: 0 });
    expect(calls).toHaveLength(1);
    const body = calls[0]![1] as { items: { _id: string; pricingUnits: unknown }[] };
    expect(body.items.map((i) => [i._id, i.pricingUnits])).toEqual(plan(7).map((l) => [l.option._id, l.pricingUnits]));
    expect(d.bus.published.filter((e) => e.type === 'bag/count-changed')).toEqual([{ type: 'bag/count-changed', count: 9 }]);
    // Each line's event carries the count it made: the bag held 2, the first line made it 3.
    expect(d.bus.published.flatMap((e) => (e.type === 'bag/item-added' ? [e.count] : []))).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });

  it('SPEC.md 5: a guest\'s plan that would pass the cap of 5 is abandoned whole, with the sign-in message', async () => {
    const d = deps();
    await addToBag(option('already'), d);
    const before = d.storage.getItem(LOCAL_BAG_KEY);
    await expect(addPlanToBag(plan(5), d)).resolves.toEqual({ ok: true, count: 1, added: 0, refused: 5, message: LOCAL_BAG_LIMIT_MESSAGE });
    expect(d.storage.getItem(LOCAL_BAG_KEY)).toBe(before);
    expect(d.bus.published.filter((e) => e.type === 'bag/limit-reached')).toEqual([{ type: 'bag/limit-reached', message: LOCAL_BAG_LIMIT_MESSAGE }]);
    expect(d.bus.published.filter((e) => e.type === 'bag/item-added')).toHaveLength(1);
  });

  it('SPEC.md 5: a guest\'s plan that fits gets every line with its units, in one write', async () => {
    const d = deps();
    await addToBag(option('already'), d);
    await expect(addPlanToBag(plan(4), d)).resolves.toEqual({ ok: true, count: 5, added: 4, refused: 0 });
    expect(stored(d).map((i: { _id: string; pricingUnits?: unknown }) => [i._id, i.pricingUnits])).toEqual([
      ['already', undefined], ['p0', [{ name: 'Insertions', value: 2 }]], ['p1', [{ name: 'Insertions', value: 3 }]],
      ['p2', [{ name: 'Insertions', value: 4 }]], ['p3', [{ name: 'Insertions', value: 5 }]],
    ]);
    expect(d.bus.published.flatMap((e) => (e.type === 'bag/item-added' ? [e.count] : []))).toEqual([1, 2, 3, 4, 5]);
    expect(d.bus.published.filter((e) => e.type === 'bag/limit-reached')).toEqual([]);
  });

  it('an empty plan adds nothing and calls nobody', async () => {
    const d = deps({ token: 'tok' });
    await expect(addPlanToBag([], d)).resolves.toEqual({ ok: true, count: 0, added: 0, refused: 0 });
    expect(d.bus.published).toEqual([]);
  });

  it('a failed server add keeps nothing and says so', async () => {
    const post = (() => Promise.reject(new ApiError(503, 'unavailable', 'down'))) as unknown as Post;
    const d = deps({ token: 'tok', post });
    await expect(addPlanToBag(plan(2), d)).resolves.toEqual({ ok: false, reason: 'server', message: 'Server Error! down' });
    expect(d.bus.published).toEqual([]);
  });
});

describe('addOptionById (an agency page\'s add)', () => {
  const catalogue = (found: boolean) => ({
    get: jest.fn(() => Promise.resolve({ data: { data: found ? [{ option: { ...option('opt-1'), pricingUnits: [{ name: 'insertions' }, { name: 'sq cm' }] } }] : [] } })) as unknown as Get & jest.Mock,
  });

  it('asks the catalogue for the option and adds it with its default units, or with the units named', async () => {
    const d = deps();
    const api = { ...catalogue(true), post: noServer };
    await expect(addOptionById('opt-1', undefined, { ...d, api })).resolves.toEqual({ ok: true, count: 1, copies: 0 });
    expect(api.get).toHaveBeenCalledWith('/catalog/options', { params: { ids: 'opt-1' } });
    await expect(addOptionById('opt-1', { insertions: 3 }, { ...d, api })).resolves.toMatchObject({ ok: true, count: 2 });
    expect(stored(d)[1]).toMatchObject({ _id: 'opt-1', pricingUnits: [{ name: 'insertions', value: 3 }] });
  });

  it('refuses an unknown id, a malformed one and units the option does not have, changing nothing', async () => {
    const d = deps();
    await expect(addOptionById('nope', undefined, { ...d, api: { ...catalogue(false), post: noServer } })).resolves.toEqual({ ok: false, reason: 'input', message: 'No media option has the id nope' });
    const api = { ...catalogue(true), post: noServer };
    await expect(addOptionById('<script>', undefined, { ...d, api })).resolves.toMatchObject({ ok: false, reason: 'input' });
    expect(api.get).not.toHaveBeenCalled();
    await expect(addOptionById('opt-1', { seconds: 10 }, { ...d, api })).resolves.toEqual({ ok: false, reason: 'input', message: 'This option has no pricing unit "seconds"; it has insertions, sq cm' });
    await expect(addOptionById('opt-1', { insertions: 0.5 }, { ...d, api })).resolves.toMatchObject({ ok: false, reason: 'input', message: expect.stringContaining('insertions must be a whole number') });
    expect(stored(d)).toBeNull();
  });
});
