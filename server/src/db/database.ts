import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type SqliteDatabase, type Transaction } from 'kysely';
import { Pool } from 'pg';
import type { AppConfig } from '../config';
import type { DatabaseSchema } from './schema';

export type Db = Kysely<DatabaseSchema>;
/** A transaction of the store. */
export type Tx = Transaction<DatabaseSchema>;
/** Where a query runs: the store itself or one of its transactions. */
export type Executor = Db | Tx;
export type DbDialect = 'sqlite' | 'postgres';

export const SQLITE_FILE_NAME = 'mediamart.sqlite';

/** The store: SQLite file under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. */
export function createDatabase(config: Pick<AppConfig, 'dataDir' | 'databaseUrl'>): Db {
  if (config.databaseUrl) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle client can be cut off by the server (restart, admin termination); without a
    // listener that error would crash the process. The pool replaces the client on next use.
    pool.on('error', (err) => console.warn(`PostgreSQL pool: idle client error: ${err.message}`));
    return new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  }
  // Only the server's user may open the data folder (a render worker runs as another user).
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const sqlite = new BetterSqlite3(path.join(config.dataDir, SQLITE_FILE_NAME));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Two processes (site + a service started alone) may share the file.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** How many prepared statements are kept; queries with `in (…)` lists of many lengths stop it growing. */
export const STATEMENT_CACHE_SIZE = 1000;

/**
 * better-sqlite3 as Kysely sees it, with each SQL text prepared once. Kysely's SQLite driver
 * prepares every query again, which cost a seventh of the CPU of a bag edit; SQLite
 * re-compiles a kept statement by itself after a schema change. Statements run one at a time
 * (Kysely holds its connection mutex for each query), so sharing one is safe.
 */
export function withStatementCache(db: BetterSqlite3.Database, max = STATEMENT_CACHE_SIZE): SqliteDatabase & { cached(): number } {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => db.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= max) statements.clear();
        statement = db.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    cached: () => statements.size,
  };
}

/** Which dialect a Kysely instance speaks (for the few places SQL differs). */
export function dialectOf(db: Executor): DbDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
