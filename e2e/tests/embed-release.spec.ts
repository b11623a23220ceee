import { expect, test, type Page } from '@playwright/test';
import { startAgencyServer, type AgencyServer } from './support/agency';
import { changedBuild, ownSiteServer, releaseForPreview, staffDeployToken } from './support/releases';
import { uniqueEmail } from './support/session';
import { apiToken } from './support/staff';

// An agency page on another origin links the bag embed at its stable address
// (`/mf/mf-bag/embed/mediamart-bag.js`). A release of mf-bag switched live reaches it at the
// page's next load, without a restart; a rollback takes it back. On a site server of its own:
// switching mf_bag's live release would change what every other test sees on the shared one.

/** The empty bag's message (mf-bag/src/bag/bag-view.tsx), which the embedded bag shows to a buyer with an empty bag. */
const ORIGINAL = 'Your bag is empty';
const VERSION = '9.3.0';
const CHANGED = `${ORIGINAL} (embed release ${VERSION})`;

test.describe.configure({ mode: 'serial' });

const site = ownSiteServer();
let agency: AgencyServer;

test.beforeAll(async () => {
  agency = await startAgencyServer();
});
test.afterAll(async () => {
  await agency?.close();
});

/** The agency's page: the bag embed from the site's stable address, mounted with the site's API and the buyer's token. */
function agencyPage(siteUrl: string): string {
  return `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="utf-8" />
    <title>Acme Media Agency</title>
    <script src="${siteUrl}/mf/mf-bag/embed/mediamart-bag.js"></script>
  </head>
  <body>
    <h1>Acme Media Agency</h1>
    <section aria-label="Agency bag"><div id="bag"></div></section>
    <script>
      MediaMartBag.mount(document.getElementById('bag'), { apiBase: '${siteUrl}/api', token: localStorage.getItem('authToken') });
    </script>
  </body>
</html>`;
}

/** Loads the agency page (again): answers the embedded bag and the embed script's answer. */
async function openAgencyPage(page: Page, url: string) {
  const script = page.waitForResponse((r) => r.url().endsWith('/mf/mf-bag/embed/mediamart-bag.js'));
  await page.goto(url);
  const answer = await script;
  // Revalidated on every load: the same build again is a 304.
  expect([200, 304]).toContain(answer.status());
  expect(answer.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Media Agency' })).toBeVisible();
  return page.getByRole('region', { name: 'Agency bag' });
}

test('an agency page\'s bag embed loads the live mf-bag release at its next load, and the earlier build after a rollback', async ({ browser }) => {
  test.setTimeout(90_000);
  const { server, api } = site;
  const pid = server.process.pid;
  const url = agency.serve('/', agencyPage(server.url));

  // A buyer with an empty bag, signed in on the agency's page.
  const token = await apiToken(api, uniqueEmail('embed-release-buyer'));
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(([origin, value]) => {
    if (location.origin === origin) localStorage.setItem('authToken', value);
  }, [agency.origin, token] as const);
  const before = await openAgencyPage(page, url);
  expect(new URL(page.url()).origin).not.toBe(new URL(server.url).origin);
  await expect(before.getByText(ORIGINAL, { exact: true })).toBeVisible();

  // The team's new build: mf-bag's dist, the embed included, with the empty bag's message changed.
  const { staff, deployToken } = await staffDeployToken(site, 'mf_bag');
  const build = changedBuild('mf-bag', `"${ORIGINAL}"`, `"${CHANGED}"`);
  site.removeAfter(build.dir);
  expect(build.changed.filter((file) => file.startsWith('embed/')), 'the embed bundle holds the empty bag message').not.toEqual([]);
  await releaseForPreview('mf-bag', site, { dir: build.dir, version: VERSION, notes: 'e2e: marked empty bag in the embed', deployToken });

  // Uploaded and checked, not live: the agency page still has the built-in.
  await expect((await openAgencyPage(page, url)).getByText(ORIGINAL, { exact: true })).toBeVisible();

  // Switched live: the agency page's next load has the release.
  const live = await api.post('/api/remotes/mf_bag/live', { headers: staff, data: { version: VERSION } });
  expect(live.ok(), await live.text()).toBeTruthy();
  const switched = await openAgencyPage(page, url);
  await expect(switched.getByText(CHANGED, { exact: true })).toBeVisible();

  // Rolled back to the deployed build: the original again.
  const back = await api.post('/api/remotes/mf_bag/live', { headers: staff, data: { version: 'built-in' } });
  expect(back.ok(), await back.text()).toBeTruthy();
  const restored = await openAgencyPage(page, url);
  await expect(restored.getByText(ORIGINAL, { exact: true })).toBeVisible();
  await expect(page.getByText(CHANGED)).toHaveCount(0);

  expect(server.process.pid).toBe(pid);
  expect(server.process.exitCode).toBeNull();
});
