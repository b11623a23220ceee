import Redis from 'ioredis';
import type { FastifyInstance } from 'fastify';
import type { ContentPage } from 'shared-domain';
import { buildApp } from '../app';
import { CONTENT_SEED } from '../seed/content-seed';
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { TEST_REDIS_URL, testRedisPrefix, subscribers, until } from '../../test/support/rate-limit-test-helpers';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-app';
import { createContentChanges, createLocalContentChanges, parseContentChange } from './content-changes';
import { createContentRepository } from './content.repository';
import { seedContentPages } from './content.seed';

// Against the local Redis (TEST_REDIS_URL): each run under a key prefix of its own.


describe('content changes', () => {
  it('reads a change of the site\'s text or an organisation\'s, and nothing malformed', () => {
    expect(parseContentChange({ url: '/about', organizationId: null })).toEqual({ url: '/about', organizationId: null });
    expect(parseContentChange({ url: '/about', organizationId: 'org-1' })).toEqual({ url: '/about', organizationId: 'org-1' });
    for (const bad of [null, 'x', { url: '' , organizationId: null }, { url: '/about' }, { url: '/about', organizationId: 3 }, { url: 'x'.repeat(301), organizationId: null }]) {
      expect(parseContentChange(bad)).toBeNull();
    }
  });

  it('is a channel through Redis with REDIS_URL; without it, one of this process', async () => {
    const local = createContentChanges(null, { keyPrefix: 'x:' });
    expect('subscribed' in local).toBe(false);
    const redis = createContentChanges(TEST_REDIS_URL, { keyPrefix: 'x:' });
    expect('subscribed' in redis).toBe(true);
    await Promise.all([local.close(), redis.close(), createLocalContentChanges().close()]);
  });
});

describe('two instances sharing Redis: a page saved on one refreshes the other\'s cached page at once', () => {
  const prefix = testRedisPrefix();
  const channel = `${prefix}content-changes`;
  const raw = new Redis(TEST_REDIS_URL);
  let testDb: TestDatabase;
  let apps: [FastifyInstance, FastifyInstance];
  let staff: Actor;
  beforeAll(async () => {
    // A cache time-to-live far longer than the test: only the change notice can refresh instance B.
    testDb = await createTestDatabase({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, CATALOG_CACHE_TTL_MS: '600000' });
    await seedContentPages(createContentRepository(testDb.db, () => new Date()), CONTENT_SEED.filter((p) => p.url === '/about'));
    staff = await makeUser(testDb.db, 'Priya Content', 'ops');
    // Both make their channel from REDIS_URL, as `npm start` does.
    apps = [await buildApp(testDb.config, { db: testDb.db }), await buildApp(testDb.config, { db: testDb.connect() })];
    for (const app of apps) await app.ready();
    await until(async () => (await subscribers(raw, channel)) === 2, 'both instances subscribed');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    expect(await subscribers(raw, channel)).toBe(0);
    raw.disconnect();
    await testDb.dispose();
  });

  const subTitle = async (app: FastifyInstance) => {
    const res = await app.inject({ method: 'GET', url: '/api/content/pages?url=%2Fabout' });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: ContentPage }).data.subTitle;
  };

  it('B answers the saved page as soon as A has saved it', async () => {
    const [a, b] = apps;
    const seeded = structuredClone(CONTENT_SEED.find((p) => p.url === '/about')) as ContentPage;
    expect(await subTitle(a)).toBe(seeded.subTitle);
    expect(await subTitle(b)).toBe(seeded.subTitle);
    const started = Date.now();
    const saved = await a.inject({ method: 'PUT', url: '/api/content/pages', headers: { 'x-access-token': staff.token }, payload: { ...seeded, subTitle: 'Edited on A' } });
    expect(saved.statusCode).toBe(200);
    // A's own cache is dropped at once, B's as soon as the notice arrives (well within a second).
    expect(await subTitle(a)).toBe('Edited on A');
    await until(async () => (await subTitle(b)) === 'Edited on A', 'B served the saved page');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
