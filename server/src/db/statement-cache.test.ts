import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { withStatementCache } from './database';

describe('withStatementCache', () => {
  let raw: BetterSqlite3.Database;
  beforeEach(() => {
    raw = new BetterSqlite3(':memory:');
  });
  afterEach(() => raw.close());

  it('prepares each SQL text once and answers like the plain driver', async () => {
    const prepare = jest.spyOn(raw, 'prepare');
    const cached = withStatementCache(raw);
    const db = new Kysely<{ t: { id: number; name: string } }>({ dialect: new SqliteDialect({ database: cached }) });
    await sql`create table t (id integer primary key, name text not null)`.execute(db);
    for (let i = 1; i <= 5; i += 1) await db.insertInto('t').values({ id: i, name: `n${i}` }).execute();
    const rows = await db.selectFrom('t').select(['id', 'name']).where('id', '>', 3).orderBy('id').execute();
    expect(rows).toEqual([{ id: 4, name: 'n4' }, { id: 5, name: 'n5' }]);
    expect(await db.selectFrom('t').select('name').where('id', '=', 2).executeTakeFirst()).toEqual({ name: 'n2' });
    // create, one insert text for five rows, two selects.
    expect(prepare).toHaveBeenCalledTimes(4);
    expect(cached.cached()).toBe(4);
    // A change of schema after a statement was kept: SQLite compiles it again.
    await sql`alter table t add column city text`.execute(db);
    await db.updateTable('t').set({ name: 'changed' }).where('id', '=', 5).execute();
    expect(await db.selectFrom('t').select(['id', 'name']).where('id', '>', 3).orderBy('id').execute()).toEqual([{ id: 4, name: 'n4' }, { id: 5, name: 'changed' }]);
  });

  it('stays bounded: past the limit it starts again', () => {
    const cached = withStatementCache(raw, 3);
    for (let i = 0; i < 7; i += 1) cached.prepare(`select ${i} as v`);
    expect(cached.cached()).toBeLessThanOrEqual(3);
    expect(cached.prepare('select 6 as v').all([])).toEqual([{ v: 6 }]);
  });
});
