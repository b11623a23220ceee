// Two server instances on one PostgreSQL database and one Redis, for the `scale` part of
// `npm run bench` (and `BENCH_ONLY=two-instances`): a fresh database seeded at `scale` options
// (default 100,000), two built servers on it sharing REDIS_URL under a key prefix of this run
// (REDIS_KEY_PREFIX: the rate-limit keys and the pub/sub channels of catalog, content,
// organisation and release changes all start with it). Then:
//  - load, 100 connections in all: one autocannon run with both instances' URLs (50
//    connections each), then the same 100 on one instance; a cached catalog GET and
//    `PATCH /api/bag/pricingUnit` of one signed-in user's bag (bag-patch.mjs), req/s and
//    p50/p95/p99 (every answer's time) side by side with the difference in %, with the
//    servers' CPU time per request and how busy the machine was; GET /api/health the same
//    way as a control (what splitting the load costs on this machine whatever the route);
//  - cache coherence: a seller's live newspaper profile edited and approved by staff on A,
//    `GET /api/catalog/media/newspaper/{slug}` polled on B (one request after another) until
//    it shows the new name and price: ms from the approval call's start (target ≤ 1,000; the
//    cache keeps answers CATALOG_CACHE_TTL_MS, 30 s by default, so only the change notice
//    through Redis makes it that fast); the same for a content page saved on A (GET
//    /api/content/pages on B) and an organisation renamed on A (its hostname lookup on B);
//  - rate-limit coherence: code sends to one address alternately on A and B with
//    OTP_MAX_SENDS_PER_ADDRESS=SEND_LIMIT: the first SEND_LIMIT answer 200 and every later one
//    429, whichever instance gets it (twice: starting on A, then on B);
//  - every answer that is not 2xx/3xx, by route and status (the expected 429s of the
//    rate-limit check apart).
// Afterwards the servers stop, the database is dropped and the run's Redis keys are removed.
//
// Alone: `node scripts/bench/two-instances.mjs [scale]` (needs the server built).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { call, prepareBag, signIn } from './bag-patch.mjs';
import { grantStaff, redisAnswers } from './releases.mjs';
import { latencyFigures, onPostgreSQL, seedAtScale, standaloneServerStarter } from './stores.mjs';

const require = createRequire(import.meta.url);

const CATALOG_GET = '/api/catalog/media?category=newspaper';
const CONNECTIONS = 100;
const BAG_LINES = 25;
/** OTP_MAX_SENDS_PER_ADDRESS of both servers: the limit the rate-limit check counts to. */
const SEND_LIMIT = 5;
const COHERENCE_ROUNDS = 5;
const POLL_LIMIT_MS = 40_000;

/** Answers that were neither 2xx nor 3xx, by `METHOD route status` (expected 429s not counted). */
function failureTally() {
  const counts = new Map();
  return {
    add(what, status, n = 1) {
      if (n > 0) counts.set(`${what} ${status}`, (counts.get(`${what} ${status}`) ?? 0) + n);
    },
    lines: () => [...counts].map(([key, n]) => `${key}: ${n}`),
    get serverErrors() {
      return [...counts].filter(([key]) => / (5\d\d|error|timeout)$/.test(key)).reduce((n, [, c]) => n + c, 0);
    },
  };
}

/** CPU ms the processes `pids` have used so far (Linux /proc; null elsewhere). */
function cpuMsOf(pids) {
  try {
    // utime and stime, fields 14 and 15, in clock ticks (USER_HZ, 100 on Linux), after the parenthesised name.
    return pids.reduce((sum, pid) => {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) * 10;
    }, 0);
  } catch {
    return null;
  }
}

/** The machine's busy and total CPU ticks so far (Linux /proc/stat; null elsewhere). */
function machineTicks() {
  try {
    const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const total = ticks.reduce((a, b) => a + b, 0);
    return { busy: total - ticks[3] - ticks[4], total };
  } catch {
    return null;
  }
}

/**
 * autocannon at full speed for `seconds` against `servers` (connections spread evenly over
 * them): req/s, the latency figures of every answer (ms), the servers' CPU ms per request, how
 * busy the whole machine was (%) and the non-2xx/3xx counts (into `failures`).
 */
async function load(autocannon, servers, { requests, seconds, what, failures }) {
  const times = [];
  const pids = servers.map((s) => s.pid);
  const [cpuBefore, machineBefore] = [cpuMsOf(pids), machineTicks()];
  const instance = autocannon({ url: servers.map((s) => s.url), connections: CONNECTIONS, pipelining: 1, duration: seconds, workers: 0, requests });
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  const [cpuAfter, machineAfter] = [cpuMsOf(pids), machineTicks()];
  for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
    if (Number(status) >= 400) failures.add(what, status, count);
  }
  failures.add(what, 'error', result.errors);
  failures.add(what, 'timeout', result.timeouts);
  return {
    rps: times.length / result.duration,
    ...latencyFigures(times),
    cpuPerRequest: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / times.length,
    machineBusy: machineBefore && machineAfter ? (100 * (machineAfter.busy - machineBefore.busy)) / (machineAfter.total - machineBefore.total) : null,
  };
}

/** A newspaper profile staff can approve (as the server tests' readyDraft): a name, a city and one option at `price`. */
function profileDraft(name, price) {
  const { emptyDraft, emptyOption } = require('shared-domain');
  return {
    ...emptyDraft('newspaper'),
    name, city: 'Mumbai', language: 'English', subTitle: `${name}, Mumbai`, audience: 250_000,
    sections: [{ title: 'About', contents: [{ type: 'text', value: `${name} reaches readers across Mumbai.` }] }],
    mediaOptions: [{
      ...emptyOption('opt1', 'Front Page Ad'),
      type: 'Full Page', unitLabel: 'per insertion', descriptions: ['Front page, full colour'],
      rates: { defaultRates: { cardRate: 90_000, discountedRate: price, minimumBilling: 0 }, otherRates: [] },
    }],
  };
}

/** Polls `read` one request after another until `shows` its answer: the ms since `started`, Infinity after POLL_LIMIT_MS. */
async function msUntil(started, read, shows) {
  for (;;) {
    if (shows(await read())) return performance.now() - started;
    if (performance.now() - started > POLL_LIMIT_MS) return Infinity;
  }
}

/**
 * Cache coherence: a live profile edited and approved on `a`, its catalog page polled on `b`
 * until it shows the edit. B's cached copy is read (twice: the second a cache hit) before each
 * approval. Answers the ms of each round.
 */
async function catalogCoherence(a, b, { sellerEmail, staffEmail, failures }) {
  const seller = await signIn(a, sellerEmail);
  const staff = await signIn(a, staffEmail);
  await call(a, 'POST', '/api/seller/account', { token: seller, body: { name: 'Bench Coherence Media', contactEmail: sellerEmail } });
  let { profile } = await call(a, 'POST', '/api/seller/profiles', { token: seller, body: { category: 'newspaper' } });
  const name = `Bench Coherence ${process.pid}`;
  const publish = async (draft) => {
    ({ profile } = await call(a, 'PUT', `/api/seller/profiles/${profile._id}`, { token: seller, body: { draft, version: profile.version } }));
    ({ profile } = await call(a, 'POST', `/api/seller/profiles/${profile._id}/submit`, { token: seller }));
    const started = performance.now();
    ({ profile } = await call(a, 'POST', `/api/seller/review/${profile._id}/approve`, { token: staff }));
    return started;
  };
  await publish(profileDraft(name, 40_000));
  const page = `/api/catalog/media/newspaper/${profile.live.slug}`;
  const read = async () => {
    const res = await fetch(`${b}${page}`, { headers: { accept: 'application/json' } });
    const body = await res.json();
    if (!res.ok) failures.add(`GET ${page.replace(/[^/]+$/, '{slug}')} (poll on B)`, res.status);
    return body;
  };

  const ms = [];
  for (let round = 1; round <= COHERENCE_ROUNDS; round += 1) {
    const before = [await read(), await read()];
    const newName = `${name} edit ${round}`;
    const newPrice = 40_000 + round * 100;
    if (before.some((m) => m.name === newName)) throw new Error('B shows the edit before it was made');
    const started = await publish(profileDraft(newName, newPrice));
    ms.push(await msUntil(started, read, (media) => media.name === newName && media.minPrice === newPrice));
  }
  return { ms, page };
}

const CONTENT_URL = '/about';
const CONTENT_FIELDS = ['url', 'kind', 'title', 'subTitle', 'verticalData', 'faqs', 'metaTags', 'sections', 'items'];

/**
 * Content-page cache coherence (the other cache of public answers): staff save the site's
 * CONTENT_URL on `a` with a new subtitle, `GET /api/content/pages?url=` is polled on `b`
 * (read twice before, the second a cache hit) until it shows it. Answers the ms of each round.
 */
async function contentCoherence(a, b, { staffEmail, failures }) {
  const staff = await signIn(a, staffEmail);
  const { data: source } = await call(a, 'GET', `/api/content/source?url=${encodeURIComponent(CONTENT_URL)}`, { token: staff });
  const page = Object.fromEntries(CONTENT_FIELDS.map((k) => [k, source[k]]));
  const path_ = `/api/content/pages?url=${encodeURIComponent(CONTENT_URL)}`;
  const read = async () => {
    const res = await fetch(`${b}${path_}`, { headers: { accept: 'application/json' } });
    const body = await res.json();
    if (!res.ok) failures.add(`GET ${path_} (poll on B)`, res.status);
    return body.data;
  };
  const ms = [];
  for (let round = 1; round <= COHERENCE_ROUNDS; round += 1) {
    await read();
    await read();
    const subTitle = `${source.subTitle} (bench edit ${round})`;
    const started = performance.now();
    await call(a, 'PUT', '/api/content/pages', { token: staff, body: { ...page, subTitle } });
    ms.push(await msUntil(started, read, (page_) => page_.subTitle === subTitle));
  }
  return { ms, page: path_ };
}

/**
 * Organisation-directory coherence (hostname lookups, embed origins): staff create an
 * organisation with a hostname on `a` and verify it; `GET /api/organizations/hostname/{hostname}` is read
 * on `b` (twice: the second a cache hit), the organisation renamed on `a` and the lookup polled
 * on `b` until it answers the new name. Answers the ms of each round.
 */
async function organisationCoherence(a, b, { staffEmail, failures }) {
  const staff = await signIn(a, staffEmail);
  const tag = `${process.pid}-${Date.now()}`;
  const hostname = `media.bench-${tag}.example.in`;
  const input = (name) => ({
    name,
    contactDetails: { address: '12 MG Road', city: 'Pune', emails: [`hello@bench-${tag}.example.in`], social: {} },
    settings: { theme: { palette: { primary: { main: '#0a3d62' }, secondary: { main: '#1f2a44' } } } },
    hostnames: [hostname],
    embedOrigins: [],
  });
  const org = await call(a, 'POST', '/api/organizations', { token: staff, body: input(`Bench Agency ${tag}`) });
  // A hostname answers once verified: staff decide the claim.
  await call(a, 'PUT', `/api/organizations/${org._org}/hostnames/${hostname}`, { token: staff, body: { status: 'verified' } });
  const lookup = `/api/organizations/hostname/${hostname}`;
  const read = async () => {
    const res = await fetch(`${b}${lookup}`, { headers: { accept: 'application/json' } });
    const body = await res.json();
    if (!res.ok) failures.add('GET /api/organizations/hostname/{hostname} (poll on B)', res.status);
    return body.name;
  };
  const ms = [];
  for (let round = 1; round <= COHERENCE_ROUNDS; round += 1) {
    await read();
    await read();
    const name = `Bench Agency ${tag} renamed ${round}`;
    const started = performance.now();
    await call(a, 'PUT', `/api/organizations/${org._org}`, { token: staff, body: input(name) });
    ms.push(await msUntil(started, read, (answered) => answered === name));
  }
  return { ms, page: lookup.replace(hostname, '{hostname}') };
}

/** "ms from …: a, b, c; p50 m, max m (target ≤ 1,000 ms: met)" of polled rounds (Infinity: not shown within POLL_LIMIT_MS). */
function roundsLine(what, rounds) {
  const list = rounds.map((n) => (Number.isFinite(n) ? n.toFixed(0) : `not within ${POLL_LIMIT_MS / 1000} s`)).join(', ');
  const f = latencyFigures([...rounds]);
  return `    ms from ${what}: ${list}; p50 ${ms(f.p50)}, max ${ms(f.max)} (target ≤ 1,000 ms: ${f.max <= 1000 ? 'met' : 'MISSED'})`;
}

/**
 * Rate-limit coherence: SEND_LIMIT + 2 code sends to one fresh address, alternately on the two
 * instances starting with `first`: the first SEND_LIMIT must answer 200 and the rest 429.
 */
async function rateLimitRound(instances, label, failures) {
  const email = `bench-limit-${label}-${process.pid}-${Date.now()}@example.com`;
  const seen = [];
  for (let i = 0; i < SEND_LIMIT + 2; i += 1) {
    const { name, url } = instances[i % 2];
    const res = await fetch(`${url}/api/auth/otp/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    await res.arrayBuffer();
    seen.push({ name, status: res.status });
    if (res.status !== 200 && res.status !== 429) failures.add('POST /api/auth/otp/send (limit check)', res.status);
  }
  const pass = seen.every(({ status }, i) => status === (i < SEND_LIMIT ? 200 : 429));
  return { pass, seen, ok: seen.filter((s) => s.status === 200).length, refused: seen.filter((s) => s.status === 429).length };
}

/** The keys of the run (`prefix*`) removed from Redis; answers how many there were. */
async function removeRedisKeys(redisUrl, prefix) {
  const Redis = require('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let removed = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) removed += await redis.del(...keys);
    } while (cursor !== '0');
    return removed;
  } finally {
    redis.disconnect();
  }
}

const pct = (two, one) => `${two >= one ? '+' : ''}${(((two - one) / one) * 100).toFixed(1)}%`;
const ms = (n) => `${n.toFixed(1)} ms`;

const cpu = (f) => (f.cpuPerRequest === null ? 'n/a' : `${f.cpuPerRequest.toFixed(3)} ms`);
const busy = (f) => (f.machineBusy === null ? 'n/a' : `${f.machineBusy.toFixed(0)}%`);

/** One vs two instances side by side; `target`: whether the 20% target applies (not to the control). */
function printComparison(title, one, two, { target = true } = {}) {
  console.log(`  ${title}`);
  console.log(`    ${''.padEnd(40)}${'req/s'.padStart(9)}${'p50'.padStart(11)}${'p95'.padStart(11)}${'p99'.padStart(11)}${'server CPU/req'.padStart(16)}${'machine busy'.padStart(14)}`);
  const row = (label, f) => console.log(`    ${label.padEnd(40)}${f.rps.toFixed(0).padStart(9)}${ms(f.p50).padStart(11)}${ms(f.p95).padStart(11)}${ms(f.p99).padStart(11)}${cpu(f).padStart(16)}${busy(f).padStart(14)}`);
  row(`one instance, ${CONNECTIONS} connections`, one);
  row(`two instances, ${CONNECTIONS / 2} + ${CONNECTIONS / 2} connections`, two);
  const cpuDiff = one.cpuPerRequest && two.cpuPerRequest !== null ? pct(two.cpuPerRequest, one.cpuPerRequest) : 'n/a';
  console.log(`    ${'two vs one'.padEnd(40)}${pct(two.rps, one.rps).padStart(9)}${pct(two.p50, one.p50).padStart(11)}${pct(two.p95, one.p95).padStart(11)}${pct(two.p99, one.p99).padStart(11)}${cpuDiff.padStart(16)}`);
  if (!target) return;
  const apart = ['rps', 'p50', 'p95', 'p99'].filter((k) => Math.abs(two[k] - one[k]) / one[k] > 0.2);
  console.log(`    req/s and p50/p95/p99 within 20% of one instance's: ${apart.length ? `no (${apart.join(', ')} further apart)` : 'yes'}`);
}

/**
 * The bench: see the top of this file. `seconds`: each measured load run; `scale`: the options
 * seeded. Skipped, with a line, when PostgreSQL or Redis does not answer.
 */
export async function benchTwoInstances({ root, log, seconds, scale = 100_000 }) {
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!(await redisAnswers(redisUrl))) {
    log(`  (Redis at ${redisUrl} does not answer: the two-instance bench is skipped)`);
    return;
  }
  const autocannon = require('autocannon');
  const startServer = standaloneServerStarter(root);
  const run = `${process.pid}-${Date.now()}`;
  const prefix = `mm-bench-two-${run}:`;
  const staffEmail = `bench-two-staff-${run}@example.com`;
  const failures = failureTally();

  await onPostgreSQL('two_instances', log, async ({ env }) => {
    log(`two instances: seeding ${scale.toLocaleString('en-US')} options on PostgreSQL…`);
    const seeded = await seedAtScale(root, env, scale);
    await grantStaff(env, staffEmail);
    const serverEnv = {
      ...env, NODE_ENV: 'development', LOG_LEVEL: 'warn', REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix,
      // Sign-ins from one address without waits; the per-address limit is the one the check counts to.
      OTP_MAX_SENDS_PER_IP: '1000', OTP_IP_BACKOFF_SECONDS: '0', OTP_MAX_SENDS_PER_ADDRESS: String(SEND_LIMIT),
    };
    const servers = [];
    try {
      servers.push(await startServer(serverEnv));
      servers.push(await startServer(serverEnv));
      const [a, b] = servers.map((s) => s.url);

      log('two instances: signing in and filling a bag…');
      const bag = await prepareBag(a, BAG_LINES, `bench-two-bag-${run}@example.com`);
      const headers = { 'content-type': 'application/json', 'x-access-token': bag.token };
      const patches = bag.bodies.map((body) => ({ method: 'PATCH', path: '/api/bag/pricingUnit', headers, body }));
      const gets = [{ method: 'GET', path: CATALOG_GET }];

      log(`two instances: warming up, then ${seconds} s per run at ${CONNECTIONS} connections…`);
      await load(autocannon, servers, { requests: gets, seconds: 2, what: `GET ${CATALOG_GET} (warm-up)`, failures });
      await load(autocannon, servers, { requests: patches, seconds: 2, what: 'PATCH /api/bag/pricingUnit (warm-up)', failures });
      // Two instances, then one, route by route (so a change of the machine's load hits both alike).
      const both = servers;
      const one = [servers[0]];
      const health = [{ method: 'GET', path: '/api/health' }];
      const healthTwo = await load(autocannon, both, { requests: health, seconds, what: 'GET /api/health', failures });
      const healthOne = await load(autocannon, one, { requests: health, seconds, what: 'GET /api/health', failures });
      const getTwo = await load(autocannon, both, { requests: gets, seconds, what: `GET ${CATALOG_GET}`, failures });
      const getOne = await load(autocannon, one, { requests: gets, seconds, what: `GET ${CATALOG_GET}`, failures });
      const patchTwo = await load(autocannon, both, { requests: patches, seconds, what: 'PATCH /api/bag/pricingUnit', failures });
      const patchOne = await load(autocannon, one, { requests: patches, seconds, what: 'PATCH /api/bag/pricingUnit', failures });

      log('two instances: cache and rate-limit coherence…');
      const coherence = await catalogCoherence(a, b, { sellerEmail: `bench-two-seller-${run}@example.com`, staffEmail, failures });
      const content = await contentCoherence(a, b, { staffEmail, failures });
      const organisations = await organisationCoherence(a, b, { staffEmail, failures });
      const instances = [{ name: 'A', url: a }, { name: 'B', url: b }];
      const limits = [await rateLimitRound(instances, 'a', failures), await rateLimitRound([...instances].reverse(), 'b', failures)];

      console.log(`\nTwo instances on one PostgreSQL database (${scale.toLocaleString('en-US')} options, seeded in ${seeded.seconds.toFixed(0)} s; REDIS_URL ${redisUrl}, keys and channels under "${prefix}"; autocannon ${seconds} s per run, in this process; latencies of every answer)`);
      console.log(`  ${os.cpus().length} CPU cores for autocannon, the servers and PostgreSQL (load average ${os.loadavg().map((n) => n.toFixed(1)).join(' / ')} at the end); server CPU/req: both servers' CPU time over the answers`);
      printComparison('GET /api/health (control: the same split on the route that does nothing)', healthOne, healthTwo, { target: false });
      printComparison(`GET ${CATALOG_GET} (cached)`, getOne, getTwo);
      printComparison(`PATCH /api/bag/pricingUnit (one user's bag of ${bag.lineCount} lines, ${bag.unitName} = ${bag.values.join(' / ')} alternately)`, patchOne, patchTwo);
      console.log(`  Catalog cache coherence: a live profile edited and approved on A, GET ${coherence.page.replace(/[^/]+$/, '{slug}')} polled on B until it shows the new name and price (${COHERENCE_ROUNDS} edits each)`);
      console.log(roundsLine("the approval's start", coherence.ms));
      console.log(`  Content-page cache coherence: ${CONTENT_URL} saved by staff on A, GET ${content.page} polled on B until it shows the new subtitle`);
      console.log(roundsLine("the save's start", content.ms));
      console.log(`  Organisation-directory coherence: an organisation renamed by staff on A, GET ${organisations.page} polled on B until it answers the new name`);
      console.log(roundsLine("the save's start", organisations.ms));
      console.log(`  Rate-limit coherence: code sends to one address, alternately on the two instances (OTP_MAX_SENDS_PER_ADDRESS=${SEND_LIMIT})`);
      for (const l of limits) {
        console.log(`    ${l.pass ? 'pass' : 'FAIL'}: ${l.seen.map((s) => `${s.name} ${s.status}`).join(', ')} (${l.ok} sent, ${l.refused} refused; expected ${SEND_LIMIT} sent, then 429 on either instance)`);
      }
      const lines = failures.lines();
      console.log(`  Answers other than 2xx/3xx (the limit check's expected 429s apart): ${lines.length ? lines.join('; ') : 'none'}; 5xx and connection errors: ${failures.serverErrors}`);
    } finally {
      for (const s of servers.reverse()) await s.stop();
    }
  }).finally(async () => {
    const removed = await removeRedisKeys(redisUrl, prefix).catch((err) => { log(`  (the run's Redis keys could not be removed: ${err.message})`); return 0; });
    log(`two instances: servers stopped, database dropped, ${removed} Redis key${removed === 1 ? '' : 's'} of the run removed`);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const log = (msg) => process.stdout.write(`[two-instances bench] ${msg}\n`);
  await benchTwoInstances({ root, log, seconds: Number(process.env.BENCH_SECONDS ?? 8), scale: Number(process.argv[2] ?? process.env.BENCH_SEARCH_SCALE ?? 100_000) });
}
