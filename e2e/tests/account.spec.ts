import { expect, test } from '@playwright/test';
import { signInByEmail, uniqueEmail } from './support/session';

// The account page from the user menu: agency details with the GSTIN checked by its check
// digit on the form and on the server, saved and shown again; the name saved and shown in
// the header.

test('the account page is reached from the user menu and saves agency details with a valid GSTIN only', async ({ page, request }) => {
  const email = uniqueEmail('account');
  await page.goto('/');
  await signInByEmail(page, request, email);

  const banner = page.getByRole('banner');
  // The user menu (mf_auth/UserMenu): the button with the user's name that opens a menu.
  await banner.locator('button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page).toHaveTitle(/^Your account \| /);
  await expect(page.getByText(email)).toBeVisible();

  const form = page.getByRole('form', { name: 'Agency details' });
  await form.getByLabel('Company or agency name').fill('Bright Ads LLP');
  const gstin = form.getByLabel('GSTIN');
  // 27AAPFU0939F1ZV is valid: a wrong last character fails the check digit.
  await gstin.fill('27AAPFU0939F1ZX');
  await form.getByRole('button', { name: 'Save agency details' }).click();
  await expect(form.getByText('This GSTIN has a typing mistake: its last character does not match (check digit)')).toBeVisible();
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');

  // The server refuses it too, in the same words, and keeps nothing.
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const refused = await request.put('/api/user/agency-details', {
    headers: { 'x-access-token': token! },
    data: { agencyName: 'Bright Ads LLP', gstin: '27AAPFU0939F1ZX' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe('This GSTIN has a typing mistake: its last character does not match (check digit)');

  await gstin.fill('27aapfu0939f1zv');
  await expect(gstin).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Billing address').fill('12 MG Road');
  await form.getByLabel('City').fill('Pune');
  await form.getByLabel('State').fill('Maharashtra');
  await form.getByLabel('PIN code').fill('411001');
  await form.getByRole('button', { name: 'Save agency details' }).click();
  await expect(form.getByText('Your agency details are saved. Invoices will carry them.')).toBeVisible();
  await expect(gstin).toHaveValue('27AAPFU0939F1ZV');

  // The name: saved, and the header's menu shows it at once.
  const name = page.getByRole('form', { name: 'Your name' }).getByLabel('Name');
  await name.fill('Asha Rao (e2e)');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name is saved.')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Asha Rao (e2e)', exact: true })).toBeVisible();

  // Shown again after a reload.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Agency details' }).getByLabel('GSTIN')).toHaveValue('27AAPFU0939F1ZV');
  await expect(page.getByRole('form', { name: 'Agency details' }).getByLabel('PIN code')).toHaveValue('411001');
  await expect(page.getByRole('form', { name: 'Your name' }).getByLabel('Name')).toHaveValue('Asha Rao (e2e)');
});
