import { expect, test, type Page } from '@playwright/test';
import { newSearchBox, signInAsStaff } from './support/search';

// Search in the composed site against the real server: the suggestion service and the
// hosted index (/search-index/_search) for the new search, /gapi/suggestions for the old.

test('old search: results popup while typing, Enter opens /search-results, a result opens its page', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search media', exact: true });
  await box.fill('radio');
  const popup = page.getByRole('region', { name: 'Search results' });
  await expect(popup.getByRole('link', { name: 'See all results' })).toHaveAttribute('href', '/search-results?search=radio');
  await expect(popup.getByRole('link').first()).toBeVisible();

  await box.press('Enter');
  await expect(page).toHaveURL(/\/search-results\?search=radio$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for radio');
  await expect(page).toHaveTitle('Search results for radio | MediaMart');
  const first = page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link');
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('new search (staff): suggestions labelled by category, a click opens /search?q= in a new tab', async ({ context, page }) => {
  await signInAsStaff(context, page);
  await page.goto('/');
  const box = await newSearchBox(page);

  await box.click();
  await expect(page.getByRole('status').filter({ hasText: 'Start typing to search...' })).toBeVisible();
  await box.fill('radio');
  const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(options.first()).toContainText(/ in \S/);
  const listHeight = await page.getByRole('listbox', { name: 'Search suggestions' }).evaluate((el) => el.getBoundingClientRect().height);
  expect(listHeight).toBeLessThanOrEqual(240);

  // Keyboard: the first option becomes the active descendant.
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);

  const suggestion = (await options.first().locator('span').first().textContent())!;
  const [tab] = await Promise.all([context.waitForEvent('page'), options.first().click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/search');
  expect(new URL(tab.url()).searchParams.get('q')).toBe(suggestion);
  await expect(page).toHaveURL(/\/$/);

  // The results page: hits from the index with category chips; a hit opens its page.
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(`Search results for ${suggestion}`);
  const chips = tab.getByRole('navigation', { name: 'Filter by category' });
  await expect(chips.getByRole('link').first()).toHaveText(/^All \d/);
  const hit = tab.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link');
  const href = (await hit.getAttribute('href'))!;
  await hit.click();
  await expect(tab).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await tab.close();
});

test('new search (staff): Enter on free text opens /search?q= here; a chip filters by category', async ({ context, page }) => {
  await signInAsStaff(context, page);
  await page.goto('/');
  const box = await newSearchBox(page);
  await box.fill('radio');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=radio$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for radio');
  const chips = page.getByRole('navigation', { name: 'Filter by category' });
  const chip = chips.getByRole('link').nth(1);
  await expect(chip).toBeVisible();
  const [, count] = (await chip.textContent())!.match(/(\d[\d,]*)$/) ?? [];
  await chip.click();
  await expect(page).toHaveURL(/&tool=/);
  await expect(chip).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText(new RegExp(`^${count} results? in `))).toBeVisible();
});

const barHeight = (page: Page) => page.getByRole('banner').evaluate((el) => (el.firstElementChild as HTMLElement).getBoundingClientRect().height);

test('at 360 px search is a button that opens the box over the bar; the results fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  expect(await barHeight(page)).toBeCloseTo(64.5, 0);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Search', exact: true }).click();
  const box = banner.getByRole('searchbox', { name: 'Search media' });
  await expect(box).toBeFocused();
  expect(await box.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(250);
  await box.fill('radio');
  const popup = page.getByRole('region', { name: 'Search results' });
  await expect(popup.getByRole('link', { name: 'See all results' })).toBeVisible();
  const rect = await popup.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  expect(rect.left).toBeGreaterThanOrEqual(0);
  expect(rect.right).toBeLessThanOrEqual(360);
  expect(await barHeight(page)).toBeCloseTo(64.5, 0);
  await banner.getByRole('button', { name: 'Close search' }).click();
  await expect(banner.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
});

test('at 360 px staff get the switch and the new box in the open bar; the list fits the screen', async ({ context, page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsStaff(context, page);
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Staff Tester')).toBeVisible();
  await banner.getByRole('button', { name: 'Search', exact: true }).click();
  const box = await newSearchBox(page);
  await expect(box).toBeFocused();
  await box.fill('radio');
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list.getByRole('option').first()).toBeVisible();
  const rect = await list.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  expect(rect.left).toBeGreaterThanOrEqual(0);
  expect(rect.right).toBeLessThanOrEqual(360);
  expect(rect.height).toBeLessThanOrEqual(240);
  expect(await barHeight(page)).toBeCloseTo(64.5, 0);
});
