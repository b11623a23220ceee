import { expect, test, type Page } from '@playwright/test';
import { formatRate } from 'shared-domain';

/**
 * Without script (issue 32): every public page's content is in the first HTML, the search
 * results and the home page's deals included, and the phone's header works at 390 px: its
 * menu opens, its links lead somewhere and its search is a plain form.
 */
test.use({ javaScriptEnabled: false });

type Deal = { name: string; deal: { optionName: string; offerRate: number; cardRate: number } };

/** The page's main content as the document has it (no script ran). */
const main = (page: Page) => page.getByRole('main');

test("the home page's HTML carries today's best deals: the seeded options' names and rates", async ({ page, request }) => {
  const res = await request.get('/api/catalog/deals?limit=8');
  expect(res.ok()).toBeTruthy();
  const { items } = (await res.json()) as { items: Deal[] };
  expect(items.length).toBeGreaterThan(0);

  await page.goto('/');
  const deals = page.getByRole('region', { name: "Today's best deals" });
  await expect(deals.getByRole('listitem')).toHaveCount(items.length);
  for (const item of items) {
    const card = deals.getByRole('listitem').filter({ has: page.getByRole('heading', { name: item.name, exact: true }) });
    await expect(card).toContainText(item.deal.optionName);
    await expect(card).toContainText(`Card rate ${formatRate(item.deal.cardRate)}`);
    await expect(card).toContainText(`Offer rate ${formatRate(item.deal.offerRate)}`);
  }
  // The parts further down are there too, and nothing shows a loading state.
  await expect(page.getByRole('region', { name: 'Plan with our tools' })).toBeVisible();
  await expect(main(page).getByRole('status')).toHaveCount(0);
});

test('the search results pages carry their results in the HTML', async ({ page, request }) => {
  const res = await request.get('/api/gapi/suggestions', { params: { name: 'times of india' } });
  expect(res.ok()).toBeTruthy();
  const { suggestions } = (await res.json()) as { suggestions: { name: string; url: string }[] };
  expect(suggestions.length).toBeGreaterThan(0);

  // The old search's page (where the header's search goes).
  await page.goto('/search-results?search=times+of+india');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for times of india');
  await expect(main(page).getByText(/^\d[\d,]* results?$/)).toBeVisible();
  for (const s of suggestions.slice(0, 5)) await expect(main(page).getByRole('link', { name: s.name, exact: true }).first()).toHaveAttribute('href', s.url);
  await expect(main(page).getByText('Searching…')).toHaveCount(0);

  // The new search's page: hits from the search index, with their category chips.
  await page.goto('/search?q=times+of+india');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for times of india');
  await expect(main(page).getByText(/^\d[\d,]* results?$/)).toBeVisible();
  await expect(main(page).getByRole('navigation', { name: 'Filter by category' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: /^Times of India/ }).first()).toBeVisible();
  await expect(main(page).getByText('Searching…')).toHaveCount(0);
});

test("the home page's search is a plain form to /search?q=, whose hits come in the HTML", async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('search', { name: 'Search media, cities and categories' });
  await hero.getByRole('searchbox').fill('radio');
  await hero.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=radio$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for radio');
  await expect(main(page).getByText(/^\d[\d,]* results?$/)).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test.describe('the phone header at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Nothing is wider than the screen. */
  async function fits(page: Page) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const banner = page.getByRole('banner');
    for (const box of await banner.locator('a:visible, button:visible, summary:visible').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
  }

  for (const path of ['/', '/newspaper']) {
    test(`${path}: fits, and its menu opens with links that lead to their pages`, async ({ page }) => {
      await page.goto(path);
      await fits(page);
      const banner = page.getByRole('banner');
      // Wide screens' parts are not on a phone's bar: they are in the menu.
      await expect(banner.getByRole('navigation', { name: 'Media categories' })).toBeHidden();
      await expect(banner.getByRole('link', { name: 'MediaMart home' })).toBeVisible();
      const menu = banner.locator('details');
      await banner.locator('summary', { hasText: 'Menu' }).click();
      await expect(menu).toHaveAttribute('open', '');
      await fits(page);
      await expect(menu.getByRole('link', { name: 'Plan a campaign' })).toBeVisible();
      await menu.getByRole('link', { name: 'Radio', exact: true }).click();
      await expect(page).toHaveURL(/\/radio$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/radio/i);

      await page.getByRole('banner').locator('summary', { hasText: 'Menu' }).click();
      await page.getByRole('banner').locator('details').getByRole('link', { name: 'Contact Us' }).click();
      await expect(page).toHaveURL(/\/contact-us$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test("the menu's search is a plain form to the search results", async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.locator('summary', { hasText: 'Menu' }).click();
    const search = banner.locator('details').getByRole('search');
    await search.getByRole('searchbox', { name: 'Search media' }).fill('radio');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search-results\?search=radio$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for radio');
    await expect(main(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
  });
});

test.describe('with script', () => {
  test.use({ javaScriptEnabled: true, viewport: { width: 1280, height: 720 } });

  test("the server's deals stay on screen and hydrate when scrolled to, without a warning or a second request", async ({ page }) => {
    const problems: string[] = [];
    const dealRequests: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('request', (r) => {
      if (r.url().includes('/api/catalog/deals')) dealRequests.push(r.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const deals = page.getByRole('region', { name: "Today's best deals" });
    // Before its code has come, the section is the server's markup.
    await expect(deals.getByRole('listitem').first()).toBeAttached();
    await deals.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    // Hydrated: a client-side link (no full load) leads to the deal's page.
    const first = deals.getByRole('heading', { level: 3 }).getByRole('link').first();
    const href = (await first.getAttribute('href'))!;
    await page.evaluate(() => ((window as unknown as { mmMarker: boolean }).mmMarker = true));
    await first.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { mmMarker?: boolean }).mmMarker)).toBe(true);
    expect(dealRequests).toEqual([]);
    expect(problems).toEqual([]);
  });
});
