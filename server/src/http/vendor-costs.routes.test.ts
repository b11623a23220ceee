/**
 * Vendor costs leave no public or buyer answer (issue 32). The routes are read from both
 * services' OpenAPI documents, so a route added later is walked too: every operation gets a
 * well-formed request (real ids by parameter name), as a guest and as a signed-in buyer who
 * has a bag, a campaign saved from it and a campaign with a plan and payments; every JSON
 * answer is scanned at every depth for shared-domain's VENDOR_COST_KEYS (vendorRate, the
 * payable side, _vendors), and every text answer (a CSV report) for their names; so is the
 * search index's. Staff answers still carry them. Runs on SQLite and on PostgreSQL. (The
 * server-rendered pages' data: site/server-render.test.ts.)
 */
import type { LightMyRequestResponse } from 'fastify';
import { VENDOR_COST_KEYS, vendorCostPaths } from 'shared-domain';
import { makeUser, sampleOption, seedCampaign, type Actor } from '../../test/support/campaign.fixtures';
import { smallCatalog } from '../../test/support/fixtures';
import { readyDraft, savedProfile, signUpSeller } from '../../test/support/seller.fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import type { OpenApiDocument as Document, Operation, Schema } from '../../test/support/openapi-document';


const DOCS = ['/api/openapi.json', '/campaign-api/openapi.json'];

let t: TestApp;
let buyer: Actor;
let staff: Actor;
let campaignIds: { saved: string; paid: string; planned: string };
/** Real ids and values by parameter or field name, or by `path#name` where a path needs its own. */
const known: Record<string, unknown[]> = {};
/** Bodies the generator would not make meaningful: the bag's edits, so they answer the priced bag. */
const bodies: Record<string, unknown> = {};

const tokenHeaders = (doc: Document, actor: Actor | null): Record<string, string> => {
  if (!actor) return {};
  const scheme = Object.values(doc.components.securitySchemes)[0];
  return scheme?.type === 'apiKey' && scheme.name ? { [scheme.name]: actor.token } : { authorization: `Bearer ${actor.token}` };
};
const asBuyer = { 'x-access-token': '' };

beforeAll(async () => {
  t = await createTestApp({ catalog: smallCatalog() });
  buyer = await makeUser(t.db, 'Vendor cost buyer');
  staff = await makeUser(t.db, 'Vendor cost staff', 'admin');
  asBuyer['x-access-token'] = buyer.token;
  const ids = ['np-toi-delhi-o0', 'np-toi-delhi-o1', 'np-ht-mumbai-o0', 'radio-mirchi-delhi-o0'];
  for (const actor of [buyer, staff]) {
    await t.app.inject({ method: 'POST', url: '/api/bag', headers: { 'x-access-token': actor.token }, payload: { items: ids.map((_id) => ({ _id })) } });
  }
  const lines = ((await t.app.inject({ method: 'GET', url: '/api/bag', headers: asBuyer })).json().data.items as { _id: string }[]).map((l) => l._id);
  const bagId = (await t.app.inject({ method: 'GET', url: '/api/bag', headers: asBuyer })).json().data._id as string;
  // The first line saved as a campaign through the route (it leaves the bag); three lines stay.
  const saved = await t.app.inject({
    method: 'POST', url: '/campaign-api/campaigns/bag', headers: { authorization: `Bearer ${buyer.token}` }, payload: { selectedMOs: [lines[0]] },
  });
  expect(saved.statusCode).toBe(201);
  const paid = await seedCampaign(t.db, buyer, {
    status: 'Approved', options: [sampleOption('vc1'), sampleOption('vc2', 3, 1200)], plans: [{ version: 1, approved: true }],
    payments: [
      { amount: 1000, mode: 'upi', reference: '123456789012', state: 'verified' },
      { amount: 500, mode: 'neft', reference: 'UTR00000001', state: 'pending' },
    ],
  });
  const planned = await seedCampaign(t.db, buyer, { status: 'Plan Shared', options: [sampleOption('vc3'), sampleOption('vc4')], plans: [{ version: 1 }] });
  // Its plan is approved by the walk (the campaign answered), so the planned one keeps its options to remove.
  const approvable = await seedCampaign(t.db, buyer, { status: 'Plan Shared', options: [sampleOption('vc5')], plans: [{ version: 1 }] });
  campaignIds = { saved: saved.json()._id as string, paid: paid.id, planned: planned.id };
  const payments = (await t.app.inject({ method: 'GET', url: `/campaign-api/campaigns/${paid.id}`, headers: { authorization: `Bearer ${buyer.token}` } })).json().payments as { _id: string }[];
  const rest = lines.slice(1);
  Object.assign(known, {
    id: [campaignIds.paid, campaignIds.planned, campaignIds.saved], campaignId: [campaignIds.paid], planId: planned.planIds,
    '/campaigns/{id}/plans/{planId}/approve#id': [approvable.id], '/campaigns/{id}/plans/{planId}/approve#planId': approvable.planIds,
    '/campaigns/{id}/plans/{planId}/changes#id': [campaignIds.planned], optionId: planned.optionIds,
    paymentId: payments.map((p) => p._id), mediaOptionId: rest, mediaOption: rest, bagId: [bagId], index: [0], category: ['newspaper'],
    slug: ['times-of-india-delhi'], name: ['fmcg'], ids: [ids.join(',')], q: ['"times"'], format: ['json'],
    '/bag/{id}/pricing-units#id': [rest[0]], '/campaigns/{id}/media-options/{optionId}#id': [campaignIds.planned],
  });
  Object.assign(bodies, {
    'PATCH /bag/pricingUnit': { mediaOptionId: rest[0], type: 'pricingUnits', pricingUnitIdx: 0, val: 2, bagId },
    'PATCH /bag/bulkedit': { bagId, pricingUnits: [{ name: 'Insertions', value: 3 }], variablePricingUnits: [] },
    'PATCH /bag/resetMop': { mediaOptionId: rest[0], bagId },
    'PUT /bag/{id}/pricing-units': { pricingUnits: [{ name: 'Insertions', value: 2 }], variablePricingUnits: [{ name: 'Colour', value: 'B/W' }] },
    'PATCH /bag/changeName': { name: 'Diwali launch' },
    'PATCH /bag/cloneMop': { mediaOption: rest[1], index: 1 },
    'PUT /bag/update-info': { discountOnTotal: 1000, startDate: '2031-03-01', endDate: '2031-03-31' },
    'DELETE /bag': { ids: [rest[2]] },
    'POST /bag': { items: [{ _id: 'np-amar-ujala-o0' }] },
    'POST /recommendations': { budget: 500000, objective: 'reach' },
  });
});

afterAll(async () => {
  await t.close();
});

const typeOf = (s: Schema): string | undefined => (Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type);

/** A value the schema accepts: a real one by name when there is one, else the least the schema takes. */
function example(schema: Schema, name = ''): unknown {
  if (known[name]) return known[name][0];
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return example(alternatives[0], name);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => example(s, name) as object));
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, example(schema.properties?.[key] ?? {}, key)]));
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => example(schema.items ?? {}, name));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      return 'times'.padEnd(schema.minLength ?? 0, 's');
    default:
      return 'x';
  }
}

const text = (v: unknown): string => encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v));

/** One well-formed request for an operation, with the body given for it when there is one. */
function requestFor(doc: Document, path: string, method: string, op: Operation) {
  let url = path;
  const query: string[] = [];
  for (const p of op.parameters ?? []) {
    const name = known[`${path}#${p.name}`] ? `${path}#${p.name}` : p.name;
    if (p.in === 'path') url = url.replace(`{${p.name}}`, text(example(p.schema, name)));
    else if (p.in === 'query' && (p.required || known[p.name])) query.push(`${p.name}=${text(example(p.schema, p.name))}`);
  }
  const content = op.requestBody?.content;
  const key = `${method.toUpperCase()} ${path}`;
  let payload: string | undefined;
  const headers: Record<string, string> = {};
  if (content?.['application/json'] || bodies[key]) {
    payload = JSON.stringify(bodies[key] ?? example(content!['application/json'].schema));
    headers['content-type'] = 'application/json';
  } else if (content) {
    payload = 'date,clicks\n2031-03-01,3\n';
    headers['content-type'] = Object.keys(content)[0] === '*/*' ? 'application/octet-stream' : Object.keys(content)[0];
  }
  return { method: method.toUpperCase() as 'GET', url: `${doc.servers[0].url}${url}${query.length ? `?${query.join('&')}` : ''}`, headers, payload };
}

/** The vendor-cost keys (JSON, at any depth) or key names (text) an answer carries. */
function leaksOf(res: LightMyRequestResponse): string[] {
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) return vendorCostPaths(JSON.parse(res.body));
  if (type.startsWith('text/')) return VENDOR_COST_KEYS.filter((k) => k !== 'payable' && res.body.includes(k));
  return [];
}

type Scanned = { answered: Set<string>; leaks: string[]; sent: number };

/** Sends every operation of both documents (reads first, removals last) as `who`, and scans what comes back. */
async function walk(who: 'guest' | 'buyer', scanned: Scanned): Promise<void> {
  const order = (m: string) => (m === 'get' ? 0 : m === 'delete' ? 2 : 1);
  for (const docUrl of DOCS) {
    const doc = (await t.app.inject({ method: 'GET', url: docUrl })).json() as Document;
    const operations = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))
      .sort((a, b) => order(a.method) - order(b.method));
    for (const { path, method, op } of operations) {
      // Signing out and leaving a seller account would end the buyer's session or account: a user of their own does it.
      const actor = who === 'guest' ? null : ['/auth/logout', '/seller/account/leave'].includes(path) ? await makeUser(t.db, 'Leaving buyer') : buyer;
      const req = requestFor(doc, path, method, op);
      const res = await t.app.inject({ ...req, headers: { ...tokenHeaders(doc, actor), ...req.headers } });
      scanned.sent += 1;
      const name = `${req.method} ${doc.servers[0].url}${path}`;
      if (res.statusCode < 300 && res.body) scanned.answered.add(`${name} as ${who}`);
      for (const leak of leaksOf(res)) scanned.leaks.push(`${name} as ${who} (${res.statusCode}): ${leak}`);
    }
  }
  // The Elasticsearch-compatible index the site's search reads is served beside the services, outside their documents.
  const res = await t.app.inject({
    method: 'POST', url: '/search-index/_search', headers: { authorization: `Basic ${Buffer.from('search:search').toString('base64')}` },
    payload: { size: 30, from: 0, query: { query_string: { query: 'times', fields: ['name^3', 'keywords'] } } },
  });
  if (res.statusCode < 300) scanned.answered.add(`POST /search-index/_search as ${who}`);
  for (const leak of leaksOf(res)) scanned.leaks.push(`POST /search-index/_search as ${who}: ${leak}`);
}

describe('vendor costs in public and buyer answers', () => {
  it('no answer of any documented route carries them, for a guest or a buyer with a bag and campaigns', async () => {
    const scanned: Scanned = { answered: new Set(), leaks: [], sent: 0 };
    await walk('guest', scanned);
    await walk('buyer', scanned);
    expect(scanned.leaks).toEqual([]);
    // The walk reached the answers that hold priced options, so "no leak" means something.
    expect([
      'GET /api/catalog/media as guest', 'GET /api/catalog/media/{category}/{slug} as guest', 'GET /api/catalog/options as guest',
      'GET /api/bag as buyer', 'GET /api/bag/count as buyer', 'PATCH /api/bag/pricingUnit as buyer', 'PATCH /api/bag/bulkedit as buyer',
      'PATCH /api/bag/resetMop as buyer', 'PUT /api/bag/{id}/pricing-units as buyer', 'PATCH /api/bag/cloneMop as buyer', 'PUT /api/bag/update-info as buyer',
      'POST /api/recommendations as guest', 'POST /search-index/_search as guest', 'GET /campaign-api/campaigns as buyer', 'GET /campaign-api/campaigns/{id} as buyer',
      'GET /campaign-api/campaigns/{id}/report as buyer', 'POST /campaign-api/campaigns/{id}/plans/{planId}/approve as buyer', 'DELETE /campaign-api/campaigns/{id}/media-options/{optionId} as buyer',
    ].filter((name) => !scanned.answered.has(name))).toEqual([]);
    expect(scanned.answered.size).toBeGreaterThan(60);
  });

  it('staff answers still carry the vendor rates and what is owed to the vendors', async () => {
    const staffBearer = { authorization: `Bearer ${staff.token}` };
    const detail = await t.app.inject({ method: 'GET', url: '/api/catalog/media/newspaper/times-of-india-delhi', headers: { 'x-access-token': staff.token } });
    expect(detail.json().mediaOptions[0].rates.defaultRates.vendorRate).toBe(32000);
    expect(detail.json().mediaOptions[0]._vendors).toEqual([]);
    const bag = (await t.app.inject({ method: 'GET', url: '/api/bag', headers: { 'x-access-token': staff.token } })).json().data;
    expect(bag.items[0].vendorRate).toBe(32000);
    expect(bag.totals.payable).toBeGreaterThan(0);
    const campaign = (await t.app.inject({ method: 'GET', url: `/campaign-api/campaigns/${campaignIds.paid}`, headers: staffBearer })).json();
    expect(campaign.mediaOptions[0].rates.defaultRates.vendorRate).toBe(640);
    expect([campaign.payable, campaign.mediaOptions[0].payable]).toEqual([640 * 2 + 960 * 3, 640 * 2]);
  });

  it("a seller's own listing still names its vendors in the seller studio (its rates there are card and offer alone)", async () => {
    const seller = await signUpSeller(() => t, 'Own vendors');
    const draft = readyDraft('newspaper', 'Own Vendors Daily', 'Pune');
    draft.mediaOptions[0] = { ...draft.mediaOptions[0]!, _vendors: ['Print Partners'] };
    const profile = await savedProfile(() => t, seller, draft);
    const own = await t.app.inject({ method: 'GET', url: `/api/seller/profiles/${profile._id}`, headers: { 'x-access-token': seller.token } });
    expect(own.statusCode).toBe(200);
    expect(own.json().profile.draft.mediaOptions[0]._vendors).toEqual(['Print Partners']);
  });

  it("the same routes answer the buyer without them, the buyer's figures unchanged", async () => {
    const staffAnswer = (await t.app.inject({ method: 'GET', url: `/campaign-api/campaigns/${campaignIds.paid}`, headers: { authorization: `Bearer ${staff.token}` } })).json();
    const buyerAnswer = (await t.app.inject({ method: 'GET', url: `/campaign-api/campaigns/${campaignIds.paid}`, headers: { authorization: `Bearer ${buyer.token}` } })).json();
    expect(vendorCostPaths(buyerAnswer)).toEqual([]);
    expect(vendorCostPaths(staffAnswer)).toEqual(expect.arrayContaining(['payable', 'totalPayable', 'mediaOptions[0].vendorRate', 'mediaOptions[0].rates.defaultRates.vendorRate']));
    for (const field of ['totalPrice', 'receivable', 'taxReceivable', 'totalReceivable']) expect(buyerAnswer[field]).toBe(staffAnswer[field]);
    expect(buyerAnswer.mediaOptions[1].subTotal).toBe(staffAnswer.mediaOptions[1].subTotal);
    // A cached catalog answer is kept apart for staff: the buyer's next read is still without them.
    const again = await t.app.inject({ method: 'GET', url: '/api/catalog/media/newspaper/times-of-india-delhi', headers: asBuyer });
    expect(vendorCostPaths(again.json())).toEqual([]);
    expect(again.json().mediaOptions[0].rates.defaultRates).toEqual({ cardRate: 50000, discountedRate: 40000, minimumBilling: 0 });
  });
});
