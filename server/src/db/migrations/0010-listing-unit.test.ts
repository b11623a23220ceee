import { Migrator, type Kysely } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-app';
import { migrateToLatest, MIGRATIONS } from './migrator';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.dispose();
});

describe('0010-listing-unit', () => {
  it('gives existing listings the unit of their lowest offer rate', async () => {
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
    expect((await migrator.migrateTo('0008-rate-limits')).error).toBeUndefined();

    const raw = t.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const media = (id: string, minPrice: number) => ({
      id, category: 'radio', slug: id, name: id, city: 'Delhi', language: 'Hindi', logo_url: '', audience: 1, score: 50,
      popularity: 1, option_count: 2, min_price: minPrice, max_saving_percent: 0, sub_title: '', detail_json: '{}',
    });
    const option = (id: string, mediaId: string, position: number, rate: number, data: string) => ({
      id, media_id: mediaId, position, name: id, type: 'Spot', card_rate: rate, discounted_rate: rate, data_json: data,
    });
    await raw.insertInto('media').values([media('fm', 181), media('paper', 500), media('empty', 0)]).execute();
    await raw.insertInto('media_options').values([
      option('fm-1', 'fm', 0, 2400, JSON.stringify({ unitLabel: 'per day' })),
      option('fm-2', 'fm', 1, 181, JSON.stringify({ unitLabel: 'per 10 sec spot' })),
      option('paper-1', 'paper', 0, 500, 'not json'),
    ]).execute();

    await migrateToLatest(t.db);
    const rows = await t.db.selectFrom('media').select(['id', 'min_price_unit']).where('id', 'in', ['fm', 'paper', 'empty']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'empty', min_price_unit: '' },
      { id: 'fm', min_price_unit: 'per 10 sec spot' },
      { id: 'paper', min_price_unit: '' },
    ]);
  });
});
