// Server render of a category page at 100,000 options, for `npm run bench`: seeds a fresh store
// at that scale (stores.mjs seedAtScale, as the search bench), serves it, and times GET /newspaper
// with `Accept: text/html` one request at a time (BENCH_RENDER_REQUESTS, default 300, after 30
// warm-up requests): p50/p95/p99 against the 50 ms p95 target. The target figure is with the
// catalog's answer cache off (every render reaches the store); the same with the cache on (the
// production default) follows it. SQLite always; PostgreSQL too (BENCH_DATABASE_URL, else the local
// postgres://postgres@127.0.0.1:5432, when it answers), in a fresh database dropped afterwards.
// BENCH_SEARCH_SCALE changes the options seeded (default 100,000), as for the search bench.
//
// Alone: `node scripts/bench/server-render.mjs` (needs the site built: `npm run build`).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { latencyFigures, onEachStore, seedAtScale, standaloneServerStarter } from './stores.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PAGE = '/newspaper';
const WARM_UP = 30;

/** `count` GETs of the page's HTML one after another; latency figures and the HTML's size. */
async function renderLatency(url, count) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await fetch(`${url}${PAGE}`, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    const html = await res.text();
    times.push(performance.now() - started);
    if (res.status !== 200 || !/^text\/html/.test(res.headers.get('content-type') ?? '')) {
      throw new Error(`GET ${PAGE} answered ${res.status} ${res.headers.get('content-type')}: ${html.slice(0, 300)}`);
    }
    bytes = Buffer.byteLength(html);
  }
  return { ...latencyFigures(times), bytes };
}

/** One server on the seeded store; warm up, then the timed requests. */
async function measure({ env, startServer, requests }) {
  const server = await startServer(env);
  try {
    await renderLatency(server.url, WARM_UP);
    return await renderLatency(server.url, requests);
  } finally {
    await server.stop();
  }
}

async function benchOne({ label, env, scale, requests, startServer, log, met }) {
  log(`server-render bench (${label}): seeding ${scale.toLocaleString('en-US')} options…`);
  const seed = await seedAtScale(root, env, scale);
  log(`server-render bench (${label}): ${requests} GET ${PAGE} (text/html) after ${WARM_UP} warm-up, one at a time, cache off then on…`);
  const off = await measure({ env: { ...env, CATALOG_CACHE_TTL_MS: '0' }, startServer, requests });
  const on = await measure({ env, startServer, requests });
  console.log(`\nServer render at ${scale.toLocaleString('en-US')} options (${label}; seed ${seed.seconds.toFixed(1)} s: ${seed.line})`);
  console.log(`  GET ${PAGE} (text/html), catalog cache off: p50 ${off.p50.toFixed(1)} ms, p95 ${off.p95.toFixed(1)} ms (target ≤ 50 ms: ${met(off.p95 <= 50)}), p99 ${off.p99.toFixed(1)} ms, max ${off.max.toFixed(1)} ms  [${off.count} requests in sequence after ${WARM_UP} warm-up; ${(off.bytes / 1024).toFixed(1)} KiB of HTML]`);
  console.log(`    with the cache on (production default): p50 ${on.p50.toFixed(1)} ms, p95 ${on.p95.toFixed(1)} ms, p99 ${on.p99.toFixed(1)} ms, max ${on.max.toFixed(1)} ms`);
}

/** Runs the server-render bench on SQLite, and on PostgreSQL when one is reachable. */
export async function benchServerRender({ startServer, log, met }) {
  const scale = Number(process.env.BENCH_SEARCH_SCALE ?? 100_000);
  const requests = Number(process.env.BENCH_RENDER_REQUESTS ?? 300);
  await onEachStore('render', log, ({ label, env }) => benchOne({ label, env, scale, requests, startServer, log, met }));
}

// Standalone: the shared minimal server starter (bench.mjs passes its own).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const log = (msg) => process.stdout.write(`[server-render bench] ${msg}\n`);
  await benchServerRender({ startServer: standaloneServerStarter(root), log, met: (ok) => (ok ? 'met' : 'MISSED') });
}
