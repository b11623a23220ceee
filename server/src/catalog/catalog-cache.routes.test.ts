import { seedCatalog } from '../seed/seed';
import { media, smallCatalog } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';

const extra = media({ id: 'np-late', category: 'newspaper', slug: 'late-edition', name: 'Late Edition', city: 'Pune' });

async function newspaperTotal(t: TestApp): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/catalog/media?category=newspaper' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return (res.json() as { total: number }).total;
}

describe('catalog answers cached in memory', () => {
  it('serves a repeated query from the cache until the TTL ends', async () => {
    const t = await createTestApp({ catalog: smallCatalog() });
    try {
      expect(await newspaperTotal(t)).toBe(3);
      await seedCatalog(t.db, { media: [extra] });
      // A row written behind the app's back is not seen while the answer is cached…
      expect(await newspaperTotal(t)).toBe(3);
      // …but a different query is computed afresh.
      const other = await t.app.inject({ method: 'GET', url: '/api/catalog/media?category=newspaper&pageSize=10' });
      expect((other.json() as { total: number }).total).toBe(4);
    } finally {
      await t.close();
    }
  });

  it('reads the database every time with CATALOG_CACHE_TTL_MS=0', async () => {
    const t = await createTestApp({ catalog: smallCatalog(), env: { CATALOG_CACHE_TTL_MS: '0' } });
    try {
      expect(await newspaperTotal(t)).toBe(3);
      await seedCatalog(t.db, { media: [extra] });
      expect(await newspaperTotal(t)).toBe(4);
    } finally {
      await t.close();
    }
  });

  it('never caches an error', async () => {
    const t = await createTestApp({ catalog: smallCatalog() });
    try {
      const url = '/api/catalog/media/newspaper/late-edition';
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      await seedCatalog(t.db, { media: [extra] });
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Late Edition', mediaOptions: [expect.objectContaining({ _media: 'np-late' })] });
    } finally {
      await t.close();
    }
  });
});
