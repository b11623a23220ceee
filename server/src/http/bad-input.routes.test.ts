/**
 * Bad input and abuse against both services (issue: "the API holds under bad input"): every
 * refusal is a 400 `{ error, message }` naming the field, changes nothing, and never a 500 —
 * on SQLite and on PostgreSQL (the PostgreSQL pass is where NUL bytes and out-of-range
 * numbers used to reach the database).
 */
import type { LightMyRequestResponse } from 'fastify';
import { createTokenRepository } from '../auth/token.repository';
import { makeUser, seedCampaign, sampleOption, type Actor } from '../../test/support/campaign.fixtures';
import { smallCatalog } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createUserRepository } from '../users/user.repository';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ catalog: smallCatalog() });
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT';

async function signedIn(name: string): Promise<string> {
  const user = await createUserRepository(t.db).create({ name });
  return (await createTokenRepository(t.db).issueToken(user._id)).token;
}

function api(token: string | null, method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = token ? { 'x-access-token': token } : {};
  if (typeof payload === 'string') headers['content-type'] = 'application/json';
  return t.app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload: payload as string }) });
}

function campaignApi(actor: Actor | null, method: Method, url: string, payload?: unknown, extra: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(actor ? { authorization: `Bearer ${actor.token}` } : {}), ...extra };
  return t.app.inject({ method, url: `/campaign-api${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** A 400 in the project's shape whose message matches `message`. */
function expect400(res: LightMyRequestResponse, message?: RegExp | string): void {
  expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status: 400, body: { error: expect.any(String) } });
  expect(Object.keys(res.json()).sort()).toEqual(['error', 'message']);
  if (typeof message === 'string') expect(res.json().message).toBe(message);
  else if (message) expect(res.json().message).toMatch(message);
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Every number anywhere in `value` is finite (JSON has no Infinity: it would be null). */
function allFinite(value: unknown): boolean {
  if (value === null) return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(allFinite);
  if (typeof value === 'object') return Object.values(value as object).every(allFinite);
  return true;
}

async function bagWithLine(name: string) {
  const token = await signedIn(name);
  expect((await api(token, 'POST', '/bag', { items: [{ _id: 'np-toi-delhi-o0' }] })).statusCode).toBe(200);
  const bag = (await api(token, 'GET', '/bag')).json().data;
  return { token, bag, lineId: bag.items[0]._id as string };
}

describe('the bag refuses what it must not keep', () => {
  it('refuses a start date before today, and keeps today', async () => {
    const { token, bag } = await bagWithLine('Past start');
    expect400(await api(token, 'PUT', '/bag/update-info', { startDate: isoDay(-1) }), /^startDate cannot be in the past/);
    expect((await api(token, 'GET', '/bag')).json().data).toEqual(bag);
    const today = await api(token, 'PUT', '/bag/update-info', { startDate: isoDay(0), endDate: isoDay(30) });
    expect(today.statusCode).toBe(200);
    expect(today.json().data.startDate).toBe(isoDay(0));
  });

  it.each([
    [1e12, 'Insertions must be at most 1,00,000'],
    [2.5, 'Insertions must be a whole number'],
    [1.7976931348623157e308, 'Insertions must be at most 1,00,000'],
    [-3, 'Insertions must be at least 1'],
  ])('refuses %p insertions, naming the unit, and the bag still loads unchanged', async (val, message) => {
    const { token, bag, lineId } = await bagWithLine(`Units ${val}`);
    expect400(await api(token, 'PATCH', '/bag/pricingUnit', { mediaOptionId: lineId, type: 'pricingUnits', pricingUnitIdx: 0, val }), message);
    const after = await api(token, 'GET', '/bag');
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toEqual(bag);
  });

  it.each([
    [{ discount: 1e12 }, /^discount must be at most 10,00,00,00,000/],
    [{ agencyRate: 1e12 }, 'agencyRate must be at most 10,00,00,00,000'],
    [{ schedule: [{ date: '2031-01-01', units: 1e12 }] }, 'schedule line 1: units must be at most 1,00,000'],
    [{ schedule: [{ date: '2031-01-01', units: 1.5 }] }, 'schedule line 1: units must be a whole number'],
  ])('refuses line terms %j and changes nothing', async (terms, message) => {
    const { token, bag, lineId } = await bagWithLine('Terms');
    expect400(await api(token, 'PUT', '/bag/update-info', { mediaOptionId: lineId, ...terms }), message);
    expect((await api(token, 'GET', '/bag')).json().data).toEqual(bag);
  });

  it('refuses terms that each fit but together cost more than ₹1,000 crore', async () => {
    const { token, lineId } = await bagWithLine('Too dear');
    const many = await api(token, 'PATCH', '/bag/pricingUnit', { mediaOptionId: lineId, type: 'pricingUnits', pricingUnitIdx: 0, val: 100_000 });
    expect(many.statusCode).toBe(200);
    const bag = (await api(token, 'GET', '/bag')).json().data;
    expect400(await api(token, 'PUT', '/bag/update-info', { mediaOptionId: lineId, agencyRate: 1_000_000 }), /would cost more than ₹10,00,00,00,000/);
    expect((await api(token, 'GET', '/bag')).json().data).toEqual(bag);
  });

  it('refuses a bulk discount out of bounds', async () => {
    const { token, bag } = await bagWithLine('Bulk');
    expect400(await api(token, 'PUT', '/bag/update-info', { discountOnTotal: 1e12 }), /^discountOnTotal must be at most/);
    expect400(await api(token, 'PUT', '/bag/update-info', { discountOnTotal: '150%' }), /^discountOnTotal must be rupees, or a percentage/);
    expect((await api(token, 'GET', '/bag')).json().data).toEqual(bag);
  });

  it('a bag holding a figure a bad write left behind still loads with finite totals, and saves to a campaign that lists its price', async () => {
    const { token, lineId } = await bagWithLine('Bricked');
    const row = await t.db.selectFrom('bag_items').select('data_json').where('id', '=', lineId).executeTakeFirstOrThrow();
    const data = JSON.parse(row.data_json);
    data.pricingUnits[0].value = 1.7976931348623157e308;
    data.agencyRate = 1e300;
    data.discount = 1e12;
    // "1e999" parses back as Infinity, as a hand-edited or foreign row could hold it.
    const text = JSON.stringify(data).replace('"agencyRate":1e+300', '"agencyRate":1e999');
    await t.db.updateTable('bag_items').set({ data_json: text }).where('id', '=', lineId).execute();
    await t.db.updateTable('bags').set({ discount_on_total: 'Infinity' }).execute();

    const res = await api(token, 'GET', '/bag');
    expect(res.statusCode).toBe(200);
    const bag = res.json().data;
    expect(allFinite(bag)).toBe(true);
    expect(bag.items[0].pricingUnits[0].value).toBe(100_000);
    expect(bag.totals.totalPrice).toBeGreaterThan(0);

    const owner: Actor = { id: '', token, email: '', role: '' };
    const saved = await campaignApi(owner, 'POST', '/campaigns/bag', {});
    expect(saved.statusCode).toBe(201);
    const campaign = (await campaignApi(owner, 'GET', `/campaigns/${saved.json()._id}`)).json();
    expect(allFinite(campaign)).toBe(true);
    expect(campaign.totalPrice).toBe(bag.totals.totalPrice);
    const list = (await campaignApi(owner, 'GET', '/campaigns')).json();
    expect(list.campaigns[0].totalPrice).toBe(bag.totals.totalPrice);
  });
});

describe('text is normalised and refused when no reader should get it back', () => {
  it.each([
    ['\u200B\u200C\u200D', 'Enter a name for the bag'],
    ['   ', 'Enter a name for the bag'],
    ['Diwali\u0000', 'body/name holds a control character'],
    ['Diwali \u202Eekaf', 'body/name holds a text-direction control character'],
  ])('a bag name %j is refused', async (name, message) => {
    const { token, bag } = await bagWithLine('Names');
    expect400(await api(token, 'PATCH', '/bag/changeName', { name }), message);
    expect((await api(token, 'GET', '/bag')).json().data.name).toBe(bag.name);
  });

  it('a lone surrogate, sent as a JSON escape, is refused', async () => {
    const { token } = await bagWithLine('Surrogate');
    expect400(await api(token, 'PATCH', '/bag/changeName', '{"name":"Diwali \\ud800"}'), 'body/name holds a broken character; type it again');
  });

  it('names are stored in NFC, trimmed', async () => {
    const { token } = await bagWithLine('NFC');
    const res = await api(token, 'PATCH', '/bag/changeName', { name: '  Cafe\u0301 launch ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Caf\u00e9 launch');
  });
});

describe('bodies are strict', () => {
  it('a value of the wrong type is a 400 naming the field (no coercion)', async () => {
    const { token, bag } = await bagWithLine('Types');
    expect400(await api(token, 'PATCH', '/bag/changeName', { name: true }), 'body/name must be string');
    expect400(await api(token, 'PATCH', '/bag/changeName', { name: 12 }), 'body/name must be string');
    expect((await api(token, 'GET', '/bag')).json().data.name).toBe(bag.name);
  });

  it('an unknown field is a 400 naming it, even beside known ones', async () => {
    const { token, bag } = await bagWithLine('Unknown');
    expect400(await api(token, 'PATCH', '/bag/changeName', { nmae: 'x' }), /body (must have required property 'name'|has an unknown field "nmae")/);
    expect400(await api(token, 'PATCH', '/bag/changeName', { name: 'Ok', colour: 'red' }), 'body has an unknown field "colour"');
    expect400(await api(token, 'PUT', '/bag/update-info', { startdate: isoDay(3) }), 'body has an unknown field "startdate"');
    expect((await api(token, 'GET', '/bag')).json().data).toEqual(bag);
  });
});

describe('ordinary bad input is a 400 on every database, never a 500', () => {
  it.each([
    '/catalog/media?q=a%00b',
    '/catalog/media?maxAudience=1.5',
    '/catalog/media?maxAudience=1e20',
    '/catalog/media?minAudience=-1',
    '/catalog/facets?maxAudience=1.5',
    '/catalog/facets?maxAudience=1e20',
    '/catalog/media/newspaper/a%00b',
    '/search/suggestions?q=%22a%00b%22',
    '/gapi/suggestions?name=a%00b',
  ])('GET /api%s', async (url) => {
    expect400(await api(null, 'GET', url));
  });

  it('a NUL byte in a campaign id, a code request id or a code', async () => {
    const owner = await makeUser(t.db, 'Nul owner');
    expect400(await campaignApi(owner, 'GET', '/campaigns/a%00b'), 'params/id holds a control character');
    expect400(await campaignApi(owner, 'PATCH', '/campaigns/a%00b', { name: 'x' }));
    expect400(await api(null, 'POST', '/auth/otp/verify', { requestId: 'a\u0000b', emailCode: '123456' }), 'body/requestId holds a control character');
    expect400(await api(null, 'POST', '/auth/otp/verify', { requestId: 'abc', emailCode: '12\u00003456' }));
    expect400(await api(null, 'POST', '/auth/otp/send', { email: 'a\u0000@example.com' }));
  });

  it('a brief with a budget past ₹1,000 crore, or a fractional age, is refused', async () => {
    const owner = await makeUser(t.db, 'Brief bounds');
    const brief = (budget: number, ageFrom = 20) => ({
      brand: { name: 'Amul', category: 'FMCG' },
      targetGroup: { age: { from: ageFrom, to: 35 } },
      campaignDetails: { objective: 'Sales', budget, duration: { startDate: isoDay(3), endDate: isoDay(40) } },
    });
    expect400(await campaignApi(owner, 'POST', '/campaigns/brief', brief(100_000_000_000_000)), /budget of at most ₹10,00,00,00,000/);
    expect400(await campaignApi(owner, 'POST', '/campaigns/brief', brief(200_000, 20.5)), /age/);
    expect400(await campaignApi(owner, 'POST', '/campaigns/brief', { ...brief(200_000), campaignDetails: { ...brief(200_000).campaignDetails, duration: { startDate: isoDay(-1), endDate: isoDay(40) } } }), /start date cannot be in the past/);
    expect((await campaignApi(owner, 'GET', '/campaigns')).json().count).toBe(0);
  });

  it('a payment past ₹1,000 crore is refused', async () => {
    const owner = await makeUser(t.db, 'Big payer');
    const { id } = await seedCampaign(t.db, owner, { status: 'Approved', options: [sampleOption('p1')] });
    expect400(await campaignApi(owner, 'POST', `/campaigns/${id}/payments`, { amount: 1e14, mode: 'upi', reference: '123456789012' }), /at most ₹10,00,00,00,000/);
  });
});

/** The per-field 400 (http/field-errors.ts) naming `field`, for a number that is NaN or ±Infinity. */
function expectNonFinite(res: LightMyRequestResponse, field: string): void {
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: 400, body: { error: 'bad_request', message: `${field}: must be a finite number`, fields: { [field]: 'must be a finite number' } },
  });
}

describe('a number that is NaN or ±Infinity is a 400 naming it, on every route and every store', () => {
  // Ajv reads "1e999" and "Infinity" as numbers and then skips minimum and maximum for them:
  // these reached the database as a LIMIT of Infinity (a 500 on both stores).
  const NON_FINITE = ['1e999', '-1e999', 'NaN', 'Infinity', '-Infinity'];

  it.each(NON_FINITE)('anonymously, the catalog with %s', async (value) => {
    expectNonFinite(await api(null, 'GET', `/catalog/deals?limit=${value}`), 'limit');
    for (const field of ['page', 'pageSize', 'minPrice', 'maxAudience']) {
      expectNonFinite(await api(null, 'GET', `/catalog/media?${field}=${value}`), field);
    }
    expectNonFinite(await api(null, 'GET', `/catalog/facets?maxPrice=${value}`), 'maxPrice');
  });

  it.each(NON_FINITE)('staff, the lead inbox with %s', async (value) => {
    const staff = await makeUser(t.db, `Lead reader ${value}`, 'admin');
    expectNonFinite(await api(staff.token, 'GET', `/leads?page=${value}`), 'page');
    expectNonFinite(await api(staff.token, 'GET', `/leads?pageSize=${value}`), 'pageSize');
  });

  it('a path parameter of service B', async () => {
    const owner = await makeUser(t.db, 'Infinite index');
    const staff = await makeUser(t.db, 'Infinite index staff', 'admin');
    const { id } = await seedCampaign(t.db, owner, { status: 'Approved', options: [sampleOption('n1')] });
    const res = await campaignApi(staff, 'PUT', `/campaigns/${id}/media-options/n1/schedule/1e999`, { po: { id: 'PO-1' } });
    expectNonFinite(res, 'index');
  });

  it('a JSON number that overflows to Infinity in a body, and nothing changes', async () => {
    const { token, bag, lineId } = await bagWithLine('Overflow');
    const body = `{"mediaOptionId":${JSON.stringify(lineId)},"type":"pricingUnits","pricingUnitIdx":0,"val":1e999}`;
    expectNonFinite(await api(token, 'PATCH', '/bag/pricingUnit', body), 'val');
    expectNonFinite(await api(token, 'PATCH', '/bag/pricingUnit', body.replace('1e999', '-1e999')), 'val');
    expect((await api(token, 'GET', '/bag')).json().data).toEqual(bag);
  });
});

describe("Fastify's own refusals answer in our shape, without echoing the URL", () => {
  it('a path parameter over the length limit is a 414 when a service runs alone (the composed site answers 404)', async () => {
    const alone = await createTestApp({ parts: { mainApi: false, campaign: '/campaign-api', site: false } });
    try {
      const owner = await makeUser(alone.db, 'Long id');
      const longId = `secret${'x'.repeat(600)}`;
      const res = await alone.app.inject({ method: 'GET', url: `/campaign-api/campaigns/${longId}`, headers: { authorization: `Bearer ${owner.token}` } });
      expect(res.statusCode).toBe(414);
      expect(res.json()).toEqual({ error: 'uri_too_long', message: 'A part of the address is too long' });
      expect(res.body).not.toContain('secret');
      const composed = await campaignApi(owner, 'GET', `/campaigns/${longId}`);
      expect(composed.statusCode).toBe(404);
      expect(composed.body).not.toContain('secret');
    } finally {
      await alone.close();
    }
  });

  it('a badly encoded URL is a 400', async () => {
    const res = await api(null, 'GET', '/catalog/media/newspaper/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'The address is not valid: a part of it is not well encoded' });
    expect(res.body).not.toContain('%E0');
  });

  it('malformed JSON is a 400 that does not quote the body', async () => {
    const token = await signedIn('Bad JSON');
    const res = await api(token, 'PATCH', '/bag/changeName', '{"name": "secret-text');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'The body is not valid JSON' });
  });

  it('an unknown route is a 404 that does not echo the path', async () => {
    const res = await api(null, 'GET', '/no-such-thing-secret');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret');
  });
});

describe('a campaign holding a figure that is not a finite number still loads', () => {
  it('re-prices the option from its repaired units, and its amounts follow', async () => {
    const owner = await makeUser(t.db, 'Broken campaign');
    const { id } = await seedCampaign(t.db, owner, { status: 'Approved', options: [sampleOption('b1', 2, 800)] });
    const row = await t.db.selectFrom('campaigns').select('data_json').where('id', '=', id).executeTakeFirstOrThrow();
    const text = row.data_json
      .replace(/"totalPrice":[0-9.]+/g, '"totalPrice":1e999')
      .replace(/"subTotal":[0-9.]+/, '"subTotal":-1e999')
      .replace(/"value":2\b/, '"value":1e999');
    expect(text).toContain('1e999');
    await t.db.updateTable('campaigns').set({ data_json: text }).where('id', '=', id).execute();

    const res = await campaignApi(owner, 'GET', `/campaigns/${id}`);
    expect(res.statusCode).toBe(200);
    expect(allFinite(res.json())).toBe(true);
    // Nothing reads as null or ₹0: the option is priced again from its repaired units (an
    // insertion count that is not a number reads as the least, 1).
    const option = res.json().mediaOptions[0];
    expect(option.pricingUnits[0].value).toBe(1);
    expect(option.subTotal).toBe(800);
    expect(res.json().totalPrice).toBe(option.totalPrice);
    expect(res.json().totals.totalPrice).toBe(option.totalPrice);
    expect(res.json().balanceDue).toBe(option.totalPrice);
    const list = await campaignApi(owner, 'GET', '/campaigns');
    expect(list.statusCode).toBe(200);
    expect(allFinite(list.json())).toBe(true);
  });
});
