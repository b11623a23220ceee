import { expect, test, type Page } from '@playwright/test';
import { newSearchBox, oldSearchBox, signInAsStaff } from './support/search';

// Search as buyers meet it in the composed site against the real server: every result of the
// old search a page at a time, typos forgiven in both boxes and both result pages, and no
// uncaught error while the search boxes are typed in and emptied.

/** The "N results" count a results page shows. */
async function resultCount(page: Page): Promise<number> {
  const lead = page.getByRole('main').getByText(/^[\d,]+ results?$/);
  await expect(lead).toBeVisible();
  return Number((await lead.textContent())!.replace(/\D/g, ''));
}

const resultNames = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

test('/search-results pages through every result /search finds, by keyboard, with the page in the URL', async ({ page }) => {
  await page.goto('/search?q=radio');
  const total = await resultCount(page);
  // More than one page of 30, or this test proves nothing.
  expect(total).toBeGreaterThan(60);

  await page.goto('/search-results?search=radio');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for radio');
  expect(await resultCount(page)).toBe(total);
  await expect(resultNames(page)).toHaveCount(30);
  const pages = Math.ceil(total / 30);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByText(`Page 1 of ${pages}`)).toBeVisible();
  const firstOfPage1 = await resultNames(page).first().textContent();

  // Next is at the bottom: reached and followed with the keyboard.
  const next = pagination.getByRole('link', { name: 'Next' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search-results\?search=radio&page=2$/);
  await expect(pagination.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(resultNames(page).first()).not.toHaveText(firstOfPage1!);
  // The list's top is in view and has the focus; Tab goes on to the first result.
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results).toBeFocused();
  const top = await results.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
  await page.keyboard.press('Tab');
  await expect(resultNames(page).first().getByRole('link')).toBeFocused();

  // The page survives a reload, and the last page holds the rest.
  const firstOfPage2 = await resultNames(page).first().textContent();
  await page.reload();
  await expect(resultNames(page).first()).toHaveText(firstOfPage2!);
  await page.goto(`/search-results?search=radio&page=${pages}`);
  await expect(resultNames(page)).toHaveCount(total - 30 * (pages - 1));
  await expect(pagination.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
});

test('typos find what was meant: the old box, its results page and /search', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search media', exact: true });
  await box.fill('radio mirchy');
  const popup = page.getByRole('region', { name: 'Search results' });
  await expect(popup.getByRole('link').first()).toContainText('Radio Mirchi');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search-results\?search=radio%20mirchy$/);
  await expect(resultNames(page).first()).toContainText('Radio Mirchi');

  await page.goto('/search?q=tims%20of%20inda');
  await expect(resultNames(page).first()).toContainText('Times of India');
});

test('typos find what was meant in the new search box (staff)', async ({ context, page }) => {
  await signInAsStaff(context, page);
  await page.goto('/');
  const box = await newSearchBox(page);
  await box.fill('tims of inda');
  const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
  await expect(options.first()).toContainText('Times of India');
});

test('typing in and emptying both search boxes logs no uncaught error', async ({ context, page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`${err.name}: ${err.message}`));
  await signInAsStaff(context, page);
  await page.goto('/');

  // The new box: emptied by hand and with its clear button, each time after its 500 ms pause.
  const box = await newSearchBox(page);
  await box.pressSequentially('radio', { delay: 20 });
  await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toBeVisible();
  await box.press('ControlOrMeta+a');
  await box.press('Backspace');
  await expect(page.getByRole('status').filter({ hasText: 'Start typing to search...' })).toBeVisible();
  await page.waitForTimeout(800);
  await box.fill('times');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(box).toHaveValue('');
  await page.waitForTimeout(800);
  await box.fill('tv');
  await box.press('Escape');
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await page.waitForTimeout(800);

  // The old box: typed, emptied, typed again, after its 400 ms pause each time.
  const old = await oldSearchBox(page);
  await old.fill('radio');
  await expect(page.getByRole('region', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
  await old.fill('');
  await page.waitForTimeout(700);
  await old.pressSequentially('mirchi', { delay: 20 });
  await page.waitForTimeout(100);
  await old.fill('');
  await page.waitForTimeout(700);

  expect(errors).toEqual([]);
});
