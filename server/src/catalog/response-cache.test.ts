import { createResponseCache } from './response-cache';

describe('response cache', () => {
  it('returns what was stored until it expires', () => {
    let t = 1_000;
    const cache = createResponseCache({ ttlMs: 100, now: () => t });
    cache.set('a', '{"a":1}');
    expect(cache.get('a')).toBe('{"a":1}');
    t += 99;
    expect(cache.get('a')).toBe('{"a":1}');
    t += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry when full', () => {
    const cache = createResponseCache({ maxEntries: 2 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('stores nothing with a TTL of 0, and clears', () => {
    const off = createResponseCache({ ttlMs: 0 });
    off.set('a', 'A');
    expect(off.get('a')).toBeUndefined();
    const on = createResponseCache();
    on.set('a', 'A');
    on.clear();
    expect(on.get('a')).toBeUndefined();
  });

  it('does not keep an answer read before a clear that came while it was computed', () => {
    const cache = createResponseCache();
    const readAt = cache.generation;
    cache.clear();
    cache.set('detail', 'old', readAt);
    expect(cache.get('detail')).toBeUndefined();
    cache.set('detail', 'new', cache.generation);
    expect(cache.get('detail')).toBe('new');
  });
});
