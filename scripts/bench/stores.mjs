// Runs one bench on each store: a fresh SQLite folder, then a fresh PostgreSQL database
// (BENCH_DATABASE_URL, else the local server the test suite uses, when it answers).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The value at fraction `p` of an ascending list (nearest rank). */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

/** Latency figures of a list of request times (ms; sorts the list in place). */
export function latencyFigures(times) {
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), p99: percentile(times, 0.99), max: times[times.length - 1], count: times.length };
}

/** A process's resident memory now and at its peak, bytes (Linux /proc; null elsewhere or once it has gone). */
export function processMemory(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return null;
  }
}

/**
 * Seeds the store in `env` with `server/dist/cli/seed.js --scale N` (N media options; the seed
 * also builds the search index). Resolves with the seconds it took, the seed's own lines,
 * joined, and its peak resident memory in bytes (read while it runs; 0 where /proc is missing).
 */
export function seedAtScale(root, env, scale) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let out = '';
    let peakRss = 0;
    const child = spawn(process.execPath, [path.join(root, 'server/dist/cli/seed.js'), '--scale', String(scale)], {
      env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const sampler = setInterval(() => { peakRss = Math.max(peakRss, processMemory(child.pid)?.peak ?? 0); }, 250);
    child.stdout.on('data', (chunk) => { out += chunk; });
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code === 0) resolve({ seconds: (performance.now() - started) / 1000, line: out.trim().replace(/\s*\n\s*/g, ' '), peakRss });
      else reject(new Error(`seed exited with ${code}: ${out}`));
    });
  });
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

  await onPostgreSQL(name, log, run);
}

/**
 * `run({ label: 'PostgreSQL', env: { DATABASE_URL: <a database made for it> } })` on a fresh
 * database of BENCH_DATABASE_URL's server (else the local one), dropped afterwards; when the
 * server does not answer, a line says `name` on PostgreSQL was skipped and `run` is not called.
 */
export async function onPostgreSQL(name, log, run) {
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

/**
 * A server for a bench run alone (`node scripts/bench/<x>.mjs`; bench.mjs passes its own): the
 * built `server/dist/serve.js` on a free port with a temporary data folder, in production mode.
 * `quiet`: lines of the server's stderr to leave out (the rest is passed on).
 */
export function standaloneServerStarter(root, { quiet } = {}) {
  const freePort = () => new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
  return async (extraEnv = {}) => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-bench-'));
    const child = spawn(process.execPath, [path.join(root, 'server/dist/serve.js')], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_ROOT: root, NODE_ENV: 'production', DATABASE_URL: '', LOG_LEVEL: 'warn', ...extraEnv },
      stdio: ['ignore', 'inherit', quiet ? 'pipe' : 'inherit'],
    });
    if (quiet) {
      let rest = '';
      child.stderr.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) if (!quiet.test(line)) process.stderr.write(`${line}\n`);
      });
    }
    const url = `http://127.0.0.1:${port}`;
    const started = performance.now();
    for (let i = 0; i < 240; i += 1) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch { /* not up yet */ }
      await new Promise((r) => setTimeout(r, 250));
    }
    return {
      url,
      pid: child.pid,
      /** ms from the spawn until /api/health first answered. */
      readyMs: performance.now() - started,
      stop: () => new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }).then(() => fs.rmSync(dataDir, { recursive: true, force: true })),
    };
  };
}
