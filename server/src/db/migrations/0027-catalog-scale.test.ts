import { Migrator, type Kysely } from 'kysely';
import { mediaRow } from '../../../test/support/fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-app';
import { facetCounts } from '../../catalog/catalog-facets.repository';
import { migrateToLatest, MIGRATIONS } from './migrator';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.dispose();
});

const media = mediaRow;

describe('0027-catalog-scale', () => {
  it('counts the facet values, cities, languages and profiles stored before it, and keeps the counts right whoever writes', async () => {
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
    expect((await migrator.migrateTo('0026-requested-discount')).error).toBeUndefined();
    const raw = t.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await raw.insertInto('media').values([media('paper', 'newspaper'), media('daily', 'newspaper'), media('fm', 'radio')]).execute();
    await raw.insertInto('media_facets').values([
      { media_id: 'paper', facet: 'format', value: 'Display', category: 'newspaper' },
      { media_id: 'daily', facet: 'format', value: 'Display', category: 'newspaper' },
      { media_id: 'fm', facet: 'format', value: 'Display', category: 'radio' },
    ]).execute();

    await migrateToLatest(t.db);
    const all = async () => Object.fromEntries(
      (await t.db.selectFrom('media_facet_counts').select(['category', 'facet', 'value', 'n']).where('n', '>', 0).execute())
        .map((r) => [`${r.category}/${r.facet}/${r.value}`, Number(r.n)]),
    );
    /** The tag facets' counts alone. */
    const counts = async () => Object.fromEntries(Object.entries(await all()).filter(([k]) => !/\/(city|language)?\//.test(k)));
    expect(await counts()).toEqual({ 'newspaper/format/Display': 2, 'radio/format/Display': 1 });

    // Written without its category (0015 fills it in): counted once, in its profile's category.
    await raw.insertInto('media_facets').values({ media_id: 'paper', facet: 'industry', value: 'education' }).execute();
    expect(await counts()).toEqual({ 'newspaper/format/Display': 2, 'newspaper/industry/education': 1, 'radio/format/Display': 1 });

    // Deleted, and moved with its profile to another category.
    await t.db.deleteFrom('media_facets').where('media_id', '=', 'daily').execute();
    await t.db.updateTable('media').set({ category: 'magazine' }).where('id', '=', 'paper').execute();
    expect(await counts()).toEqual({ 'magazine/format/Display': 1, 'magazine/industry/education': 1, 'radio/format/Display': 1 });
    // Profiles, cities and languages per category, as the media rows stand.
    await t.db.updateTable('media').set({ city: 'Pune' }).where('id', '=', 'fm').execute();
    await t.db.deleteFrom('media').where('id', '=', 'daily').execute();
    expect(Object.fromEntries(Object.entries(await all()).filter(([k]) => /\/(city|language)?\//.test(k)))).toEqual({
      'magazine//': 1, 'magazine/city/Delhi': 1, 'magazine/language/Hindi': 1,
      'radio//': 1, 'radio/city/Pune': 1, 'radio/language/Hindi': 1,
    });

    // A category's facets are read from the counts, and agree with the rows.
    const magazine = await facetCounts(t.db, { category: 'magazine' });
    expect(magazine).toMatchObject({ total: 1, price: { min: 100, max: 100 }, audience: { min: 1, max: 1 } });
    expect(magazine.facets).toMatchObject({ format: [{ value: 'Display', count: 1 }], city: [{ value: 'Delhi', count: 1 }], language: [{ value: 'Hindi', count: 1 }] });
    expect((await facetCounts(t.db, { category: 'newspaper' })).facets.format).toEqual([]);
    expect((await facetCounts(t.db, {})).facets.format).toEqual([{ value: 'Display', count: 2 }]);
  });
});
