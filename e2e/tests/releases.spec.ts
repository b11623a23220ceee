import { expect, test, type Page } from '@playwright/test';
import { previewBannerText } from 'shared-domain/releases';
import { changedBuild, ownSiteServer, releaseForPreview, staffDeployToken } from './support/releases';

// Issue 20: a team ships a new mf-bag release without a restart. It runs on a server of its
// own (switching mf_bag's live release would change what every other test sees on the shared one).

/** The empty bag's message (mf-bag/src/bag/bag-view.tsx), in the bag drawer of every visitor with an empty bag. */
const ORIGINAL = 'Your bag is empty';
const VERSION = '9.1.0';
const CHANGED = `${ORIGINAL} (release ${VERSION})`;

test.describe.configure({ mode: 'serial' });

const site = ownSiteServer();

/** Opens the bag drawer on the home page; answers the drawer. */
async function openBag(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: /your bag/i }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Bag' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('a new mf-bag release: previewed by link with its banner while buyers keep the live one, switched live without a restart, rolled back', async ({ browser }) => {
  test.setTimeout(90_000);
  const { server, api } = site;
  const pid = server.process.pid;

  // Staff create a deploy token for mf_bag.
  const { staff, deployToken } = await staffDeployToken(site, 'mf_bag');

  // The team's new build: mf-bag's dist with the empty bag's message changed.
  const build = changedBuild('mf-bag', `"${ORIGINAL}"`, `"${CHANGED}"`);
  site.removeAfter(build.dir);
  expect(build.changed.length, 'mf-bag/dist has the empty bag message in its JavaScript').toBeGreaterThan(0);

  // The release command uploads it; the check passes; it prints a preview link.
  const previewUrl = await releaseForPreview('mf-bag', site, { dir: build.dir, version: VERSION, notes: 'e2e: marked empty bag', deployToken });

  // Someone previewing sees the banner and the change; a buyer at the same time sees neither.
  const previewer = await site.newPage(browser);
  await previewer.goto(previewUrl);
  const previewDrawer = await openBag(previewer);
  await expect(previewer.getByText(previewBannerText('mf_bag', VERSION))).toBeVisible();
  await expect(previewDrawer.getByText(CHANGED, { exact: true })).toBeVisible();

  const buyer = await site.newPage(browser);
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
