import { expect, test, type Page } from '@playwright/test';

/** The names of the media cards on the page, in order. */
async function cardNames(page: Page): Promise<string[]> {
  return page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
}

/** Waits for the list answer of a query that contains every one of `parts`. */
function listAnswer(page: Page, ...parts: string[]) {
  return page.waitForResponse((res) => {
    const url = decodeURIComponent(res.url().replace(/\+/g, ' '));
    return url.includes('/api/catalog/media?') && parts.every((p) => url.includes(p)) && res.ok();
  });
}

test('filtering a category page puts the view in the URL, and a reload shows the same results', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/newspaper');
  const filters = page.getByRole('region', { name: 'Filter Newspaper media' });
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  // The server-rendered filters work once the page has hydrated (a click before that is undone: a loaded CI machine).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });

  let answer = listAnswer(page, 'language=Hindi');
  await filters.getByRole('checkbox', { name: /^Hindi\b/ }).check();
  await answer;
  await expect(page).toHaveURL(/\/newspaper\?language=Hindi$/);

  answer = listAnswer(page, 'language=Hindi', 'edition=City Edition');
  await filters.getByRole('checkbox', { name: /^City Edition\b/ }).check();
  await answer;

  answer = listAnswer(page, 'language=Hindi', 'sort=price-asc');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
  await answer;
  await expect(page).toHaveURL(/\/newspaper\?language=Hindi&edition=City\+Edition&sort=price-asc$/);

  const names = await cardNames(page);
  const count = await page.getByText(/^\d[\d,]* media profiles?$/).textContent();
  expect(names.length).toBeGreaterThan(0);
  for (const subtitle of await page.getByRole('main').getByRole('article').locator('p').first().allTextContents()) {
    expect(subtitle).toContain('Hindi');
  }
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('button')).toHaveText([
    /Language: Hindi/, /Edition: City Edition/, 'Clear all filters',
  ]);
  await expect(page).toHaveTitle('Newspaper advertising | MediaMart');

  await page.reload();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  await expect(filters.getByRole('checkbox', { name: /^Hindi\b/ })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: /^City Edition\b/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  await expect(page.getByText(/^\d[\d,]* media profiles?$/)).toHaveText(count ?? '');
  expect(await cardNames(page)).toEqual(names);

  // Clear all brings the whole category back, keeping the sort.
  await page.getByRole('list', { name: 'Active filters' }).getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/newspaper\?sort=price-asc$/);
  await expect(filters.getByRole('checkbox', { name: /^Hindi\b/ })).not.toBeChecked();
});

test('below 960 px the filters fold behind a button; the filtered view survives a reload', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/radio?city=Delhi');
  const toggle = page.getByRole('button', { name: 'Filters (1)' });
  await expect(toggle).toBeVisible();
  const filters = page.getByRole('region', { name: 'Filter Radio media' });
  await expect(filters).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const answer = listAnswer(page, 'city=Delhi', 'language=Hindi');
  await filters.getByRole('checkbox', { name: /^Hindi\b/ }).check();
  await answer;
  await filters.getByRole('button', { name: /^Show \d[\d,]* results?$/ }).click();
  await expect(filters).toBeHidden();
  await expect(page).toHaveURL(/\/radio\?city=Delhi&language=Hindi$/);
  const names = await cardNames(page);
  expect(names.length).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  expect(await cardNames(page)).toEqual(names);
});

test('an industry page lists popular media and opens a category filtered to the industry', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/industry/real-estate');
  await expect(page.getByRole('heading', { level: 1, name: 'Real Estate advertising' })).toBeVisible();
  await expect(page).toHaveTitle(/Real Estate/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  await page.getByRole('region', { name: 'By category' }).getByRole('link', { name: /^Newspaper/ }).click();
  await expect(page).toHaveURL(/\/newspaper\?industry=real-estate$/);
  await expect(page.getByRole('region', { name: 'Filter Newspaper media' }).getByRole('checkbox', { name: /^Real Estate\b/ })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Popular with: Real Estate');
});

test('Next at the foot of a category list shows the new page from its top, not the footer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/newspaper');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  const first = await cardNames(page);
  const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

  const answer = listAnswer(page, 'page=2');
  await next.click();
  await answer;
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect.poll(async () => (await cardNames(page))[0]).not.toBe(first[0]);
  // The list's first card is in view, below the fixed header, and focus is at the list's top.
  const card = await page.getByRole('main').getByRole('article').first().boundingBox();
  expect(card).not.toBeNull();
  expect(card!.y).toBeGreaterThanOrEqual(69 + 44);
  expect(card!.y).toBeLessThan(900 / 2);
  await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused();
});
