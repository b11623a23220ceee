// `PATCH /api/bag/pricingUnit` at a fixed request rate: signs in through the OTP dev outbox,
// fills a bag from the catalog, then alternates two valid values of one line's first
// pricing unit with autocannon's `overallRate`.

import { createRequire } from 'node:module';

const EMAIL = 'bench@example.com';

/** A JSON call; throws on an answer that is not 2xx. */
export async function call(url, method, path, { token, body } = {}) {
  const headers = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers['x-access-token'] = token;
  const res = await fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** Signs in with an e-mail code read from `GET /api/dev/outbox` (the server must not run as production). */
export async function signIn(url, email = EMAIL) {
  const { requestId } = await call(url, 'POST', '/api/auth/otp/send', { body: { email } });
  const { messages } = await call(url, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const code = messages?.[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no sign-in code in the dev outbox for ${email}`);
  const { token } = await call(url, 'POST', '/api/auth/otp/verify', { body: { requestId, emailCode: code } });
  if (!token) throw new Error('sign-in answered no token');
  return token;
}

/** Catalog option ids across every category: the first options of the first media of each. */
async function catalogOptionIds(url, count) {
  const { categories } = await call(url, 'GET', '/api/catalog/categories');
  const perCategory = [];
  for (const { key } of categories) {
    const { items } = await call(url, 'GET', `/api/catalog/media?category=${encodeURIComponent(key)}&pageSize=10`);
    const ids = [];
    for (const media of items) {
      const detail = await call(url, 'GET', `/api/catalog/media/${encodeURIComponent(media.category)}/${encodeURIComponent(media.slug)}`);
      for (const option of detail.mediaOptions ?? []) ids.push(option._id);
      if (ids.length >= count) break;
    }
    perCategory.push(ids);
  }
  // Round robin over the categories, so the bag mixes every kind of option.
  const out = [];
  for (let i = 0; out.length < count && perCategory.some((ids) => i < ids.length); i += 1) {
    for (const ids of perCategory) if (i < ids.length && out.length < count) out.push(ids[i]);
  }
  return out;
}

/**
 * Signs in, adds `lines` catalog options to the bag and picks the line to edit: one whose
 * first pricing unit is in use. Answers the two request bodies to alternate.
 */
export async function prepareBag(url, lines, email = EMAIL) {
  const token = await signIn(url, email);
  const ids = await catalogOptionIds(url, lines);
  if (ids.length === 0) throw new Error('the catalog answered no media options');
  for (let i = 0; i < ids.length; i += 50) {
    await call(url, 'POST', '/api/bag', { token, body: { items: ids.slice(i, i + 50).map((_id) => ({ _id })) } });
  }
  const { data } = await call(url, 'GET', '/api/bag', { token });
  const items = data.items ?? [];
  // A line in the middle of the bag, so the edit is not the trivially first or last one.
  const candidates = items.filter((l) => l.pricingUnits?.[0] && l.pricingUnits[0].inUse !== false);
  const line = candidates[Math.floor(candidates.length / 2)];
  if (!line) throw new Error('no bag line has a pricing unit in use');
  const unit = line.pricingUnits[0];
  const low = Math.max(unit.min ?? 1, 1);
  const body = (val) => ({ mediaOptionId: line._id, type: 'pricingUnits', pricingUnitIdx: 0, val, bagId: data._id });
  // Each body once by hand: the answer must be the priced line with the new value.
  for (const val of [low + 1, low]) {
    const answer = await call(url, 'PATCH', '/api/bag/pricingUnit', { token, body: body(val) });
    if (answer?.data?._id !== line._id || answer.data.pricingUnits?.[0]?.value !== val || !Number.isFinite(answer.data.subTotal)) {
      throw new Error(`PATCH /api/bag/pricingUnit answered an unexpected line: ${JSON.stringify(answer).slice(0, 300)}`);
    }
  }
  return { token, lineCount: items.length, unitName: unit.name, values: [low, low + 1], bodies: [JSON.stringify(body(low)), JSON.stringify(body(low + 1))] };
}

/**
 * Runs autocannon at `rate` requests/s in all for `duration` s, alternating the two bodies.
 * Answers latency percentiles (ms), the achieved rate and the failures.
 */
export async function patchAtRate(autocannon, url, bag, { rate = 200, duration = 8, connections = 16 } = {}) {
  const headers = { 'content-type': 'application/json', 'x-access-token': bag.token };
  const requests = bag.bodies.map((body) => ({ method: 'PATCH', path: '/api/bag/pricingUnit', headers, body }));
  const result = await autocannon({ url, requests, connections, overallRate: rate, duration, workers: 0 });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    rate: result.requests.total / (result.duration || duration),
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

// ---------------------------------------------------------------------------------------------
// Concurrent edits of one bag, with a lost-update check (the `bag-patch` and `scale` parts).

/** The value at fraction `p` of an ascending list (nearest rank). */
const nearestRank = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];

/** p50/p95/p99/max (ms, one decimal) of a list of request times (sorted in place). */
function figures(times) {
  times.sort((a, b) => a - b);
  const at = (p) => (times.length ? Math.round(nearestRank(times, p) * 10) / 10 : null);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1), count: times.length };
}

/** One `PATCH /api/bag/pricingUnit` on a kept-alive agent: its status, 0 when the connection failed. */
function patchStatus(http, { hostname, port, agent }, token, body) {
  return new Promise((resolve) => {
    const req = http.request({
      hostname, port, agent, method: 'PATCH', path: '/api/bag/pricingUnit',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-access-token': token },
    }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/**
 * `connections` keep-alive connections, each sending its next PATCH as soon as the last one
 * answered (closed loop), for `seconds`. `bodyOf(connection, n)` gives the n-th edit of a
 * connection; every answer is passed to `onAnswer(connection, n, edit, status)`.
 * Answers the request times (ms) and the failures (non-2xx answers, network errors).
 */
async function closedLoop(url, token, { connections, seconds, bodyOf, onAnswer }) {
  const { default: http } = await import('node:http');
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times = [];
  let non2xx = 0;
  let errors = 0;
  const send = (edit) => patchStatus(http, { hostname, port, agent }, token, JSON.stringify(edit));
  const until = performance.now() + seconds * 1000;
  const loop = async (connection) => {
    for (let n = 0; performance.now() < until; n += 1) {
      const edit = bodyOf(connection, n);
      const started = performance.now();
      const status = await send(edit);
      times.push(performance.now() - started);
      if (status === 0) errors += 1;
      else if (status < 200 || status > 299) non2xx += 1;
      onAnswer(connection, n, edit, status);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, c) => loop(c)));
  agent.destroy();
  return { times, non2xx, errors };
}

/**
 * `connections` writers on one user's bag of `lines` lines (a fresh user), `seconds` long: writer
 * c edits line c mod L (L: the lines whose first pricing unit is in use) and, when several
 * writers share a line, each keeps to its own values (its slot: two values of its own that
 * alternate). Lost-update check: every acknowledged (2xx) edit is kept; per line, the edit
 * that ends the serial order is the last one of some writer, so the line's final value (GET
 * /api/bag) must be the last acknowledged value of the writer whose values it is — unless
 * that writer also sent edits that did not answer (network error), whose effect is unknown.
 * A line left at a writer's older value, or at a value of none, is a lost update.
 */
export async function hotBag(url, { connections = 100, lines = connections, seconds = 8, email } = {}) {
  const bag = await prepareBag(url, lines, email ?? `bench-hot-${Date.now()}-${connections}x${lines}@example.com`);
  const { data } = await call(url, 'GET', '/api/bag', { token: bag.token });
  const usable = data.items.filter((l) => l.pricingUnits?.[0] && l.pricingUnits[0].inUse !== false).slice(0, lines);
  if (!usable.length) throw new Error('no bag line has a pricing unit in use');
  const writers = Array.from({ length: connections }, (_, c) => {
    const line = usable[c % usable.length];
    const slot = Math.floor(c / usable.length);
    const unit = line.pricingUnits[0];
    const low = Math.max(unit.min ?? 1, 1) + 2 * slot;
    if (unit.max !== undefined && low + 1 > unit.max) throw new Error(`line ${line._id}: ${unit.name} has no room for ${slot + 1} writers`);
    return { line: line._id, values: [low + 1, low], lastAcked: null, unknown: false };
  });
  const bodyOf = (c, n) => ({ mediaOptionId: writers[c].line, type: 'pricingUnits', pricingUnitIdx: 0, val: writers[c].values[n % 2], bagId: data._id });
  const onAnswer = (c, n, edit, status) => {
    if (status >= 200 && status <= 299) writers[c].lastAcked = edit.val;
    else if (status === 0) writers[c].unknown = true;
  };
  // One unmeasured second first (connections opened, JIT warm); its edits count for the check too.
  await closedLoop(url, bag.token, { connections, seconds: 1, bodyOf, onAnswer });
  const run = await closedLoop(url, bag.token, { connections, seconds, bodyOf, onAnswer });
  const after = await call(url, 'GET', '/api/bag', { token: bag.token });
  const finalOf = new Map(after.data.items.map((l) => [l._id, l.pricingUnits?.[0]?.value]));
  let lostUpdates = 0;
  const lost = [];
  for (const line of new Set(writers.map((w) => w.line))) {
    const mine = writers.filter((w) => w.line === line && w.lastAcked !== null);
    if (!mine.length) continue;
    const final = finalOf.get(line);
    const owner = writers.find((w) => w.line === line && w.values.includes(final));
    const ok = owner !== undefined && (owner.lastAcked === final || owner.unknown);
    if (!ok) {
      lostUpdates += 1;
      if (lost.length < 5) lost.push({ line, final, lastAcked: mine.map((w) => w.lastAcked) });
    }
  }
  return { ...figures(run.times), errors: run.errors + run.non2xx, non2xx: run.non2xx, lostUpdates, lost, lines: usable.length, connections };
}

/**
 * `overallRate` requests/s with autocannon (16 connections) on a bag of `lines` lines; latency
 * from each answer (not autocannon's histogram, whose coordinated-omission correction records
 * an answer of L ms as L values, L down to 1) and autocannon's own p99; then the same rate
 * evenly paced (`paced`).
 */
export async function editsAtRate(url, { rate = 200, seconds = 8, lines = 25, autocannon, email } = {}) {
  const cannon = autocannon ?? requireAutocannon();
  const bag = await prepareBag(url, lines, email ?? `bench-rate-${Date.now()}@example.com`);
  // Warm up JIT and statement caches at half the rate.
  await patchAtRate(cannon, url, bag, { rate: rate / 2, duration: 2 });
  const headers = { 'content-type': 'application/json', 'x-access-token': bag.token };
  const requests = bag.bodies.map((body) => ({ method: 'PATCH', path: '/api/bag/pricingUnit', headers, body }));
  const times = [];
  const instance = cannon({ url, requests, connections: 16, overallRate: rate, duration: seconds, workers: 0 });
  instance.on('response', (_client, status, _bytes, ms) => { if (status >= 200 && status <= 299) times.push(ms); });
  const result = await instance;
  const paced = await pacedEdits(url, bag, { rate, seconds });
  return {
    ...figures(times),
    autocannonP99: result.latency.p99,
    paced,
    rate: Math.round((result.requests.total / (result.duration || seconds)) * 10) / 10,
    errors: result.errors + result.timeouts + result.non2xx,
    lineCount: bag.lineCount, unitName: bag.unitName, values: bag.values,
  };
}

/**
 * `rate` PATCHes/s sent at even intervals (open loop: one every 1000/rate ms, whatever the
 * answers), alternating the bag's two bodies; each time is from when the request was due, so
 * a stalled server or client counts against it. autocannon's `overallRate` instead lets each
 * of its connections send its share of a second back to back at the start of the second.
 */
export async function pacedEdits(url, bag, { rate = 200, seconds = 8 } = {}) {
  const { default: http } = await import('node:http');
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const times = [];
  let errors = 0;
  const send = (body) => patchStatus(http, { hostname, port, agent }, bag.token, body);
  const count = Math.round(rate * seconds);
  const start = performance.now();
  const pending = [];
  for (let i = 0; i < count; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(bag.bodies[i % 2]).then((status) => {
      if (status >= 200 && status <= 299) times.push(performance.now() - due);
      else errors += 1;
    }));
  }
  await Promise.all(pending);
  agent.destroy();
  return { ...figures(times), errors };
}

function requireAutocannon() {
  return createRequire(import.meta.url)('autocannon');
}

/**
 * The bag edit figures for a running server (NODE_ENV=development, so the dev outbox signs in;
 * generous OTP limits): `rate200` PATCHes at 200 req/s on a bag of 25 lines; `hot100` 100
 * writers on 100 lines of one bag; `lines25x100` 100 writers on one bag of 25 lines (4 per line).
 * Each uses a user of its own.
 */
export async function benchBagEdits({ url, seconds = 8, log = () => {}, autocannon } = {}) {
  log(`bag edits: PATCH /api/bag/pricingUnit at 200 req/s for ${seconds} s…`);
  const rate200 = await editsAtRate(url, { rate: 200, seconds, lines: 25, autocannon });
  log(`bag edits: 100 writers on one bag of 100 lines for ${seconds} s…`);
  const hot100 = await hotBag(url, { connections: 100, lines: 100, seconds });
  log(`bag edits: 100 writers on one bag of 25 lines for ${seconds} s…`);
  const lines25x100 = await hotBag(url, { connections: 100, lines: 25, seconds });
  return { rate200, hot100, lines25x100 };
}

/** One line of figures, e.g. `p50 3 ms, p95 8 ms, p99 12 ms, max 20 ms`. */
export const latencyLine = (r) => `p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, max ${r.max} ms`;
