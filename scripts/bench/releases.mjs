// Time from a release switch to the first answer that serves it (issue 20), for `npm run bench`:
// the built server on a fresh store, a staff sign-in (OTP dev outbox; the role granted with
// server/dist/cli/user.js), two uploaded releases of mf-bag and two of mf-catalog (tar.gz of
// their dist/ without source maps, through POST /api/remotes/{name}/releases; each catalog
// release's server container says its version on the home page). Then BENCH_RELEASE_SWITCHES
// times (default 20) it switches live between the two (POST /api/remotes/{name}/live) and
// measures from the switch call's start until
//  - the first `GET /remotes.json` that answers the new mf-bag manifest, and
//  - the first `GET /` rendered by the new mf-catalog release (mf-bag renders nothing on the
//    server, so a bag release cannot show in the page's HTML; the catalog's home page does);
// polling one request after another. p50/p95/max for: one instance; two instances on one store
// (switch on A, poll B) reading the live map from the store each time; and the same two with
// REDIS_URL (a switch notice over pub/sub drops B's kept map; BENCH_REDIS_URL, else the local
// redis://127.0.0.1:6379 when it answers). SQLite, then PostgreSQL (stores.mjs onEachStore).
// Then the render worker's cost (issue 30): on the one instance, BENCH_RENDER_WORKER_REQUESTS
// (default 200, after 20 warm-up) GET /newspaper one after another with mf-catalog's deployed
// build live (rendered in the server's process), then with an uploaded release of the same
// build live (rendered in a render worker, in its sandbox): p50/p95/p99 of each.
//
// Alone: `node scripts/bench/releases.mjs` (needs the site built: `npm run build`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { latencyFigures, onEachStore, standaloneServerStarter } from './stores.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const STAFF = 'bench-releases@example.com';
const HOME_TEXT = 'Advertise anywhere in India';
const VERSIONS = ['2.0.0', '2.1.0'];
const POLL_LIMIT_MS = 15_000;

async function call(url, method, urlPath, { token, body, type } = {}) {
  const headers = { accept: 'application/json' };
  if (token) headers['x-access-token'] = token;
  if (body !== undefined) headers['content-type'] = type ?? 'application/json';
  const res = await fetch(`${url}${urlPath}`, { method, headers, body: body === undefined ? undefined : type ? body : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${urlPath} answered ${res.status}: ${text.slice(0, 400)}`);
  return text ? JSON.parse(text) : null;
}

async function signIn(url) {
  const { requestId } = await call(url, 'POST', '/api/auth/otp/send', { body: { email: STAFF } });
  const { messages } = await call(url, 'GET', `/api/dev/outbox?to=${encodeURIComponent(STAFF)}`);
  const code = messages?.[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no sign-in code in the dev outbox for ${STAFF}`);
  return (await call(url, 'POST', '/api/auth/otp/verify', { body: { requestId, emailCode: code } })).token;
}

/** Grants `email` (STAFF by default) the admin role on the store of `env` (the CLI migrates it first). */
export function grantStaff(env, email = STAFF) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'server/dist/cli/user.js'), 'grant', email, 'admin'], {
      env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`user grant exited with ${code}`))));
  });
}

/** The tar.gz of a remote's dist/ without source maps; `edit(path, bytes)` may change a file. */
function distArchive(folder, edit = (_p, bytes) => bytes) {
  const { createTarGz } = require(path.join(root, 'server/dist/releases/tar.js'));
  const dist = path.join(root, folder, 'dist');
  const files = fs.readdirSync(dist, { recursive: true })
    .filter((p) => !p.endsWith('.map') && fs.statSync(path.join(dist, p)).isFile())
    .map((p) => ({ path: p.split(path.sep).join('/'), content: edit(p, fs.readFileSync(path.join(dist, p))) }));
  return createTarGz(files);
}

/** The catalog's home page text as release `version` renders it. */
const homeText = (version) => `${HOME_TEXT} (release ${version})`;

async function registerReleases(url, token) {
  for (const version of VERSIONS) {
    const bag = distArchive('mf-bag');
    await call(url, 'POST', `/api/remotes/mf_bag/releases?version=${version}`, { token, body: bag, type: 'application/gzip' });
    const catalog = distArchive('mf-catalog', (p, bytes) => {
      if (p !== path.join('server', 'remoteEntry.js')) return bytes;
      const code = bytes.toString('utf8');
      if (!code.includes(HOME_TEXT)) throw new Error(`mf-catalog's server container no longer says "${HOME_TEXT}": change HOME_TEXT in scripts/bench/releases.mjs`);
      return Buffer.from(code.replaceAll(HOME_TEXT, homeText(version)));
    });
    await call(url, 'POST', `/api/remotes/mf_catalog/releases?version=${version}`, { token, body: catalog, type: 'application/gzip' });
  }
}

/** Polls `probe` one request after another until it holds; the ms since `started`. */
async function firstMatch(started, probe, what) {
  for (;;) {
    if (await probe()) return performance.now() - started;
    if (performance.now() - started > POLL_LIMIT_MS) throw new Error(`${what}: not served within ${POLL_LIMIT_MS} ms of the switch`);
  }
}

const bagIs = (url, version) => async () => (await (await fetch(`${url}/remotes.json`)).json()).mf_bag === `/mf/mf-bag/${version}/mf-manifest.json`;
const homeIs = (url, version) => async () => (await (await fetch(`${url}/`, { headers: { accept: 'text/html' } })).text()).includes(homeText(version));

/** `switches` switches on `a`, each timed until `b` serves it (remotes.json for mf-bag, the home page for mf-catalog). */
async function measureSwitches(a, b, token, switches) {
  const call_ = [];
  const remotes = [];
  const page = [];
  for (let i = 0; i < switches; i += 1) {
    const version = VERSIONS[i % 2];
    let started = performance.now();
    await call(a, 'POST', '/api/remotes/mf_bag/live', { token, body: { version } });
    call_.push(performance.now() - started);
    remotes.push(await firstMatch(started, bagIs(b, version), `mf_bag ${version} in remotes.json`));
    started = performance.now();
    await call(a, 'POST', '/api/remotes/mf_catalog/live', { token, body: { version } });
    page.push(await firstMatch(started, homeIs(b, version), `mf_catalog ${version} rendering /`));
  }
  return { call: latencyFigures(call_), remotes: latencyFigures(remotes), page: latencyFigures(page) };
}

const RENDER_PAGE = '/newspaper';

/** `count` GETs of RENDER_PAGE's HTML one after another; the latency figures. */
async function renderTimes(url, count, mark) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await fetch(`${url}${RENDER_PAGE}`, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    const html = await res.text();
    times.push(performance.now() - started);
    if (res.status !== 200 || !html.includes('<div id="root"><')) throw new Error(`GET ${RENDER_PAGE} answered ${res.status} without a server-rendered page`);
    if (mark && !html.includes(mark)) throw new Error(`GET ${RENDER_PAGE} was not rendered by the release (no "${mark}")`);
  }
  return latencyFigures(times);
}

/** GET /newspaper rendered in the server's process (the deployed build live) and in a render worker (an uploaded release live). */
async function measureRenderCost(url, token, requests) {
  await call(url, 'POST', '/api/remotes/mf_catalog/live', { token, body: { version: 'built-in' } });
  await renderTimes(url, 20);
  const inProcess = await renderTimes(url, requests);
  await call(url, 'POST', '/api/remotes/mf_catalog/live', { token, body: { version: VERSIONS[0] } });
  await renderTimes(url, 20);
  const worker = await renderTimes(url, requests);
  return { inProcess, worker };
}

const row = (label, f) => `    ${label.padEnd(44)} p50 ${f.p50.toFixed(1).padStart(6)} ms, p95 ${f.p95.toFixed(1).padStart(6)} ms, max ${f.max.toFixed(1).padStart(6)} ms`;

/** Whether something answers on the host and port of the Redis URL `url` (1 s at most). */
export async function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) }, () => { socket.end(); resolve(true); });
    socket.on('error', () => resolve(false));
    socket.setTimeout(1000, () => { socket.destroy(); resolve(false); });
  });
}

async function benchOne({ label, env, startServer, switches, log }) {
  await grantStaff(env);
  const serverEnv = { ...env, NODE_ENV: 'development', LOG_LEVEL: 'warn' };
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const setups = [{ name: 'one instance (switch and poll the same)', two: false, extra: {} }, { name: 'two instances, no Redis (switch on A, poll B)', two: true, extra: {} }];
  if (await redisAnswers(redisUrl)) setups.push({ name: 'two instances, REDIS_URL (switch on A, poll B)', two: true, extra: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `mm-bench-${process.pid}-${Date.now()}:` } });
  else log(`  (Redis at ${redisUrl} does not answer: the Redis run is skipped)`);

  console.log(`\nRelease switch to first serving answer (${label}; ${switches} switches each between two uploaded releases)`);
  let registered = false;
  for (const setup of setups) {
    log(`releases bench (${label}): ${setup.name}…`);
    const a = await startServer({ ...serverEnv, ...setup.extra });
    const b = setup.two ? await startServer({ ...serverEnv, ...setup.extra }) : a;
    try {
      const token = await signIn(a.url);
      if (!registered) {
        log(`releases bench (${label}): uploading mf-bag and mf-catalog ${VERSIONS.join(' and ')}…`);
        await registerReleases(a.url, token);
        registered = true;
      }
      // Warm up: each release rendered once by B, so the figures are of switching, not of a first load.
      await measureSwitches(a.url, b.url, token, 2);
      const r = await measureSwitches(a.url, b.url, token, switches);
      console.log(`  ${setup.name}`);
      console.log(row('POST /api/remotes/{name}/live (re-check, store)', r.call));
      console.log(row('→ first GET /remotes.json with the new mf-bag', r.remotes));
      console.log(row('→ first GET / rendered by the new mf-catalog', r.page));
      if (!setup.two) {
        const requests = Number(process.env.BENCH_RENDER_WORKER_REQUESTS ?? 200);
        log(`releases bench (${label}): ${requests} GET ${RENDER_PAGE} in process, then in the render worker…`);
        const cost = await measureRenderCost(a.url, token, requests);
        const sandbox = fs.existsSync('/usr/bin/bwrap') ? 'bubblewrap sandbox' : 'plain worker process (no bubblewrap)';
        console.log(`  Server render of ${RENDER_PAGE} (${requests} in sequence after 20 warm-up)`);
        console.log(`${row('deployed build, in the server\'s process', cost.inProcess)}, p99 ${cost.inProcess.p99.toFixed(1)} ms`);
        console.log(`${row(`uploaded release, in a render worker (${sandbox})`, cost.worker)}, p99 ${cost.worker.p99.toFixed(1)} ms`);
        console.log(`    the worker adds p50 ${(cost.worker.p50 - cost.inProcess.p50).toFixed(1)} ms, p95 ${(cost.worker.p95 - cost.inProcess.p95).toFixed(1)} ms`);
      }
    } finally {
      if (b !== a) await b.stop();
      await a.stop();
    }
  }
}

/**
 * Runs the releases bench on SQLite, and on PostgreSQL when one is reachable. Its servers are its
 * own: the federation runtime warns once per switch that it replaces a remote (expected here).
 */
export async function benchReleases({ log }) {
  const switches = Number(process.env.BENCH_RELEASE_SWITCHES ?? 20);
  const startServer = standaloneServerStarter(root, { quiet: /The remote "mf_\w+" is already registered/ });
  await onEachStore('releases', log, ({ label, env }) => benchOne({ label, env, startServer, switches, log }));
}

// Standalone: the shared minimal server starter (bench.mjs passes its own).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const log = (msg) => process.stdout.write(`[releases bench] ${msg}\n`);
  await benchReleases({ log });
}
