import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { seedCatalog } from '../seed/seed';
import { smallCatalog } from '../../test/support/fixtures';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-app';
import { createLocalCatalogChanges, type CatalogChange, type CatalogChanges } from './catalog-changes';
import { parseCatalogChangeMessage } from './catalog-changes.redis';

const TOI: CatalogChange = { mediaId: 'np-toi-delhi', category: 'newspaper', slug: 'times-of-india-delhi' };

describe('the local catalog-change notifier', () => {
  it('tells every subscriber of this process at once, until it unsubscribes or the notifier closes', async () => {
    const changes = createLocalCatalogChanges();
    const seen: string[] = [];
    const stopA = changes.subscribe((c) => seen.push(`a:${c.slug}`));
    changes.subscribe((c) => seen.push(`b:${c.slug}`));
    await changes.publish(TOI);
    expect(seen).toEqual(['a:times-of-india-delhi', 'b:times-of-india-delhi']);
    stopA();
    await changes.publish({ ...TOI, slug: 'second' });
    expect(seen.slice(2)).toEqual(['b:second']);
    await changes.close();
    await changes.publish({ ...TOI, slug: 'third' });
    expect(seen).toHaveLength(3);
  });
});

describe('parseCatalogChangeMessage', () => {
  it('reads a well-formed message', () => {
    expect(parseCatalogChangeMessage(JSON.stringify({ from: 'abc', change: TOI }))).toEqual({ from: 'abc', change: TOI });
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an object', '"hello"'],
    ['no sender', JSON.stringify({ change: TOI })],
    ['no change', JSON.stringify({ from: 'abc' })],
    ['a change without its slug', JSON.stringify({ from: 'abc', change: { mediaId: 'x', category: 'newspaper' } })],
    ['a number for an id', JSON.stringify({ from: 'abc', change: { ...TOI, mediaId: 7 } })],
    ['null', 'null'],
  ])('ignores %s', (_what, text) => {
    expect(parseCatalogChangeMessage(text)).toBeNull();
  });
});

describe('one app without Redis: a change drops its cached catalog answers', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const changes = createLocalCatalogChanges();
  beforeAll(async () => {
    // A cache time-to-live far longer than the test: only the change can refresh the answers.
    testDb = await createTestDatabase({ CATALOG_CACHE_TTL_MS: '600000' });
    await seedCatalog(testDb.db, smallCatalog());
    app = await buildApp(testDb.config, { db: testDb.db, catalogChanges: changes });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await changes.close();
    await testDb.dispose();
  });

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json() as Record<string, unknown>;
  };
  const names = async () => ({
    detail: (await get('/api/catalog/media/newspaper/times-of-india-delhi')).name,
    list: ((await get('/api/catalog/media?category=newspaper&sort=popularity')).items as { name: string }[])[0]?.name,
    footer: JSON.stringify(await get('/api/site/footer')).includes('Times of India Weekly'),
    nagpur: ((await get('/api/planning/cities')).cities as string[]).includes('Nagpur'),
  });

  it('serves the cached answers until the change, then the new data', async () => {
    const before = { detail: 'Times of India', list: 'Times of India', footer: false, nagpur: false };
    expect(await names()).toEqual(before);
    await testDb.db.updateTable('media').set({ name: 'Times of India Weekly', city: 'Nagpur' }).where('id', '=', TOI.mediaId).execute();
    expect(await names()).toEqual(before);
    await changes.publish(TOI);
    expect(await names()).toEqual({ detail: 'Times of India Weekly', list: 'Times of India Weekly', footer: true, nagpur: true });
  });

  it('stops listening when the app closes', async () => {
    const inner = createLocalCatalogChanges();
    let listeners = 0;
    const counting: CatalogChanges = {
      ...inner,
      subscribe(listener) {
        listeners += 1;
        const stop = inner.subscribe(listener);
        return () => {
          listeners -= 1;
          stop();
        };
      },
    };
    const other = await buildApp(testDb.config, { db: testDb.db, catalogChanges: counting });
    await other.ready();
    expect(listeners).toBe(1);
    await other.close();
    expect(listeners).toBe(0);
  });
});
