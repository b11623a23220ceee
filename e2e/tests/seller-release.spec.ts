import { expect, test, type Page, type Request } from '@playwright/test';
import { previewBannerText, REMOTES } from 'shared-domain/releases';
import { changedBuild, ownSiteServer, releaseForPreview, staffDeployToken } from './support/releases';

// The supply-side team releases mf-seller alone: a new build of it is uploaded with the release
// command, previewed, switched live; the seller studio then comes from the new release while
// every other remote stays on what was live. On a server of its own (switching mf_seller's
// live release would change what every other test sees on the shared one).

/** A line of the studio's signed-out page (mf-seller/src/routes.tsx), in the routes' own chunk. */
const ORIGINAL = 'Sign in to create your seller account, or to see and edit your listings.';
const VERSION = '9.2.0';
const CHANGED = `${ORIGINAL} (release ${VERSION})`;

const site = ownSiteServer();

/** Opens the seller studio signed out until `line` shows; answers the mf-seller files the page asked for. */
async function studioFiles(page: Page, line: string): Promise<string[]> {
  const files: string[] = [];
  const record = (r: Request) => { if (r.url().includes('/mf/mf-seller/')) files.push(new URL(r.url()).pathname); };
  page.on('request', record);
  await page.goto('/seller');
  await expect(page.getByRole('heading', { level: 1, name: 'Seller studio' })).toBeVisible();
  await expect(page.getByText(line, { exact: true })).toBeVisible();
  page.off('request', record);
  return files;
}

/** The buyer's remotes.json: where each remote's manifest comes from. */
async function remoteMap(page: Page): Promise<Record<string, string>> {
  const res = await page.request.get('/remotes.json');
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Record<string, string>;
}

test('a new mf-seller release, alone: previewed with its banner, switched live; the other remotes stay as they were', async ({ browser }) => {
  test.setTimeout(90_000);

  // Staff create a deploy token for mf_seller.
  const { staff, deployToken } = await staffDeployToken(site, 'mf_seller');

  // The supply-side team's new build: mf-seller's dist with a line of the studio changed.
  const build = changedBuild('mf-seller', `"${ORIGINAL}"`, `"${CHANGED}"`);
  site.removeAfter(build.dir);
  expect(build.changed.length, 'mf-seller/dist has the signed-out line in its JavaScript').toBeGreaterThan(0);

  // `npm run release -w mf-seller`: uploaded, checked, a preview link.
  const previewUrl = await releaseForPreview('mf-seller', site, { dir: build.dir, version: VERSION, notes: 'e2e: marked studio', deployToken });

  const buyer = await site.newPage(browser);
  await buyer.goto('/');
  const before = await remoteMap(buyer);
  expect(Object.keys(before).sort()).toEqual(REMOTES.map((r) => r.name).sort());

  // Someone previewing sees the banner and the new studio; a buyer at the same time sees neither.
  const previewer = await site.newPage(browser);
  await previewer.goto(previewUrl);
  await previewer.goto('/seller');
  await expect(previewer.getByText(previewBannerText('mf_seller', VERSION))).toBeVisible();
  await expect(previewer.getByText(CHANGED, { exact: true })).toBeVisible();
  const deployed = await studioFiles(buyer, ORIGINAL);
  expect(deployed.length).toBeGreaterThan(0);
  expect(deployed.some((p) => p.startsWith(`/mf/mf-seller/${VERSION}/`)), deployed.join('\n')).toBe(false);
  await expect(buyer.getByText(CHANGED)).toHaveCount(0);

  // Switch live: the buyer's next page load gets the release, and only mf_seller's entry moved.
  const live = await site.api.post('/api/remotes/mf_seller/live', { headers: staff, data: { version: VERSION } });
  expect(live.ok(), await live.text()).toBeTruthy();
  const after = await remoteMap(buyer);
  expect(after.mf_seller).toBe(`/mf/mf-seller/${VERSION}/mf-manifest.json`);
  expect({ ...after, mf_seller: before.mf_seller }).toEqual(before);

  const files = await studioFiles(buyer, CHANGED);
  expect(files.length).toBeGreaterThan(0);
  expect(files.every((p) => p.startsWith(`/mf/mf-seller/${VERSION}/`)), files.join('\n')).toBe(true);
  await expect(buyer.getByText(/^Preview: /)).toHaveCount(0);

  // The rest of the site is as it was: the catalog's home page from its deployed build.
  await buyer.goto('/');
  await expect(buyer.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await remoteMap(buyer)).mf_catalog).toBe(before.mf_catalog);
});
