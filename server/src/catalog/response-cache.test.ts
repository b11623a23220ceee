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

describe('response cache: answers and aliases', () => {
  it('gives an entry as prepared bytes, made once', () => {
    const cache = createResponseCache();
    cache.set('a', '{"a":"·"}');
    const answer = cache.answer('a');
    expect(answer?.bytes.toString('utf8')).toBe('{"a":"·"}');
    expect(cache.answer('a')).toBe(answer);
    expect(cache.answer('b')).toBeUndefined();
  });

  it('finds an entry by an alias until the entry expires, is replaced or cleared', () => {
    let t = 1_000;
    const cache = createResponseCache({ ttlMs: 100, now: () => t });
    cache.set('k', 'one');
    cache.alias('/url?x=1', 'k');
    cache.alias('/missing', 'nothing');
    expect(cache.answerByAlias('/url?x=1')?.bytes.toString()).toBe('one');
    expect(cache.answerByAlias('/missing')).toBeUndefined();
    cache.set('k', 'two');
    expect(cache.answerByAlias('/url?x=1')).toBeUndefined();
    cache.alias('/url?x=1', 'k');
    expect(cache.answerByAlias('/url?x=1')?.bytes.toString()).toBe('two');
    t += 100;
    expect(cache.answerByAlias('/url?x=1')).toBeUndefined();
    cache.set('k', 'three');
    cache.alias('/url?x=1', 'k');
    cache.clear();
    expect(cache.answerByAlias('/url?x=1')).toBeUndefined();
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops the alias of an entry dropped when full, and keeps at most maxAliases', () => {
    const cache = createResponseCache({ maxEntries: 1, maxAliases: 2 });
    cache.set('a', 'A');
    cache.alias('1', 'a');
    cache.alias('2', 'a');
    cache.alias('3', 'a');
    expect(cache.answerByAlias('1')).toBeUndefined();
    expect(cache.answerByAlias('3')?.bytes.toString()).toBe('A');
    cache.set('b', 'B');
    expect(cache.answerByAlias('3')).toBeUndefined();
  });

  it('keeps an entry used often while others come and go', () => {
    const cache = createResponseCache({ maxEntries: 4 });
    cache.set('hot', 'H');
    cache.alias('/hot', 'hot');
    for (let i = 0; i < 40; i++) {
      cache.set(`cold${i}`, 'C');
      expect(cache.answerByAlias('/hot')?.bytes.toString()).toBe('H');
    }
  });
});
