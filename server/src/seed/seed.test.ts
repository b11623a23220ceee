import { createCatalogRepository } from '../catalog/catalog.repository';
import { media, smallCatalog } from '../../test/support/fixtures';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-app';
import { isCatalogEmpty, savingPercent, seedCatalog, seedIfEmpty, toRows } from './seed';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.dispose();
});

describe('toRows', () => {
  it('derives option_count, min_price and max_saving_percent from the options', () => {
    const rows = toRows(media({ id: 'm', category: 'outdoor', slug: 'm', name: 'M', city: 'Pune', rates: [[1000, 900], [400, 300], [300, 300]] }));
    expect(rows.media).toMatchObject({ option_count: 3, min_price: 300, max_saving_percent: 25 });
    expect(rows.options.map((o) => [o.position, o.card_rate, o.discounted_rate])).toEqual([[0, 1000, 900], [1, 400, 300], [2, 300, 300]]);
    expect(JSON.parse(rows.options[0].data_json)).toMatchObject({ _id: 'm-o0', _media: 'm' });
  });

  it('gives 0 for a profile without options and for options without a card rate', () => {
    expect(toRows(media({ id: 'e', category: 'outdoor', slug: 'e', name: 'E', city: 'Goa', rates: [] })).media)
      .toMatchObject({ option_count: 0, min_price: 0, max_saving_percent: 0 });
    const free = media({ id: 'f', category: 'outdoor', slug: 'f', name: 'F', city: 'Goa', rates: [[0, 0]] }).mediaOptions[0];
    expect(savingPercent(free)).toBe(0);
  });
});

describe('seedCatalog', () => {
  it('writes a catalog once, and seedIfEmpty leaves a seeded store alone', async () => {
    expect(await isCatalogEmpty(t.db)).toBe(true);
    expect(await seedIfEmpty(t.db, smallCatalog)).toMatchObject({ media: 5, options: 7 });
    expect(await seedIfEmpty(t.db, () => { throw new Error('must not be called'); })).toBeNull();
    const totals = await createCatalogRepository(t.db).countByCategory();
    expect(totals.find((c) => c.category === 'newspaper')).toEqual({ category: 'newspaper', mediaCount: 3, optionCount: 6 });
  });

  it('replaces the catalog with reset', async () => {
    const result = await seedCatalog(t.db, { media: [smallCatalog().media[0]] }, { reset: true });
    expect(result).toMatchObject({ media: 1, options: 3 });
    const list = await createCatalogRepository(t.db).listMedia({ sort: 'popularity', page: 1, pageSize: 10 });
    expect(list.total).toBe(1);
  });

  it('inserts thousands of options in chunks inside one transaction', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      media({ id: `bulk-${i}`, category: 'digital', slug: `bulk-${i}`, name: `Bulk ${i}`, city: 'Bengaluru', rates: Array.from({ length: 25 }, (__, j): [number, number] => [1000 + j, 900 + j]) }));
    const result = await seedCatalog(t.db, { media: many }, { reset: true });
    expect(result).toMatchObject({ media: 120, options: 3000 });
    const detail = await createCatalogRepository(t.db).findMedia('digital', 'bulk-7');
    expect(detail?.mediaOptions).toHaveLength(25);
    expect(detail?.minPrice).toBe(900);
  });

  it('writes a stream of profiles in batches (a generator is read once, as it comes)', async () => {
    let made = 0;
    function* stream() {
      for (let i = 0; i < 2_500; i += 1) {
        made += 1;
        yield media({ id: `stream-${i}`, category: 'radio', slug: `stream-${i}`, name: `Stream ${i}`, city: 'Pune', rates: [[2000, 1800]] });
      }
    }
    const result = await seedCatalog(t.db, { media: stream() }, { reset: true });
    expect(made).toBe(2_500);
    expect(result).toMatchObject({ media: 2_500, options: 2_500 });
    const list = await createCatalogRepository(t.db).listMedia({ sort: 'popularity', page: 1, pageSize: 1 });
    expect(list.total).toBe(2_500);
  });

  it('rolls back everything when one row fails', async () => {
    const before = await createCatalogRepository(t.db).listMedia({ sort: 'popularity', page: 1, pageSize: 1 });
    const dup = media({ id: 'dup', category: 'cinema', slug: 'dup', name: 'Dup', city: 'Agra', rates: [] });
    const error = await seedCatalog(t.db, { media: [dup, { ...dup, _id: 'dup2' }] }).then(() => null, (err: unknown) => err);
    expect(error).toMatchObject({ code: expect.stringMatching(/SQLITE_CONSTRAINT_UNIQUE|23505/) });
    const after = await createCatalogRepository(t.db).listMedia({ sort: 'popularity', page: 1, pageSize: 1 });
    expect(after.total).toBe(before.total);
  });
});
