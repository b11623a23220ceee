import { Migrator } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-app';
import { DEFAULT_USER_NAME } from '../../otp/identity';
import { MIGRATIONS } from './migrator';
import { NEUTRAL_USER_NAME, OLD_DEFAULT_USER_NAME } from './0024-neutral-user-name';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.dispose();
});

describe('0024-neutral-user-name', () => {
  it('renames every user named exactly "MediaMart user" to the neutral default, and no one else', async () => {
    expect(NEUTRAL_USER_NAME).toBe(DEFAULT_USER_NAME);
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
    expect((await migrator.migrateTo('0022-release-managers')).error).toBeUndefined();
    const user = (id: string, name: string) => ({ id, name, email: null, phone: `+9170000000${id.slice(-2)}`, agency_details_json: null, created_at: '2025-01-01T00:00:00.000Z' });
    await t.db.insertInto('users').values([
      user('user-01', OLD_DEFAULT_USER_NAME),
      user('user-02', OLD_DEFAULT_USER_NAME),
      user('user-03', 'MediaMart user and friends'),
      user('user-04', 'mediamart user'),
      user('user-05', 'Asha Rao'),
    ]).execute();

    expect((await migrator.migrateTo('0024-neutral-user-name')).error).toBeUndefined();
    const rows = await t.db.selectFrom('users').select(['id', 'name']).where('id', 'like', 'user-0%').orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'user-01', name: 'New user' },
      { id: 'user-02', name: 'New user' },
      { id: 'user-03', name: 'MediaMart user and friends' },
      { id: 'user-04', name: 'mediamart user' },
      { id: 'user-05', name: 'Asha Rao' },
    ]);
    // Down changes nothing (the renamed cannot be told apart), and up again is harmless.
    expect((await migrator.migrateTo('0022-release-managers')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await t.db.selectFrom('users').select('name').where('id', '=', 'user-01').executeTakeFirstOrThrow()).toEqual({ name: 'New user' });
  });
});
