import fs from 'node:fs';
import { PREVIEW_COOKIE, REMOTE_ROUTES, type PreviewLink } from 'shared-domain';
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { smallCatalog } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createTarGz } from '../releases/tar';
import { catalogRelease, LIVE_TEXT, linkedWebRoot, requireBuilds, rootOf } from '../../test/support/catalog-release';

// The server render follows the live release (issue 20), over the real builds (`npm test`
// builds first): an uploaded mf-catalog release whose server container says something else
// renders at the next request after the switch, its preloads come from its own manifest, and
// a previewed page is left to the browser.

requireBuilds();

const RELEASE_TEXT = 'Advertise in India with release two';

describe('the server render of the live release', () => {
  let webRoot: string;
  let t: TestApp;
  let staff: Actor;
  beforeAll(async () => {
    webRoot = linkedWebRoot();
    t = await createTestApp({ env: { WEB_ROOT: webRoot, PRODUCT_HOSTS: 'localhost' }, catalog: smallCatalog() });
    staff = await makeUser(t.db, 'Release staff', 'admin');
    const res = await t.app.inject({
      method: 'POST', url: `/api${REMOTE_ROUTES.releases('mf_catalog')}?version=2.0.0`,
      headers: { 'x-access-token': staff.token, 'content-type': 'application/gzip' }, payload: createTarGz(catalogRelease((code) => code.replaceAll(LIVE_TEXT, RELEASE_TEXT))),
    });
    expect(res.statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost', accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const goLive = async (version: string) => {
    const res = await t.app.inject({ method: 'POST', url: `/api${REMOTE_ROUTES.live('mf_catalog')}`, headers: { 'x-access-token': staff.token }, payload: { version } });
    expect([res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([200, '']);
  };

  it('renders the switched-to release at the next request, preloads its own files, and the rollback likewise', async () => {
    expect(rootOf((await page('/')).body)).toContain(LIVE_TEXT);
    await goLive('2.0.0');
    const switched = await page('/newspaper');
    expect(switched.statusCode).toBe(200);
    expect(rootOf((await page('/')).body)).toContain(RELEASE_TEXT);
    const preload = /id="mm-page-code">\[[^\]]*"(\/mf\/mf-catalog\/2\.0\.0\/__federation_expose_routes\.[0-9a-f]+\.js)"/.exec(switched.body)?.[1];
    expect(preload).toBeDefined();
    const file = await t.app.inject({ method: 'GET', url: preload! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/javascript/);
    await goLive('built-in');
    const back = (await page('/')).body;
    expect(rootOf(back)).toContain(LIVE_TEXT);
    expect(back).toMatch(/id="mm-page-code">\[[^\]]*"\/mf\/mf-catalog\/__federation_expose_routes\.[0-9a-f]+\.js"/);
  });

  it('leaves a previewed page to the browser, while buyers still get the live release rendered', async () => {
    const link = await t.app.inject({ method: 'POST', url: `/api${REMOTE_ROUTES.preview('mf_catalog', '2.0.0')}`, headers: { 'x-access-token': staff.token } });
    expect(link.statusCode).toBe(200);
    const open = await t.app.inject({ method: 'GET', url: new URL((link.json() as PreviewLink).url).pathname + new URL((link.json() as PreviewLink).url).search });
    expect(open.statusCode).toBe(302);
    const cookie = (open.headers['set-cookie'] as string[]).map((c) => c.split(';')[0]).join('; ');
    expect(cookie).toContain(`${PREVIEW_COOKIE}=`);

    const previewed = await page('/', cookie);
    expect(previewed.statusCode).toBe(200);
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    expect(previewed.body).toMatch(/<div id=(")?root\1><\/div>/);
    const remotes = await t.app.inject({ method: 'GET', url: '/remotes.json', headers: { cookie } });
    expect(remotes.json()).toMatchObject({ mf_catalog: '/mf/mf-catalog/2.0.0/mf-manifest.json' });

    const buyer = await page('/');
    expect(buyer.headers['cache-control']).toBe('no-cache');
    expect(rootOf(buyer.body)).toContain(LIVE_TEXT);
    expect(buyer.body).not.toContain(RELEASE_TEXT);
  });
});
