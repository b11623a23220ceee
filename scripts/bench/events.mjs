// Event ingest rate, for `npm run bench`: `POST /api/events` with batches of 50 events (page
// views, clicks, time spent and actions, as the browser tracker sends them), from a few
// clients at once; prints events/s and the per-batch latency p50/p99. SQLite always;
// PostgreSQL too (BENCH_DATABASE_URL, else the local postgres://postgres@127.0.0.1:5432, when
// it answers), each in a fresh store. BENCH_EVENTS_BATCHES sets the timed batches (default
// 600 = 30,000 events), BENCH_EVENTS_CLIENTS the batches in flight (default 8).
//
// Alone: `node scripts/bench/events.mjs` (needs `npm run build -w shared-domain -w server`).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { onEachStore, percentile, standaloneServerStarter } from './stores.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BATCH = 50;
const PATHS = ['/', '/newspaper', '/newspaper/times-of-india-delhi', '/radio/radio-mirchi-delhi', '/deals', '/contact-us', '/bag'];

/** One batch of 50 events of one session, stamped now. */
function batch(n) {
  const sessionId = `bench-${process.pid}-${n}`;
  const at = new Date().toISOString();
  return JSON.stringify({
    events: Array.from({ length: BATCH }, (_, i) => {
      const base = { at, sessionId, path: PATHS[(n + i) % PATHS.length], utm_source: n % 3 ? 'google' : 'newsletter', utm_medium: 'cpc' };
      switch (i % 4) {
        case 0: return { ...base, type: 'pageview', referrer: 'https://www.google.com/' };
        case 1: return { ...base, type: 'click', label: 'Add to bag' };
        case 2: return { ...base, type: 'time_spent', seconds: 10 * ((i % 12) + 1) };
        default: return { ...base, type: 'action', name: ['add_to_bag', 'save_campaign', 'lead'][i % 3] };
      }
    }),
  });
}

/** `batches` POSTs, `clients` in flight; latencies in ms and the wall time in s. */
async function ingest(url, batches, clients) {
  const times = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < batches) {
      const body = batch(next++);
      const t0 = performance.now();
      const res = await fetch(`${url}/api/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const text = await res.text();
      times.push(performance.now() - t0);
      if (res.status !== 202) throw new Error(`POST /api/events answered ${res.status}: ${text.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { seconds, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

async function benchOne({ label, env, startServer, log, batches, clients }) {
  // Every batch comes from 127.0.0.1: the per-address limit is lifted for the run.
  const server = await startServer({ ...env, EVENTS_RATE_LIMIT: '100000000' });
  try {
    await ingest(server.url, 40, clients);
    log(`event bench (${label}): ${batches} batches of ${BATCH}, ${clients} in flight…`);
    const r = await ingest(server.url, batches, clients);
    const rate = (batches * BATCH) / r.seconds;
    console.log(`\nEvent ingest (${label}; POST /api/events, ${batches.toLocaleString('en-US')} batches, ${clients} clients)`);
    console.log(`  event ingest: ${Math.round(rate).toLocaleString('en-US')} events/s (batches of ${BATCH}), p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms per batch`);
    return { rate, ...r };
  } finally {
    await server.stop();
  }
}

/** Runs the event ingest bench on SQLite, and on PostgreSQL when one is reachable. */
export async function benchEvents({ startServer, log }) {
  const batches = Number(process.env.BENCH_EVENTS_BATCHES ?? 600);
  const clients = Number(process.env.BENCH_EVENTS_CLIENTS ?? 8);
  await onEachStore('events', log, ({ label, env }) => benchOne({ label, env, startServer, log, batches, clients }));
}

// Standalone: a minimal server starter (bench.mjs passes its own).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const log = (msg) => process.stdout.write(`[event bench] ${msg}\n`);
  await benchEvents({ startServer: standaloneServerStarter(root), log });
}
