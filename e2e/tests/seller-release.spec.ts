import fs from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page, type Request } from '@playwright/test';
import { previewBannerText, REMOTES } from 'shared-domain/releases';
import { apiToken } from './support/staff';
import { uniqueEmail } from './support/session';
import { changedBuild, makeStaffIn, releaseCommand, startSiteServer, type SiteServer } from './support/releases';

// The supply-side team releases mf-seller alone: a new build of it is uploaded with the release
// command, previewed, switched live; the seller studio then comes from the new release while
// every other remote stays on what was live. On a server of its own (switching mf_seller's
// live release would change what every other test sees on the shared one).

/** A line of the studio's signed-out page (mf-seller/src/routes.tsx), in the routes' own chunk. */
const ORIGINAL = 'Sign in to create your seller account, or to see and edit your listings.';
const VERSION = '9.2.0';
const CHANGED = `${ORIGINAL} (release ${VERSION})`;

let server: SiteServer;
let api: APIRequestContext;
let buildDir: string | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startSiteServer();
  api = await playwrightRequest.newContext({ baseURL: server.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  if (buildDir) fs.rmSync(buildDir, { recursive: true, force: true });
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  return context.newPage();
}

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
  const email = uniqueEmail('seller-release');
  await apiToken(api, email);
  makeStaffIn(server.dataDir, email);
  const staff = { 'x-access-token': await apiToken(api, email) };
  const created = await api.post('/api/remotes/mf_seller/tokens', { headers: staff, data: { label: 'e2e seller ci' } });
  expect(created.status()).toBe(201);
  const createdBody = (await created.json()) as { token: string | { token: string } };
  const deployToken = typeof createdBody.token === 'string' ? createdBody.token : createdBody.token.token;

  // The supply-side team's new build: mf-seller's dist with a line of the studio changed.
  const build = changedBuild('mf-seller', `"${ORIGINAL}"`, `"${CHANGED}"`);
  buildDir = build.dir;
  expect(build.changed.length, 'mf-seller/dist has the signed-out line in its JavaScript').toBeGreaterThan(0);

  // `npm run release -w mf-seller`: uploaded, checked, a preview link.
  const released = await releaseCommand('mf-seller', ['--to', server.url, '--skip-build', '--dist', build.dir, '--version', VERSION, '--notes', 'e2e: marked studio'],
    { RELEASE_TOKEN: deployToken });
  expect(released.stderr).toBe('');
  expect(released.code).toBe(0);
  expect(released.stdout).toContain('Check: passed');
  const previewUrl = /^Preview link.*: (https?:\/\/\S+)$/m.exec(released.stdout)?.[1];
  expect(previewUrl, released.stdout).toMatch(/\/preview\?token=/);

  const buyer = await newPage(browser);
  await buyer.goto('/');
  const before = await remoteMap(buyer);
  expect(Object.keys(before).sort()).toEqual(REMOTES.map((r) => r.name).sort());

  // Someone previewing sees the banner and the new studio; a buyer at the same time sees neither.
  const previewer = await newPage(browser);
  await previewer.goto(previewUrl!);
  await previewer.goto('/seller');
  await expect(previewer.getByText(previewBannerText('mf_seller', VERSION))).toBeVisible();
  await expect(previewer.getByText(CHANGED, { exact: true })).toBeVisible();
  const deployed = await studioFiles(buyer, ORIGINAL);
  expect(deployed.length).toBeGreaterThan(0);
  expect(deployed.some((p) => p.startsWith(`/mf/mf-seller/${VERSION}/`)), deployed.join('\n')).toBe(false);
  await expect(buyer.getByText(CHANGED)).toHaveCount(0);

  // Switch live: the buyer's next page load gets the release, and only mf_seller's entry moved.
  const live = await api.post('/api/remotes/mf_seller/live', { headers: staff, data: { version: VERSION } });
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
