// Holds (issue 37), for `npm run bench`: on SQLite and PostgreSQL (BENCH_DATABASE_URL, else the local
// postgres://postgres@127.0.0.1:5432 when it answers), each in a fresh store:
//  - hold placement: staff keep availability for BENCH_HOLDS options (default 300) through
//    `PUT /campaign-api/availability/{id}`, then buyers place one hold on each, one request at a time:
//    `POST /campaign-api/holds` p50/p95/p99;
//  - the race for the last unit: 50 buyers send `POST /campaign-api/holds` for the one unit of an
//    option at once (BENCH_HOLD_RACES rounds, default 5, each on other days): how many got 201 and
//    409 (exactly 1 and 49 expected) and the ms until every answer arrived.
// Buyers sign in through the OTP dev outbox; their phones are marked verified, and one of them made
// staff, in the store itself (the bench opens the server's database: better-sqlite3 or pg).
//
// Alone: `node scripts/bench/holds.mjs` (needs `npm run build -w shared-domain -w server`).
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { signIn } from './bag-patch.mjs';
import { latencyFigures, onEachStore, standaloneServerStarter } from './stores.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverRequire = createRequire(path.join(root, 'server/package.json'));

/** The day `n` days after today in India (YYYY-MM-DD). */
const day = (n) => new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);

/** Runs SQL on the server's store (SQLite file under DATA_DIR, or DATABASE_URL). */
async function storeOf(env) {
  if (env.DATABASE_URL) {
    const { Client } = serverRequire('pg');
    const client = new Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    return {
      run: async (text, params) => (await client.query(text.replace(/\?/g, (() => { let i = 0; return () => `$${++i}`; })()), params)).rows,
      close: () => client.end(),
    };
  }
  const Database = serverRequire('better-sqlite3');
  const db = new Database(path.join(env.DATA_DIR, 'mediamart.sqlite'));
  db.pragma('busy_timeout = 5000');
  return {
    run: async (text, params) => (/^\s*select/i.test(text) ? db.prepare(text).all(...params) : (db.prepare(text).run(...params), [])),
    close: async () => db.close(),
  };
}

async function api(url, method, route, token, body) {
  const res = await fetch(`${url}/campaign-api${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function benchOne({ label, env, startServer, log, met, holds, races }) {
  const server = await startServer({ ...env, NODE_ENV: 'development', OTP_MAX_SENDS_PER_IP: '1000', OTP_IP_BACKOFF_SECONDS: '0' });
  const store = await storeOf(env);
  try {
    log(`holds bench (${label}): signing in 51 users…`);
    const stamp = `${process.pid}-${Date.now()}`;
    const emails = Array.from({ length: 51 }, (_, i) => `holds-${i}-${stamp}@example.com`);
    const tokens = [];
    for (const email of emails) tokens.push(await signIn(server.url, email));
    for (let i = 0; i < emails.length; i += 1) {
      await store.run('UPDATE users SET phone = ? WHERE email = ?', [`+9170${String(Date.now() % 1e4).padStart(4, '0')}${String(i).padStart(4, '0')}`, emails[i]]);
    }
    await store.run('UPDATE users SET role = ? WHERE email = ?', ['media-planner', emails[0]]);
    const [staff, ...buyers] = tokens;

    const options = (await store.run('SELECT id FROM media_options ORDER BY id LIMIT ?', [holds + races])).map((r) => r.id);
    if (options.length < holds + races) throw new Error(`the catalogue has ${options.length} options; the bench needs ${holds + races}`);
    log(`holds bench (${label}): keeping availability of ${options.length} options…`);
    for (const [i, id] of options.entries()) {
      const res = await api(server.url, 'PUT', `/availability/${id}`, staff, { from: day(1), to: day(90), units: i < holds ? 5 : 1 });
      if (res.status !== 200) throw new Error(`PUT /availability/${id} answered ${res.status}: ${JSON.stringify(res.body)}`);
    }

    log(`holds bench (${label}): ${holds} holds, one at a time…`);
    const times = [];
    for (let i = 0; i < holds; i += 1) {
      const t0 = performance.now();
      const res = await api(server.url, 'POST', '/holds', buyers[i % buyers.length], { optionId: options[i], from: day(2), to: day(8), units: 1 });
      times.push(performance.now() - t0);
      if (res.status !== 201) throw new Error(`POST /holds answered ${res.status}: ${JSON.stringify(res.body)}`);
    }
    const placement = latencyFigures(times);

    const rounds = [];
    for (let r = 0; r < races; r += 1) {
      const body = { optionId: options[holds + r], from: day(10 + r * 3), to: day(11 + r * 3), units: 1 };
      const t0 = performance.now();
      const answers = await Promise.all(buyers.map((token) => api(server.url, 'POST', '/holds', token, body)));
      const settled = performance.now() - t0;
      const won = answers.filter((a) => a.status === 201).length;
      const taken = answers.filter((a) => a.status === 409 && a.body?.error === 'taken' && a.body.nextFree).length;
      rounds.push({ won, taken, other: answers.length - won - taken, settled });
    }

    console.log(`\nHolds (${label})`);
    console.log(`  POST /campaign-api/holds, ${holds} holds one at a time: p50 ${placement.p50.toFixed(1)} ms, p95 ${placement.p95.toFixed(1)} ms, p99 ${placement.p99.toFixed(1)} ms, max ${placement.max.toFixed(1)} ms`);
    for (const [i, r] of rounds.entries()) {
      console.log(`  race ${i + 1}: 50 buyers for the last unit at once: ${r.won} hold, ${r.taken} × 409 taken with next free dates, ${r.other} other (exactly one winner: ${met(r.won === 1 && r.taken === 49)}); settled in ${r.settled.toFixed(0)} ms`);
    }
  } finally {
    await store.close();
    await server.stop();
  }
}

/** Runs the holds bench on SQLite, and on PostgreSQL when one is reachable. */
export async function benchHolds({ startServer, log, met }) {
  const holds = Number(process.env.BENCH_HOLDS ?? 300);
  const races = Number(process.env.BENCH_HOLD_RACES ?? 5);
  await onEachStore('holds', log, ({ label, env }) => benchOne({ label, env, startServer, log, met, holds, races }));
}

// Standalone: the shared minimal server starter (bench.mjs passes its own).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const log = (msg) => process.stdout.write(`[holds bench] ${msg}\n`);
  await benchHolds({ startServer: standaloneServerStarter(root), log, met: (ok) => (ok ? 'met' : 'MISSED') });
}
