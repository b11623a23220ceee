// Runs one bench on each store: a fresh SQLite folder, then a fresh PostgreSQL database
// (BENCH_DATABASE_URL, else the local server the test suite uses, when it answers).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The value at fraction `p` of an ascending list (nearest rank). */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

/** Admin URL → URL of another database on the same server. */
function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(adminUrl, text) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * `run({ label, env })` once with `{ DATA_DIR: <temp>, DATABASE_URL: '' }` (SQLite), then with
 * `{ DATABASE_URL: <a database made for it> }` (PostgreSQL); each store is removed afterwards.
 * `name` names the temp folder and database, and the line that says PostgreSQL was skipped.
 */
export async function onEachStore(name, log, run) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `mm-bench-${name}-`));
  try {
    await run({ label: 'SQLite', env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    await adminQuery(adminUrl, 'SELECT 1');
  } catch {
    log(`  (PostgreSQL at ${adminUrl.replace(/\/\/[^@]*@/, '//')} is not reachable: ${name} on PostgreSQL skipped)`);
    return;
  }
  const database = `mm_bench_${name}_${process.pid}_${Date.now()}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${database}`);
  try {
    await run({ label: 'PostgreSQL', env: { DATABASE_URL: withDatabase(adminUrl, database) } });
  } finally {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}
