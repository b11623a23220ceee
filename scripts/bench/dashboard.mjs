// Dashboard list latency with 1,000 campaigns, for `npm run bench`: signs in through the OTP
// dev outbox (scripts/bench/bag-patch.mjs), creates the campaigns through the API
// (`POST /campaign-api/campaigns/brief`, a few at a time), then times
// `GET /campaign-api/campaigns` one request at a time and prints p50/p95/p99.
// SQLite always; PostgreSQL too (BENCH_DATABASE_URL, else the local postgres://postgres@127.0.0.1:5432,
// when it answers), in a fresh database dropped afterwards. BENCH_DASHBOARD_CAMPAIGNS changes
// the count (default 1,000), BENCH_DASHBOARD_REQUESTS the timed requests (default 500).
//
// Alone: `node scripts/bench/dashboard.mjs` (needs `npm run build -w shared-domain -w server`).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { signIn } from './bag-patch.mjs';
import { onEachStore, percentile, standaloneServerStarter } from './stores.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function createCampaigns(url, token, count, concurrency = 16) {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const res = await fetch(`${url}/campaign-api/campaigns/brief`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          brand: { name: `Bench brand ${i + 1}`, category: 'FMCG', salesChannel: ['Online'] },
          targetGroup: { geos: ['Mumbai', 'Delhi'] },
          campaignDetails: { objective: 'Brand awareness', budget: 100_000 + i * 1000, duration: { startDate: '2099-01-01', endDate: '2099-02-01' } },
          mediaPreference: ['Radio'],
        }),
      });
      if (res.status !== 201) throw new Error(`POST /campaign-api/campaigns/brief answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return (performance.now() - started) / 1000;
}

/** `requests` GETs one after another; latency percentiles in ms and the answer's size. */
async function listLatency(url, token, requests) {
  const times = [];
  let bytes = 0;
  let count = 0;
  for (let i = 0; i < requests; i += 1) {
    const t0 = performance.now();
    const res = await fetch(`${url}/campaign-api/campaigns`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });
    const body = await res.text();
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`GET /campaign-api/campaigns answered ${res.status}: ${body.slice(0, 300)}`);
    bytes = body.length;
    count = JSON.parse(body).count;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), p99: percentile(times, 0.99), max: times[times.length - 1], bytes, count };
}

async function benchOne({ label, env, startServer, log, met, campaigns, requests }) {
  // NODE_ENV=development only so that the dev outbox exists for the OTP sign-in (as the bag bench).
  // One user creates every campaign, and every run signs in from 127.0.0.1: the limits are lifted.
  const server = await startServer({
    ...env, NODE_ENV: 'development', OTP_MAX_SENDS_PER_IP: '1000', OTP_IP_BACKOFF_SECONDS: '0', CAMPAIGN_SAVE_LIMIT: '1000000',
  });
  try {
    const token = await signIn(server.url, `dashboard-${process.pid}-${Date.now()}@example.com`);
    log(`dashboard bench (${label}): creating ${campaigns.toLocaleString('en-US')} campaigns through the API…`);
    const seconds = await createCampaigns(server.url, token, campaigns);
    await listLatency(server.url, token, 30);
    log(`dashboard bench (${label}): ${requests} list requests, one at a time…`);
    const r = await listLatency(server.url, token, requests);
    if (r.count !== campaigns) throw new Error(`the list counted ${r.count} campaigns, expected ${campaigns}`);
    console.log(`\nDashboard list (${label}; ${campaigns.toLocaleString('en-US')} campaigns of one user, created in ${seconds.toFixed(1)} s)`);
    console.log(`  GET /campaign-api/campaigns: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (target p99 ≤ 50 ms: ${met(r.p99 <= 50)}), max ${r.max.toFixed(1)} ms  [${requests} requests in sequence; ${(r.bytes / 1024).toFixed(0)} KiB uncompressed]`);
  } finally {
    await server.stop();
  }
}

/** Runs the dashboard bench on SQLite, and on PostgreSQL when one is reachable. */
export async function benchDashboard({ startServer, log, met }) {
  const campaigns = Number(process.env.BENCH_DASHBOARD_CAMPAIGNS ?? 1000);
  const requests = Number(process.env.BENCH_DASHBOARD_REQUESTS ?? 500);
  await onEachStore('dashboard', log, ({ label, env }) => benchOne({ label, env, startServer, log, met, campaigns, requests }));
}

// Standalone: the shared minimal server starter (bench.mjs passes its own).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const log = (msg) => process.stdout.write(`[dashboard bench] ${msg}\n`);
  await benchDashboard({ startServer: standaloneServerStarter(root), log, met: (ok) => (ok ? 'met' : 'MISSED') });
}
