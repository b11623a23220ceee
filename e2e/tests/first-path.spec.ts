import { expect, test, type Page } from '@playwright/test';

const LIMIT_MESSAGE = 'Please login to add more than 5 items in the bag!';

async function badgeCount(page: Page): Promise<string> {
  return (await page.getByRole('button', { name: /your bag/i }).getAttribute('aria-label')) ?? '';
}

test('home → category → media detail → add to bag updates the header badge', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /newspaper/i }).first()).toBeVisible();
  await main.getByRole('link', { name: /newspaper/i }).first().click();
  await expect(page).toHaveURL(/\/newspaper$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/newspaper/i);

  const firstMedia = page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first();
  await firstMedia.click();
  await expect(page).toHaveURL(/\/newspaper\/[a-z0-9-]+$/);
  await expect(page.getByText(/GST 5%/).first()).toBeVisible();
  await expect(page.locator('main s, main del').first()).toBeVisible();

  expect(await badgeCount(page)).toMatch(/\b0\b|empty/i);
  await page.getByRole('button', { name: /add to bag/i }).first().click();
  await expect(page.getByRole('button', { name: /your bag/i })).toHaveAttribute('aria-label', /\b1\b/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('selectedMediaOptions') ?? '[]'));
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ tobeLoaded: true, _media: { discountedRate: expect.any(Number) } });
});

test('a guest can hold five items; the sixth is refused with the exact message', async ({ page }) => {
  await page.goto('/radio');
  await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
  const add = page.getByRole('button', { name: /add to bag/i }).first();
  for (let i = 1; i <= 5; i += 1) {
    await add.click();
    await expect(page.getByRole('button', { name: /your bag/i })).toHaveAttribute('aria-label', new RegExp(`\\b${i}\\b`));
  }
  await add.click();
  await expect(page.getByText(LIMIT_MESSAGE).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('selectedMediaOptions') ?? '[]'));
  expect(stored).toHaveLength(5);
  await expect(page.getByRole('button', { name: /your bag/i })).toHaveAttribute('aria-label', /\b5\b/);
});

test('SPEC.md 5: a guest changes a line’s units on /bag: the price follows at once and both stay after a reload', async ({ page }) => {
  await page.goto('/radio');
  await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
  await page.getByRole('button', { name: /add to bag/i }).first().click();
  await expect(page.getByRole('button', { name: /your bag/i })).toHaveAttribute('aria-label', /\b1\b/);

  await page.goto('/bag');
  const line = page.getByRole('main').getByTestId('bag-line').first();
  const unit = line.getByRole('spinbutton').first();
  const before = Number(await unit.inputValue());
  const totalBefore = await line.getByTestId('line-total').textContent();
  const raised = String(before + 2);
  await unit.fill(raised);
  await unit.press('Enter');
  await expect(line.getByTestId('line-total')).not.toHaveText(totalBefore!);
  const totalAfter = await line.getByTestId('line-total').textContent();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('selectedMediaOptions') ?? '[]'));
  expect(stored[0].pricingUnits).toContainEqual(expect.objectContaining({ value: Number(raised) }));

  await page.reload();
  const again = page.getByRole('main').getByTestId('bag-line').first();
  await expect(again.getByRole('spinbutton').first()).toHaveValue(raised);
  await expect(again.getByTestId('line-total')).toHaveText(totalAfter!);
});
