import { expect, test } from '@playwright/test';
import { signInByEmail, uniqueEmail } from './support/session';
import { addFirstOption, saveAsCampaign } from './support/campaign';
import { apiToken, makeStaff } from './support/staff';

/**
 * Issue 32: a buyer cannot set their own price. An agency rate typed in the bag is a request,
 * shown as such and left out of the total; it goes with the saved campaign, where staff accept
 * it and only then does the price change.
 */
test('a buyer requests ₹100 in the bag: shown as requested, total unchanged; staff accept it on the campaign and the price changes', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await signInByEmail(page, request, uniqueEmail('rate-buyer'));
  const drawer = await addFirstOption(page, 'radio');
  const line = drawer.getByTestId('bag-line');
  // Many spots, so that at ₹100 the line is still above its minimum billing (the catalog's
  // minimum is the offer rate at the default units): accepting the rate then lowers the total.
  const unit = line.getByRole('spinbutton').first();
  const raised = Number(await unit.inputValue()) * 100;
  await unit.fill(String(raised));
  await unit.press('Enter');
  await expect(drawer.getByText('Saving changes…')).toHaveCount(0);
  const total = drawer.getByTestId('bag-total');
  const totalBefore = await total.textContent();

  // The buyer's input asks; it does not set.
  await expect(line.getByLabel('Agency rate ₹')).toHaveCount(0);
  const rate = line.getByLabel('Request a rate ₹');
  await rate.fill('100');
  await rate.press('Enter');
  await expect(line.getByTestId('requested-rate')).toHaveText('Requested ₹100 · awaits approval');
  await expect(line).toContainText('Prices and totals stay as shown until they accept it.');
  await expect(drawer.getByText('Saving changes…')).toHaveCount(0);
  await expect(total).toHaveText(totalBefore!);

  // Read back from the server, it is still a request.
  await page.goto('/bag');
  const reopened = page.getByRole('dialog', { name: 'Your Bag' });
  await expect(reopened.getByTestId('requested-rate')).toHaveText('Requested ₹100 · awaits approval');
  await expect(reopened.getByTestId('bag-total')).toHaveText(totalBefore!);

  const campaignId = await saveAsCampaign(page, reopened, request);
  const totals = page.getByLabel('Campaign totals');
  await expect(totals).toBeVisible();
  const campaignTotalBefore = await totals.textContent();
  await page.getByRole('tab', { name: 'Media options' }).click();
  const media = page.getByRole('tabpanel', { name: 'Media options' });
  await expect(media.getByTestId('rate-request')).toContainText('Requested ₹100 · awaits approval');
  await expect(media.getByRole('button', { name: 'Accept ₹100' })).toHaveCount(0);
  const optionTotalBefore = await media.getByLabel('Media option totals').textContent();

  // Staff accept it in their own browser: the option is priced again.
  const staffEmail = uniqueEmail('rate-staff');
  const staffToken = await apiToken(request, staffEmail);
  makeStaff(staffEmail);
  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const staffPage = await staffContext.newPage();
    await staffPage.addInitScript((token) => window.localStorage.setItem('authToken', token), staffToken);
    await staffPage.goto(`/dashboard/${campaignId}?tab=media`);
    const staffMedia = staffPage.getByRole('tabpanel', { name: 'Media options' });
    await expect(staffMedia.getByTestId('rate-request')).toContainText('Requested ₹100 by the buyer');
    await staffMedia.getByRole('button', { name: 'Accept ₹100' }).click();
    await expect(staffMedia.getByTestId('rate-request')).toHaveCount(0);
    await expect(staffMedia.getByLabel('Media option totals')).not.toHaveText(optionTotalBefore!);
    await expect(staffMedia).toContainText('(agency rate)');
  } finally {
    await staffContext.close();
  }

  // The buyer sees the new price.
  await page.reload();
  await expect(page.getByLabel('Campaign totals')).not.toHaveText(campaignTotalBefore!);
  await page.getByRole('tab', { name: 'Media options' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Media options' }).getByTestId('rate-request')).toHaveCount(0);
  await expect(page.getByRole('tabpanel', { name: 'Media options' })).toContainText('₹100 ×');
});
