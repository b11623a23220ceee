import { Migrator } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-app';
import { migrateToLatest, MIGRATIONS } from './migrator';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.dispose();
});

describe('0006-campaign-life', () => {
  it('fills the summary columns of existing campaigns and moves their _users into campaign_users', async () => {
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
    const down = await migrator.migrateTo('0005-catalog-facets');
    expect(down.error).toBeUndefined();

    const at = '2025-01-01T00:00:00.000Z';
    const user = (id: string) => ({ id, name: id, email: `${id}@example.com`, phone: null, agency_details_json: null, created_at: at });
    await t.db.insertInto('users').values([user('owner'), user('friend')]).execute();
    const legacy = (id: string, data: unknown) => ({ id, owner_id: 'owner', name: id, status: 'Draft', data_json: typeof data === 'string' ? data : JSON.stringify(data), created_at: at, updated_at: at });
    // Inserted through raw rows: at 0005 the table has no summary columns yet.
    await (t.db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>).insertInto('campaigns').values([
      legacy('full', { totalPrice: 1234.5, mediaOptions: [{}, {}], startDate: '2030-01-01', endDate: '2030-02-01', _users: [{ _id: 'friend' }, { _id: 'ghost' }, { _id: 'owner' }, null] }),
      legacy('sparse', {}),
      legacy('broken', 'not json'),
    ]).execute();

    await migrateToLatest(t.db);
    const rows = await t.db.selectFrom('campaigns').select(['id', 'total_price', 'option_count', 'start_date', 'end_date']).orderBy('id').execute();
    expect(rows.map((r) => ({ ...r, total_price: Number(r.total_price), option_count: Number(r.option_count) }))).toEqual([
      { id: 'broken', total_price: 0, option_count: 0, start_date: null, end_date: null },
      { id: 'full', total_price: 1234.5, option_count: 2, start_date: '2030-01-01', end_date: '2030-02-01' },
      { id: 'sparse', total_price: 0, option_count: 0, start_date: null, end_date: null },
    ]);
    // Unknown users and the owner are not shared users.
    expect(await t.db.selectFrom('campaign_users').select(['campaign_id', 'user_id']).execute()).toEqual([{ campaign_id: 'full', user_id: 'friend' }]);
  });
});
