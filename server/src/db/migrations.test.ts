import { sql } from 'kysely';
import { migrateToLatest, MIGRATIONS } from './migrations/migrator';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-app';

let t: TestDatabase;

/** Resolves to the rejection; native driver errors are not jest-realm Errors, so no toThrow(). */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the statement to fail');
}
const UNIQUE_VIOLATION = /SQLITE_CONSTRAINT_UNIQUE|23505/;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.dispose();
});

describe('migrations', () => {
  it('are idempotent: a second run applies nothing and keeps data', async () => {
    await t.db.insertInto('users').values({ id: 'u1', name: 'Kept', email: null, phone: null, agency_details_json: null, created_at: '2025-01-01T00:00:00.000Z' }).execute();
    const again = await migrateToLatest(t.db);
    expect(again.error).toBeUndefined();
    expect(again.results).toEqual([]);
    const third = await migrateToLatest(t.db);
    expect(third.results).toEqual([]);
    expect(await t.db.selectFrom('users').select('name').execute()).toEqual([{ name: 'Kept' }]);
  });

  it('records every migration once', async () => {
    const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.db);
    expect(rows.rows.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS));
  });

  it('enforces unique (category, slug) and unique e-mail', async () => {
    const media = {
      id: 'm1', category: 'radio', slug: 'same', name: 'A', city: 'Pune', language: 'Marathi', logo_url: '',
      audience: 3_000_000_000, score: 1.5, popularity: 1, option_count: 0, min_price: 0, max_saving_percent: 0, sub_title: '', detail_json: '{}',
    };
    await t.db.insertInto('media').values(media).execute();
    expect(await failure(t.db.insertInto('media').values({ ...media, id: 'm2' }).execute())).toMatchObject({ code: expect.stringMatching(UNIQUE_VIOLATION) });
    // audience is a bigint column: values past 2^31 survive on both databases.
    const row = await t.db.selectFrom('media').select('audience').where('id', '=', 'm1').executeTakeFirstOrThrow();
    expect(Number(row.audience)).toBe(3_000_000_000);
    const user = { name: 'x', phone: null, agency_details_json: null, created_at: '2025-01-01T00:00:00.000Z' };
    await t.db.insertInto('users').values({ ...user, id: 'e1', email: 'a@b.in' }).execute();
    expect(await failure(t.db.insertInto('users').values({ ...user, id: 'e2', email: 'a@b.in' }).execute())).toMatchObject({ code: expect.stringMatching(UNIQUE_VIOLATION) });
    // Several users without an e-mail or phone are fine.
    await t.db.insertInto('users').values([{ ...user, id: 'n1', email: null }, { ...user, id: 'n2', email: null }]).execute();
  });
});
