import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInByEmail, uniqueEmail } from './support/session';

const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Opens the first media of a category and adds its `nth` option to the bag. */
async function addOption(page: Page, category: string, nth = 0) {
  await page.goto(`/${category}`);
  await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
  await page.getByRole('button', { name: /add to bag/i }).nth(nth).click();
}

const bagLines = (drawer: Locator) => drawer.getByTestId('bag-line');

test('a guest sees the local bag priced in the drawer, with SIGN IN', async ({ page }) => {
  await addOption(page, 'radio');
  await expect(page.getByRole('button', { name: /your bag/i })).toHaveAttribute('aria-label', /\b1\b/);
  await page.getByRole('button', { name: /your bag/i }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Bag' });
  await expect(bagLines(drawer)).toHaveCount(1);
  await expect(bagLines(drawer).first().getByRole('link')).toHaveAttribute('href', /^\/radio\//);
  expect(rupees(await drawer.getByTestId('bag-total').textContent())).toBeGreaterThan(0);
  await expect(drawer.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  await expect(drawer.getByRole('spinbutton')).toHaveCount(0);
});

test('a signed-in user edits units, bulk edits, clones, resets, deletes and saves a campaign', async ({ page, request }) => {
  await page.goto('/');
  await signInByEmail(page, request, uniqueEmail('bag'));

  // The first item into an empty bag opens the panel.
  await addOption(page, 'newspaper');
  const drawer = page.getByRole('dialog', { name: 'Your Bag' });
  await expect(drawer).toBeVisible();
  await expect(bagLines(drawer)).toHaveCount(1);
  const first = bagLines(drawer).first();
  const total = drawer.getByTestId('bag-total');
  const before = rupees(await total.textContent());
  expect(before).toBeGreaterThan(0);

  // A unit up: the total follows at once (priced in the browser) and stays after the server answers.
  const unit = first.getByRole('spinbutton').first();
  const min = Number((await unit.getAttribute('min')) ?? '0');
  const start = Number(await unit.inputValue());
  const raised = Math.max(start, min) + 40;
  await unit.fill(String(raised));
  await unit.press('Enter');
  await expect.poll(async () => rupees(await total.textContent())).toBeGreaterThan(before);
  await expect(drawer.getByText('Saving changes…')).toHaveCount(0);
  const afterEdit = rupees(await total.textContent());

  // Clone: two identical lines, the total doubles.
  await first.getByRole('button', { name: /^Clone / }).click();
  await expect(bagLines(drawer)).toHaveCount(2);
  await expect.poll(async () => rupees(await total.textContent())).toBeCloseTo(afterEdit * 2, 0);

  // Bulk edit the same unit on both lines.
  const unitName = (await first.getByRole('spinbutton').first().evaluate((el) => el.closest('label')?.firstChild?.textContent ?? '')).trim();
  await drawer.getByRole('button', { name: 'Bulk edit' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk edit' });
  await bulk.getByLabel(unitName, { exact: true }).fill(String(raised + 10));
  await bulk.getByRole('button', { name: 'Apply to all' }).click();
  await expect(bulk).toBeHidden();
  for (const line of await bagLines(drawer).all()) {
    await expect(line.getByLabel(unitName, { exact: true })).toHaveValue(String(raised + 10));
  }

  // Reset the first line: its unit goes back to its minimum (or stays when it has none).
  await bagLines(drawer).first().getByRole('button', { name: /^Reset / }).click();
  await expect(bagLines(drawer).first().getByLabel(unitName, { exact: true })).toHaveValue(String(min > 0 ? min : raised + 10));

  // Delete the second line.
  await bagLines(drawer).nth(1).getByRole('button', { name: /^Delete / }).click();
  await expect(bagLines(drawer)).toHaveCount(1);
  await expect(drawer.getByText('Saving changes…')).toHaveCount(0);

  // What the server priced is what the screen shows.
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const res = await request.get('/api/bag', { headers: { 'x-access-token': token! } });
  const bag = (await res.json()) as { data: { totals: { totalPrice: number }; items: unknown[] } };
  expect(bag.data.items).toHaveLength(1);
  expect(rupees(await total.textContent())).toBeCloseTo(bag.data.totals.totalPrice, 0);

  // Save: 'Campaign Saved!' and the dashboard URL of the new campaign; the bag is empty.
  await drawer.getByRole('button', { name: 'Save as campaign' }).click();
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f]{24}$/);
  await expect(page.getByText('Campaign Saved!')).toBeVisible();
  await expect(page.getByRole('button', { name: /your bag/i })).toHaveAttribute('aria-label', /\b0\b|empty/i);
});

test('a signed-in advertiser visiting /bag lands on / with the bag drawer open', async ({ page, request }) => {
  await page.goto('/');
  await signInByEmail(page, request, uniqueEmail('bagroute'));
  await page.goto('/bag');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Your Bag' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Your Bag' }).getByText('Your bag is empty')).toBeVisible();
});
