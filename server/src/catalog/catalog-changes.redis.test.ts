import Redis from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { seedCatalog } from '../seed/seed';
import { smallCatalog } from '../../test/support/fixtures';
import { TEST_REDIS_URL, testRedisPrefix, subscribers, until } from '../../test/support/rate-limit-test-helpers';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-app';
import type { CatalogChange } from './catalog-changes';
import { createCatalogChanges, createRedisCatalogChanges, type RedisCatalogChanges } from './catalog-changes.redis';

// Against the local Redis (TEST_REDIS_URL): each run on a channel of its own.

const TOI: CatalogChange = { mediaId: 'np-toi-delhi', category: 'newspaper', slug: 'times-of-india-delhi' };


describe('catalog changes through Redis pub/sub', () => {
  const channel = `${testRedisPrefix()}catalog-changes`;
  const raw = new Redis(TEST_REDIS_URL);
  const errors: Error[] = [];
  let a: RedisCatalogChanges;
  let b: RedisCatalogChanges;
  beforeAll(async () => {
    a = createRedisCatalogChanges({ url: TEST_REDIS_URL, channel, onError: (err) => errors.push(err) });
    b = createRedisCatalogChanges({ url: TEST_REDIS_URL, channel, onError: (err) => errors.push(err) });
    await Promise.all([a.subscribed, b.subscribed]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    raw.disconnect();
  });

  it('tells the publisher\'s own subscribers at once and once only, and the other instance through Redis', async () => {
    const seenA: CatalogChange[] = [];
    const seenB: CatalogChange[] = [];
    const stopA = a.subscribe((c) => seenA.push(c));
    const stopB = b.subscribe((c) => seenB.push(c));
    try {
      await a.publish(TOI);
      expect(seenA).toEqual([TOI]);
      await until(() => seenB.length > 0, 'the other instance heard the change');
      expect(seenB).toEqual([TOI]);
      // A's own message comes back to it through Redis too: it is not told twice.
      await b.publish({ ...TOI, slug: 'marker' });
      await until(() => seenA.length === 2, 'the marker arrived');
      expect(seenA.map((c) => c.slug)).toEqual(['times-of-india-delhi', 'marker']);
    } finally {
      stopA();
      stopB();
    }
    expect(errors).toEqual([]);
  });

  it('ignores malformed messages on the channel', async () => {
    const seen: CatalogChange[] = [];
    const stop = b.subscribe((c) => seen.push(c));
    try {
      await raw.publish(channel, 'not json');
      await raw.publish(channel, JSON.stringify({ from: 'elsewhere', change: { mediaId: 'x' } }));
      await raw.publish(channel, JSON.stringify({ from: 'elsewhere', change: { ...TOI, slug: 'valid' } }));
      // Messages arrive in order: once the valid one is in, the malformed ones have been passed over.
      await until(() => seen.length > 0, 'the valid message arrived');
      expect(seen).toEqual([{ ...TOI, slug: 'valid' }]);
    } finally {
      stop();
    }
  });

  it('quits both connections on close', async () => {
    const c = createRedisCatalogChanges({ url: TEST_REDIS_URL, channel });
    await c.subscribed;
    await c.publish(TOI);
    const before = await subscribers(raw, channel);
    await c.close();
    await until(async () => (await subscribers(raw, channel)) === before - 1, 'the subscription ended');
  });

  it('is what the app makes with REDIS_URL; without it, a notifier of this process', async () => {
    const local = createCatalogChanges(null, { keyPrefix: 'x:' });
    expect('subscribed' in local).toBe(false);
    const redis = createCatalogChanges(TEST_REDIS_URL, { keyPrefix: 'x:' });
    expect('subscribed' in redis).toBe(true);
    await Promise.all([local.close(), redis.close()]);
  });
});

describe('two instances sharing Redis: an approval on one refreshes the other\'s catalog cache at once', () => {
  const prefix = testRedisPrefix();
  const channel = `${prefix}catalog-changes`;
  const raw = new Redis(TEST_REDIS_URL);
  let testDb: TestDatabase;
  let bus: RedisCatalogChanges;
  let apps: [FastifyInstance, FastifyInstance];
  beforeAll(async () => {
    // A cache time-to-live far longer than the test: only the change can refresh instance B.
    testDb = await createTestDatabase({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, CATALOG_CACHE_TTL_MS: '600000' });
    await seedCatalog(testDb.db, smallCatalog());
    // Instance A is handed its notifier (the test publishes on it, as A's approval route would);
    // instance B makes its own from REDIS_URL, as `npm start` does.
    bus = createRedisCatalogChanges({ url: TEST_REDIS_URL, channel });
    apps = [
      await buildApp(testDb.config, { db: testDb.db, catalogChanges: bus }),
      await buildApp(testDb.config, { db: testDb.connect() }),
    ];
    for (const app of apps) await app.ready();
    await until(async () => (await subscribers(raw, channel)) === 2, 'both instances subscribed');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await bus.close();
    // B's notifier closed with B: only A's (closed above) was ever on the channel besides.
    expect(await subscribers(raw, channel)).toBe(0);
    raw.disconnect();
    await testDb.dispose();
  });

  const detailName = async (app: FastifyInstance) => {
    const res = await app.inject({ method: 'GET', url: '/api/catalog/media/newspaper/times-of-india-delhi' });
    expect(res.statusCode).toBe(200);
    return (res.json() as { name: string }).name;
  };

  it('B answers the new data as soon as A publishes the change', async () => {
    const [a, b] = apps;
    expect(await detailName(a)).toBe('Times of India');
    expect(await detailName(b)).toBe('Times of India');
    await testDb.db.updateTable('media').set({ name: 'Times of India (approved edit)' }).where('id', '=', TOI.mediaId).execute();
    // Both still serve their cached answers…
    expect(await detailName(b)).toBe('Times of India');
    await bus.publish(TOI);
    // …A's own cache is dropped at once, B's as soon as the message arrives (well within a second).
    expect(await detailName(a)).toBe('Times of India (approved edit)');
    const started = Date.now();
    await until(async () => (await detailName(b)) === 'Times of India (approved edit)', 'B served the edit');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
