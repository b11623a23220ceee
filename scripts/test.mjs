#!/usr/bin/env node
// `npm test`: the linter first (a crossing of a package boundary stops the run), then every
// unit test (jest), the server tests on SQLite and on PostgreSQL, and the end-to-end tests (Playwright in Debian's Chromium) against the site as `npm start` serves it.
// Ends with one line `N passed, N failed`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ensureBuilt, ensureDebianPackage, ensureInstalled, ensureSandbox, log, portOpen, root, run } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';

async function ensureChromium() {
  if (await ensureDebianPackage('chromium', CHROMIUM)) return;
  log(`${CHROMIUM} is missing and could not be installed: install it with "sudo apt-get install -y chromium"`);
  process.exit(1);
}

/** The render workers' sandbox: the server tests try what a hostile release can do inside it. */
async function requireSandbox() {
  if (await ensureSandbox()) return;
  log('the server tests need bubblewrap for the render workers\' sandbox: install it with "sudo apt-get install -y bubblewrap"');
  process.exit(1);
}

function postgresUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (portOpen(5432)) return 'postgres://postgres@127.0.0.1:5432/postgres';
  log('PostgreSQL is not reachable at 127.0.0.1:5432 (start it, or set DATABASE_URL): the server tests need it');
  process.exit(1);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-test-'));
const results = [];

function readJest(file, name) {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    results.push({ name, passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0), skipped: r.numPendingTests });
  } catch {
    results.push({ name, passed: 0, failed: 1, skipped: 0 });
  }
}

function readPlaywright(file) {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    const s = r.stats;
    results.push({ name: 'e2e', passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped });
  } catch {
    results.push({ name: 'e2e', passed: 0, failed: 1, skipped: 0 });
  }
}

await ensureInstalled();
log('lint (eslint: package boundaries, hooks, size limits)');
if ((await run('npx', ['eslint', '.'])) !== 0) {
  log('lint failed: fix the errors above (npm run lint)');
  process.exit(1);
}
await ensureChromium();
await requireSandbox();
const pg = postgresUrl();
await ensureBuilt();

const only = process.argv[2];
const codes = [];
if (!only || only === 'unit') {
  log('unit tests (jest: shared-domain and every front-end package)');
  const out = path.join(tmp, 'unit.json');
  codes.push(await run('npx', ['jest', '--json', `--outputFile=${out}`]));
  readJest(out, 'unit');
}
if (!only || only === 'server') {
  // Side by side: each suite waits on its store and its servers much of the time, so two keep both cores busy.
  const suites = [['server (SQLite)', 'sqlite', { DATABASE_URL: '' }], ['server (PostgreSQL)', 'postgres', { DATABASE_URL: pg }]];
  log('server tests on SQLite and on PostgreSQL, side by side (lines marked [sqlite] and [postgres])');
  const outs = suites.map(([name]) => path.join(tmp, `${name.replace(/\W+/g, '-')}.json`));
  codes.push(...await Promise.all(suites.map(([, tag, env], i) => run('npx', ['jest', '--json', `--outputFile=${outs[i]}`], {
    cwd: path.join(root, 'server'), env: { ...env, NODE_ENV: 'test' }, prefix: `[${tag}]`,
  }))));
  suites.forEach(([name], i) => readJest(outs[i], name));
}
if (!only || only === 'e2e') {
  log('end-to-end tests (Playwright, Debian Chromium)');
  const out = path.join(tmp, 'e2e.json');
  codes.push(await run('npx', ['playwright', 'test'], {
    cwd: path.join(root, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out, E2E_REPORTERS: 'json' },
  }));
  readPlaywright(out);
}

log('every suite has run');
fs.rmSync(tmp, { recursive: true, force: true });
const total = results.reduce((a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log('');
for (const r of results) console.log(`  ${r.name.padEnd(22)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`);
const failed = codes.some((c) => c !== 0) ? Math.max(total.failed, 1) : total.failed;
console.log(`${total.passed} passed, ${failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
