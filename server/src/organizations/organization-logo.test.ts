import type { LightMyRequestResponse } from 'fastify';
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { makeOrganization } from '../../test/support/organization.fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { LOGO_MAX_BYTES } from './organization-logo';

/**
 * An organisation's SVG logo is untrusted markup: its shape is checked before any DOM parses it,
 * so a hostile file is refused at once and the rest of the site keeps answering (issue 30).
 */
let t: TestApp;
let staff: Actor;

beforeAll(async () => {
  t = await createTestApp();
  staff = await makeUser(t.db, 'Logo staff', 'admin');
});
afterAll(async () => {
  await t.close();
});

/** What a browser must be answered within, even for a hostile file. */
const PROMPT_MS = 2_000;

const svg = (inner: string, head = '') => `${head}<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;
const upload = (id: string, body: string) =>
  t.app.inject({ method: 'PUT', url: `/api/organizations/${id}/logo`, headers: { 'x-access-token': staff.token, 'content-type': 'image/svg+xml' }, payload: body });

type Timed = { res: LightMyRequestResponse; ms: number };
const timed = async (request: Promise<LightMyRequestResponse>, started: number): Promise<Timed> => {
  const res = await request;
  return { res, ms: Date.now() - started };
};

/** Uploads `body`, and once the upload is under way asks GET /api/health: both answers, with when each came. */
async function uploadWhileAskingHealth(id: string, body: string): Promise<{ upload: Timed; health: Timed }> {
  const started = Date.now();
  const uploading = timed(upload(id, body), started);
  await new Promise((resolve) => setImmediate(resolve));
  const health = timed(t.app.inject({ method: 'GET', url: '/api/health' }), started);
  return { upload: await uploading, health: await health };
}

describe('an SVG logo is checked for its shape before it is parsed', () => {
  it('refuses 10,000 nested groups (70 KB) with 400 within 2 s, a request sent meanwhile answers at once, and nothing changes', async () => {
    const org = await makeOrganization(t.db);
    const deep = svg(`${'<g>'.repeat(10_000)}${'</g>'.repeat(10_000)}`);
    expect(deep.length).toBeGreaterThan(70_000);
    const { upload: refused, health } = await uploadWhileAskingHealth(org._org, deep);
    expect(refused.res.statusCode).toBe(400);
    expect(refused.res.json()).toEqual({ error: 'bad_request', message: "The logo's SVG is nested too deeply (over 64 levels)" });
    expect(refused.ms).toBeLessThanOrEqual(PROMPT_MS);
    expect(health.res.statusCode).toBe(200);
    expect(health.ms).toBeLessThanOrEqual(PROMPT_MS);
    const stored = await t.app.inject({ method: 'GET', url: `/api/organizations/${org._org}`, headers: { 'x-access-token': staff.token } });
    expect(stored.json().logoUrl).toBe('');
    expect((await t.app.inject({ method: 'GET', url: `/api/organizations/${org._org}/logo` })).statusCode).toBe(404);
  });

  it.each([
    ['60,000 sibling elements (240 KB)', () => svg('<g/>'.repeat(60_000)), "The logo's SVG has too many elements (over 1,000)"],
    ['30,000 attributes on one element', () => svg(`<g${Array.from({ length: 30_000 }, (_, k) => ` a${k.toString(36)}=""`).join('')}/>`), "The logo's SVG has an element with too many attributes (over 64)"],
    ['an entity of 100 KB referenced 1,000 times (100 MB of text)', () => svg(`<text>${'&a;'.repeat(1_000)}</text>`, `<!DOCTYPE svg [<!ENTITY a "${'x'.repeat(100_000)}">]>`),
      "The logo's SVG declares entities that expand to over 2,62,144 characters"],
  ])('refuses %s with 400 within 2 s', async (_what, make, message) => {
    const org = await makeOrganization(t.db);
    const body = make();
    expect(body.length).toBeLessThanOrEqual(LOGO_MAX_BYTES);
    const { upload: refused, health } = await uploadWhileAskingHealth(org._org, body);
    expect(refused.res.json()).toEqual({ error: 'bad_request', message });
    expect(refused.res.statusCode).toBe(400);
    expect(refused.ms).toBeLessThanOrEqual(PROMPT_MS);
    expect(health.ms).toBeLessThanOrEqual(PROMPT_MS);
  });

  it('answers 100,000 sibling elements (400 KB) with 413 by the size limit, without reading them', async () => {
    const org = await makeOrganization(t.db);
    const started = Date.now();
    const res = await upload(org._org, svg('<g/>'.repeat(100_000)));
    expect(res.statusCode).toBe(413);
    expect(Date.now() - started).toBeLessThanOrEqual(PROMPT_MS);
  });

  it('takes one huge attribute (a 250 KB path) within 2 s: it costs its length, no more', async () => {
    const org = await makeOrganization(t.db);
    const path = `M0 0 ${'L1 1 '.repeat(50_000)}`;
    const started = Date.now();
    const res = await upload(org._org, svg(`<path d="${path}"/>`));
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThanOrEqual(PROMPT_MS);
    expect((await t.app.inject({ method: 'GET', url: res.json().logoUrl })).body).toContain(path.trim());
  });

  it('still takes an ordinary logo, also one with CDATA text and entities its DOCTYPE declares (as drawing programs write them)', async () => {
    const org = await makeOrganization(t.db);
    const logo = svg(
      '<title>Acme</title><g fill="#0a3d62"><circle r="4"/><text x="1" y="8"><![CDATA[Acme & Co]]></text></g>',
      '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [ <!ENTITY brand "Acme"> ]>',
    ).replace('<title>Acme</title>', '<title>&brand;</title>');
    const res = await upload(org._org, logo);
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().logoUrl });
    expect(served.body).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Acme</title><g fill="#0a3d62"><circle r="4"></circle>'
      + '<text x="1" y="8">Acme &amp; Co</text></g></svg>');
  });
});
