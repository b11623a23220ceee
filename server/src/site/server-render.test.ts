import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRELOADED_DATA_ID, REMOTE_FOLDERS, ROUTES, VENDOR_COST_KEYS, vendorCostPaths } from 'shared-domain';
import { makeUser, sampleOption, seedCampaign } from '../../test/support/campaign.fixtures';
import { smallCatalog } from '../../test/support/fixtures';
import { makeOrganization } from '../../test/support/organization.fixtures';
import { headOf } from '../../test/support/page-head';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createContentRepository } from '../content/content.repository';
import { seedContentPages } from '../content/content.seed';
import { CONTENT_SEED } from '../seed/content-seed';
import { preloadFromManifest } from './server-render';

// These tests render with the real builds (`npm test` builds first): the host's server build
// and the remotes' server containers, loaded through remotes.json as the running site does.
const REPO = path.resolve(__dirname, '../../..');
const SERVED = ['host-shell', ...REMOTE_FOLDERS];
const SEEDED = CONTENT_SEED.filter((p) => p.url === '/about' || p.url === '/lp/radio-advertising');

for (const pkg of ['host-shell/dist/server/render.js', 'mf-catalog/dist/server/remoteEntry.js', 'mf-landing/dist/server/remoteEntry.js']) {
  if (!fs.existsSync(path.join(REPO, pkg))) throw new Error(`${pkg} is not built: run npm run build (npm test does) before the server tests`);
}

/** A web root whose packages are the repository's builds; `copy` ones are copies (to break or redeploy them). */
function webRootWith(copy: string[] = []): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-ssr-'));
  for (const pkg of SERVED) {
    fs.mkdirSync(path.join(root, pkg), { recursive: true });
    if (copy.includes(pkg)) fs.cpSync(path.join(REPO, pkg, 'dist'), path.join(root, pkg, 'dist'), { recursive: true });
    else fs.symlinkSync(path.join(REPO, pkg, 'dist'), path.join(root, pkg, 'dist'));
  }
  return root;
}

async function siteOn(webRoot: string): Promise<TestApp> {
  const t = await createTestApp({ env: { WEB_ROOT: webRoot, PRODUCT_HOSTS: 'localhost' }, catalog: smallCatalog() });
  await seedContentPages(createContentRepository(t.db, () => new Date()), SEEDED);
  return t;
}

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost', accept: 'text/html' } });

/** The markup inside `#root` as served, before any script runs. */
const rootOf = (html: string): string => /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="mm-data">/.exec(html)?.[1] ?? '';
const textOf = (html: string): string => html.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const dataOf = (html: string): Record<string, unknown> | null => {
  const block = new RegExp(`<script type="application/json" id="${PRELOADED_DATA_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  return block ? (JSON.parse(block) as Record<string, unknown>) : null;
};

describe('public pages rendered on the server', () => {
  let webRoot: string;
  let t: TestApp;
  beforeAll(async () => {
    webRoot = webRootWith();
    t = await siteOn(webRoot);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const cases: { url: string; status: number; heading: RegExp; shows?: RegExp; title: RegExp }[] = [
    { url: '/', status: 200, heading: /Advertise anywhere in India/, shows: /Newspaper/, title: /^MediaMart/ },
    { url: '/newspaper', status: 200, heading: /Newspaper advertising/, shows: /Times of India/, title: /^Newspaper advertising \| MediaMart$/ },
    { url: '/newspaper/times-of-india-delhi', status: 200, heading: /Times of India/, shows: /₹/, title: /^Times of India, Delhi/ },
    { url: '/industry/real-estate', status: 200, heading: /Real Estate advertising/, title: /Real Estate/ },
    { url: '/search-results?q=times', status: 200, heading: /Search/, title: /MediaMart/ },
    { url: '/about', status: 200, heading: /About/, title: /./ },
    { url: '/lp/radio-advertising', status: 200, heading: /Radio/i, title: /./ },
    { url: '/roas-calculator', status: 200, heading: /ROAS Calculator/, title: /./ },
    { url: '/no-such-page', status: 404, heading: /Page not found/, title: /not found/i },
  ];

  it.each(cases)('$url: its heading and data in the HTML, without any script, its own head and status', async (c) => {
    const res = await get(t, c.url);
    expect(res.statusCode).toBe(c.status);
    const markup = rootOf(res.body);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(markup)?.[1] ?? '';
    expect(textOf(h1)).toMatch(c.heading);
    if (c.shows) expect(textOf(markup)).toMatch(c.shows);
    const head = headOf(res.body);
    expect(head.title).toMatch(c.title);
    expect(head.canonical).toBe(`http://localhost${c.url.split('?')[0]}`);
    // Rendered styles are in the head, so the page shows styled before the script arrives.
    expect(res.body).toMatch(/<style data-styled="true"[^>]*>[\s\S]+<\/style>[\s\S]*<\/head>/);
    // The page's remote code is listed for the first script, which asks for it once the page is painted; no link fetches it earlier.
    expect(res.body).toMatch(/<script type="application\/json" id="mm-page-code">\[[^\]]*"\/mf\/mf-(catalog|landing)\/__federation_expose_routes\.[0-9a-f]+\.js"[^\]]*\]<\/script>/);
    expect(res.body).not.toMatch(/<link rel="(module)?preload"[^>]*\.js/);
  });

  it('answers an unknown media page 404 with the not-found head and the catalog’s answer rendered', async () => {
    const res = await get(t, '/newspaper/no-such-paper');
    expect(res.statusCode).toBe(404);
    expect(headOf(res.body)).toMatchObject({ title: expect.stringMatching(/not found/i), robots: 'noindex' });
    expect(textOf(rootOf(res.body))).toMatch(/not found|no newspaper media called/i);
    // The browser's first render has the same answer: it asks nothing again.
    expect(Object.values(dataOf(res.body)!)).toContainEqual({ error: expect.objectContaining({ status: 404 }) });
  });

  it('embeds the data the render used once, for the hydration', async () => {
    const res = await get(t, '/newspaper');
    const data = dataOf(res.body)!;
    const keys = Object.keys(data);
    expect(keys.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).toContain('Times of India');
    expect(Object.values(data).every((entry) => typeof entry === 'object' && entry !== null && 'value' in entry)).toBe(true);
    expect(res.body.split(`id="${PRELOADED_DATA_ID}"`)).toHaveLength(2);
  });

  it("renders the footer's popular links in the page, with their data in the data block (none on a white-label host)", async () => {
    const res = await get(t, '/about');
    const footer = rootOf(res.body).match(/<footer[\s\S]*<\/footer>/)?.[0] ?? '';
    expect(footer).toMatch(/Popular in Newspaper/);
    expect(footer).toMatch(/href="\/newspaper\/[a-z0-9-]+"/);
    expect(dataOf(res.body)).toHaveProperty(['site/footer', 'value', 'popular']);
    await makeOrganization(t.db, { name: 'Footer Media', hostnames: ['media.footer-site.in'] });
    const wl = await t.app.inject({ method: 'GET', url: '/about', headers: { host: 'media.footer-site.in', accept: 'text/html' } });
    expect(wl.body).not.toMatch(/Popular in Newspaper/);
    expect(dataOf(wl.body) ?? {}).not.toHaveProperty(['site/footer']);
    // Only whether the rates are sample data (issue 36), none of the product's footer.
    expect(dataOf(wl.body)).toHaveProperty(['site/sample-rates', 'value'], { popular: [], social: [], certification: null, sampleRates: false });
  });

  it("renders a white-label host's page in its organisation's look, and the product's pages in the product's", async () => {
    await makeOrganization(t.db, { name: 'Acme Media', hostnames: ['media.acme-site.in'] });
    const res = await t.app.inject({ method: 'GET', url: '/newspaper', headers: { host: 'media.acme-site.in', accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const markup = rootOf(res.body);
    expect(textOf(markup)).toMatch(/Newspaper advertising/);
    expect(textOf(markup)).toMatch(/Acme Media/);
    expect(textOf(rootOf((await get(t, '/newspaper')).body))).not.toMatch(/Acme Media/);
  });

  it('keeps signed-in pages in the browser (a skeleton, no data)', async () => {
    const res = await get(t, '/bag');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<div id=(")?root\1><\/div>/);
    expect(dataOf(res.body)).toBeNull();
  });

  it('embeds no vendor cost in any page of the route table: home, categories, media, search, compare, bag, campaign (issue 32)', async () => {
    const buyer = await makeUser(t.db, 'Page buyer');
    const campaign = await seedCampaign(t.db, buyer, {
      status: 'Approved', options: [sampleOption('pg1')], plans: [{ version: 1, approved: true }], payments: [{ amount: 100, mode: 'upi', reference: '123456789012', state: 'verified' }],
    });
    const slugs = new Map(smallCatalog().media.map((m) => [m.category as string, m.slug]));
    const values: Record<string, (pattern: string) => string> = {
      slug: (pattern) => slugs.get(pattern.split('/')[1]) ?? 'no-such-media', name: () => 'real-estate', campaignId: () => campaign.id, id: () => 'p1', optionId: () => 'no-such-option',
    };
    // Every page the table names (a route added later too), with real objects, and the pages that read a query.
    const urls = [
      ...ROUTES.filter((r) => !r.redirect).map((r) => r.pattern.replace(/:(\w+)/g, (_all, name: string) => values[name]!(r.pattern))),
      '/newspaper/times-of-india-delhi', '/search?q=times', '/search-results?q=times', '/compare?ids=np-toi-delhi-o0,np-ht-mumbai-o0,radio-mirchi-delhi-o0',
    ];
    const leaks: string[] = [];
    let rendered = 0;
    for (const url of urls) {
      const res = await get(t, url);
      const data = dataOf(res.body);
      if (data) rendered += 1;
      leaks.push(...vendorCostPaths(data ?? {}).map((path) => `${url} data: ${path}`));
      leaks.push(...VENDOR_COST_KEYS.filter((key) => res.body.includes(`"${key}"`)).map((key) => `${url} page: "${key}"`));
    }
    expect(leaks).toEqual([]);
    expect(rendered).toBeGreaterThan(20);
    // The media page's data holds its priced options, so the scan above read real rates.
    expect(JSON.stringify(dataOf((await get(t, '/newspaper/times-of-india-delhi')).body))).toMatch(/"discountedRate":40000/);
  });

  it("renders none of a server-rendered remote's screens that are not public (their access level), and still the public ones beside them", async () => {
    for (const url of ['/seller', '/seller/profiles/p1', '/staff/listings', '/staff/listings/p1']) {
      const res = await get(t, url);
      expect({ url, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({ url, status: 200, cache: 'private, no-store' });
      expect(res.body).toMatch(/<div id=(")?root\1><\/div>/);
      expect(dataOf(res.body)).toBeNull();
    }
    expect(textOf(rootOf((await get(t, '/deals')).body))).toMatch(/Deals/);
  });
});

describe('a remote that cannot render on the server', () => {
  let webRoot: string;
  let t: TestApp;
  beforeAll(async () => {
    webRoot = webRootWith(['mf-catalog']);
    fs.rmSync(path.join(webRoot, 'mf-catalog/dist/server'), { recursive: true, force: true });
    t = await siteOn(webRoot);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('still answers 200 with the page the browser renders (its head, the empty root, the host script)', async () => {
    const res = await get(t, '/newspaper');
    expect(res.statusCode).toBe(200);
    expect(headOf(res.body).title).toBe('Newspaper advertising | MediaMart');
    expect(res.body).toMatch(/<div id=(")?root\1><\/div>/);
    expect(res.body).toMatch(/id="?mm-scripts"?>\["\/main\.[0-9a-f]+\.js"/);
    expect(dataOf(res.body)).toBeNull();
    // The other remote still renders on the server.
    expect(textOf(rootOf((await get(t, '/about')).body))).toMatch(/About/);
  });
});

describe('a redeployed remote', () => {
  let webRoot: string;
  let t: TestApp;
  beforeAll(async () => {
    webRoot = webRootWith(['mf-catalog']);
    t = await siteOn(webRoot);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('changes the server-rendered page at the next request, without a restart or a host rebuild', async () => {
    expect(textOf(rootOf((await get(t, '/')).body))).toMatch(/Advertise anywhere in India/);
    const entry = path.join(webRoot, 'mf-catalog/dist/server/remoteEntry.js');
    const code = fs.readFileSync(entry, 'utf8');
    expect(code).toContain('Advertise anywhere in India');
    fs.writeFileSync(entry, code.replace(/Advertise anywhere in India/g, 'Advertise all over India'));
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(entry, later, later);
    expect(textOf(rootOf((await get(t, '/')).body))).toMatch(/Advertise all over India/);
  });
});

describe('preloads', () => {
  it('preloads the exposed module’s first chunks from the manifest (not the container, revalidated on every load)', () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './routes', assets: { js: { sync: ['routes.1a2b.js', 'vendor.3c4d.js'] } } }, { path: './popups', assets: { js: { sync: ['p.js'] } } }],
    };
    expect(preloadFromManifest(manifest, '/mf/mf-catalog/', 'routes')).toEqual(['/mf/mf-catalog/routes.1a2b.js', '/mf/mf-catalog/vendor.3c4d.js']);
    expect(preloadFromManifest({}, '/mf/x/', 'routes')).toEqual([]);
  });
});
