import { createMemoryStorage, type StorageLike } from 'shared-domain';
import {
  COMPARE_LIMIT, COMPARE_LIMIT_MESSAGE, COMPARE_STORAGE_KEY, compareHref, compareStoreFor, createCompareStore, idsFromSearch, parsePicks,
} from './compare-store';

const pick = (n: number) => ({ _id: `o${n}`, name: `Option ${n}`, mediaName: `Media ${n}` });

describe('compare store', () => {
  it('toggles picks in and out, oldest first, and keeps them in storage', () => {
    const storage = createMemoryStorage();
    const store = createCompareStore(storage);
    const heard: number[] = [];
    store.subscribe(() => heard.push(store.read().length));
    expect(store.toggle(pick(1))).toEqual({ ok: true, picked: true });
    expect(store.toggle(pick(2))).toEqual({ ok: true, picked: true });
    expect(store.read().map((p) => p._id)).toEqual(['o1', 'o2']);
    expect(JSON.parse(storage.getItem(COMPARE_STORAGE_KEY)!)).toEqual([pick(1), pick(2)]);
    expect(store.toggle(pick(1))).toEqual({ ok: true, picked: false });
    expect(store.read()).toEqual([pick(2)]);
    expect(heard).toEqual([1, 2, 1]);
  });

  it(`refuses a pick beyond ${COMPARE_LIMIT} with a clear message and changes nothing`, () => {
    const store = createCompareStore(createMemoryStorage());
    for (let n = 1; n <= COMPARE_LIMIT; n += 1) store.toggle(pick(n));
    const before = store.read();
    expect(store.toggle(pick(5))).toEqual({ ok: false, message: COMPARE_LIMIT_MESSAGE });
    expect(COMPARE_LIMIT_MESSAGE).toBe('You can compare up to 4 options. Remove one to add another.');
    expect(store.read()).toBe(before);
    // Taking one out is always allowed.
    expect(store.toggle(pick(4))).toEqual({ ok: true, picked: false });
  });

  it('gives the same snapshot until the picks change (what useSyncExternalStore needs)', () => {
    const store = createCompareStore(createMemoryStorage());
    store.toggle(pick(1));
    expect(store.read()).toBe(store.read());
    store.replace([pick(1)]);
    const a = store.read();
    store.replace([pick(2), pick(3)]);
    expect(store.read()).not.toBe(a);
    expect(store.read().map((p) => p._id)).toEqual(['o2', 'o3']);
    store.remove('o2');
    store.remove('nope');
    expect(store.read()).toEqual([pick(3)]);
    store.clear();
    expect(store.read()).toEqual([]);
  });

  it('drops malformed, duplicate and surplus stored picks instead of throwing', () => {
    expect(parsePicks('not json')).toEqual([]);
    expect(parsePicks('{"a":1}')).toEqual([]);
    expect(parsePicks(JSON.stringify([pick(1), { _id: 5 }, pick(1), null, pick(2), pick(3), pick(4), pick(5)]))).toEqual([pick(1), pick(2), pick(3), pick(4)]);
  });

  it('keeps working in memory when the storage refuses writes', () => {
    const broken: StorageLike = {
      getItem: () => null,
      setItem: () => { throw new Error('QuotaExceededError'); },
      removeItem: () => undefined,
    };
    const store = createCompareStore(broken);
    expect(store.toggle(pick(1))).toEqual({ ok: true, picked: true });
    expect(store.read()).toEqual([pick(1)]);
  });

  it('shares one store per storage', () => {
    const storage = createMemoryStorage();
    expect(compareStoreFor(storage)).toBe(compareStoreFor(storage));
    expect(compareStoreFor(createMemoryStorage())).not.toBe(compareStoreFor(storage));
  });
});

describe('compare URL', () => {
  it('links to /compare?ids=a,b and reads the ids back, at most four, each once', () => {
    expect(compareHref(['a', 'b'])).toBe('/compare?ids=a,b');
    expect(compareHref([])).toBe('/compare');
    expect(idsFromSearch(new URLSearchParams('ids=a,b'))).toEqual({ ids: ['a', 'b'], dropped: 0 });
    expect(idsFromSearch(new URLSearchParams('ids=a%2Cb,,a, c'))).toEqual({ ids: ['a', 'b', 'c'], dropped: 0 });
    expect(idsFromSearch(new URLSearchParams('ids=1,2,3,4,5,6'))).toEqual({ ids: ['1', '2', '3', '4'], dropped: 2 });
    expect(idsFromSearch(new URLSearchParams(''))).toEqual({ ids: [], dropped: 0 });
  });
});
