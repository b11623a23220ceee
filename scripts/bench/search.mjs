// Search at 100,000 options, for `npm run bench`: seeds a fresh store with
// `server/dist/cli/seed.js --scale N` (the seed also builds the search index), serves it, and
// measures
//  - GET /api/search/suggestions latency (one request at a time, as a person types) over a
//    realistic mix of texts: name prefixes as typed, city prefixes, later words, words out of
//    order, category names, names with a typo, and texts that find little or nothing; typo
//    tolerance is always on, and the typo'd names are also reported apart, with how often the
//    name meant comes back among the suggestions;
//  - POST /search-index/_search latency for the site's query (the /search page) over typed
//    names, some with a typo;
//  - GET /api/catalog/media?category=… throughput with the answer cache off.
// SQLite always; PostgreSQL too (BENCH_DATABASE_URL, else the local postgres://postgres@127.0.0.1:5432,
// when it answers), in a fresh database created next to it and dropped afterwards. BENCH_SEARCH_SCALE changes N (default 100,000).
import { latencyFigures as figures, onEachStore, seedAtScale } from './stores.mjs';
import { createRequire } from 'node:module';

// Seeded random numbers: shared-domain's createRng, required when first used (the bench builds shared-domain first).
const createRng = (seed) => createRequire(import.meta.url)('shared-domain').createRng(seed);

const CATEGORIES = ['newspaper', 'radio', 'outdoor', 'cinema', 'television', 'digital', 'magazine', 'airport', 'nontraditional', 'influencer-marketing', 'sports-marketing'];
const CATEGORY_WORDS = ['radio', 'btl', 'newspaper', 'outdoor', 'tv', 'cinema', 'influencer', 'digital', 'magazine', 'airport', 'below the line', 'television'];
const MISSES = ['xq', 'zzzz', 'irchi', 'qwerty', 'times zzz', 'ndtv xyz'];
/** Typos people make, besides the generated ones. */
const TYPOS = ['tims of inda', 'radio mirchy', 'raido mirchi', 'hindustan tmes', 'econmic times'];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';


/** Names and cities from the served catalog: a few pages of every category. */
export async function sampleCatalog(url, random) {
  const names = [];
  const cities = new Set();
  for (const category of CATEGORIES) {
    const first = await (await fetch(`${url}/api/catalog/media?category=${category}&pageSize=100`)).json();
    const pages = Math.max(1, Math.ceil(first.total / 100));
    for (let i = 0; i < 4; i += 1) {
      const page = 1 + Math.floor(random() * pages);
      const body = page === 1 ? first : await (await fetch(`${url}/api/catalog/media?category=${category}&pageSize=100&page=${page}`)).json();
      for (const m of body.items) {
        names.push(m.name);
        cities.add(m.city);
      }
    }
  }
  return { names, cities: [...cities] };
}

/** One edit (delete, insert, substitute, swap) inside the longest word of at least 5 letters (4+ letters allow one edit, and the edit may shorten it). */
function withTypo(text, random) {
  const words = text.split(/\s+/);
  const at = words.reduce((best, w, i) => (/^\p{L}{5,}$/u.test(w) && (best < 0 || w.length > words[best].length) ? i : best), -1);
  if (at < 0) return null;
  const w = words[at].toLowerCase();
  const i = 1 + Math.floor(random() * (w.length - 2));
  const letter = LETTERS[Math.floor(random() * LETTERS.length)];
  const kind = Math.floor(random() * 4);
  words[at] = kind === 0 ? w.slice(0, i) + w.slice(i + 1)
    : kind === 1 ? w.slice(0, i) + letter + w.slice(i)
      : kind === 2 ? w.slice(0, i) + (w[i] === letter ? LETTERS[(LETTERS.indexOf(letter) + 1) % 26] : letter) + w.slice(i + 1)
        : w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  return words.join(' ');
}

/** Names cut to their first two or three words (`meant`), each with one typo (`text`): what the typo figures measure. */
function typoMix({ names }, random, count) {
  const out = [];
  for (let guard = 0; out.length < count && guard < count * 20; guard += 1) {
    const name = names[Math.floor(random() * names.length)];
    const words = name.split(/\s+/).filter((w) => /^[\p{L}\p{N}.]+$/u.test(w)).slice(0, 2 + Math.floor(random() * 2));
    const typed = withTypo(words.join(' '), random);
    if (typed) out.push({ text: typed, meant: words.join(' ') });
  }
  return out;
}

/** What people type: mostly a name as it is being typed, sometimes other shapes. */
export function queryMix({ names, cities }, random, count) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const r = random();
    const name = pick(names);
    const words = name.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
    if (r < 0.08) out.push(withTypo(words.slice(0, 3).join(' '), random) ?? pick(TYPOS));
    else if (r < 0.10) out.push(pick(TYPOS));
    else if (r < 0.55) out.push(name.slice(0, 1 + Math.floor(random() * Math.min(14, name.length))));
    else if (r < 0.70) {
      const city = pick(cities);
      out.push(city.slice(0, 2 + Math.floor(random() * Math.max(1, city.length - 1))));
    } else if (r < 0.80 && words.length > 2) out.push(`${words[1]} ${words[2].slice(0, 1 + Math.floor(random() * words[2].length))}`);
    else if (r < 0.88 && words.length > 1) out.push(`${words[words.length - 1]} ${words[0]}`);
    else if (r < 0.95) out.push(pick(CATEGORY_WORDS));
    else out.push(pick(MISSES));
  }
  return out;
}


/** A text's words, lower case, punctuation dropped: "Gantry – Marine Drive, Mumbai" → gantry, marine, drive, mumbai. */
const words = (text) => text.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];

/** True when a suggestion holds every word meant, in order ("Gantry Marine Mumbai" in "Gantry – Marine Drive, Mumbai"). */
function holds(suggestion, meant) {
  const have = words(suggestion);
  let at = 0;
  for (const w of words(meant)) {
    at = have.indexOf(w, at);
    if (at < 0) return false;
    at += 1;
  }
  return true;
}

/** Suggestions for each text, one request at a time; `meant` (a name) counts how often it comes back. */
async function suggestionLatency(url, queries) {
  const times = [];
  let empty = 0;
  let errors = 0;
  let found = 0;
  for (const query of queries) {
    const { text, meant } = typeof query === 'string' ? { text: query, meant: null } : query;
    const started = performance.now();
    const res = await fetch(`${url}/api/search/suggestions?q=${encodeURIComponent(JSON.stringify(text))}`);
    const body = await res.json();
    times.push(performance.now() - started);
    if (!res.ok) errors += 1;
    else if (!body.suggestions.length) empty += 1;
    else if (meant && body.suggestions.some((s) => holds(s.suggestion, meant))) found += 1;
  }
  return { ...figures(times), empty, errors, found };
}

/** The /search page's request (shared-domain's query shape) for each text, one at a time. */
async function hitLatency(url, texts) {
  const times = [];
  let errors = 0;
  const authorization = `Basic ${Buffer.from('search:search').toString('base64')}`;
  for (const text of texts) {
    const words = text.toLowerCase().split(/\s+/).filter(Boolean);
    const body = { size: 30, from: 0, query: { query_string: { query: `(${words.join(' ')})^4 OR ${words.join('* AND *')}`, fields: ['toolKeywords^4', 'name^3', 'keywords'] } } };
    const started = performance.now();
    const res = await fetch(`${url}/search-index/_search`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await res.json();
    times.push(performance.now() - started);
    if (!res.ok) errors += 1;
  }
  return { ...figures(times), errors };
}

/** One store: seed at `scale`, serve, measure, clean up. */
async function benchOne({ label, env, scale, startServer, autocannon, duration, log, root, met }) {
  log(`search bench (${label}): seeding ${scale.toLocaleString('en-US')} options and the search index…`);
  const seed = await seedAtScale(root, env, scale);
  // The category list with the answer cache off, so every request reaches the store.
  const server = await startServer({ ...env, CATALOG_CACHE_TTL_MS: '0' });
  try {
    const random = createRng(20_240_601).next;
    const sample = await sampleCatalog(server.url, random);
    const warm = queryMix(sample, random, 300);
    const measured = queryMix(sample, random, 2_000);
    const typos = typoMix(sample, random, 300);
    log(`search bench (${label}): ${measured.length + typos.length} suggestion requests and ${typos.length * 2} hit searches, one at a time…`);
    await suggestionLatency(server.url, warm);
    const s = await suggestionLatency(server.url, measured);
    const t = await suggestionLatency(server.url, typos);
    const hitTexts = [...typos.map((q) => q.meant), ...typos.map((q) => q.text)];
    await hitLatency(server.url, hitTexts.slice(0, 50));
    const h = await hitLatency(server.url, hitTexts);

    const listPath = '/api/catalog/media?category=newspaper';
    await autocannon({ url: `${server.url}${listPath}`, connections: 8, duration: 2 });
    const list = await autocannon({ url: `${server.url}${listPath}`, connections: 32, pipelining: 1, duration, workers: 0 });

    console.log(`\nSearch at ${scale.toLocaleString('en-US')} options (${label}; seed + search index ${seed.seconds.toFixed(1)} s: ${seed.line})`);
    console.log(`  GET /api/search/suggestions, typo tolerance on: p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (target ≤ 20 ms: ${met(s.p95 <= 20)}), p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(1)} ms  [${s.count} requests in sequence over HTTP, 10% with a typo; ${s.empty} found nothing; ${s.errors} errors]`);
    console.log(`    names with one typo alone: p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, p99 ${t.p99.toFixed(1)} ms  [${t.count} requests; the name meant suggested for ${t.found} (${((100 * t.found) / t.count).toFixed(0)}%); ${t.empty} found nothing; ${t.errors} errors]`);
    console.log(`  POST /search-index/_search (the /search page's query, half with a typo): p50 ${h.p50.toFixed(1)} ms, p95 ${h.p95.toFixed(1)} ms, p99 ${h.p99.toFixed(1)} ms  [${h.count} requests in sequence; ${h.errors} errors]`);
    console.log(`  GET ${listPath} (cache off): ${list.requests.average.toFixed(0)} req/s, p99 ${list.latency.p99} ms  [32 connections, ${duration} s; non-2xx ${list.non2xx}, errors ${list.errors}]`);
  } finally {
    await server.stop();
  }
}

/** Runs the search bench on SQLite, and on PostgreSQL when one is reachable. */
export async function benchSearch({ startServer, autocannon, duration, log, root, met }) {
  const scale = Number(process.env.BENCH_SEARCH_SCALE ?? 100_000);
  await onEachStore('search', log, ({ label, env }) => benchOne({ label, env, scale, startServer, autocannon, duration, log, root, met }));
}
