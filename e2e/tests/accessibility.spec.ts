import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addFirstOption, saveAsCampaign } from './support/campaign';
import { uniqueEmail } from './support/session';
import { apiToken, makeStaff } from './support/staff';

/**
 * Accessibility (issue 32): axe finds no serious or critical violation on the site's main
 * pages, public and signed in, on a desktop (1280 px) and a phone (390 px). A failure names
 * each rule and the elements it found.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * The page's serious and critical violations, one line per rule: its id, impact and the
 * elements' selectors. Besides axe's default rules, the experimental check that a control's
 * name contains its visible words (WCAG 2.5.3, label-content-name-mismatch).
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Waits for the page's heading and for its data (no loading state left), then lets late parts land. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.getByRole('status').filter({ hasText: /^Loading|…$/ })).toHaveCount(0);
}

/** Opens `path` at each viewport (after `prepare`), scrolls through it so every lazy part is there, and asserts no serious violation. */
async function checkPage(page: Page, path: string, prepare?: () => Promise<void>): Promise<void> {
  const found: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(path);
    await prepare?.();
    await settled(page);
    // Below-the-fold parts load as they near the viewport.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    await settled(page);
    found.push(...(await seriousViolations(page)).map((v) => `${viewport.name} ${path}: ${v}`));
  }
  expect(found, found.join('\n')).toEqual([]);
}

/** A media detail page of the catalog: the first one its newspaper list links. */
async function detailPath(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/catalog/deals?limit=1');
  expect(res.ok()).toBeTruthy();
  const { items } = (await res.json()) as { items: { category: string; slug: string }[] };
  expect(items.length).toBeGreaterThan(0);
  return `/${items[0]!.category}/${items[0]!.slug}`;
}

/** Keeps the page signed in with `token` (as the sign-in stores it). */
async function signedIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => window.localStorage.setItem('authToken', t), token);
}

test.describe('public pages', () => {
  test.describe.configure({ timeout: 60_000 });
  for (const path of ['/', '/newspaper', '/search-results?search=times', '/search?q=radio', '/contact-us', '/ad-campaign-brief']) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      await checkPage(page, path);
    });
  }

  test('a media detail page has no serious or critical axe violation', async ({ page, request }) => {
    await checkPage(page, await detailPath(request));
  });

  test('the bag with a line has no serious or critical axe violation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // A guest's add keeps the line in the browser (the header counts it); /bag is the guest's full bag page.
    await page.goto('/newspaper');
    await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
    await page.getByRole('button', { name: /add to bag/i }).first().click();
    await expect(page.getByRole('banner').getByTestId('bag-count')).toHaveText('1');
    await checkPage(page, '/bag', async () => {
      await expect(page.getByTestId('bag-line').first()).toBeVisible();
    });
  });
});

test.describe('signed-in pages', () => {
  test('the dashboard and a campaign have no serious or critical axe violation', async ({ page, request }) => {
    test.setTimeout(90_000);
    const token = await apiToken(request, uniqueEmail('a11y'));
    await signedIn(page, token);
    await page.setViewportSize({ width: 1280, height: 800 });
    const drawer = await addFirstOption(page, 'newspaper');
    // A signed-in user's bag is the drawer over the page.
    const inDrawer: string[] = [];
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await expect(drawer.getByTestId('bag-line')).toBeVisible();
      await expect(drawer.getByText('Saving changes…')).toHaveCount(0);
      inDrawer.push(...(await seriousViolations(page)).map((v) => `${viewport.name} bag drawer: ${v}`));
    }
    expect(inDrawer, inDrawer.join('\n')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    const id = await saveAsCampaign(page, drawer, request);
    await checkPage(page, '/dashboard');
    await checkPage(page, `/dashboard/${id}`);
  });

  test('the staff screens have no serious or critical axe violation', async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('a11y-staff');
    const token = await apiToken(request, email);
    makeStaff(email);
    await signedIn(page, token);
    for (const path of ['/staff/analytics', '/staff/organizations', '/staff/releases', '/staff/listings']) {
      await checkPage(page, path);
    }
  });
});
