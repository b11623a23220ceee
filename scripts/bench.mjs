#!/usr/bin/env node
// `npm run bench`: prints figures (not pass/fail):
//  - gzip bytes of the JS the first route `/` fetches before it is usable (per chunk) and after, of
//    each remoteEntry.js and of each remote's initial chunks (the sync assets of its exposed modules,
//    from mf-manifest.json), against the budgets in scripts/js-budgets.cjs;
//  - catalog GET throughput with autocannon next to the hello-world route on the same server;
//  - `priceBag` (shared-domain) on a bag of 1,000 options, median and p95 (scripts/bench/price-bag.mjs);
//  - the profile quality score on 1,000 seed profiles, median and p95 per 1,000, and the spread of the
//    scores (scripts/bench/scoring.mjs);
//  - `PATCH /api/bag/pricingUnit` latency at a fixed 200 requests/s (scripts/bench/bag-patch.mjs);
//  - search at 100,000 options: suggestion latency p50/p95/p99 and the category list's req/s, on
//    SQLite and PostgreSQL (BENCH_DATABASE_URL, else the local server when it answers; scripts/bench/search.mjs);
//  - dashboard list latency with 1,000 campaigns: `GET /campaign-api/campaigns` p50/p95/p99 on SQLite
//    and PostgreSQL, the same way (scripts/bench/dashboard.mjs);
//  - event ingest: events/s in batches of 50 to `POST /api/events`, p50/p99 per batch, on SQLite and
//    PostgreSQL the same way (scripts/bench/events.mjs);
//  - organisation hostname lookup: `GET /api/organizations/hostname/{hostname}` p50/p95/p99 with the
//    server's cache on (hits), 200 organisations, on SQLite and PostgreSQL the same way (scripts/bench/organisations.mjs);
//  - page speed: Lighthouse (mobile defaults, median of 3 runs) on /, /newspaper, a newspaper detail page, a
//    landing page and /about: Performance, LCP, CLS, TBT, SEO, Accessibility against their targets, and
//    the failing SEO/accessibility audits (scripts/bench/lighthouse.mjs);
//  - interaction: "Add to bag" and opening the bag in Chromium with the CPU slowed 4× at a 390 px
//    viewport, Event Timing duration and time to the visible response, median and worst of 7 runs
//    against 100 ms (scripts/bench/interaction.mjs);
//  - server render of /newspaper (text/html) at 100,000 options: p50/p95/p99 on SQLite and PostgreSQL
//    the same way (scripts/bench/server-render.mjs);
//  - media-mix recommender at 100,000 options: `POST /api/recommendations` p50/p95/p99 over a fixed
//    mix of budgets, objectives, cities and categories, on SQLite and PostgreSQL the same way
//    (scripts/bench/recommendations.mjs);
//  - release switches: ms from `POST /api/remotes/{name}/live` until the first remotes.json and the first
//    server-rendered page that serve the new release, p50/p95/max, on one instance and on two sharing a
//    store (switch on A, poll B) without and with Redis, on SQLite and PostgreSQL the same way
//    (scripts/bench/releases.mjs; BENCH_RELEASE_SWITCHES switches, default 20);
//  - two instances on one PostgreSQL database sharing Redis, at 100,000 options (BENCH_SEARCH_SCALE): catalog GET and
//    bag PATCH req/s and p50/p95/p99 at 100 connections spread over both against one instance, the ms until a
//    catalog edit, a content page or an organisation saved on A shows on B, a rate limit counted across both,
//    and every non-2xx answer
//    (scripts/bench/two-instances.mjs; alone with BENCH_ONLY=two-instances; the scale part runs it at its scale).
//  - holds (issue 37): `POST /campaign-api/holds` p50/p95/p99 over 300 holds, and the 50-way race for the last
//    unit (50 buyers at once: exactly 1 hold and 49 × 409, time to settle), on SQLite and PostgreSQL the same
//    way (scripts/bench/holds.mjs);
//  - proofs (issue 38): inspection and perceptual hash of a 1600×1200 street JPEG p50/p95, and the duplicate
//    lookup p50/p95/p99 against 100,000 stored proofs (BENCH_PROOFS), on SQLite and PostgreSQL the same way
//    (scripts/bench/proofs.mjs);
//  - scale: at 1,000,000 options (BENCH_SCALE), the seed's time and memory, the server's start, suggestions,
//    category pages and facets with the cache off, search paged to the 10,000th result, server render, the
//    sitemap index, bad input and the server's memory, on SQLite and PostgreSQL, against the scale targets
//    (scripts/bench/scale.mjs), then two instances (above) at that scale.
// BENCH_ONLY runs some parts alone, comma-separated, in this order: price-bag, scoring, bundles, throughput,
// bag-patch, dashboard, events, organisations, holds, proofs, search, lighthouse, interaction, server-render, recommendations, releases, scale,
// two-instances (default: all but two-instances), e.g.
// `BENCH_ONLY=lighthouse,server-render npm run bench`.
// BENCH_SECONDS sets each measured run (default 8); BENCH_DATABASE_URL runs the servers on PostgreSQL;
// BENCH_BAG_LINES sets the lines in the bag the PATCH edits (default 25); BENCH_SEARCH_SCALE the
// options the search bench seeds (default 100,000).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ensureBuilt, ensureInstalled, log, root } from './lib.mjs';
import { makeBagOptions, timePriceBag } from './bench/price-bag.mjs';
import { hotBag, latencyLine, pacedEdits, patchAtRate, prepareBag } from './bench/bag-patch.mjs';
import { benchSearch } from './bench/search.mjs';
import { benchDashboard } from './bench/dashboard.mjs';
import { benchEvents } from './bench/events.mjs';
import { benchOrganisations } from './bench/organisations.mjs';
import { benchHolds } from './bench/holds.mjs';
import { benchProofs } from './bench/proofs.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { benchInteraction } from './bench/interaction.mjs';
import { benchServerRender } from './bench/server-render.mjs';
import { benchRecommendations } from './bench/recommendations.mjs';
import { benchReleases } from './bench/releases.mjs';
import { benchScale } from './bench/scale.mjs';
import { benchTwoInstances } from './bench/two-instances.mjs';
import { benchScoring, benchStudio, printScoring } from './bench/scoring.mjs';
import { standaloneServerStarter } from './bench/stores.mjs';

// BENCH_ONLY: the parts to run (names as in PARTS below), checked before anything is installed or built.
const PART_NAMES = ['price-bag', 'scoring', 'bundles', 'throughput', 'bag-patch', 'dashboard', 'events', 'organisations', 'holds', 'proofs', 'search', 'lighthouse', 'interaction', 'server-render', 'recommendations', 'releases', 'scale', 'two-instances'];
// Run only when named in BENCH_ONLY (the scale part runs it at its own scale).
const NAMED_ONLY = ['two-instances'];
const only = (process.env.BENCH_ONLY ?? '').split(',').map((n) => n.trim()).filter(Boolean);
const unknown = only.filter((n) => !PART_NAMES.includes(n));
if (unknown.length) {
  console.error(`BENCH_ONLY: unknown part${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; the parts are ${PART_NAMES.join(', ')}`);
  process.exit(2);
}
if (!only.length) only.push(...PART_NAMES.filter((n) => !NAMED_ONLY.includes(n)));

await ensureInstalled();
if (!process.env.BENCH_SKIP_BUILD) await ensureBuilt();
const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const { chromium } = require('playwright-core');
// After the install: reading the list of remotes takes TypeScript (scripts/remote-list.cjs).
const { REMOTE_FOLDERS } = require('./remote-list.cjs');

const { BUDGETS, gzipSize: gz, scriptSizes, scriptsBeforeUsable } = require('./js-budgets.cjs');
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const bagLines = Number(process.env.BENCH_BAG_LINES ?? 25);
const met = (ok) => (ok ? 'met' : 'MISSED');

// The servers measured: built, in production mode, on free ports with their own data folders.
const startAnyServer = standaloneServerStarter(root);
const startServer = (extraEnv = {}) => startAnyServer({ DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', ...extraEnv });

/** The JS `/` fetches before it is usable (the shell's hydrated mark) and after, with gzip sizes (scripts/js-budgets.cjs). */
async function firstRouteJs(url) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const { before, after } = await scriptsBeforeUsable(await browser.newPage(), `${url}/`);
    return { usable: scriptSizes(root, before), later: scriptSizes(root, after) };
  } finally {
    await browser.close();
  }
}

function remoteSizes() {
  return REMOTE_FOLDERS.filter((folder) => {
    const built = fs.existsSync(path.join(root, folder, 'dist/mf-manifest.json'));
    if (!built) console.log(`  (${folder} is not built: skipped)`);
    return built;
  }).map((folder) => {
    const dist = path.join(root, folder, 'dist');
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    const exposes = manifest.exposes.map((e) => ({
      name: e.name,
      gzip: [...new Set(e.assets.js.sync)].reduce((a, f) => a + gz(path.join(dist, f)), 0),
    }));
    return { folder, remoteEntry: gz(path.join(dist, 'remoteEntry.js')), exposes };
  });
}

async function throughput(url, pathName) {
  const result = await autocannon({ url: `${url}${pathName}`, connections: 32, pipelining: 1, duration, workers: 0 });
  return { path: pathName, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** The pricing engine, in this process (first by default, while no server or browser competes for the CPU). */
function benchPriceBag() {
  log('measuring priceBag on 1,000 options…');
  const { priceBag } = require('shared-domain');
  const options = makeBagOptions(1000);
  const r = timePriceBag(priceBag, options, { discountOnTotal: '5%' });
  console.log('\nPricing engine (shared-domain, in this process)');
  console.log(`  priceBag, ${options.length.toLocaleString('en-US')} options: median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (target ≤ 20 ms: ${met(r.p95 <= 20)})  [${r.runs} runs; ${r.selectedCount} selected; bulk discount 5%]`);
}

/** Gzip bytes of the first route's JS and of each remote's entry and initial chunks. */
async function benchBundles() {
  const server = await startServer();
  try {
    log('measuring bundles…');
    const first = await firstRouteJs(server.url);
    const remotes = remoteSizes();

    const { firstRoute, remoteEntry } = BUDGETS;
    const against = (bytes, budget) => `(target ≤ ${kb(budget.target)}: ${met(bytes <= budget.target)}; npm test limit ${kb(budget.limit)})`;
    console.log('\nBundle sizes (gzip -9)');
    console.log('  first route `/`: JS fetched before it is usable'.padEnd(60), kb(first.usable.total).padStart(10), `  = ${first.usable.total.toLocaleString('en-US')} bytes`, against(first.usable.total, firstRoute));
    for (const r of first.usable.rows.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${r.path}`.padEnd(60), kb(r.gzip).padStart(10));
    console.log('  first route `/`: JS fetched after (idle, on use)'.padEnd(60), kb(first.later.total).padStart(10));
    for (const r of first.later.rows.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${r.path}`.padEnd(60), kb(r.gzip).padStart(10));
    for (const r of remotes) {
      console.log(`  ${r.folder}/remoteEntry.js`.padEnd(60), kb(r.remoteEntry).padStart(10), `  = ${r.remoteEntry.toLocaleString('en-US')} bytes`, against(r.remoteEntry, remoteEntry));
      for (const e of r.exposes) console.log(`    initial chunks of ${e.name}`.padEnd(60), kb(e.gzip).padStart(10));
    }
  } finally {
    await server.stop();
  }
}

/** Catalog GET throughput next to hello-world on the same server, then with the answer cache off. */
async function benchThroughput() {
  const server = await startServer();
  try {
    log(`measuring throughput (${duration} s per route, 32 connections)…`);
    // Warm up caches and JIT before measuring.
    for (const p of ['/api/health', '/api/catalog/media?category=newspaper']) await autocannon({ url: `${server.url}${p}`, connections: 8, duration: 2 });
    const hello = await throughput(server.url, '/api/health');
    const routes = [
      '/api/catalog/categories',
      '/api/catalog/media?category=newspaper',
      '/api/catalog/media?category=radio&sort=price-asc&page=2',
      '/api/catalog/media?q=delhi',
    ];
    const rows = [hello];
    for (const p of routes) rows.push(await throughput(server.url, p));
    console.log('\nThroughput (autocannon, same server)');
    console.log('  route'.padEnd(60), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'vs hello'.padStart(10), 'errors'.padStart(8));
    for (const r of rows) {
      const ratio = r.rps / hello.rps;
      console.log(`  ${r.path}`.padEnd(60), r.rps.toFixed(0).padStart(9), String(r.p99).padStart(8), `${(ratio * 100).toFixed(0)}%`.padStart(10), String(r.errors).padStart(8));
    }
    const catalog = rows[2];
    console.log(`\n  catalog GET (${catalog.path}) = ${((catalog.rps / hello.rps) * 100).toFixed(0)}% of hello-world (target ≥ 30%)`);
  } finally {
    await server.stop();
  }

  // The same catalog route with the in-memory answer cache off: every request hits the database.
  const uncachedServer = await startServer({ CATALOG_CACHE_TTL_MS: '0' });
  try {
    const p = '/api/catalog/media?category=newspaper';
    await autocannon({ url: `${uncachedServer.url}${p}`, connections: 8, duration: 2 });
    const r = await throughput(uncachedServer.url, p);
    console.log(`  same route with the cache off (CATALOG_CACHE_TTL_MS=0): ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms`);
  } finally {
    await uncachedServer.stop();
  }
}

// PATCH /api/bag/pricingUnit at a fixed rate. NODE_ENV=development only so that the dev outbox
// (GET /api/dev/outbox) exists for the OTP sign-in; it changes nothing else but the log level,
// which LOG_LEVEL pins. A high per-IP send limit and no growing wait let repeated runs share one
// PostgreSQL database.
async function benchBagPatch() {
  const bagServer = await startServer({ NODE_ENV: 'development', OTP_MAX_SENDS_PER_IP: '1000', OTP_IP_BACKOFF_SECONDS: '0' });
  try {
    const rate = 200;
    log(`measuring PATCH /api/bag/pricingUnit at ${rate} req/s for ${duration} s…`);
    const bag = await prepareBag(bagServer.url, bagLines, `bench-${Date.now()}@example.com`);
    // Warm up JIT and statement caches at half the rate.
    await patchAtRate(autocannon, bagServer.url, bag, { rate: rate / 2, duration: 2 });
    const r = await patchAtRate(autocannon, bagServer.url, bag, { rate, duration });
    const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
    console.log(`\nBag edit (autocannon, fixed rate ${rate} req/s, ${db}, bag of ${bag.lineCount} lines, ${bag.unitName} = ${bag.values.join(' / ')} alternately)`);
    console.log(`  PATCH /api/bag/pricingUnit: p50 ${r.p50} ms, p99 ${r.p99} ms (target ≤ 20 ms: ${met(r.p99 <= 20)}), max ${r.max} ms; achieved ${r.rate.toFixed(1)} req/s; non-2xx ${r.non2xx}, errors ${r.errors}`);
    // The same rate sent evenly (autocannon's connections each send their share of a second back to back).
    const paced = await pacedEdits(bagServer.url, bag, { rate, seconds: duration });
    console.log(`  the same, evenly paced (one every ${1000 / rate} ms): ${latencyLine(paced)}; errors ${paced.errors}`);
    // One hot bag: 100 writers (closed loop) on 100 lines, then on 25 lines (4 per line), each checked for lost updates.
    for (const lines of [100, 25]) {
      log(`measuring 100 concurrent writers on one bag of ${lines} lines for ${duration} s…`);
      const h = await hotBag(bagServer.url, { connections: 100, lines, seconds: duration });
      console.log(`  one bag, 100 writers on ${h.lines} lines: ${latencyLine(h)} (p99 target ≤ 100 ms: ${met(h.p99 <= 100)}); ${h.count} edits, errors ${h.errors}, lost updates ${h.lostUpdates}${h.lost.length ? ` ${JSON.stringify(h.lost)}` : ''}`);
    }
  } finally {
    await bagServer.stop();
  }
}

const PARTS = {
  'price-bag': benchPriceBag,
  // The quality score of 1,000 seed profiles, in this process (scripts/bench/scoring.mjs).
  scoring: () => {
    log('scoring 1,000 profiles…');
    printScoring({ ...benchScoring(), studio: benchStudio() });
  },
  bundles: benchBundles,
  throughput: benchThroughput,
  'bag-patch': benchBagPatch,
  // Dashboard list latency with 1,000 campaigns of one user (scripts/bench/dashboard.mjs).
  dashboard: () => benchDashboard({ startServer, log, met }),
  // Event ingest: batches of 50 to POST /api/events, on each store (scripts/bench/events.mjs).
  events: () => benchEvents({ startServer, log }),
  // Organisation hostname lookup, cache on (scripts/bench/organisations.mjs).
  organisations: () => benchOrganisations({ startServer, log, met }),
  // Hold placement p95 and the 50-way race for the last unit, on each store (scripts/bench/holds.mjs).
  holds: () => benchHolds({ startServer, log, met }),
  // Proof inspection and hashing, and the duplicate lookup against 100,000 stored proofs, on each store (scripts/bench/proofs.mjs).
  proofs: () => benchProofs({ log }),
  // Search at 100,000 options, each store seeded fresh (scripts/bench/search.mjs).
  search: () => benchSearch({ startServer, autocannon, duration, log, root, met }),
  // Page speed with Lighthouse on five pages (scripts/bench/lighthouse.mjs).
  lighthouse: () => benchLighthouse({ startServer, log, met }),
  // "Add to bag" and opening the bag on a 4× slowed CPU (scripts/bench/interaction.mjs).
  interaction: () => benchInteraction({ startServer, log, met }),
  // Server render of /newspaper at 100,000 options, each store seeded fresh (scripts/bench/server-render.mjs).
  'server-render': () => benchServerRender({ startServer, log, met }),
  // POST /api/recommendations at 100,000 options, each store seeded fresh (scripts/bench/recommendations.mjs).
  recommendations: () => benchRecommendations({ startServer, log, met }),
  // Release switch → first remotes.json and first rendered page serving it (scripts/bench/releases.mjs).
  releases: () => benchReleases({ log }),
  // A million options (BENCH_SCALE): catalogue, search, render, sitemap, bad input and memory on each store (scripts/bench/scale.mjs).
  scale: () => benchScale({ startServer, log, met, root }),
  // Two instances on one PostgreSQL database and Redis: load against one instance, coherence (scripts/bench/two-instances.mjs).
  'two-instances': () => benchTwoInstances({ root, log, seconds: duration, scale: Number(process.env.BENCH_SEARCH_SCALE ?? 100_000) }),
};

for (const name of PART_NAMES.filter((n) => only.includes(n))) await PARTS[name]();
