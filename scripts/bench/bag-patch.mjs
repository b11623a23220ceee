// `PATCH /api/bag/pricingUnit` at a fixed request rate: signs in through the OTP dev outbox,
// fills a bag from the catalog, then alternates two valid values of one line's first
// pricing unit with autocannon's `overallRate`.

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
