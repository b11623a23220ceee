import { createTestBus } from '../events/event-bus';
import { LOCAL_BAG_KEY, LOCAL_BAG_LIMIT_MESSAGE } from '../session/keys';
import { addLocalBagItem, addLocalBagItems, createLocalBagStore, parseLocalBag, toLocalBagItem, type StorageLike } from './local-bag';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const option = (id: string) => ({
  _id: id,
  _media: `m-${id}`,
  rates: { defaultRates: { cardRate: 100, discountedRate: 80 } },
});

describe('local bag', () => {
  it('builds the SPEC item shape', () => {
    expect(toLocalBagItem(option('a'))).toEqual({ _id: 'a', _media: { _id: 'm-a', discountedRate: 80 }, tobeLoaded: true });
  });

  it('refuses the sixth item with the exact message and leaves the bag alone', () => {
    const five = ['1', '2', '3', '4', '5'].map((id) => toLocalBagItem(option(id)));
    const frozen = Object.freeze([...five]);
    const result = addLocalBagItem(frozen, toLocalBagItem(option('6')));
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.message).toBe('Please login to add more than 5 items in the bag!');
    expect(result.items).toHaveLength(5);
  });

  it('SPEC.md 5: several items at once go in all together, or none past the cap of 5', () => {
    const three = ['a', 'b', 'c'].map((id) => toLocalBagItem(option(id)));
    const two = ['d', 'e'].map((id) => toLocalBagItem(option(id)));
    expect(addLocalBagItems(three, two)).toEqual({ ok: true, items: [...three, ...two] });
    const over = addLocalBagItems(three, [...two, toLocalBagItem(option('f'))]);
    expect(over).toEqual({ ok: false, reason: 'limit', message: LOCAL_BAG_LIMIT_MESSAGE, items: three });

    const storage = memoryStorage();
    const bus = createTestBus();
    const store = createLocalBagStore(storage, bus);
    store.addAll(three);
    expect(store.addAll([...two, toLocalBagItem(option('f'))])).toMatchObject({ ok: false });
    expect(store.read()).toEqual(three);
    expect(bus.published.at(-1)).toEqual({ type: 'bag/limit-reached', message: LOCAL_BAG_LIMIT_MESSAGE });
  });

  it('stores under selectedMediaOptions and publishes on the bus', () => {
    const storage = memoryStorage();
    const bus = createTestBus();
    const store = createLocalBagStore(storage, bus);
    for (const id of ['1', '2', '3', '4', '5', '6']) store.add(toLocalBagItem(option(id)));
    expect(parseLocalBag(storage.data.get(LOCAL_BAG_KEY) ?? null)).toHaveLength(5);
    expect(bus.published.filter((e) => e.type === 'bag/item-added')).toHaveLength(5);
    expect(bus.published).toContainEqual({ type: 'bag/limit-reached', message: LOCAL_BAG_LIMIT_MESSAGE });
    store.remove(['1']);
    expect(store.read().map((i) => i._id)).toEqual(['2', '3', '4', '5']);
    store.clear();
    expect(store.read()).toEqual([]);
  });

  it('survives corrupt storage', () => {
    expect(parseLocalBag('{nope')).toEqual([]);
    expect(parseLocalBag('[{"_id":1},{"_id":"x","_media":{"_id":"m","discountedRate":1}}]')).toHaveLength(1);
  });

  it('keeps the units a plan chose, and drops chosen units that are not well formed (the item stays)', () => {
    const planned = toLocalBagItem(option('a'), [{ name: 'Insertions', value: 3 }]);
    expect(planned).toEqual({ _id: 'a', _media: { _id: 'm-a', discountedRate: 80 }, tobeLoaded: true, pricingUnits: [{ name: 'Insertions', value: 3 }] });
    expect(toLocalBagItem(option('a'), [])).not.toHaveProperty('pricingUnits');
    expect(parseLocalBag(JSON.stringify([planned]))).toEqual([planned]);
    const bad = [
      { ...planned, pricingUnits: [{ name: 'Insertions', value: 1e300 }, { name: 'Days', value: 2 }, { name: '', value: 2 }, { name: 'Spots', value: 1.5 }] },
      { ...planned, _id: 'b', pricingUnits: 'lots' },
      { ...planned, _id: 'c', pricingUnits: [{ name: 'Spots', value: -1 }] },
    ];
    expect(parseLocalBag(JSON.stringify(bad))).toEqual([
      { ...planned, pricingUnits: [{ name: 'Days', value: 2 }] },
      { _id: 'b', _media: planned._media, tobeLoaded: true },
      { _id: 'c', _media: planned._media, tobeLoaded: true },
    ]);
  });
});
