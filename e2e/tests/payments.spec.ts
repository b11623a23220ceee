import { expect, test } from '@playwright/test';
import { signInByEmail, uniqueEmail, verifyPhone } from './support/session';
import { addFirstOption, saveAsCampaign } from './support/campaign';
import { sharePlan } from './support/staff';

/**
 * After approval an advertiser names the campaign and records a UPI payment; it waits for
 * the team, and only once staff verify it does the campaign count it as paid.
 */
test('rename, approve, record a UPI payment that awaits verification, staff verify it', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await signInByEmail(page, request, uniqueEmail('payer'));

  const campaignId = await saveAsCampaign(page, await addFirstOption(page, 'radio'), request);

  // The bag's default name is the same for every campaign; the owner gives this one its own.
  await page.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename campaign' });
  await rename.getByRole('textbox', { name: 'Campaign name' }).fill('   ');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(rename).toContainText('Enter a name for the campaign');
  await rename.getByRole('textbox', { name: 'Campaign name' }).fill('Diwali radio push');
  await rename.getByRole('textbox', { name: 'Campaign name' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diwali radio push');

  // Staff share a plan; the advertiser approves it.
  const { staffToken } = await sharePlan(request, campaignId, 'Drive time', 'accounts');
  await page.reload();
  await page.getByRole('tab', { name: 'Plans' }).click();
  await page.getByRole('button', { name: 'Approve version 1' }).click();
  await page.getByRole('dialog', { name: 'Approve version 1' }).getByRole('button', { name: 'Approve plan' }).click();
  await expect(page.getByRole('list', { name: 'Plan versions' })).toContainText('Approved');

  // A UPI payment, typed the Indian way, first with a reference that is not a UPI id.
  await page.getByRole('tab', { name: 'Payments' }).click();
  const form = page.getByRole('form', { name: 'Add a payment' });
  await form.getByLabel('Amount (₹)').fill('1,000');
  await form.getByLabel('Mode').selectOption('upi');
  await form.getByLabel('Reference').fill('12345');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(form).toContainText('A UPI reference is the 12-digit UPI transaction id (UTR)');
  const utr = String(Date.now()).slice(-12).padStart(12, '7');
  await form.getByLabel('Reference').fill(utr);
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Payments' }).getByText('Payment recorded. Our team will verify it shortly.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: utr });
  await expect(row).toContainText('Awaiting verification');
  await expect(page.getByLabel('Campaign totals')).toContainText('Paid₹0');

  // Staff verify it in their own browser.
  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const staffPage = await staffContext.newPage();
    await staffPage.addInitScript((token) => window.localStorage.setItem('authToken', token), staffToken);
    await staffPage.goto(`/dashboard/${campaignId}?tab=payments`);
    await staffPage.getByRole('button', { name: `Verify ₹1,000 UPI payment ${utr}` }).click();
    await expect(staffPage.getByRole('row').filter({ hasText: utr })).toContainText('Verified');
  } finally {
    await staffContext.close();
  }

  await page.reload();
  await expect(page.getByLabel('Campaign totals')).toContainText('Paid₹1,000');
  await expect(page.getByRole('row').filter({ hasText: utr })).toContainText('Verified');
});

/**
 * A card payment takes the gateway's steps: an order, the gateway's checkout (here the built-in
 * test gateway's, served by this site outside production), its signed answer to the server.
 */
test('pays by card in the test gateway\'s checkout: a declined card says why, a paid one is verified', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await signInByEmail(page, request, uniqueEmail('cardpayer'));
  const campaignId = await saveAsCampaign(page, await addFirstOption(page, 'radio'), request);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const owner = { Authorization: `Bearer ${token}` };

  // Staff share a plan; the owner approves it (through the API: the plan screens have their own tests).
  const { planId } = await sharePlan(request, campaignId, 'Plan', 'cardstaff');
  expect((await request.post(`/campaign-api/campaigns/${campaignId}/plans/${planId}/approve`, { headers: owner })).ok()).toBeTruthy();

  await page.goto(`/dashboard/${campaignId}?tab=payments`);
  const form = page.getByRole('form', { name: 'Add a payment' });
  await expect(form.getByRole('option', { name: 'Card' })).toBeEnabled();
  await form.getByLabel('Mode').selectOption('card');
  await expect(form).toContainText('Test mode: nothing is charged.');
  await form.getByLabel('Amount (₹)').fill('1000');
  await form.getByRole('button', { name: 'Pay by card' }).click();

  // The gateway's checkout opens over the page with the order; the first card is declined.
  const checkout = page.frameLocator('iframe[title="Test card checkout"]');
  await expect(checkout.getByText('TEST MODE')).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Pay ₹1,000' })).toBeVisible();
  await checkout.getByRole('button', { name: 'Decline the test card' }).click();
  await expect(checkout.getByRole('status')).toContainText('declined');
  // Another try in the same checkout goes through.
  await checkout.getByRole('button', { name: 'Pay ₹1,000' }).click();
  await expect(page.locator('iframe[title="Test card checkout"]')).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: 'Card' });
  await expect(row).toContainText('Verified');
  await expect(row).toContainText('₹1,000');
  await expect(page.getByLabel('Campaign totals')).toContainText('Paid₹1,000');

  // A checkout closed without paying records nothing.
  await form.getByLabel('Mode').selectOption('card');
  await form.getByLabel('Amount (₹)').fill('500');
  await form.getByRole('button', { name: 'Pay by card' }).click();
  await checkout.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Payments' }).getByText('Card payment cancelled. Nothing was charged.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Card' })).toHaveCount(1);
});

/**
 * SPEC.md 7.14: the bag is paid by card as it is saved. The server makes the order for the
 * lines' price, the test gateway's checkout takes the card, and the save carries its payment
 * id, which the server verifies before recording the payment, verified, on the new campaign.
 */
test('SPEC.md 7.14: "Pay now by card" in the bag pays at the checkout and saves the campaign with the payment verified', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await signInByEmail(page, request, uniqueEmail('bagpayer'));
  const drawer = await addFirstOption(page, 'radio');
  await expect(drawer.getByText('Saving changes…')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Pay now by card' }).click();
  await verifyPhone(page, request);

  const checkout = page.frameLocator('iframe[title="Test card checkout"]');
  await expect(checkout.getByText('TEST MODE')).toBeVisible();
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f]{24}$/);

  await page.getByRole('tab', { name: 'Payments' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Card' });
  await expect(row).toContainText('Verified');
});
