/**
 * POST /api/events (all or none, sendBeacon's text/plain, the body's token), the staff
 * summary's exact numbers, PUT /api/user/preferences and the e-mail marketing relay against
 * a local receiver. Runs on SQLite and on PostgreSQL.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { nextIp } from '../../test/support/otp-test-helpers';

type Received = { body: { email: string; event_name: string; event_properties: { url: string } }; key: string | undefined };

/** A stand-in e-mail marketing service that records what `/addEvent` receives. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => { text += chunk.toString('utf8'); });
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/addEvent') received.push({ body: JSON.parse(text) as Received['body'], key: req.headers['x-api-key'] as string | undefined });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const NOW = new Date('2025-04-10T12:00:00.000Z');
let session = 0;
const sid = () => `session-${(session += 1).toString().padStart(4, '0')}`;
const at = (day: string, time = '10:00:00.000') => `${day}T${time}Z`;

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let t: TestApp;
let staff: Actor;
let buyer: Actor;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({ env: { EMAIL_MARKETING_URL: receiver.url, EMAIL_MARKETING_KEY: 'test-key-123', EVENTS_RATE_LIMIT: '5' } });
  t.setNow(NOW);
  staff = await makeUser(t.db, 'Meera Analyst', 'admin');
  buyer = await makeUser(t.db, 'Kiran Buyer');
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function post(body: unknown, options: { token?: string; contentType?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': options.contentType ?? 'application/json' };
  if (options.token) headers['x-access-token'] = options.token;
  const res = await t.app.inject({ method: 'POST', url: '/api/events', headers, payload: typeof body === 'string' ? body : JSON.stringify(body), remoteAddress: options.ip ?? nextIp() });
  return { status: res.statusCode, body: res.json() as { accepted?: number; error?: string; message?: string } };
}

async function storedCount(): Promise<number> {
  const row = await t.db.selectFrom('events').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function waitFor(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('POST /api/events', () => {
  it('stores a good batch and answers 202', async () => {
    const before = await storedCount();
    const s = sid();
    const res = await post({ events: [
      { type: 'pageview', at: at('2025-04-10', '11:59:00.000'), sessionId: s, path: '/about', referrer: 'https://www.google.com/', utm_source: 'google' },
      { type: 'click', at: at('2025-04-10', '11:59:01.000'), sessionId: s, path: '/about', label: 'Contact us' },
      { type: 'time_spent', at: at('2025-04-10', '11:59:10.000'), sessionId: s, path: '/about', seconds: 10 },
    ] });
    expect(res).toEqual({ status: 202, body: { accepted: 3 } });
    expect(await storedCount()).toBe(before + 3);
    const rows = await t.db.selectFrom('events').selectAll().where('session_id', '=', s).orderBy('at').execute();
    expect(rows.map((r) => [r.type, r.path, r.label, r.seconds, r.utm_source, r.user_id, r.received_at])).toEqual([
      ['pageview', '/about', null, null, 'google', null, NOW.toISOString()],
      ['click', '/about', 'Contact us', null, null, null, NOW.toISOString()],
      ['time_spent', '/about', null, 10, null, null, NOW.toISOString()],
    ]);
  });

  it('refuses a batch with one bad event with 400 naming it, and stores none of it', async () => {
    const before = await storedCount();
    const s = sid();
    const good = { type: 'pageview', at: at('2025-04-10', '11:00:00.000'), sessionId: s, path: '/' };
    for (const [bad, message] of [
      [{ ...good, type: 'time_spent', seconds: 15 }, 'events[2].seconds must be one of 10, 20, …, 120'],
      [{ ...good, at: '2025-04-10T12:06:00.000Z' }, 'events[2].at is more than 5 minutes in the future'],
      [{ ...good, email: 'someone@example.com' }, 'events[2].email is not a field of a pageview event'],
    ] as const) {
      const res = await post({ events: [good, good, bad] });
      expect(res).toEqual({ status: 400, body: { error: 'bad_request', message } });
    }
    const tooMany = await post({ events: Array(51).fill(good) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('events may hold at most 50 events (got 51)');
    expect(await storedCount()).toBe(before);
  });

  it('takes a sendBeacon body (text/plain JSON) and the token inside it', async () => {
    const s = sid();
    const res = await post(JSON.stringify({ token: buyer.token, events: [{ type: 'action', name: 'add_to_bag', at: at('2025-04-10', '11:30:00.000'), sessionId: s, path: '/newspaper' }] }), { contentType: 'text/plain;charset=UTF-8' });
    expect(res).toEqual({ status: 202, body: { accepted: 1 } });
    const row = await t.db.selectFrom('events').selectAll().where('session_id', '=', s).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'action', action: 'add_to_bag', user_id: buyer.id });
    const notJson = await post('events=1', { contentType: 'text/plain' });
    expect(notJson).toEqual({ status: 400, body: { error: 'bad_request', message: 'The body must be JSON: { "events": [...] }' } });
  });

  it('treats an unknown token as a guest', async () => {
    const s = sid();
    expect((await post({ token: 'not-a-token', events: [{ type: 'pageview', at: at('2025-04-10'), sessionId: s, path: '/' }] })).status).toBe(202);
    expect((await t.db.selectFrom('events').select('user_id').where('session_id', '=', s).executeTakeFirstOrThrow()).user_id).toBeNull();
  });

  it('limits batches per client address', async () => {
    const ip = nextIp();
    const batch = { events: [{ type: 'pageview', at: at('2025-04-10'), sessionId: sid(), path: '/' }] };
    for (let i = 0; i < 5; i++) expect((await post(batch, { ip })).status).toBe(202);
    const refused = await post(batch, { ip });
    expect(refused.status).toBe(429);
    expect((await post(batch)).status).toBe(202);
  });
});

describe('GET /api/analytics/summary', () => {
  const summary = (actor: Actor | null, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/analytics/summary${query}`, headers: actor ? { 'x-access-token': actor.token } : {} });

  it('is for staff only', async () => {
    expect((await summary(null, '')).statusCode).toBe(401);
    const other = await summary(buyer, '');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: 'forbidden', message: 'Only staff can see the analytics' });
  });

  it('refuses a bad range', async () => {
    expect((await summary(staff, '?from=2025-04-09&to=2025-04-01')).json()).toEqual({ error: 'bad_request', message: 'from must not be after to' });
    expect((await summary(staff, '?from=2025-02-30')).json()).toEqual({ error: 'bad_request', message: 'from must be a real date, YYYY-MM-DD' });
    expect((await summary(staff, '?from=yesterday')).statusCode).toBe(400);
  });

  it('counts page views per route per day, sources by session and the ordered funnel exactly', async () => {
    // Days of their own (2025-04-09 and -10 are used above), within 24 h of the clock.
    t.setNow(new Date('2025-04-20T20:00:00.000Z'));
    const [a, b, c, d] = [sid(), sid(), sid(), sid()];
    const day1 = '2025-04-19';
    const day2 = '2025-04-20';
    const ev = (sessionId: string, type: string, day: string, time: string, more: Record<string, unknown>) => ({ type, sessionId, at: at(day, time), ...more });
    const res = await post({ events: [
      // a: google, views two newspapers and a radio page, whole funnel
      ev(a, 'pageview', day1, '21:00:00.000', { path: '/newspaper/times-of-india', utm_source: 'google', utm_medium: 'cpc' }),
      ev(a, 'pageview', day1, '21:01:00.000', { path: '/newspaper/the-hindu/', utm_source: 'google' }),
      ev(a, 'action', day1, '21:02:00.000', { path: '/newspaper/the-hindu', name: 'add_to_bag', utm_source: 'google' }),
      ev(a, 'action', day1, '21:03:00.000', { path: '/bag', name: 'save_campaign', utm_source: 'google' }),
      ev(a, 'action', day1, '21:04:00.000', { path: '/contact-us', name: 'lead', utm_source: 'google' }),
      ev(a, 'pageview', day2, '10:00:00.000', { path: '/radio', utm_source: 'google' }),
      // b: google, adds to bag twice, no save
      ev(b, 'pageview', day2, '10:00:00.000', { path: '/radio', utm_source: 'google' }),
      ev(b, 'action', day2, '10:01:00.000', { path: '/radio', name: 'add_to_bag', utm_source: 'google' }),
      ev(b, 'action', day2, '10:02:00.000', { path: '/radio', name: 'add_to_bag', utm_source: 'google' }),
      // c: direct, a lead without the bag steps, an unknown page
      ev(c, 'pageview', day2, '11:00:00.000', { path: '/no-such-page' }),
      ev(c, 'action', day2, '11:01:00.000', { path: '/contact-us', name: 'lead' }),
      // d: newsletter, a click only besides its view
      ev(d, 'pageview', day2, '12:00:00.000', { path: '/', utm_source: 'newsletter' }),
      ev(d, 'click', day2, '12:00:05.000', { path: '/', label: 'Plan a campaign', utm_source: 'newsletter' }),
    ] });
    expect(res.status).toBe(202);
    const answer = await summary(staff, `?from=${day1}&to=${day2}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      from: day1,
      to: day2,
      pageViews: [
        { route: '/newspaper/:slug', day: day1, views: 2 },
        { route: '/radio', day: day2, views: 2 },
        { route: '(not found)', day: day2, views: 1 },
        { route: '/', day: day2, views: 1 },
      ],
      utmSources: [
        { source: 'google', sessions: 2, views: 4 },
        { source: '(direct)', sessions: 1, views: 1 },
        { source: 'newsletter', sessions: 1, views: 1 },
      ],
      funnel: [
        { step: 'view', sessions: 4, fromPrevious: null },
        { step: 'add_to_bag', sessions: 2, fromPrevious: 50 },
        { step: 'save_campaign', sessions: 1, fromPrevious: 50 },
        { step: 'lead', sessions: 1, fromPrevious: 100 },
      ],
    });
    // One day only, and a range before any event.
    const second = (await summary(staff, `?from=${day2}&to=${day2}`)).json() as { pageViews: unknown[]; funnel: Array<{ sessions: number }> };
    expect(second.pageViews).toHaveLength(3);
    expect(second.funnel.map((f) => f.sessions)).toEqual([4, 1, 0, 0]);
    const empty = (await summary(staff, '?from=2024-01-01&to=2024-01-31')).json();
    expect(empty).toEqual({ from: '2024-01-01', to: '2024-01-31', pageViews: [], utmSources: [], funnel: [
      { step: 'view', sessions: 0, fromPrevious: null }, { step: 'add_to_bag', sessions: 0, fromPrevious: null },
      { step: 'save_campaign', sessions: 0, fromPrevious: null }, { step: 'lead', sessions: 0, fromPrevious: null },
    ] });
    t.setNow(NOW);
  });
});

describe('marketing e-mail choice and relay', () => {
  const prefs = (actor: Actor | null, body: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/user/preferences', headers: actor ? { 'x-access-token': actor.token } : {}, payload: body as object });
  const me = async (actor: Actor) => (await t.app.inject({ method: 'POST', url: '/api/authenticate/me', headers: { 'x-access-token': actor.token } })).json() as { user: { marketingOptOut: boolean } };
  const pageview = (path: string) => ({ events: [{ type: 'pageview', at: at('2025-04-10', '11:59:30.000'), sessionId: sid(), path }] });

  it('sets and shows the choice; needs sign-in and a boolean', async () => {
    const person = await makeUser(t.db, 'Opt Person');
    expect((await me(person)).user.marketingOptOut).toBe(false);
    expect((await prefs(null, { marketingOptOut: true })).statusCode).toBe(401);
    expect((await prefs(person, { marketingOptOut: 'yes' })).statusCode).toBe(400);
    const res = await prefs(person, { marketingOptOut: true });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { user: { marketingOptOut: boolean } }).user.marketingOptOut).toBe(true);
    expect((await me(person)).user.marketingOptOut).toBe(true);
    expect(((await prefs(person, { marketingOptOut: false })).json() as { user: { marketingOptOut: boolean } }).user.marketingOptOut).toBe(false);
  });

  it('relays a signed-in page view with the key, and nothing for guests or people who opted out', async () => {
    const optedOut = await makeUser(t.db, 'Quiet Person');
    expect((await prefs(optedOut, { marketingOptOut: true })).statusCode).toBe(200);
    const relayed = await makeUser(t.db, 'Relayed Person');
    receiver.received.length = 0;
    expect((await post(pageview('/about'), { token: optedOut.token })).status).toBe(202);
    expect((await post(pageview('/clients'))).status).toBe(202);
    // Only page views are relayed; the beacon's token counts as the header's.
    expect((await post({ events: [{ type: 'click', at: at('2025-04-10'), sessionId: sid(), path: '/', label: 'x' }] }, { token: relayed.token })).status).toBe(202);
    expect((await post(JSON.stringify({ ...pageview('/newspaper/times-of-india'), token: relayed.token }), { contentType: 'text/plain' })).status).toBe(202);
    await waitFor(() => receiver.received.length >= 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.received).toEqual([{
      key: 'test-key-123',
      body: { email: relayed.email, event_name: 'pageview', event_properties: { url: 'http://localhost:80/newspaper/times-of-india' } },
    }]);
  });

  it('answers 202 even when the service is down', async () => {
    const down = await createTestApp({ env: { EMAIL_MARKETING_URL: 'http://127.0.0.1:9', EMAIL_MARKETING_TIMEOUT_MS: '500' } });
    try {
      const person = await makeUser(down.db, 'Down Person');
      const res = await down.app.inject({ method: 'POST', url: '/api/events', headers: { 'x-access-token': person.token }, payload: { events: [{ type: 'pageview', at: new Date().toISOString(), sessionId: sid(), path: '/' }] } });
      expect(res.statusCode).toBe(202);
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      await down.close();
    }
  });

  it('sends nothing when EMAIL_MARKETING_URL is unset', async () => {
    const off = await createTestApp();
    try {
      const person = await makeUser(off.db, 'Off Person');
      receiver.received.length = 0;
      const res = await off.app.inject({ method: 'POST', url: '/api/events', headers: { 'x-access-token': person.token }, payload: { events: [{ type: 'pageview', at: new Date().toISOString(), sessionId: sid(), path: '/' }] } });
      expect(res.statusCode).toBe(202);
      // The configured app relays a page view now: when it arrives, the unset one had its chance.
      const relayed = await makeUser(t.db, 'Later Person');
      await post(pageview('/press'), { token: relayed.token });
      await waitFor(() => receiver.received.length >= 1);
      expect(receiver.received.map((r) => r.body.email)).toEqual([relayed.email]);
    } finally {
      await off.close();
    }
  });
});
