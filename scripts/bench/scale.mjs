// The catalogue at India's scale, for `npm run bench` (part `scale`): seeds a fresh store with
// `server/dist/cli/seed.js --scale N` (BENCH_SCALE, default 1,000,000 options), starts the server
// on it with the catalog's answer cache off, and prints every figure of the scale targets
// against its target, on SQLite and on PostgreSQL (stores.mjs onEachStore):
//  - the seed's time and peak memory, and the time until the server answers on the seeded store;
//  - suggestions p95 (the search bench's mix of what people type), and the typo cases of the
//    search tests (the title meant must come first);
//  - each category's first page and a filtered, sorted page, with their facet counts (cache off);
//  - search results, the /search page's query and the old search, first page and paged to the
//    10,000th result;
//  - server render of a category page and a detail page;
//  - the sitemap: an index of files of at most 50,000 URLs each, every file fetched and counted;
//  - bad input: paging past the end, a huge `from`, a query of 2,000 characters (400 where the
//    documented bounds are passed, within the same time limits);
//  - the server's resident memory: before, its peak under the bench, and after the run;
//  - no answer 5xx anywhere in the part.
// Then the bag edits (bag-patch.mjs) and two instances on one PostgreSQL with Redis (two-instances.mjs).
import { createRequire } from 'node:module';
import { latencyFigures, onEachStore, processMemory, seedAtScale } from './stores.mjs';
import { queryMix, sampleCatalog } from './search.mjs';
import { benchTwoInstances } from './two-instances.mjs';
import { benchBagEdits, latencyLine } from './bag-patch.mjs';

const require = createRequire(import.meta.url);
const CATEGORIES = ['newspaper', 'radio', 'outdoor', 'cinema', 'television', 'digital', 'magazine', 'airport', 'nontraditional', 'influencer-marketing', 'sports-marketing'];
const SEARCH_AUTH = `Basic ${Buffer.from('search:search').toString('base64')}`;
/** The typo cases of server/src/search/search-typos.test.ts: what is typed, and the title that must come first. */
const TYPO_CASES = [
  ['tims of inda', 'Times of India'],
  ['radio mirchy', 'Radio Mirchi'],
  ['raido mirchi', 'Radio Mirchi'],
  ['hindutsn tmes', 'Hindustan Times'],
];
/** The suggestions request for a typed text. */
const suggestPath = (text) => `/api/search/suggestions?q=${encodeURIComponent(JSON.stringify(text))}`;
const MB = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/**
 * Times requests one at a time and counts answers by status; `expect` is the status each
 * should answer (200 unless said). A 5xx anywhere is counted in `counts.fivexx`.
 */
function requester(url, counts) {
  return async function time(path, { method = 'GET', body, headers = {}, expect = 200 } = {}) {
    const started = performance.now();
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    const ms = performance.now() - started;
    counts.requests += 1;
    if (res.status >= 500) counts.fivexx += 1;
    if (res.status !== expect) counts.unexpected.push(`${method} ${path.slice(0, 120)} → ${res.status} (expected ${expect})`);
    return { ms, status: res.status, text };
  };
}

/** Latency figures of `paths` (each a path or [path, options]) requested `rounds` times in turn. */
async function timed(time, paths, rounds = 1) {
  const times = [];
  for (let r = 0; r < rounds; r += 1) {
    for (const p of paths) times.push((await time(...(Array.isArray(p) ? p : [p]))).ms);
  }
  return latencyFigures(times);
}

const figure = (f, target, met) => `p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms (target ≤ ${target} ms: ${met(f.p95 <= target)}), p99 ${f.p99.toFixed(1)} ms, max ${f.max.toFixed(1)} ms [${f.count}]`;

/** The /search page's body for a text, from the 1st or a later result. */
function searchBody(text, from = 0, size) {
  return require('shared-domain').buildSearchBody(text, from, size);
}

/** Samples the server's resident memory every 100 ms until stopped; answers the peak. */
function memorySampler(pid) {
  let peak = 0;
  const timer = setInterval(() => { peak = Math.max(peak, processMemory(pid)?.rss ?? 0); }, 100);
  return { stop: () => { clearInterval(timer); return peak; } };
}

/** The sitemap: one file, or an index of files each at most 50,000 URLs; every file read and counted. */
async function sitemapFigures(time) {
  const sitemapStarted = performance.now();
  const index = (await time('/sitemap.xml', { headers: { accept: 'application/xml' } })).text;
  // One file when every URL fits in it; an index of files otherwise.
  const isIndex = index.includes('<sitemapindex');
  const parts = [...index.matchAll(/<loc>[^<]*?(\/sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
  let urls = isIndex ? 0 : (index.match(/<url>/g) ?? []).length;
  let largest = urls;
  const partTimes = [];
  for (const part of parts) {
    const r = await time(part, { headers: { accept: 'application/xml' } });
    partTimes.push(r.ms);
    const n = (r.text.match(/<url>/g) ?? []).length;
    urls += n;
    largest = Math.max(largest, n);
  }
  const sitemapSeconds = (performance.now() - sitemapStarted) / 1000;
  const partFigures = partTimes.length ? latencyFigures(partTimes) : null;

  return { isIndex, parts, urls, largest, sitemapSeconds, partFigures };
}

/** Bad input: pages past the end, bounds passed, and the longest texts each route answers. */
async function badInputFigures(time) {
  // 1,998 characters: with the quotes of its JSON encoding (the site sends q as JSON), 2,000, the documented bound.
  const long = 'mumbai '.repeat(300).slice(0, 1_998);
  const pastEnd = await timed(time, CATEGORIES.map((c) => `/api/catalog/media?category=${c}&page=10000&pageSize=100`), 3);
  const tooDeep = await timed(time, [
    [`/api/catalog/media?category=newspaper&page=10001`, { expect: 400 }],
    [`/api/gapi/suggestions?name=radio&from=1000000000`, { expect: 400 }],
    ['/search-index/_search', { method: 'POST', headers: { authorization: SEARCH_AUTH }, body: { ...searchBody('radio'), from: 10_000_000 }, expect: 400 }],
    [suggestPath('x'.repeat(2_001)), { expect: 400 }],
  ], 10);
  // Suggestions take at most 200 characters of text (the documented bound): 2,000 is a 400, and 200 is timed.
  const longSuggest = await timed(time, [[suggestPath(long), { expect: 400 }], suggestPath(long.slice(0, 200))], 10);
  // The /search page's query for a 2,000-character text (its first ten distinct words) is answered; a raw query_string past its 1,000 characters is a 400.
  const searchLong = await timed(time, [['/search-index/_search', { method: 'POST', headers: { authorization: SEARCH_AUTH }, body: searchBody(long) }], ['/search-index/_search', { method: 'POST', headers: { authorization: SEARCH_AUTH }, body: { query: { query_string: { query: 'radio '.repeat(200) } } }, expect: 400 }]], 10);
  const longSearch = searchLong;
  // The old search takes at most 200 characters of text too: 2,000 is a 400, 200 are answered.
  const longOld = await timed(time, [[`/api/gapi/suggestions?name=${encodeURIComponent(long)}`, { expect: 400 }], `/api/gapi/suggestions?name=${encodeURIComponent(long.slice(0, 200))}`], 10);

  return { pastEnd, tooDeep, longSuggest, longSearch, longOld };
}

/** Every figure on one seeded store. */
async function measureStore({ label, env, scale, startServer, log, met, root, seeded = false }) {
  log(`scale bench (${label}): ${seeded ? 'measuring the store already seeded' : `seeding ${scale.toLocaleString('en-US')} options…`}`);
  const seed = seeded ? null : await seedAtScale(root, env, scale);
  const server = await startServer({ ...env, CATALOG_CACHE_TTL_MS: '0' });
  const counts = { requests: 0, fivexx: 0, unexpected: [] };
  const time = requester(server.url, counts);
  const out = [];
  const line = (text) => out.push(`  ${text}`);
  try {
    const random = require('shared-domain').createRng(20_240_601).next;
    log(`scale bench (${label}): sampling the catalog and warming up…`);
    const sample = await sampleCatalog(server.url, random);
    const detailPaths = [];
    for (const category of CATEGORIES) {
      const { items } = JSON.parse((await time(`/api/catalog/media?category=${category}&pageSize=5&page=7`)).text);
      for (const m of items) detailPaths.push(`/${m.category}/${m.slug}`);
    }
    await timed(time, queryMix(sample, random, 200).map(suggestPath));
    const before = processMemory(server.pid)?.rss ?? 0;
    const sampler = memorySampler(server.pid);
    log(`scale bench (${label}): measuring…`);

    // Suggestions and the typo cases.
    const s = await timed(time, queryMix(sample, random, 1_000).map(suggestPath));
    const typoResults = [];
    for (const [typed, meant] of TYPO_CASES) {
      const { text } = await time(suggestPath(typed));
      const first = JSON.parse(text).suggestions[0]?.suggestion ?? '(none)';
      typoResults.push({ typed, meant, first, ok: first.toLowerCase().startsWith(meant.toLowerCase()) });
    }

    // Category pages, cache off: the first page and a filtered, sorted page, each with its facet counts.
    const firstPages = CATEGORIES.map((c) => `/api/catalog/media?category=${c}`);
    const firstFacets = CATEGORIES.map((c) => `/api/catalog/facets?category=${c}`);
    const cities = sample.cities.slice(0, 6);
    const filtered = [];
    const filteredFacets = [];
    for (const [i, c] of CATEGORIES.entries()) {
      const city = encodeURIComponent(cities[i % cities.length]);
      const sort = ['price-asc', 'price-desc', 'reach', 'score', 'saving', 'name'][i % 6];
      filtered.push(`/api/catalog/media?category=${c}&city=${city}&minPrice=1000&sort=${sort}&page=2&pageSize=24`);
      filteredFacets.push(`/api/catalog/facets?category=${c}&city=${city}&minPrice=1000`);
    }
    const fp = await timed(time, firstPages, 10);
    const ff = await timed(time, firstFacets, 10);
    const fl = await timed(time, filtered, 10);
    const flf = await timed(time, filteredFacets, 10);

    // Search results: the /search page's query and the old search, the first page and the 10,000th result.
    const texts = [...sample.names.slice(0, 60).map((n) => n.split(/\s+/).slice(0, 2).join(' ')), 'radio', 'times', 'mumbai', 'hoarding', 'tims of inda'];
    const post = (from, size) => (t) => ['/search-index/_search', { method: 'POST', headers: { authorization: SEARCH_AUTH }, body: searchBody(t, from, size) }];
    const newFirst = await timed(time, texts.map(post(0)));
    const newDeep = await timed(time, texts.map(post(9_990, 10)));
    const oldFirst = await timed(time, texts.map((t) => `/api/gapi/suggestions?name=${encodeURIComponent(t)}`));
    const oldDeep = await timed(time, texts.map((t) => `/api/gapi/suggestions?name=${encodeURIComponent(t)}&from=9990&size=10`));

    // Server render.
    const html = { headers: { accept: 'text/html' } };
    const renderCategory = await timed(time, CATEGORIES.map((c) => [`/${c}`, html]), 10);
    const renderDetail = await timed(time, detailPaths.map((p) => [p, html]), 2);

    const sitemap = await sitemapFigures(time);
    const { pastEnd, tooDeep, longSuggest, longSearch, longOld } = await badInputFigures(time);

    const peak = sampler.stop();
    // Memory after the run: what the server holds once it has been idle for a few seconds; then
    // the same mix once more, to tell a level the caches settle at from memory that keeps growing.
    await new Promise((r) => setTimeout(r, 5_000));
    const after = processMemory(server.pid)?.rss ?? 0;
    await timed(time, queryMix(sample, random, 1_000).map(suggestPath));
    await timed(time, [...firstPages, ...firstFacets, ...filtered, ...filteredFacets, ...CATEGORIES.map((c) => [`/${c}`, html])], 3);
    await new Promise((r) => setTimeout(r, 5_000));
    const afterAgain = processMemory(server.pid)?.rss ?? 0;

    console.log(`\nScale: ${seed ? `${scale.toLocaleString('en-US')} options` : 'a store seeded before'} (${label})`);
    line(seed ? `seed: ${seed.seconds.toFixed(0)} s (target ≤ 600 s: ${met(seed.seconds <= 600)}), peak memory ${MB(seed.peakRss)} — ${seed.line}` : 'seed: a store seeded before (BENCH_SCALE_DATA_DIR / BENCH_SCALE_DATABASE_URL)');
    line(`server answers ${(server.readyMs / 1000).toFixed(1)} s after its start on the seeded store (target ≤ 30 s: ${met(server.readyMs <= 30_000)})`);
    line(`suggestions: ${figure(s, 20, met)}`);
    line(`  typo cases: ${typoResults.map((r) => `"${r.typed}" → "${r.first}" ${r.ok ? 'first' : 'NOT FIRST'}`).join('; ')} (${met(typoResults.every((r) => r.ok))})`);
    line(`category first page, cache off: ${figure(fp, 30, met)}`);
    line(`  its facet counts: ${figure(ff, 30, met)}`);
    line(`filtered, sorted page (city, price, sort, page 2): ${figure(fl, 30, met)}`);
    line(`  its facet counts: ${figure(flf, 30, met)}`);
    line(`search results (/search page's query), first page: ${figure(newFirst, 50, met)}`);
    line(`  paged to the 10,000th result: ${figure(newDeep, 50, met)}`);
    line(`old search (GET /api/gapi/suggestions), first page: ${figure(oldFirst, 50, met)}`);
    line(`  paged to the 10,000th result: ${figure(oldDeep, 50, met)}`);
    line(`server render, category page: ${figure(renderCategory, 50, met)}`);
    line(`server render, detail page: ${figure(renderDetail, 50, met)}`);
    const { isIndex, parts, urls, largest, sitemapSeconds, partFigures } = sitemap;
    line(`sitemap: ${isIndex ? `an index of ${parts.length} files` : 'one file (no index needed)'}, ${urls.toLocaleString('en-US')} URLs, the largest file ${largest.toLocaleString('en-US')} URLs (at most 50,000: ${met(largest <= 50_000 && (isIndex ? parts.length > 0 : true))}); all read in ${sitemapSeconds.toFixed(1)} s${partFigures ? `, per file p95 ${partFigures.p95.toFixed(0)} ms` : ''}`);
    line(`bad input: page 10,000 of every category (past the end): ${figure(pastEnd, 30, met)}`);
    line(`  past the documented bounds (page 10,001, from 1e9, from 1e7 in the query DSL, 2,001 characters): all 400 ${met(!counts.unexpected.some((u) => u.includes('expected 400')))}; ${figure(tooDeep, 30, met)}`);
    line(`  a 2,000-character query: suggestions (400 past 200 characters; 200 answered) ${figure(longSuggest, 20, met)}`);
    line(`    /search page's query (answered; a raw query_string past 1,000 characters 400) ${figure(longSearch, 50, met)}; old search (400 past 200 characters; 200 answered) ${figure(longOld, 50, met)}`);
    line(`server memory: ${MB(before)} before, peak ${MB(peak)} under the bench (target ≤ 1,024 MiB: ${met(peak <= 1024 ** 3)}), ${MB(after)} after 5 s idle; after the same mix again ${MB(afterAgain)} (${afterAgain > after * 1.05 ? 'STILL GROWING' : 'settled: no growth'})`);
    line(`answers: ${counts.requests} requests, ${counts.fivexx} answered 5xx (${met(counts.fivexx === 0)})${counts.unexpected.length ? `; unexpected statuses: ${counts.unexpected.slice(0, 5).join('; ')}` : ''}`);
    console.log(out.join('\n'));
  } finally {
    await server.stop();
  }
  await bagEdits({ label, env, startServer, log, met });
}

/**
 * Bag edits on the same store: `PATCH /api/bag/pricingUnit` at 200 req/s, then 100 writers on
 * one bag (of 100 lines and of 25), every acknowledged edit checked in the final bag. A
 * development-mode server, so the bench signs in through the code outbox.
 */
async function bagEdits({ label, env, startServer, log, met }) {
  const server = await startServer({ ...env, NODE_ENV: 'development', OTP_MAX_SENDS_PER_IP: '1000', OTP_IP_BACKOFF_SECONDS: '0' });
  try {
    const { rate200: r, hot100, lines25x100 } = await benchBagEdits({ url: server.url, seconds: Number(process.env.BENCH_SECONDS ?? 8), log, autocannon: require('autocannon') });
    const hot = (h, lines) => `  one bag, 100 writers on ${lines} lines: ${latencyLine(h)} (p99 target ≤ 100 ms: ${met(h.p99 <= 100)}); ${h.count} edits, errors ${h.errors}, lost updates ${h.lostUpdates} (${met(h.lostUpdates === 0)})`;
    console.log([
      `  bag edits (${label}): PATCH /api/bag/pricingUnit at 200 req/s: p50 ${r.p50} ms, p99 ${r.p99} ms (target ≤ 20 ms: ${met(r.p99 <= 20)}), max ${r.max} ms; errors and non-2xx ${r.errors}`,
      hot(hot100, 100),
      hot(lines25x100, 25),
    ].join('\n'));
  } finally {
    await server.stop();
  }
}

/**
 * The scale part: every store, then the bag edits and the two-instance run. To measure a store
 * seeded before (while working on a figure), BENCH_SCALE_DATA_DIR names a SQLite folder and
 * BENCH_SCALE_DATABASE_URL a PostgreSQL database: only those are measured, nothing is seeded or removed.
 */
export async function benchScale({ startServer, log, met, root }) {
  const scale = Number(process.env.BENCH_SCALE ?? 1_000_000);
  const reuse = [
    process.env.BENCH_SCALE_DATA_DIR && { label: 'SQLite', env: { DATA_DIR: process.env.BENCH_SCALE_DATA_DIR, DATABASE_URL: '' } },
    process.env.BENCH_SCALE_DATABASE_URL && { label: 'PostgreSQL', env: { DATABASE_URL: process.env.BENCH_SCALE_DATABASE_URL } },
  ].filter(Boolean);
  if (reuse.length) {
    for (const store of reuse) await measureStore({ ...store, scale, startServer, log, met, root, seeded: true });
    return;
  }
  await onEachStore('scale', log, ({ label, env }) => measureStore({ label, env, scale, startServer, log, met, root }));
  await benchTwoInstances({ root, log, seconds: Number(process.env.BENCH_SECONDS ?? 8), scale });
}
