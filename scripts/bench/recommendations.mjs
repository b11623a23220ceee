// The media-mix recommender at 100,000 options, for `npm run bench`: seeds a fresh store at
// that scale (stores.mjs seedAtScale, as the search bench), serves it, and times
// POST /api/recommendations one request at a time (BENCH_RECOMMEND_REQUESTS, default 200, after
// 20 warm-up requests) over a fixed mix of requests: budgets from ₹25,000 to ₹50 crore, the
// three objectives, pan-India or one to three cities, all categories or a few, some with a
// language and dates; an answer whose reach is above its cities' population stops the bench. p50/p95/p99 against the 200 ms p95 target, first with the catalog cache off
// (CATALOG_CACHE_TTL_MS=0: every request reads its shortlist from the store), then with it on
// (the production default: shortlists kept for the cache period). The per-address limit is raised
// for the run (RECOMMENDATION_RATE_LIMIT). SQLite always; PostgreSQL too (BENCH_DATABASE_URL, else
// the local postgres://postgres@127.0.0.1:5432, when it answers), in a fresh database dropped afterwards.
// BENCH_SEARCH_SCALE changes the options seeded (default 100,000), as for the search bench.
//
// Alone: `node scripts/bench/recommendations.mjs` (needs the server built: `npm run build -w server`).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { latencyFigures, onEachStore, seedAtScale, standaloneServerStarter } from './stores.mjs';
import { createRequire } from 'node:module';

// Seeded random numbers: shared-domain's createRng, required when first used (the bench builds shared-domain first).
const createRng = (seed) => createRequire(import.meta.url)('shared-domain').createRng(seed);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WARM_UP = 20;
const OBJECTIVES = ['reach', 'frequency', 'footfall'];
const CATEGORY_SETS = [[], [], ['newspaper', 'radio'], ['outdoor', 'nontraditional', 'cinema'], ['digital', 'television'], ['newspaper', 'magazine', 'radio', 'cinema', 'airport']];
const BUDGETS = [25_000, 100_000, 500_000, 2_000_000, 10_000_000, 50_000_000, 500_000_000];


/** `count` request bodies from the catalog's cities, the same on every run. */
function requestMix(cities, count) {
  const random = createRng(18).next;
  const pick = (list) => list[Math.floor(random() * list.length)];
  const bodies = [];
  for (let i = 0; i < count; i += 1) {
    const chosen = [...new Set(Array.from({ length: Math.floor(random() * 4) }, () => pick(cities)))];
    const body = { budget: pick(BUDGETS), objective: pick(OBJECTIVES), cities: chosen, categories: pick(CATEGORY_SETS) };
    if (random() < 0.2) body.languages = [pick(['Hindi', 'English', 'Tamil', 'Marathi'])];
    if (random() < 0.3) Object.assign(body, { startDate: '2099-01-01', endDate: '2099-01-31' });
    bodies.push(body);
  }
  return bodies;
}

/** The bodies sent one after another; latency figures and the answers by status. */
async function timed(url, bodies) {
  const times = [];
  const statuses = {};
  for (const body of bodies) {
    const started = performance.now();
    const res = await fetch(`${url}/api/recommendations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = await res.json();
    times.push(performance.now() - started);
    const key = res.status === 400 ? `400 ${answer.error}` : String(res.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
    if (res.status !== 200 && answer.error !== 'budget_too_small') {
      throw new Error(`POST /api/recommendations ${JSON.stringify(body)} answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    }
    // Reach is people (issue 32): never more than live in the chosen cities.
    const totals = res.status === 200 ? answer.totals : undefined;
    if (typeof totals?.population === 'number' && totals.reach > totals.population) {
      throw new Error(`POST /api/recommendations ${JSON.stringify(body)} reached ${totals.reach} people of ${totals.population}`);
    }
  }
  return { ...latencyFigures(times), statuses };
}

async function measure({ env, startServer, requests }) {
  const server = await startServer({ ...env, RECOMMENDATION_RATE_LIMIT: '1000000' });
  try {
    const { cities } = await (await fetch(`${server.url}/api/planning/cities`)).json();
    const bodies = requestMix(cities, WARM_UP + requests);
    await timed(server.url, bodies.slice(0, WARM_UP));
    return await timed(server.url, bodies.slice(WARM_UP));
  } finally {
    await server.stop();
  }
}

const statusText = (s) => Object.entries(s).map(([k, n]) => `${k}: ${n}`).join(', ');

async function benchOne({ label, env, scale, requests, startServer, log, met }) {
  log(`recommendations bench (${label}): seeding ${scale.toLocaleString('en-US')} options…`);
  const seed = await seedAtScale(root, env, scale);
  log(`recommendations bench (${label}): ${requests} POST /api/recommendations after ${WARM_UP} warm-up, one at a time, cache off then on…`);
  const off = await measure({ env: { ...env, CATALOG_CACHE_TTL_MS: '0' }, startServer, requests });
  const on = await measure({ env, startServer, requests });
  console.log(`\nRecommendations at ${scale.toLocaleString('en-US')} options (${label}; seed ${seed.seconds.toFixed(1)} s: ${seed.line})`);
  console.log(`  POST /api/recommendations, catalog cache off: p50 ${off.p50.toFixed(1)} ms, p95 ${off.p95.toFixed(1)} ms (target ≤ 200 ms: ${met(off.p95 <= 200)}), p99 ${off.p99.toFixed(1)} ms, max ${off.max.toFixed(1)} ms  [${off.count} requests in sequence after ${WARM_UP} warm-up; ${statusText(off.statuses)}]`);
  console.log(`    with the cache on (production default): p50 ${on.p50.toFixed(1)} ms, p95 ${on.p95.toFixed(1)} ms, p99 ${on.p99.toFixed(1)} ms, max ${on.max.toFixed(1)} ms`);
}

/** Runs the recommendations bench on SQLite, and on PostgreSQL when one is reachable. */
export async function benchRecommendations({ startServer, log, met }) {
  const scale = Number(process.env.BENCH_SEARCH_SCALE ?? 100_000);
  const requests = Number(process.env.BENCH_RECOMMEND_REQUESTS ?? 200);
  await onEachStore('recommend', log, ({ label, env }) => benchOne({ label, env, scale, requests, startServer, log, met }));
}

// Standalone: the shared minimal server starter (bench.mjs passes its own).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const log = (msg) => process.stdout.write(`[recommendations bench] ${msg}\n`);
  await benchRecommendations({ startServer: standaloneServerStarter(root), log, met: (ok) => (ok ? 'met' : 'MISSED') });
}
