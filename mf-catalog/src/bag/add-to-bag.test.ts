import { createTestBus, LOCAL_BAG_KEY, LOCAL_BAG_LIMIT_MESSAGE, type StorageLike } from 'shared-domain';
import { mediaOption } from '../test/fixtures';
import { addToBag } from './add-to-bag';

const deps = (over: Partial<{ storage: StorageLike; token: string | null }> = {}) => {
  const bus = createTestBus();
  return { bus, storage: over.storage ?? window.localStorage, getToken: () => over.token ?? null };
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

  it('uses the local bag for a signed-in user too (server bag is a later issue)', async () => {
    const d = deps({ token: 'tok' });
    await expect(addToBag(mediaOption(), d)).resolves.toMatchObject({ ok: true, count: 1 });
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
