import { fillContentPage, SITE_NAME, type ContentPage } from 'shared-domain';
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { CONTENT_SEED } from '../seed/content-seed';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createContentRepository } from './content.repository';
import { seedContentPages } from './content.seed';

/** Content as data: the public page, staff saves with versions, restore, refusals, access. */
let t: TestApp;
const SEEDED = CONTENT_SEED.filter((p) => p.kind === 'landing' || p.url === '/about');
let staff: Actor;
let buyer: Actor;

beforeAll(async () => {
  t = await createTestApp();
  // The landing pages and /about are seeded; the other content addresses start empty, so a
  // test can save a first version of its own address.
  await seedContentPages(createContentRepository(t.db, () => new Date()), SEEDED);
  staff = await makeUser(t.db, 'Priya Content', 'ops');
  buyer = await makeUser(t.db, 'Buyer');
});
afterAll(async () => {
  await t.close();
});

const token = (who: Actor | null): Record<string, string> => (who ? { 'x-access-token': who.token } : {});
const getPage = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/content/pages?url=${encodeURIComponent(url)}`, headers });
const save = (who: Actor | null, page: unknown) => t.app.inject({ method: 'PUT', url: '/api/content/pages', headers: token(who), payload: page as object });
const versions = (who: Actor | null, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/content/versions?url=${encodeURIComponent(url)}`, headers: token(who) });

function seeded(url: string): ContentPage {
  const page = CONTENT_SEED.find((p) => p.url === url);
  if (!page) throw new Error(`no seed page ${url}`);
  return structuredClone(page) as ContentPage;
}

/** A fresh page of a content address no other test touches, saved once by staff. */
async function savedPage(url: string, title = 'Careers at MediaMart'): Promise<ContentPage> {
  const page: ContentPage = { ...seeded('/about'), url, title };
  const res = await save(staff, page);
  expect(res.statusCode).toBe(200);
  return page;
}

describe('the seed', () => {
  it('writes every seeded page once, as version 1 saved by nobody, and never overwrites an edit', async () => {
    const res = await getPage('/lp/radio-advertising');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ url: '/lp/radio-advertising', kind: 'landing', title: 'Radio Advertising: FM Stations across India', version: 1 });

    const edited = { ...seeded('/lp/radio-advertising'), title: 'Radio ads, edited' };
    expect((await save(staff, edited)).statusCode).toBe(200);
    expect(await seedContentPages(createContentRepository(t.db, () => new Date()), SEEDED)).toEqual([]);
    expect((await getPage('/lp/radio-advertising')).json().data).toMatchObject({ title: 'Radio ads, edited', version: 2 });
    const history = (await versions(staff, '/lp/radio-advertising')).json().data;
    expect(history.map((v: { version: number; savedBy: string | null }) => [v.version, v.savedBy])).toEqual([[2, 'Priya Content'], [1, null]]);
  });

  it('passes every seeded page through the same check and sanitiser (nothing changes)', async () => {
    const whole = await createTestApp();
    try {
      expect((await seedContentPages(createContentRepository(whole.db, () => new Date()))).sort()).toEqual(CONTENT_SEED.map((p) => p.url).sort());
      for (const page of CONTENT_SEED) {
        const res = await whole.app.inject({ method: 'GET', url: `/api/content/pages?url=${encodeURIComponent(page.url)}` });
        expect({ url: page.url, status: res.statusCode }).toEqual({ url: page.url, status: 200 });
        // On the product's own host the placeholder reads MediaMart.
        const filled = fillContentPage(page, SITE_NAME);
        expect(res.json().data.sections).toEqual(filled.sections);
        expect(res.json().data.faqs).toEqual(filled.faqs);
      }
    } finally {
      await whole.close();
    }
    const about = (await getPage('/about')).json().data;
    expect(about.sections).toEqual(fillContentPage(seeded('/about'), SITE_NAME).sections);
  });
});

describe('GET /api/content/pages', () => {
  it('is 404 for an address without a stored page, and 400 without url', async () => {
    const res = await getPage('/careers-nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'There is no content page at /careers-nothing' });
    expect((await t.app.inject({ method: 'GET', url: '/api/content/pages' })).statusCode).toBe(400);
  });

  it('answers 304 to a matching ETag and a new body after a save', async () => {
    await savedPage('/press', 'Press');
    const first = await getPage('/press');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect((await getPage('/press', { 'if-none-match': etag })).statusCode).toBe(304);
    await save(staff, { ...seeded('/about'), url: '/press', title: 'Press and media' });
    const after = await getPage('/press', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.title).toBe('Press and media');
  });
});

describe('PUT /api/content/pages', () => {
  it('saves a new version with trimmed texts and sanitised HTML', async () => {
    const page = { ...seeded('/about'), url: '/careers', title: '  Work with us  ', sections: [{ heading: 'Open roles', html: '<p class="x">Sales <img src="a.png">in Pune</p>' }] };
    const res = await save(staff, page);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ url: '/careers', title: 'Work with us', version: 1, sections: [{ heading: 'Open roles', html: '<p>Sales in Pune</p>' }] });
    const stored = (await getPage('/careers')).json().data;
    expect(stored.sections[0].html).toBe('<p>Sales in Pune</p>');
  });

  it('refuses script in HTML with a 400 naming the field, and saves nothing', async () => {
    const before = await savedPage('/ads', 'Advertise with us');
    const res = await save(staff, { ...before, title: 'Changed', faqs: [{ question: 'Q', answer: '<p>Hi<script>alert(1)</script></p>' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'bad_request',
      message: 'The answer to question 1 contains a <script> element; script is not allowed in page content',
      fields: { 'faqs.0.answer': 'The answer to question 1 contains a <script> element; script is not allowed in page content' },
    });
    const stored = (await getPage('/ads')).json().data;
    expect(stored).toMatchObject({ title: 'Advertise with us', version: 1 });
    expect((await versions(staff, '/ads')).json().data).toHaveLength(1);
  });

  it('refuses an empty title and a url that clashes with a route, saving nothing', async () => {
    const empty = await save(staff, { ...seeded('/about'), url: '/affiliates', title: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ title: 'The title must not be empty' });
    expect((await getPage('/affiliates')).statusCode).toBe(404);

    const clash = await save(staff, { ...seeded('/about'), url: '/bag' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toMatch(/\/bag clashes with the Your bag page/);
    expect((await getPage('/bag')).statusCode).toBe(404);
  });

  it('refuses a body of the wrong shape with the field named', async () => {
    const { title: _dropped, ...noTitle } = seeded('/about');
    const res = await save(staff, noTitle);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/title/);
  });

  it('is 401 for a guest and 403 for a signed-in user who is not staff', async () => {
    const page = { ...seeded('/about'), url: '/programs', title: 'Programs' };
    expect((await save(null, page)).statusCode).toBe(401);
    const denied = await save(buyer, page);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: 'forbidden', message: 'Only staff may edit site content' });
    expect((await getPage('/programs')).statusCode).toBe(404);
  });
});

describe('versions and restore', () => {
  it('lists versions newest first, shows one, and restores an old one as a new version', async () => {
    await savedPage('/radio-automation', 'Radio automation v1');
    await save(staff, { ...seeded('/about'), url: '/radio-automation', title: 'Radio automation v2' });

    const list = await versions(staff, '/radio-automation');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(list.json().data[0]).toEqual({ version: 2, savedAt: expect.any(String), savedBy: 'Priya Content' });

    const one = await t.app.inject({ method: 'GET', url: '/api/content/versions/1?url=/radio-automation', headers: token(staff) });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ version: 1, savedBy: 'Priya Content', page: { title: 'Radio automation v1' } });

    const restored = await t.app.inject({ method: 'POST', url: '/api/content/restore', headers: token(staff), payload: { url: '/radio-automation', version: 1 } });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ title: 'Radio automation v1', version: 3 });
    expect((await getPage('/radio-automation')).json().data).toMatchObject({ title: 'Radio automation v1', version: 3 });
    expect((await versions(staff, '/radio-automation')).json().data.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
  });

  it('is 404 for an unknown version or page, and staff only', async () => {
    await savedPage('/testimonials', 'Testimonials');
    const missing = await t.app.inject({ method: 'POST', url: '/api/content/restore', headers: token(staff), payload: { url: '/testimonials', version: 9 } });
    expect(missing.statusCode).toBe(404);
    expect((await versions(staff, '/nothing-here')).statusCode).toBe(404);
    expect((await versions(null, '/testimonials')).statusCode).toBe(401);
    expect((await versions(buyer, '/testimonials')).statusCode).toBe(403);
    const guestRestore = await t.app.inject({ method: 'POST', url: '/api/content/restore', payload: { url: '/testimonials', version: 1 } });
    expect(guestRestore.statusCode).toBe(401);
    expect((await getPage('/testimonials')).json().data.version).toBe(1);
  });

  it('lists every stored page for staff only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content/pages/all', headers: token(staff) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ url: '/about', kind: 'content', title: 'About {{siteName}}', version: 1 })]));
    expect((await t.app.inject({ method: 'GET', url: '/api/content/pages/all' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/content/pages/all', headers: token(buyer) })).statusCode).toBe(403);
  });
});
