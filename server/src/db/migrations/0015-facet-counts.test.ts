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

describe('0015-facet-counts', () => {
  it("gives existing facet rows their profile's category, and keeps it right for rows written without it", async () => {
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
    expect((await migrator.migrateTo('0014-organizations')).error).toBeUndefined();
    const raw = t.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await raw.insertInto('media').values([media('paper', 'newspaper'), media('fm', 'radio')]).execute();
    await raw.insertInto('media_facets').values([
      { media_id: 'paper', facet: 'format', value: 'Display' },
      { media_id: 'fm', facet: 'industry', value: 'retail' },
    ]).execute();

    await migrateToLatest(t.db);
    const categories = async () => Object.fromEntries(
      (await t.db.selectFrom('media_facets').select(['media_id', 'facet', 'category']).execute()).map((r) => [`${r.media_id}/${r.facet}`, r.category]),
    );
    expect(await categories()).toEqual({ 'paper/format': 'newspaper', 'fm/industry': 'radio' });

    // A writer that does not know the column: the database fills it in.
    await raw.insertInto('media_facets').values({ media_id: 'paper', facet: 'industry', value: 'education' }).execute();
    expect((await categories())['paper/industry']).toBe('newspaper');
    const counts = await facetCounts(t.db, { category: 'newspaper' });
    expect(counts.facets.industry).toEqual([{ value: 'education', count: 1 }]);
    expect(counts.facets.format).toEqual([{ value: 'Display', count: 1 }]);

    // A profile moved to another category takes its rows along.
    await t.db.updateTable('media').set({ category: 'magazine' }).where('id', '=', 'paper').execute();
    expect(await categories()).toEqual({ 'paper/format': 'magazine', 'paper/industry': 'magazine', 'fm/industry': 'radio' });
    expect((await facetCounts(t.db, { category: 'newspaper' })).facets.format).toEqual([]);
  });
});
