import { expect, test, type Page } from '@playwright/test';

/** The `data-discount-percent` of each deal on the page, in order. */
async function discounts(page: Page): Promise<number[]> {
  return (await page.locator('[data-discount-percent]').evaluateAll((els) => els.map((e) => e.getAttribute('data-discount-percent')))).map(Number);
}

const nonIncreasing = (xs: readonly number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! >= x);

test('the home hero searches, and "Plan a campaign" opens the brief', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const hero = page.getByRole('region', { name: /advertise anywhere in india/i });
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();

  await hero.getByRole('searchbox', { name: /search media/i }).fill('radio mirchi');
  await hero.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=radio%20mirchi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for radio mirchi' })).toBeVisible();

  await page.goBack();
  await page.getByRole('region', { name: /advertise anywhere in india/i }).getByRole('link', { name: 'Plan a campaign' }).click();
  await expect(page).toHaveURL(/\/ad-campaign-brief$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});

test("the home page's deals load near the viewport and link to real detail pages", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const dealRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/catalog/deals')) dealRequests.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Browse by category' }).getByRole('link')).toHaveCount(11);
  // Below the fold: nothing asked for until the page is scrolled towards it.
  expect(dealRequests).toEqual([]);

  const deals = page.getByRole('region', { name: "Today's best deals" });
  await page.getByRole('heading', { name: 'Browse by category' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 600);
  await expect(deals.getByRole('listitem').first()).toBeVisible();
  const count = await deals.getByRole('listitem').count();
  expect(count).toBeGreaterThanOrEqual(4);
  expect(count).toBeLessThanOrEqual(8);
  expect(nonIncreasing(await discounts(page))).toBe(true);
  await expect(deals.getByRole('link', { name: 'See all deals' })).toHaveAttribute('href', '/deals');

  const hrefs = await deals.getByRole('heading', { level: 3 }).getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(hrefs).toHaveLength(count);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/[a-z-]+\/[^/]+$/);
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
  await deals.getByRole('heading', { level: 3 }).getByRole('link').first().click();
  await expect(page).toHaveURL(hrefs[0]!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});

test('/deals lists deals by discount, one per media, and filters by category', async ({ page }) => {
  const response = await page.goto('/deals');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
  await expect(page.getByText(/card rate/).first()).toBeVisible();
  const list = page.getByTestId('deal-list');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const all = await discounts(page);
  expect(all.length).toBeGreaterThan(4);
  expect(nonIncreasing(all)).toBe(true);
  const names = await list.getByRole('heading', { level: 2 }).getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(new Set(names).size).toBe(names.length);

  await page.getByRole('navigation', { name: 'Deals by category' }).getByRole('link', { name: 'Radio' }).click();
  await expect(page).toHaveURL(/\/deals\?category=radio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Radio deals' })).toBeVisible();
  await expect(page).toHaveTitle('Radio advertising deals | MediaMart');
  await expect.poll(async () => (await list.getByRole('heading', { level: 2 }).getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    .every((h) => h?.startsWith('/radio/'))).toBe(true);
  expect(nonIncreasing(await discounts(page))).toBe(true);
});

for (const path of ['/no-such-page', '/newspaper/no-such-paper', '/industry/space-travel']) {
  test(`${path} answers 404 with the helpful not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText(path, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | MediaMart');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const categories = page.getByRole('region', { name: 'Browse a category' }).getByRole('link');
    await expect(categories).toHaveCount(11);
    await expect(categories.first()).toHaveAttribute('href', '/airport');
    await expect(page.getByRole('region', { name: 'Popular pages' }).getByRole('link', { name: 'Deals' })).toHaveAttribute('href', '/deals');

    const search = page.getByRole('main').getByRole('search');
    await search.getByRole('searchbox').fill('hoardings');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=hoardings$/);
    // Leaving the not-found page takes its noindex with it.
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
}

test('every catalog page has its own title and description', async ({ page }) => {
  const seen = new Map<string, string>();
  for (const path of ['/', '/deals', '/newspaper', '/industry/fmcg', '/search?q=radio', '/sports-marketing/ipl-advertising', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).not.toHaveTitle('');
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description, path).toBeTruthy();
    expect([...seen.values()], `${path}: ${title}`).not.toContain(title);
    seen.set(path, title);
  }
  expect(seen.get('/deals')).toBe('Advertising deals | MediaMart');
  expect(seen.get('/newspaper')).toBe('Newspaper advertising | MediaMart');
});
