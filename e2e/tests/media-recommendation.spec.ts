import { expect, test } from '@playwright/test';
import { signInByEmail, uniqueEmail } from './support/session';

const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

// Issue 18: a buyer with a budget and a goal leaves with a priced plan in the bag.
test('a budget and a goal become a priced plan, and the plan goes into the bag with its units', async ({ page, request }) => {
  await page.goto('/');
  await signInByEmail(page, request, uniqueEmail('plan'));
  await page.goto('/media-recommendation');
  await expect(page.getByRole('heading', { level: 1, name: 'Media Recommendation' })).toBeVisible();
  await page.getByLabel('Budget (₹, GST included)').fill('5 lakh');
  await page.getByLabel(/^Reach/).check();
  await page.getByRole('button', { name: 'Recommend a plan' }).click();

  const plan = page.getByRole('region', { name: 'Your plan' });
  const lines = plan.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(lines.first()).toBeVisible();
  await expect(page).toHaveURL(/\/media-recommendation\?budget=5\+lakh&objective=reach/);
  const count = await lines.count();
  expect(count).toBeGreaterThan(0);
  const total = rupees(await plan.locator('dt', { hasText: 'Total, GST included' }).locator('xpath=following-sibling::dd').textContent());
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(500_000);
  // Each pick says why.
  await expect(lines.first().locator('p').first()).not.toBeEmpty();

  await plan.getByRole('button', { name: 'Add the plan to the bag' }).click();
  await expect(plan.getByText(new RegExp(`Added ${count} lines? to your bag`))).toBeVisible();
  // The plan went into an empty bag: the panel opens as it does for a first item.
  const drawer = page.getByRole('dialog', { name: 'Your Bag' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('bag-line')).toHaveCount(count);
  // Priced as the plan was: the bag's total (GST included) is the plan's.
  await expect.poll(async () => rupees(await drawer.getByTestId('bag-total').textContent())).toBe(total);
});

test('a budget below every minimum billing is told the smallest workable budget, and can plan with it', async ({ page }) => {
  await page.goto('/media-recommendation?budget=10&objective=reach');
  const alert = page.getByRole('region', { name: 'Your plan' }).getByRole('alert');
  await expect(alert).toContainText('The smallest workable budget for these choices is');
  await alert.getByRole('button', { name: /^Plan with ₹/ }).click();
  await expect(page.getByRole('region', { name: 'Your plan' }).getByRole('heading', { name: 'Your plan' })).toBeVisible();
});
