import { expect, test } from '@playwright/test';

// Planning tools (issue 18): the ROAS calculator computes in the page, keeps its values in the
// address, and a shared address arrives with its result already rendered by the server.
test('the ROAS calculator works out a result a visitor can share by its address', async ({ page, browser }) => {
  await page.goto('/calculators');
  await page.getByRole('main').getByRole('link', { name: 'ROAS Calculator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ROAS Calculator' })).toBeVisible();
  await page.getByLabel('Ad spend (₹)').fill('1,00,000');
  await page.getByLabel('Revenue from the campaign (₹)').fill('5,00,000');
  await page.getByLabel('Gross margin (%)').fill('40');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText('5.00×');
  await expect(result).toContainText('₹1,00,000');
  await expect(page).toHaveURL(/\/roas-calculator\?spend=1%2C00%2C000&revenue=5%2C00%2C000&margin=40$/);

  // The shared address, without any script: the server rendered the same result.
  const bare = await browser.newContext({ javaScriptEnabled: false });
  const other = await bare.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('region', { name: 'Result' })).toContainText('Break-even ROAS');
  await expect(other.getByRole('region', { name: 'Result' })).toContainText('2.50×');
  // Without script the form still works: its own GET is the same address, which the server renders.
  const form = await bare.newPage();
  await form.goto('/roas-calculator');
  await form.getByLabel('Ad spend (₹)').fill('50000');
  await form.getByLabel('Revenue from the campaign (₹)').fill('120000');
  await form.getByLabel('Gross margin (%)').fill('30');
  await form.getByRole('button', { name: 'Calculate' }).click();
  await expect(form).toHaveURL(/\/roas-calculator\?spend=50000&revenue=120000&margin=30$/);
  await expect(form.getByRole('region', { name: 'Result' })).toContainText('Loss after ad spend');
  await bare.close();
});

test('a wrong value is explained beside its field and no result is shown', async ({ page }) => {
  await page.goto('/roas-calculator?spend=0&revenue=100&margin=40');
  const spend = page.getByLabel('Ad spend (₹)');
  await expect(spend).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Ad spend must be more than ₹0.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Result' })).toHaveCount(0);
});
