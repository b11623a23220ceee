import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp, type AppParts } from '../../src/app';
import type { TxtLookup } from '../../src/organizations/hostname-proof';
import { loadConfig, type AppConfig } from '../../src/config';
import { createDatabase, type Db } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrations/migrator';
import { seedCatalog, type SeedCatalogSource } from '../../src/seed/seed';

/** A fresh, migrated, empty database for one test file: temp SQLite file, or a new PostgreSQL database. */
export type TestDatabase = {
  config: AppConfig;
  db: Db;
  /** Another handle (pool or SQLite connection) on the same database, as a second instance has; closed by dispose. */
  connect(): Db;
  dispose(): Promise<void>;
};

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Waits (up to ~5 s) until the pool's connections to `database` have closed on the server. */
async function waitForConnectionsClosed(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let i = 0; i < 250; i += 1) {
      const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [database]);
      if (Number(rows[0]?.n) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}

/** Opens and migrates the database of `config`; `cleanup` runs on dispose, once every handle is closed. */
async function openTestDatabase(config: AppConfig, cleanup: () => Promise<void>): Promise<TestDatabase> {
  const db = createDatabase(config);
  await migrateToLatest(db);
  const others: Db[] = [];
  return {
    config,
    db,
    connect: () => {
      const other = createDatabase(config);
      others.push(other);
      return other;
    },
    async dispose() {
      for (const other of others) await other.destroy();
      await db.destroy();
      await cleanup();
    },
  };
}

export async function createTestDatabase(env: Record<string, string | undefined> = {}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  const base = { NODE_ENV: 'test', ...env };
  if (adminUrl) {
    const name = `mm_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    // Files (campaign uploads) still go to a folder of this test, never the repository's data/.
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-test-'));
    const config = loadConfig({ DATA_DIR: filesDir, ...base, DATABASE_URL: withDatabase(adminUrl, name) });
    return openTestDatabase(config, async () => {
      await waitForConnectionsClosed(adminUrl, name);
      await adminQuery(adminUrl, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`);
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(filesDir, { recursive: true, force: true });
    });
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-test-'));
  const config = loadConfig({ DATA_DIR: dir, ...base, DATABASE_URL: undefined });
  return openTestDatabase(config, async () => {
    fs.rmSync(dir, { recursive: true, force: true });
  });
}

export type TestApp = TestDatabase & {
  app: FastifyInstance;
  /** Moves the clock the auth hooks see. */
  setNow(date: Date): void;
  close(): Promise<void>;
};

export type TestAppOptions = {
  catalog?: SeedCatalogSource;
  env?: Record<string, string | undefined>;
  parts?: AppParts;
  /** What DNS answers for hostname claims' TXT records (none of the tests ask the network). */
  txtLookup?: TxtLookup;
};

/** An app over a fresh database (seeded with `catalog` when given). Call `close()` in afterAll. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await createTestDatabase(options.env);
  if (options.catalog) await seedCatalog(testDb.db, options.catalog);
  let now = new Date();
  const txtLookup = options.txtLookup ?? (async () => Promise.reject(Object.assign(new Error('no DNS in tests'), { code: 'ENOTFOUND' })));
  const app = await buildApp(testDb.config, { db: testDb.db, now: () => now, parts: options.parts, txtLookup });
  await app.ready();
  return {
    ...testDb,
    app,
    setNow(date) {
      now = date;
    },
    async close() {
      await app.close();
      await testDb.dispose();
    },
  };
}

/**
 * An app serving a built site whose host page is `indexHtml` (a temporary WEB_ROOT, removed
 * by `close()`), with the other options of createTestApp.
 */
export async function createSiteTestApp(indexHtml: string, options: TestAppOptions = {}): Promise<TestApp> {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-web-'));
  fs.mkdirSync(path.join(webRoot, 'host-shell/dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'host-shell/dist/index.html'), indexHtml);
  const t = await createTestApp({ ...options, env: { ...options.env, WEB_ROOT: webRoot } });
  return {
    ...t,
    async close() {
      await t.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

/**
 * Registers a suite's hooks: before all, the app `start` answers; after all, that app closed.
 * Answers the app's getter, which throws when called before the suite's beforeAll.
 */
export function appForSuite(start: () => Promise<TestApp>): () => TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await start();
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('The app starts in beforeAll.');
    return app;
  };
}
