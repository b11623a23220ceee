import { DEFAULT_THEME } from 'shared-domain';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { nextIp, outbox } from '../../test/support/otp-test-helpers';
import { makeOrganization } from '../../test/support/organization.fixtures';

let t: TestApp;
let staff: Actor;
let advertiser: Actor;
let clock = Date.parse('2026-03-01T06:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp({ env: { SALES_EMAIL: 'Sales@Example.com', LEAD_RATE_LIMIT: '3', LEAD_RATE_WINDOW_MINUTES: '60' } });
  staff = await makeUser(t.db, 'Sales Staff', 'sales');
  advertiser = await makeUser(t.db, 'Ad Buyer');
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  // An hour apart: every test starts outside the previous one's dedupe window.
  clock += 60 * 60_000;
  t.setNow(new Date(clock));
});

type Res<T = Record<string, unknown>> = { status: number; body: T & { error?: string; message?: string }; headers: Record<string, unknown>; text: string };

async function req<T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PATCH', url: string, o: { body?: unknown; who?: Actor | null; ip?: string } = {}): Promise<Res<T>> {
  const res = await t.app.inject({
    method, url, remoteAddress: o.ip ?? nextIp(),
    headers: o.who ? { 'x-access-token': o.who.token } : {},
    ...(o.body !== undefined ? { payload: o.body as object } : {}),
  });
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, body: (isJson && res.body ? res.json() : {}) as Res<T>['body'], headers: res.headers, text: res.body };
}

let n = 0;
/** A valid lead, different from every other one the file sends. */
function lead(more: Record<string, unknown> = {}) {
  n += 1;
  return { name: `Asha Rao ${n}`, email: `asha${n}@example.com`, phone: '98765 43210', budget: 250000, adTimeLine: 'Within a month', requirements: 'Radio in Pune', source: '/contact-us', ...more };
}

type LeadList = { leads: Array<Record<string, unknown> & { _id: string; status: string }>; total: number; page: number; pageSize: number; sources: string[]; utmSources: string[] };
const count = async () => Number((await t.db.selectFrom('leads').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /api/leads', () => {
  it('stores a guest lead, normalised, with its page and utm, and mails sales', async () => {
    const before = (await outbox(t, 'sales@example.com')).length;
    const res = await req<{ _id: string }>('POST', '/api/leads', { body: lead({ email: 'Guest@Example.COM', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'radio' }) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ _id: expect.any(String) });
    const row = await t.db.selectFrom('leads').selectAll().where('id', '=', res.body._id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'guest@example.com', phone: '+919876543210', source: '/contact-us', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'radio', user_id: null, status: 'new' });
    expect(Number(row.budget)).toBe(250000);
    const mails = await outbox(t, 'sales@example.com');
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]).toMatchObject({ channel: 'email', subject: expect.stringMatching(/^New lead: Asha Rao \d+ \(\/contact-us\)$/) });
    expect(mails[0].text).toContain('Mobile: +919876543210');
    expect(mails[0].text).toContain('Budget: ₹2,50,000');
    expect(mails[0].text).toContain(`Lead id ${res.body._id}`);
  });

  it("records the sending page from the Referer when the body names no source, and takes the advertiser's own timeline", async () => {
    const { source: _omit, ...body } = lead({ adTimeLine: 'Before Diwali' });
    const res = await t.app.inject({ method: 'POST', url: '/api/leads', remoteAddress: nextIp(), headers: { referer: 'https://mediamart.example/lp/radio-advertising?utm_source=google' }, payload: body });
    expect(res.statusCode).toBe(201);
    const row = await t.db.selectFrom('leads').select(['source', 'ad_time_line']).where('id', '=', res.json()._id).executeTakeFirstOrThrow();
    expect(row).toEqual({ source: '/lp/radio-advertising', ad_time_line: 'Before Diwali' });

    const { source: _none, ...noReferer } = lead();
    const bare = await req<{ _id: string }>('POST', '/api/leads', { body: noReferer });
    expect(bare.status).toBe(201);
    expect((await t.db.selectFrom('leads').select('source').where('id', '=', bare.body._id).executeTakeFirstOrThrow()).source).toBe('');
  });

  it('records the signed-in user', async () => {
    const res = await req<{ _id: string }>('POST', '/api/leads', { body: lead(), who: advertiser });
    expect(res.status).toBe(201);
    const row = await t.db.selectFrom('leads').select('user_id').where('id', '=', res.body._id).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(advertiser.id);
  });

  it('answers a repeat within 10 minutes with the same id and stores nothing; later it is a new lead', async () => {
    const body = lead();
    const first = await req<{ _id: string }>('POST', '/api/leads', { body });
    const mails = (await outbox(t, 'sales@example.com')).length;
    const rows = await count();
    t.setNow(new Date(clock + 9 * 60_000));
    const again = await req<{ _id: string }>('POST', '/api/leads', { body: { ...body, phone: '+919876543210', source: '/lp/radio-advertising' } });
    expect(again.status).toBe(201);
    expect(again.body._id).toBe(first.body._id);
    expect(await count()).toBe(rows);
    expect(await outbox(t, 'sales@example.com')).toHaveLength(mails);
    const changed = await req<{ _id: string }>('POST', '/api/leads', { body: { ...body, requirements: 'Radio and outdoor' } });
    expect(changed.body._id).not.toBe(first.body._id);
    t.setNow(new Date(clock + 11 * 60_000));
    const later = await req<{ _id: string }>('POST', '/api/leads', { body });
    expect(later.status).toBe(201);
    expect(later.body._id).not.toBe(first.body._id);
    expect(await count()).toBe(rows + 2);
  });

  it('makes two identical leads at the same moment one', async () => {
    const body = lead();
    const rows = await count();
    const [a, b] = await Promise.all([req<{ _id: string }>('POST', '/api/leads', { body }), req<{ _id: string }>('POST', '/api/leads', { body })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body._id).toBe(b.body._id);
    expect(await count()).toBe(rows + 1);
  });

  it.each([
    [{ phone: '5876543210' }, /^phone: Enter a valid 10-digit Indian mobile number/],
    [{ email: 'not-an-email' }, /^email: Enter a valid e-mail address/],
    [{ budget: 0 }, /^budget: Budget must be at least 1/],
    [{ budget: 10.5 }, /^budget: Budget must be a whole number/],
    [{ budget: 1_000_000_001 }, /^budget: Budget must be at most/],
    [{ name: 'a'.repeat(101) }, /^name: Name can be at most 100 characters/],
    [{ adTimeLine: 'x'.repeat(101) }, /^adTimeLine: When to start can be at most 100 characters/],
    [{ source: 'nowhere' }, /^source: /],
    [{ name: ' ' }, /^name: Enter your name/],
    [{ extra: 1 }, /unknown field "extra"/],
    [{ budget: '5000' }, /budget/],
  ])('refuses %p with 400 naming the field, storing and mailing nothing', async (bad, message) => {
    const rows = await count();
    const mails = (await outbox(t, 'sales@example.com')).length;
    const res = await req('POST', '/api/leads', { body: lead(bad) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('bad_request');
    expect(res.body.message).toMatch(message);
    expect(await count()).toBe(rows);
    expect(await outbox(t, 'sales@example.com')).toHaveLength(mails);
  });

  it('limits leads per client address (429 with Retry-After)', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 3; i++) expect((await req('POST', '/api/leads', { body: lead(), ip })).status).toBe(201);
    const rows = await count();
    const refused = await req('POST', '/api/leads', { body: lead(), ip });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many leads/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count()).toBe(rows);
    expect((await req('POST', '/api/leads', { body: lead(), ip: '203.0.113.8' })).status).toBe(201);
  });
});

describe('POST /api/leads/form (the Contact Us form without script)', () => {
  const post = (fields: Record<string, string>, o: { ip?: string; referer?: string; type?: string } = {}) => t.app.inject({
    method: 'POST', url: '/api/leads/form', remoteAddress: o.ip ?? nextIp(),
    headers: { 'content-type': o.type ?? 'application/x-www-form-urlencoded', ...(o.referer ? { referer: o.referer } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
  const form = () => {
    const l = lead();
    return { name: l.name, email: l.email, phone: l.phone, budget: '2,50,000', adTimeLine: 'Within a month', requirements: 'Radio & outdoor <Pune>', source: '/contact-us' };
  };

  it('stores the lead as POST /api/leads does and answers the thank-you page', async () => {
    const before = (await outbox(t, 'sales@example.com')).length;
    const fields = form();
    const res = await post(fields, { referer: 'http://mediamart.example/contact-us?utm_source=e2e&utm_medium=form' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(`<h1>Thank you, ${fields.name}. We have your request.</h1>`);
    // A plain page of the site: its name linking home, in its colour.
    expect(res.body).toContain('<header><a href="/">MediaMart</a></header>');
    expect(res.body).toContain(`background: ${DEFAULT_THEME.primary}`);
    expect(res.body).toContain('<a href="/">Back to the home page</a>');
    const row = await t.db.selectFrom('leads').selectAll().where('email', '=', fields.email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: fields.name, phone: '+919876543210', ad_time_line: 'Within a month', requirements: 'Radio & outdoor <Pune>', source: '/contact-us', utm_source: 'e2e', utm_medium: 'form', user_id: null });
    expect(Number(row.budget)).toBe(250000);
    expect(await outbox(t, 'sales@example.com')).toHaveLength(before + 1);
    // Sent again (a reload of the answer): the same lead, not a second one.
    expect((await post(fields)).statusCode).toBe(200);
    expect(await t.db.selectFrom('leads').select('id').where('email', '=', fields.email).execute()).toHaveLength(1);
  });

  it("on an organisation's host: its name and colour, and the lead is tagged with it", async () => {
    const org = await makeOrganization(t.db, { name: 'Acme Media', hostnames: ['media.acme-leadform.in'] });
    const fields = form();
    const res = await t.app.inject({
      method: 'POST', url: '/api/leads/form', remoteAddress: nextIp(),
      headers: { host: 'media.acme-leadform.in', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<header><a href="/">Acme Media</a></header>');
    expect(res.body).toContain('<title>Thank you | Acme Media</title>');
    expect(res.body).toContain('background: #0a3d62');
    expect(res.body).not.toContain('MediaMart');
    const row = await t.db.selectFrom('leads').select('organization_id').where('email', '=', fields.email).executeTakeFirstOrThrow();
    expect(row.organization_id).toBe(org._org);
  });

  it('answers bad input with the form again: each error, the values as entered (escaped), nothing stored', async () => {
    const rows = await count();
    const res = await post({ ...form(), name: '<script>x</script>', email: 'not-an-email', phone: '12345', budget: 'lots' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Nothing was sent yet');
    expect(res.body).toContain('Enter a valid e-mail address');
    expect(res.body).toMatch(/id="lead-phone-error">Enter a valid 10-digit Indian mobile number/);
    expect(res.body).toContain('aria-invalid="true" aria-describedby="lead-email-error"');
    expect(res.body).toContain('value="not-an-email"');
    expect(res.body).toContain('value="&lt;script&gt;x&lt;/script&gt;"');
    expect(res.body).not.toContain('<script>x');
    expect(res.body).toContain('<option value="Within a month" selected>');
    expect(res.body).toContain('method="post" action="/api/leads/form"');
    expect(await count()).toBe(rows);
  });

  it('takes only a form post, and counts against the same limit as POST /api/leads', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/leads/form', remoteAddress: nextIp(), payload: form() });
    expect(json.statusCode).toBe(415);
    expect(json.headers['content-type']).toMatch(/^text\/html/);
    const ip = '203.0.113.9';
    for (let i = 0; i < 3; i++) expect((await req('POST', '/api/leads', { body: lead(), ip })).status).toBe(201);
    const rows = await count();
    const refused = await post(form(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toMatch(/Too many leads sent from this address\. Try again in \d+ minutes?\./);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count()).toBe(rows);
  });
});

describe('staff inbox', () => {
  it('is staff only: 401 for guests, 403 for others', async () => {
    for (const url of ['/api/leads', '/api/leads.csv']) {
      expect((await req('GET', url)).status).toBe(401);
      expect((await req('GET', url, { who: advertiser })).status).toBe(403);
    }
    expect((await req('PATCH', '/api/leads/x', { body: { note: 'x' } })).status).toBe(401);
    expect((await req('PATCH', '/api/leads/x', { body: { note: 'x' }, who: advertiser })).status).toBe(403);
  });

  it('lists with filters and paging, newest first', async () => {
    const tag = `f${Date.now()}`;
    const a = await req<{ _id: string }>('POST', '/api/leads', { body: lead({ name: 'Filter One', source: '/lp/radio-advertising', utm_source: tag }) });
    clock += 60_000; t.setNow(new Date(clock));
    const b = await req<{ _id: string }>('POST', '/api/leads', { body: lead({ name: 'Filter Two', email: 'two.filter@example.com', phone: '9123456780', source: 'lead-magnet:radio', utm_source: tag }) });
    const byUtm = await req<LeadList>('GET', `/api/leads?utm_source=${tag}`, { who: staff });
    expect(byUtm.status).toBe(200);
    expect(byUtm.body.leads.map((l) => l._id)).toEqual([b.body._id, a.body._id]);
    expect(byUtm.body.total).toBe(2);
    expect(byUtm.body.utmSources).toContain(tag);
    expect(byUtm.body.sources).toEqual(expect.arrayContaining(['/lp/radio-advertising', 'lead-magnet:radio']));
    const bySource = await req<LeadList>('GET', `/api/leads?utm_source=${tag}&source=${encodeURIComponent('lead-magnet:radio')}`, { who: staff });
    expect(bySource.body.leads.map((l) => l._id)).toEqual([b.body._id]);
    const paged = await req<LeadList>('GET', `/api/leads?utm_source=${tag}&page=2&pageSize=1`, { who: staff });
    expect(paged.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.leads.map((l) => l._id)).toEqual([a.body._id]);
    for (const q of ['filter two', 'TWO.FILTER@', '91234 5678']) {
      const found = await req<LeadList>('GET', `/api/leads?utm_source=${tag}&q=${encodeURIComponent(q)}`, { who: staff });
      expect(found.body.leads.map((l) => l._id)).toEqual([b.body._id]);
    }
    const percent = await req<LeadList>('GET', `/api/leads?utm_source=${tag}&q=%25`, { who: staff });
    expect(percent.body.total).toBe(0);
    const status = await req<LeadList>('GET', `/api/leads?utm_source=${tag}&status=won`, { who: staff });
    expect(status.body.total).toBe(0);
  });

  it('filters by India Standard Time days', async () => {
    const tag = `d${Date.now()}`;
    // 2026-06-10 20:00 UTC is 2026-06-11 01:30 in India.
    t.setNow(new Date('2026-06-10T20:00:00.000Z'));
    const late = await req<{ _id: string }>('POST', '/api/leads', { body: lead({ utm_source: tag }) });
    const day = async (from: string, to: string) => (await req<LeadList>('GET', `/api/leads?utm_source=${tag}&from=${from}&to=${to}`, { who: staff })).body.leads.map((l) => l._id);
    expect(await day('2026-06-11', '2026-06-11')).toEqual([late.body._id]);
    expect(await day('2026-06-10', '2026-06-10')).toEqual([]);
    const bad = await req('GET', '/api/leads?from=2026-06-12&to=2026-06-11', { who: staff });
    expect(bad.status).toBe(400);
    expect((await req('GET', '/api/leads?from=11-06-2026', { who: staff })).status).toBe(400);
    expect((await req('GET', '/api/leads?status=open', { who: staff })).status).toBe(400);
  });

  it('exports the filtered leads as CSV, formulas defused', async () => {
    const tag = `c${Date.now()}`;
    await req('POST', '/api/leads', { body: lead({ name: '=HYPERLINK("http://x","y")', requirements: 'line one\nline "two", three', utm_source: tag }) });
    const res = await req('GET', `/api/leads.csv?utm_source=${tag}`, { who: staff });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^id,created_at,status,name,email,phone,budget/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(lines[1]).toContain("'+919876543210");
    expect(lines[1]).toContain('"line one\nline ""two"", three"');
  });

  it('changes status along allowed steps, note and assignee; refuses the rest', async () => {
    const { body: { _id } } = await req<{ _id: string }>('POST', '/api/leads', { body: lead() });
    const patch = (body: unknown, who: Actor = staff, id = _id) => req<{ lead: Record<string, unknown> }>('PATCH', `/api/leads/${id}`, { body, who });
    const skipped = await patch({ status: 'won' });
    expect(skipped.status).toBe(400);
    expect(skipped.body.message).toBe('status: A new lead can move only to contacted or lost');
    const contacted = await patch({ status: 'contacted', note: 'Called on Monday', assignee: 'Priya' });
    expect(contacted.status).toBe(200);
    expect(contacted.body.lead).toMatchObject({ _id, status: 'contacted', note: 'Called on Monday', assignee: 'Priya' });
    expect((await patch({ note: 'a'.repeat(2001) })).status).toBe(400);
    expect((await patch({ assignee: 'two\nlines' })).status).toBe(400);
    expect((await patch({})).status).toBe(400);
    expect((await patch({ status: 'bogus' })).status).toBe(400);
    // A refused change with a good note changes nothing, the note included.
    expect((await patch({ status: 'new', note: 'changed' })).status).toBe(400);
    const row = await t.db.selectFrom('leads').selectAll().where('id', '=', _id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'contacted', note: 'Called on Monday', assignee: 'Priya' });
    expect((await patch({ status: 'qualified' })).body.lead).toMatchObject({ status: 'qualified', note: 'Called on Monday' });
    expect((await patch({ status: 'won' })).body.lead).toMatchObject({ status: 'won' });
    expect((await patch({ status: 'lost' })).body.message).toBe('status: A won lead is closed; its status cannot change');
    const missing = await patch({ note: 'x' }, staff, 'no-such-lead');
    expect(missing.status).toBe(404);
    const listed = await req<LeadList>('GET', `/api/leads?q=${encodeURIComponent(String(row.email))}`, { who: staff });
    expect(listed.body.leads[0]).toMatchObject({ _id, status: 'won', assignee: 'Priya' });
  });
});

describe('a notification that cannot be sent', () => {
  it('still keeps the lead and answers 201', async () => {
    const other = await createTestApp({ env: { OTP_DELIVERY: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const res = await other.app.inject({ method: 'POST', url: '/api/leads', payload: lead(), remoteAddress: nextIp() });
      expect(res.statusCode).toBe(201);
      const id = (res.json() as { _id: string })._id;
      expect(await other.db.selectFrom('leads').select('id').where('id', '=', id).executeTakeFirst()).toEqual({ id });
    } finally {
      await other.close();
    }
  });
});
