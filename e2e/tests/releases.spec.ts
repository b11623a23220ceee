import fs from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { previewBannerText } from 'shared-domain/releases';
import { apiToken } from './support/staff';
import { uniqueEmail } from './support/session';
import { changedBuild, makeStaffIn, releaseCommand, startSiteServer, type SiteServer } from './support/releases';

// Issue 20: a team ships a new mf-bag release without a restart. It runs on a server of its
// own (switching mf_bag's live release would change what every other test sees on the shared one).

/** The empty bag's message (mf-bag/src/bag/bag-view.tsx), in the bag drawer of every visitor with an empty bag. */
const ORIGINAL = 'Your bag is empty';
const VERSION = '9.1.0';
const CHANGED = `${ORIGINAL} (release ${VERSION})`;

let server: SiteServer;
let api: APIRequestContext;
let buildDir: string | null = null;

test.describe.configure({ mode: 'serial' });

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

/** Opens the bag drawer on the home page; answers the drawer. */
async function openBag(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: /your bag/i }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Bag' });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  return context.newPage();
}

test('a new mf-bag release: previewed by link with its banner while buyers keep the live one, switched live without a restart, rolled back', async ({ browser }) => {
  test.setTimeout(90_000);
  const pid = server.process.pid;

  // Staff create a deploy token for mf_bag.
  const email = uniqueEmail('releases');
  await apiToken(api, email);
  makeStaffIn(server.dataDir, email);
  const staff = { 'x-access-token': await apiToken(api, email) };
  const created = await api.post('/api/remotes/mf_bag/tokens', { headers: staff, data: { label: 'e2e ci' } });
  expect(created.status()).toBe(201);
  const createdBody = (await created.json()) as { token: string | { token: string } };
  const deployToken = typeof createdBody.token === 'string' ? createdBody.token : createdBody.token.token;
  expect(deployToken).toMatch(/^mmrt_/);

  // The team's new build: mf-bag's dist with the empty bag's message changed.
  const build = changedBuild('mf-bag', `"${ORIGINAL}"`, `"${CHANGED}"`);
  buildDir = build.dir;
  expect(build.changed.length, 'mf-bag/dist has the empty bag message in its JavaScript').toBeGreaterThan(0);

  // The release command uploads it; the check passes; it prints a preview link.
  const released = await releaseCommand('mf-bag', ['--to', server.url, '--skip-build', '--dist', build.dir, '--version', VERSION, '--notes', 'e2e: marked empty bag'],
    { RELEASE_TOKEN: deployToken });
  expect(released.stderr).toBe('');
  expect(released.code).toBe(0);
  expect(released.stdout).toContain('Check: passed');
  expect(released.stdout).not.toContain(deployToken);
  const previewUrl = /^Preview link.*: (https?:\/\/\S+)$/m.exec(released.stdout)?.[1];
  expect(previewUrl, released.stdout).toMatch(/\/preview\?token=/);

  // Someone previewing sees the banner and the change; a buyer at the same time sees neither.
  const previewer = await newPage(browser);
  await previewer.goto(previewUrl!);
  const previewDrawer = await openBag(previewer);
  await expect(previewer.getByText(previewBannerText('mf_bag', VERSION))).toBeVisible();
  await expect(previewDrawer.getByText(CHANGED, { exact: true })).toBeVisible();

  const buyer = await newPage(browser);
  const buyerDrawer = await openBag(buyer);
  await expect(buyerDrawer.getByText(ORIGINAL, { exact: true })).toBeVisible();
  await expect(buyer.getByText(CHANGED)).toHaveCount(0);
  await expect(buyer.getByText(/^Preview: /)).toHaveCount(0);

  // Switch live: the buyer's next page load gets the release, no restart.
  const live = await api.post('/api/remotes/mf_bag/live', { headers: staff, data: { version: VERSION } });
  expect(live.ok(), await live.text()).toBeTruthy();
  const switched = await openBag(buyer);
  await expect(switched.getByText(CHANGED, { exact: true })).toBeVisible();
  await expect(buyer.getByText(/^Preview: /)).toHaveCount(0);

  // Roll back to the deployed build: the original again.
  const back = await api.post('/api/remotes/mf_bag/live', { headers: staff, data: { version: 'built-in' } });
  expect(back.ok(), await back.text()).toBeTruthy();
  const restored = await openBag(buyer);
  await expect(restored.getByText(ORIGINAL, { exact: true })).toBeVisible();
  await expect(buyer.getByText(CHANGED)).toHaveCount(0);

  // The previewer leaves the preview: no banner.
  await previewer.goto('/preview/leave');
  await openBag(previewer);
  await expect(previewer.getByText(/^Preview: /)).toHaveCount(0);

  expect(server.process.pid).toBe(pid);
  expect(server.process.exitCode).toBeNull();
});
