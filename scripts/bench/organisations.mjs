// Organisation hostname lookup, for `npm run bench`: signs in through the OTP dev outbox
// (scripts/bench/bag-patch.mjs), makes that user staff with the user CLI
// (server/dist/cli/user.js, on the same store), creates organisations through the API
// (`POST /api/organizations`), then times `GET /api/organizations/hostname/{hostname}` one
// request at a time with the server's cache on (hits after the first lookup of each host) and
// prints p50/p95/p99. SQLite always; PostgreSQL too (BENCH_DATABASE_URL, else the local
// postgres://postgres@127.0.0.1:5432, when it answers), in a fresh database dropped afterwards.
// BENCH_ORG_COUNT sets the organisations (default 200), BENCH_ORG_REQUESTS the timed requests
// (default 2,000).
//
// Alone: `node scripts/bench/organisations.mjs` (needs `npm run build -w shared-domain -w server`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { signIn } from './bag-patch.mjs';
import { onEachStore, percentile, standaloneServerStarter } from './stores.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs the user CLI against the store in `env`; resolves with its output. */
function userCli(env, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'server/dist/cli/user.js'), ...args], {
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`user CLI exited ${code}: ${out}`))));
  });
}

const organisation = (i) => ({
  name: `Bench Agency ${i + 1}`,
  contactDetails: { address: `${i + 1} MG Road`, city: 'Pune', emails: [`hello${i + 1}@bench-agency.in`], social: {} },
  settings: { theme: { palette: { primary: { main: '#0a3d62' }, secondary: { main: '#1f2a44' } } } },
  hostnames: [`media${i + 1}.bench-agency.in`, `www.agency${i + 1}.example.in`],
  embedOrigins: [`https://www.agency${i + 1}.example.in`],
});

async function createOrganisations(url, token, count) {
  for (let i = 0; i < count; i += 1) {
    const res = await fetch(`${url}/api/organizations`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-access-token': token }, body: JSON.stringify(organisation(i)),
    });
    if (res.status !== 201) throw new Error(`POST /api/organizations answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    await res.arrayBuffer();
  }
}

/** `requests` lookups one after another over `hosts` (written with case and port as browsers may send them); latency percentiles in ms. */
async function lookupLatency(url, hosts, requests) {
  const times = [];
  for (let i = 0; i < requests; i += 1) {
    const host = hosts[i % hosts.length];
    const t0 = performance.now();
    const res = await fetch(`${url}/api/organizations/hostname/${encodeURIComponent(host)}`, { headers: { 'accept-encoding': 'identity' } });
    const body = await res.text();
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`GET /api/organizations/hostname/${host} answered ${res.status}: ${body.slice(0, 300)}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), p99: percentile(times, 0.99), max: times[times.length - 1] };
}

async function benchOne({ label, env, startServer, log, count, requests }) {
  // NODE_ENV=development only so that the dev outbox exists for the OTP sign-in (as the bag bench).
  const server = await startServer({ ...env, NODE_ENV: 'development', OTP_MAX_SENDS_PER_IP: '1000', OTP_IP_BACKOFF_SECONDS: '0' });
  try {
    const email = `org-bench-${process.pid}-${Date.now()}@example.com`;
    const token = await signIn(server.url, email);
    await userCli(env, ['grant', email, 'admin']);
    log(`organisation bench (${label}): creating ${count} organisations through the API…`);
    await createOrganisations(server.url, token, count);
    const hosts = Array.from({ length: Math.min(count, 50) }, (_, i) => (i % 2 ? `MEDIA${i + 1}.Bench-Agency.in:8080` : `media${i + 1}.bench-agency.in`));
    await lookupLatency(server.url, hosts, 200);
    log(`organisation bench (${label}): ${requests} lookups, one at a time…`);
    const r = await lookupLatency(server.url, hosts, requests);
    console.log(`\nOrganisation hostname lookup (${label}; ${count} organisations, ${hosts.length} hostnames asked in turn, cache on: hits)`);
    console.log(`  GET /api/organizations/hostname/{hostname}: p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, max ${r.max.toFixed(1)} ms  [${requests} requests in sequence]`);
  } finally {
    await server.stop();
  }
}

/** Runs the organisation lookup bench on SQLite, and on PostgreSQL when one is reachable. */
export async function benchOrganisations({ startServer, log }) {
  const count = Number(process.env.BENCH_ORG_COUNT ?? 200);
  const requests = Number(process.env.BENCH_ORG_REQUESTS ?? 2000);
  await onEachStore('organisations', log, ({ label, env }) => benchOne({ label, env, startServer, log, count, requests }));
}

// Standalone: the shared minimal server starter (bench.mjs passes its own).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const log = (msg) => process.stdout.write(`[organisation bench] ${msg}\n`);
  await benchOrganisations({ startServer: standaloneServerStarter(root), log, met: (ok) => (ok ? 'met' : 'MISSED') });
}
