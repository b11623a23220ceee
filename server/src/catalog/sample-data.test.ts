import { Migrator } from 'kysely';
import type { MediaDetail } from 'shared-domain';
import { media, mediaRow } from '../../test/support/fixtures';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/support/test-app';
import { MIGRATIONS } from '../db/migrations/migrator';
import { generatedCatalog, seedCatalog } from '../seed/seed';
import type { SiteFooterBody } from './footer.schema';

// Issue 36: the generated demo catalogue's rates are not the publishers'. The seed marks its
// profiles; the detail answer and the footer's answer say so. Real profiles are not marked.

const real = media({ id: 'real-1', category: 'newspaper', slug: 'lokmat-pune', name: 'Lokmat', city: 'Pune' });

describe('Sample rates: the generated catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: await generatedCatalog({ optionCount: 40 }) });
    // A real profile beside them (a catalogue without `generated`, as a seller's approved listing is written).
    await seedCatalog(t.db, { media: [real] });
  });
  afterAll(async () => t.close());

  it('marks each generated profile on its detail answer, and not a real one', async () => {
    const first = await t.db.selectFrom('media').select(['category', 'slug']).where('id', '!=', 'real-1').executeTakeFirstOrThrow();
    const generated = await t.app.inject({ method: 'GET', url: `/api/catalog/media/${first.category}/${encodeURIComponent(first.slug)}` });
    expect(generated.json<MediaDetail>().sampleData).toBe(true);
    const realAnswer = await t.app.inject({ method: 'GET', url: '/api/catalog/media/newspaper/lokmat-pune' });
    expect(realAnswer.statusCode).toBe(200);
    expect(realAnswer.json<MediaDetail>().sampleData).toBe(false);
  });

  it('tells the footer that the rates are sample data', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/site/footer' })).json<SiteFooterBody>().sampleRates).toBe(true);
  });
});

describe('Sample rates: a catalogue of real profiles only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: { media: [real] } });
  });
  afterAll(async () => t.close());

  it('is not marked anywhere', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/site/footer' })).json<SiteFooterBody>().sampleRates).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/catalog/media/newspaper/lokmat-pune' })).json<MediaDetail>().sampleData).toBe(false);
  });
});

describe('0033-sample-data', () => {
  it("marks a store's generated profiles (the generator's ids) and nothing else", async () => {
    const t = await createTestDatabase();
    try {
      const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
      expect((await migrator.migrateTo('0029-suggestion-prefix-key')).error).toBeUndefined();
      await t.db.insertInto('media').values([mediaRow('665000a10000000000000001', 'newspaper'), mediaRow('seller-made-1', 'newspaper')]).execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await t.db.selectFrom('media').select(['id', 'sample_data']).orderBy('id').execute();
      expect(rows.map((r) => [r.id, Number(r.sample_data)])).toEqual([['665000a10000000000000001', 1], ['seller-made-1', 0]]);
    } finally {
      await t.dispose();
    }
  });
});
