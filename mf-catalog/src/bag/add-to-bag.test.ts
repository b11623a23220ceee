import { ApiError, createTestBus, LOCAL_BAG_KEY, LOCAL_BAG_LIMIT_MESSAGE, type StorageLike } from 'shared-domain';
import { mediaOption } from '../test/fixtures';
import { addToBag, type AddToBagDeps } from './add-to-bag';

type Post = AddToBagDeps['api']['post'];
const noServer: Post = () => Promise.reject(new Error('a guest must not call the server'));

const deps = (over: Partial<{ storage: StorageLike; token: string | null; post: Post }> = {}) => {
  const bus = createTestBus();
  return { bus, api: { post: over.post ?? noServer }, storage: over.storage ?? window.localStorage, getToken: () => over.token ?? null };
};

beforeEach(() => localStorage.clear());

describe('addToBag', () => {
  it('stores the local bag item and announces it on the bus', async () => {
    const d = deps();
    await expect(addToBag(mediaOption(), d)).resolves.toEqual({ ok: true, count: 1, copies: 1 });
    expect(JSON.parse(localStorage.getItem(LOCAL_BAG_KEY)!)).toEqual([
      { _id: 'opt-display', _media: { _id: 'm-toi-delhi', discountedRate: 2600 }, tobeLoaded: true },
    ]);
    expect(d.bus.published.map((e) => e.type)).toEqual(['bag/item-added', 'bag/count-changed']);
  });

  it('refuses the sixth item for a guest with the exact message', async () => {
    const d = deps();
    for (let i = 0; i < 5; i += 1) await addToBag(mediaOption({ _id: `o${i}` }), d);
    await expect(addToBag(mediaOption(), d)).resolves.toEqual({ ok: false, reason: 'limit', message: LOCAL_BAG_LIMIT_MESSAGE });
    expect(JSON.parse(localStorage.getItem(LOCAL_BAG_KEY)!)).toHaveLength(5);
    expect(d.bus.published.at(-1)).toEqual({ type: 'bag/limit-reached', message: LOCAL_BAG_LIMIT_MESSAGE });
  });

  it('adds to the server bag for a signed-in user and announces the server count', async () => {
    const calls: unknown[][] = [];
    const post = ((...args: unknown[]) => {
      calls.push(args);
      return Promise.resolve({ data: { count: 7 } });
    }) as unknown as Post;
    const d = deps({ token: 'tok', post });
    await expect(addToBag(mediaOption(), d)).resolves.toEqual({ ok: true, count: 7, copies: 0 });
    expect(calls).toEqual([['/bag', { items: [{ _id: 'opt-display', _media: { _id: 'm-toi-delhi', discountedRate: 2600 }, tobeLoaded: true }] }]]);
    expect(localStorage.getItem(LOCAL_BAG_KEY)).toBeNull();
    expect(d.bus.published).toContainEqual({ type: 'bag/count-changed', count: 7 });
    // No guest cap for a signed-in user: the server decides.
    for (let i = 0; i < 6; i += 1) await expect(addToBag(mediaOption({ _id: `o${i}` }), d)).resolves.toMatchObject({ ok: true });
  });

  it("shows 'Server Error!' when the server bag fails, and the server's words for a 400", async () => {
    const failing = (err: ApiError): Post => (() => Promise.reject(err)) as unknown as Post;
    await expect(addToBag(mediaOption(), deps({ token: 'tok', post: failing(new ApiError(500, 'internal', 'boom')) })))
      .resolves.toEqual({ ok: false, reason: 'server', message: 'Server Error!' });
    await expect(addToBag(mediaOption(), deps({ token: 'tok', post: failing(new ApiError(400, 'bad_request', 'Unknown media option: x')) })))
      .resolves.toEqual({ ok: false, reason: 'server', message: 'Unknown media option: x' });
  });

  it('reports a storage that cannot be written instead of throwing', async () => {
    const storage: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    await expect(addToBag(mediaOption(), deps({ storage }))).resolves.toMatchObject({ ok: false, reason: 'storage' });
  });
});
