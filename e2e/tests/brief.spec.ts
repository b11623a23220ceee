import { expect, test } from '@playwright/test';
import { signInByEmail, uniqueEmail } from './support/session';

/**
 * /ad-campaign-brief: the brief with its defaults, checked in place; sending it creates a
 * campaign with a requested plan and its attached file, shown on the dashboard.
 */
test('a brief with a file becomes a campaign awaiting its plan', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await signInByEmail(page, request, uniqueEmail('brief'));
  await page.goto('/ad-campaign-brief');

  // SPEC defaults: age 20–35, income 10,000–1,00,000, budget 2,00,000.
  await expect(page.getByRole('spinbutton', { name: 'Age from' })).toHaveValue('20');
  await expect(page.getByRole('spinbutton', { name: 'Age to' })).toHaveValue('35');
  await expect(page.getByRole('textbox', { name: 'Budget (₹)' })).toHaveValue('200000');

  // Nothing filled in: the problems are listed and focused, and nothing is sent.
  await page.getByRole('button', { name: 'Submit brief' }).click();
  const summary = page.getByRole('alert').filter({ hasText: /problem/ });
  await expect(summary).toBeFocused();
  await expect(page).toHaveURL(/\/ad-campaign-brief$/);

  await page.getByRole('textbox', { name: 'Brand name' }).fill('Sunrise Tea');
  await page.getByRole('textbox', { name: 'Category' }).fill('FMCG');
  await page.getByRole('combobox', { name: 'Objective' }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Budget (₹)' }).fill('5,00,000');
  // SPEC.md 3.11: the campaign's own choices go with the brief.
  await page.getByRole('textbox', { name: 'Client' }).fill('Sunrise Foods Ltd');
  await page.getByRole('checkbox', { name: 'Request a callback' }).check();
  await page.getByRole('checkbox', { name: 'Execute with TMA' }).check();
  await page.getByLabel('Attach files (optional)').setInputFiles({ name: 'audience.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await page.getByRole('button', { name: 'Submit brief' }).click();

  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f]{24}$/);
  await expect(page.getByRole('main')).toContainText('Plan Requested');
  const facts = page.getByRole('region', { name: 'About this campaign' });
  await expect(facts).toContainText('Sunrise Foods Ltd');
  await expect(facts).toContainText('Requested: our team will call you');
  await expect(facts).toContainText('With TMA. TMA is our own media team');
  await page.getByRole('tab', { name: 'Brief' }).click();
  await expect(page.getByLabel('Brief details')).toContainText('Sunrise Tea');
  await expect(page.getByLabel('Brief details')).toContainText('₹5,00,000');
  await expect(page.getByRole('list', { name: 'Brief files' })).toContainText('audience.pdf');
});
