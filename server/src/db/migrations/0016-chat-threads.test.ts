import { Migrator } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-app';
import { failure } from '../../../test/support/db-failure';
import { migrateToLatest, MIGRATIONS } from './migrator';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.dispose();
});

describe('0016-chat-threads', () => {
  it('creates the threads table with a unique id and a write version starting at 1, and drops it on the way down', async () => {
    const at = '2026-11-26T06:00:00.000Z';
    const row = { id: 'thread-1', owner: 'visitor:abc', state_json: '{}', messages_json: '[]', created_at: at, updated_at: at };
    await t.db.insertInto('chat_threads').values(row).execute();
    expect(await t.db.selectFrom('chat_threads').selectAll().executeTakeFirstOrThrow()).toMatchObject({ ...row, version: 1 });
    expect(await failure(t.db.insertInto('chat_threads').values(row).execute())).toMatch(/UNIQUE constraint failed|duplicate key/);

    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
    expect((await migrator.migrateTo('0015-facet-counts')).error).toBeUndefined();
    expect(await failure(t.db.selectFrom('chat_threads').selectAll().execute())).toMatch(/no such table|does not exist/);
    await migrateToLatest(t.db);
    expect(await t.db.selectFrom('chat_threads').selectAll().execute()).toEqual([]);
  });
});
