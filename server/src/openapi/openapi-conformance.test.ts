/**
 * The OpenAPI documents say what the routes answer. This walks both services' documents and,
 * for every operation, sends generated requests — well-formed ones from the schemas, and bad
 * ones: wrong types, unknown fields, NUL bytes, huge numbers, NaN and ±Infinity, long and
 * foreign ids — as a guest, the owner of real objects and staff. Every answer must be a status
 * the operation documents, with a content type it documents for that status, a JSON body that
 * validates against the schema documented for that status, and never a 5xx it does not
 * document. Every numeric parameter refuses NaN and ±Infinity with a 400 naming it. Runs on
 * SQLite and on PostgreSQL.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { LightMyRequestResponse } from 'fastify';
import { createRng } from 'shared-domain';
import { makeUser, sampleOption, seedCampaign, type Actor } from '../../test/support/campaign.fixtures';
import { createContentRepository } from '../content/content.repository';
import { seedContentPages } from '../content/content.seed';
import { CONTENT_SEED } from '../seed/content-seed';
import { smallCatalog } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import type { OpenApiDocument as Document, Operation, Parameter, Schema } from '../../test/support/openapi-document';


let t: TestApp;
let owner: Actor;
let staff: Actor;
/** Real ids the generated requests use half the time, so routes get past "not found" too. */
const known: Record<string, string[]> = {};

beforeAll(async () => {
  t = await createTestApp({ catalog: smallCatalog() });
  owner = await makeUser(t.db, 'Fuzz owner');
  staff = await makeUser(t.db, 'Fuzz staff', 'admin');
  // The third line is a catalogue option's, so a route that reads the line's option (proof uploads) gets past 404.
  const options = [sampleOption('fz1'), sampleOption('fz2'), { ...sampleOption('fz4'), _mediaOption: 'np-toi-delhi-o0', _media: 'np-toi-delhi' }];
  const planned = await seedCampaign(t.db, owner, { status: 'Plan Shared', options, plans: [{ version: 1 }] });
  const approved = await seedCampaign(t.db, owner, {
    status: 'Approved', options: [sampleOption('fz3')], plans: [{ version: 1, approved: true }],
    payments: [{ amount: 100, mode: 'upi', reference: '123456789012', state: 'pending' }],
  });
  const campaign = await t.app.inject({ method: 'GET', url: `/campaign-api/campaigns/${approved.id}`, headers: { authorization: `Bearer ${owner.token}` } });
  await t.app.inject({ method: 'POST', url: '/api/bag', headers: { 'x-access-token': owner.token }, payload: { items: [{ _id: 'np-toi-delhi-o0' }, { _id: 'np-ht-mumbai-o0' }] } });
  const bag = await t.app.inject({ method: 'GET', url: '/api/bag', headers: { 'x-access-token': owner.token } });
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  const upload = await t.app.inject({
    method: 'POST', url: `/campaign-api/campaigns/${approved.id}/uploads?name=a.png`, headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'image/png' }, payload: png,
  });
  const lineIds = (bag.json().data.items as { _id: string }[]).map((i) => i._id);
  // Two stored content pages, so the content routes answer with a page and not only 404.
  await seedContentPages(createContentRepository(t.db, () => new Date()), CONTENT_SEED.filter((p) => p.url === '/about' || p.url === '/clients'));
  // The owner is a seller too, with a listing waiting for review, so the seller and review routes get past 404.
  const sellerHeaders = { 'x-access-token': owner.token };
  await t.app.inject({ method: 'POST', url: '/api/seller/account', headers: sellerHeaders, payload: { name: 'Fuzz Media', contactEmail: 'fuzz@example.com' } });
  const listing = (await t.app.inject({ method: 'POST', url: '/api/seller/profiles', headers: sellerHeaders, payload: { category: 'radio' } })).json().profile as { _id: string };
  Object.assign(known, {
    id: [planned.id, approved.id, ...lineIds, listing._id],
    campaignId: [approved.id],
    planId: planned.planIds,
    optionId: [...planned.optionIds, 'fz3'],
    // The first campaign's line of a catalogue option (the proof upload's {lineId}).
    lineId: [planned.optionIds[2]],
    paymentId: (campaign.json().payments as { _id: string }[]).map((p) => p._id),
    uploadId: [upload.json()._id],
    mediaOptionId: lineIds,
    mediaOption: lineIds,
    bagId: [bag.json().data._id],
    index: ['0', '1'],
    category: ['newspaper', 'radio'],
    slug: ['times-of-india-delhi', 'radio-mirchi-delhi'],
    name: ['fmcg', 'a.png'],
    ids: ['np-toi-delhi-o0,np-ht-mumbai-o0'],
    to: ['fuzz@example.com'],
    q: ['"times"', 'times'],
    url: ['/about', '/clients'],
  });
});

afterAll(async () => {
  await t.close();
});


const typeOf = (s: Schema): string | undefined => (Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type);

/** Whether a parameter takes a number (an integer, a number, or a choice that includes one). */
const isNumeric = (s: Schema): boolean => ['integer', 'number'].includes(typeOf(s) ?? '') || [...(s.anyOf ?? []), ...(s.oneOf ?? [])].some(isNumeric);

/** How NaN and ±Infinity arrive in a query or a path: Ajv reads all but "NaN" as a number. */
const NON_FINITE = ['1e999', '-1e999', 'NaN', 'Infinity'];
/** A body value written into the JSON text as the number 1e999 (JSON.stringify would write Infinity as null). */
const OVERFLOW = '\u0000overflow\u0000';

/** A value the schema accepts (as far as a generator can tell), using real ids by name when there are some. */
function valid(schema: Schema, rnd: () => number, name = '', depth = 0): unknown {
  if (known[name] && rnd() < 0.7) return known[name][Math.floor(rnd() * known[name].length)];
  if (schema.enum) return schema.enum[Math.floor(rnd() * schema.enum.length)];
  if (schema.default !== undefined && rnd() < 0.3) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return valid(alternatives[Math.floor(rnd() * alternatives.length)], rnd, name, depth);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => valid(s, rnd, name, depth) as object));
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if ((schema.required ?? []).includes(key) || rnd() < 0.6) out[key] = depth > 4 ? null : valid(prop, rnd, key, depth + 1);
      }
      return out;
    }
    case 'array': {
      const n = Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 1 + Math.floor(rnd() * 2)));
      return Array.from({ length: n }, () => valid(schema.items ?? {}, rnd, name, depth + 1));
    }
    case 'integer': {
      const lo = schema.minimum ?? 0;
      const hi = Math.min(schema.maximum ?? lo + 10, lo + 10);
      return lo + Math.floor(rnd() * (hi - lo + 1));
    }
    case 'number':
      return (schema.minimum ?? 0) + Math.round(rnd() * 1000) / 10;
    case 'boolean':
      return rnd() < 0.5;
    case 'string': {
      if (schema.format === 'binary') return 'bytes';
      const base = ['2031-03-01', 'Diwali launch', 'a@b.in', '1,00,000', 'x'][Math.floor(rnd() * 5)];
      return base.slice(0, Math.max(schema.maxLength ?? 200, 1)).padEnd(schema.minLength ?? 0, 'x');
    }
    default:
      return rnd() < 0.5 ? 'x' : 1;
  }
}

/** Values no schema of ours accepts, or that reach the edges of the system. */
const BAD_VALUES: unknown[] = [
  null, true, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, OVERFLOW, '', ' ', 'a\u0000b', 'x'.repeat(5000), '\uD800', 'a\u202Eb', '\u200B',
  { $gt: '' }, [], [[[[[[1]]]]]], '2025-02-30', "'; DROP TABLE users;--", '../../etc/passwd',
];

/** A copy of `value` with one field (or the whole) replaced by a bad value, or an unknown field added. */
function mutate(value: unknown, rnd: () => number): unknown {
  const bad = BAD_VALUES[Math.floor(rnd() * BAD_VALUES.length)];
  if (value === null || typeof value !== 'object' || Array.isArray(value) || rnd() < 0.15) return bad;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(out);
  if (!keys.length || rnd() < 0.2) {
    out[['extra', '__proto__', 'constructor', 'role'][Math.floor(rnd() * 4)]] = bad;
    return out;
  }
  const key = keys[Math.floor(rnd() * keys.length)];
  out[key] = rnd() < 0.5 ? bad : mutate(out[key], rnd);
  return out;
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the bytes of one. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.split('').map((c) => (/[\uD800-\uDFFF]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
}

const BAD_PARAMS = ['a%00b', 'x'.repeat(600), '%F0%9F%92%A9', 'does-not-exist', '..%2F..', '-1', '1e99', '%E0%A4%A'];

type Who = 'guest' | 'owner' | 'staff';

/**
 * Signing out ends a token, and leaving a seller account closes it with its listings: those
 * routes get a user of their own (a seller of their own for leaving), so the others keep theirs.
 */
async function actorFor(who: Who, path: string): Promise<Actor | null> {
  if (who === 'guest') return null;
  if (path === '/auth/logout') return makeUser(t.db, 'Leaving user', who === 'staff' ? 'admin' : '');
  if (path === '/seller/account/leave') {
    const seller = await makeUser(t.db, 'Leaving seller', who === 'staff' ? 'admin' : '');
    await t.app.inject({ method: 'POST', url: '/api/seller/account', headers: { 'x-access-token': seller.token }, payload: { name: 'Leaving Media', contactEmail: seller.email } });
    return seller;
  }
  return who === 'owner' ? owner : staff;
}

function authHeaders(doc: Document, actor: Actor | null): Record<string, string> {
  if (!actor) return {};
  const scheme = Object.values(doc.components.securitySchemes)[0];
  return scheme?.type === 'apiKey' && scheme.name ? { [scheme.name]: actor.token } : { authorization: `Bearer ${actor.token}` };
}

/** A parameter sent with this value (as text, already encoded) whatever else the request holds. */
type Pinned = { in: 'path' | 'query'; name: string; value: string };

/** Builds one request for `op`: well-formed, or with one part made bad. */
function request(doc: Document, path: string, method: string, op: Operation, rnd: () => number, bad: 'none' | 'path' | 'query' | 'body', pinned?: Pinned) {
  let url = path;
  const query: string[] = [];
  if (pinned?.in === 'query') query.push(`${pinned.name}=${pinned.value}`);
  const badFor = (p: Parameter, values: readonly string[]) => (isNumeric(p.schema) && rnd() < 0.4 ? NON_FINITE[Math.floor(rnd() * NON_FINITE.length)] : values[Math.floor(rnd() * values.length)]);
  for (const p of op.parameters ?? []) {
    if (p.in === pinned?.in && p.name === pinned.name) {
      if (p.in === 'path') url = url.replace(`{${p.name}}`, pinned.value);
    } else if (p.in === 'path') {
      const value = bad === 'path' && rnd() < 0.7 ? badFor(p, BAD_PARAMS) : encode(String(valid(p.schema, rnd, p.name)));
      url = url.replace(`{${p.name}}`, value);
    } else if (p.in === 'query' && (p.required || (!pinned && rnd() < 0.5))) {
      const value = bad === 'query' && rnd() < 0.5 ? badFor(p, BAD_VALUES.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))) : valid(p.schema, rnd, p.name);
      query.push(`${p.name}=${encode(value === OVERFLOW ? '1e999' : typeof value === 'string' ? value : JSON.stringify(value))}`);
    }
  }
  if (bad === 'query') query.push(`unknown=${encodeURIComponent('a\u0000')}`);
  const headers: Record<string, string> = {};
  let payload: string | Buffer | undefined;
  const content = op.requestBody?.content;
  if (content) {
    const [type, { schema }] = Object.entries(content)[0];
    if (type === 'application/json') {
      const body = valid(schema, rnd);
      payload = JSON.stringify(bad === 'body' ? mutate(body, rnd) : body).replaceAll(JSON.stringify(OVERFLOW), rnd() < 0.5 ? '1e999' : '-1e999');
      headers['content-type'] = 'application/json';
    } else {
      payload = bad === 'body' ? Buffer.from([0, 1, 2, 255]) : 'date,clicks\n2031-03-01,3\n';
      headers['content-type'] = type === '*/*' ? 'application/octet-stream' : type;
    }
    if (bad === 'body' && rnd() < 0.1) headers['content-type'] = 'application/xml';
  }
  if (op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key') && rnd() < 0.5) {
    headers['idempotency-key'] = bad === 'none' ? `fuzz-${Math.floor(rnd() * 1e9)}` : 'bad key\u00e9';
  }
  return { method: method.toUpperCase(), url: `${doc.servers[0].url}${url}${query.length ? `?${query.join('&')}` : ''}`, headers, payload };
}

type AjvIssue = { instancePath: string; message?: string; params?: object };
type Validate = ((data: unknown) => boolean) & { errors?: AjvIssue[] | null };
/**
 * Checks answers as they are: no coercion, no defaults, unknown fields kept (the document's
 * schemas say where they are allowed); keywords of OpenAPI only (nullable, format: binary,
 * x-content-types) are not refused.
 */
const compileAnswer = AjvCompiler()({}, {
  customOptions: { coerceTypes: false, useDefaults: false, removeAdditional: false, allErrors: true, strict: false, logger: false },
}) as unknown as (input: { schema: object; method: string; url: string; httpPart: string }) => Validate;
const answerValidators = new WeakMap<object, Validate>();

/** Where a JSON answer breaks the schema documented for its status, or null. */
function schemaProblem(schema: object | undefined, body: unknown): string | null {
  if (!schema) return null;
  let validate = answerValidators.get(schema);
  if (!validate) {
    validate = compileAnswer({ schema, method: 'GET', url: '/', httpPart: 'response' });
    answerValidators.set(schema, validate);
  }
  if (validate(body)) return null;
  const issues = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params ?? {})}`);
  return `the body does not match the documented schema: ${issues.join('; ')}`;
}

/** What is wrong with an answer against the operation's document, or null. */
function problemOf(op: Operation, res: LightMyRequestResponse): string | null {
  const documented = op.responses[String(res.statusCode)];
  if (!documented) return `status ${res.statusCode} is not documented (documented: ${Object.keys(op.responses).join(', ')}); body ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500 && res.statusCode !== 502 && res.statusCode !== 503 && res.statusCode !== 504) return `status ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (res.statusCode === 204) return res.body === '' ? null : 'a 204 with a body';
  const type = String(res.headers['content-type'] ?? '').split(';')[0].trim();
  const types = Object.keys(documented.content ?? {});
  if (!types.includes(type) && !types.includes('*/*')) return `content type "${type}" for ${res.statusCode} is not documented (documented: ${types.join(', ')})`;
  if (type === 'application/json') {
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return 'a JSON answer that does not parse';
    }
    return schemaProblem(documented.content?.['application/json']?.schema, body);
  }
  return null;
}

describe.each(['/api/openapi.json', '/campaign-api/openapi.json'])('%s matches what the routes answer', (docUrl) => {
  it('for generated requests: every status and content type is documented, and no undocumented 5xx', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: docUrl })).json() as Document;
    // FUZZ_SEED runs another sequence (for a longer local fuzz); CI runs the fixed one.
    const rnd = createRng(Number(process.env.FUZZ_SEED ?? 0) + docUrl.length * 7919).next;
    const problems: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        for (let i = 0; i < 40; i++) {
          const who: Who = (['guest', 'owner', 'owner', 'staff'] as const)[i % 4];
          const bad = (['none', 'none', 'path', 'query', 'body'] as const)[i % 5];
          const req = request(doc, path, method, op, rnd, bad);
          const actor = await actorFor(who, path);
          const res = await t.app.inject({ method: req.method as 'GET', url: req.url, headers: { ...authHeaders(doc, actor), ...req.headers }, payload: req.payload });
          sent += 1;
          const problem = problemOf(op, res);
          if (problem) problems.push(`${req.method} ${req.url.slice(0, 120)} as ${who}: ${problem}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(600);
    expect([...new Set(problems)].slice(0, 30)).toEqual([]);
  });

  it('every numeric parameter refuses NaN and ±Infinity with a 400 naming it, for a request otherwise well-formed', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: docUrl })).json() as Document;
    // Always the first choice: real ids, the least numbers, every other parameter well-formed.
    const first = () => 0;
    const answers: string[] = [];
    const expected: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const numeric = (op.parameters ?? []).filter((p): p is Parameter & Pick<Pinned, 'in'> => (p.in === 'path' || p.in === 'query') && isNumeric(p.schema));
        for (const param of numeric) {
          for (const value of NON_FINITE) {
            const req = request(doc, path, method, op, first, 'none', { in: param.in, name: param.name, value });
            // The seller routes answer only a member of a seller account: the owner is one.
            const actor = path.startsWith('/seller/') ? owner : staff;
            const res = await t.app.inject({ method: req.method as 'GET', url: req.url, headers: { ...authHeaders(doc, actor), ...req.headers }, payload: req.payload });
            const json = String(res.headers['content-type']).startsWith('application/json') ? (res.json() as { fields?: unknown }) : null;
            answers.push(`${method.toUpperCase()} ${path} ${param.name}=${value}: ${res.statusCode} ${JSON.stringify(json?.fields ?? json ?? res.body).slice(0, 150)}`);
            expected.push(`${method.toUpperCase()} ${path} ${param.name}=${value}: 400 ${JSON.stringify({ [param.name]: 'must be a finite number' })}`);
          }
        }
      }
    }
    expect(expected.length).toBeGreaterThanOrEqual(NON_FINITE.length * (docUrl.startsWith('/api') ? 17 : 2));
    expect(answers).toEqual(expected);
  });

  it('documents the Idempotency-Key header where a route honours it, and the CSV and file types', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: docUrl })).json() as Document;
    const withKey = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops)
      .filter(([, op]) => op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'))
      .map(([method]) => `${method.toUpperCase()} ${path}`));
    if (docUrl.startsWith('/api')) {
      expect(withKey).toEqual(['POST /bag']);
    } else {
      expect(withKey.sort()).toEqual(['POST /campaigns/bag', 'POST /campaigns/brief']);
      expect(Object.keys(doc.paths['/campaigns/{id}/report'].get.responses['200'].content ?? {})).toEqual(['application/json', 'text/csv']);
      expect(Object.keys(doc.paths['/campaigns/{id}/report/rows.csv'].post.requestBody?.content ?? {})).toContain('text/csv');
      expect(Object.keys(doc.paths['/campaigns/{id}/uploads/{uploadId}'].get.responses['200'].content ?? {})).toContain('application/pdf');
      expect(Object.keys(doc.paths['/campaigns/{id}/uploads'].post.requestBody?.content ?? {})).toContain('application/octet-stream');
    }
  });
});
