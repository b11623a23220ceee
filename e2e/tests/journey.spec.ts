import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInByEmail, uniqueEmail } from './support/session';
import { addFirstOption, saveAsCampaign } from './support/campaign';
import { apiToken, makeStaff } from './support/staff';

/**
 * The campaign's whole life (issue 6): an advertiser saves a bag and follows the campaign on
 * the dashboard while staff share a plan, set a purchase order, record proof and add report rows.
 */

test('bag → campaign → staff plan → approval → purchase order → proof → report rows → charts and CSV', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await signInByEmail(page, request, uniqueEmail('journey'));

  // The advertiser fills the bag and saves it as a campaign.
  const drawer = await addFirstOption(page, 'radio');
  // One scheduled day, so staff have a schedule entry to put a purchase order on.
  await drawer.getByLabel('Date', { exact: true }).fill('2026-12-01');
  await drawer.getByRole('button', { name: 'Add date' }).click();
  await expect(drawer.getByRole('list', { name: 'Schedule' })).toContainText('2026-12-01');
  const campaignId = await saveAsCampaign(page, drawer, request);

  // It is on the dashboard list.
  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first()).toBeVisible();
  await page.goto(`/dashboard/${campaignId}`);
  const steps = page.getByRole('list', { name: 'Campaign progress' }).getByRole('listitem');
  await expect(steps.nth(0)).toContainText('In Progress');

  // Staff share a plan version.
  const staffEmail = uniqueEmail('staff');
  const staffToken = await apiToken(request, staffEmail);
  makeStaff(staffEmail);
  const staff = { Authorization: `Bearer ${staffToken}` };
  const shared = await request.post(`/campaign-api/campaigns/${campaignId}/plans`, { headers: staff, data: { note: 'Morning drive plan' } });
  expect(shared.status()).toBe(201);

  // The advertiser approves it: planning done; execution under way but not Done before any purchase order.
  await page.reload();
  await page.getByRole('tab', { name: 'Plans' }).click();
  await page.getByRole('button', { name: 'Approve version 1' }).click();
  await page.getByRole('dialog', { name: 'Approve version 1' }).getByRole('button', { name: 'Approve plan' }).click();
  await expect(page.getByRole('list', { name: 'Plan versions' })).toContainText('Approved');
  await expect(steps.nth(0)).toContainText('Done');
  await expect(steps.nth(1)).toContainText('In Progress');
  await expect(steps.nth(1)).not.toContainText('Done');
  await expect(steps.nth(1)).toHaveAccessibleDescription('Plan approved; waiting for a purchase order or invoice');
  await expect(steps.nth(2)).toContainText('Pending');

  // Staff set a purchase order on the first schedule entry and add two days of report rows.
  const campaign = (await (await request.get(`/campaign-api/campaigns/${campaignId}`, { headers: staff })).json()) as {
    mediaOptions: { _id: string; schedule?: unknown[] }[];
  };
  const option = campaign.mediaOptions[0]!;
  expect(option.schedule).toHaveLength(1);
  const po = await request.put(`/campaign-api/campaigns/${campaignId}/media-options/${option._id}/schedule/0`, { headers: staff, data: { po: { id: 'PO-1001' } } });
  expect(po.ok()).toBeTruthy();
  const rows = await request.post(`/campaign-api/campaigns/${campaignId}/report/rows`, {
    headers: staff,
    data: [
      { date: '2026-11-01', plannedAds: 10, actualAds: 9, plannedSpend: 20000, actualSpend: 18000, plannedImpressions: 100000, actualImpressions: 90000, reach: 60000, clicks: 300 },
      { date: '2026-11-02', plannedAds: 10, actualAds: 11, plannedSpend: 20000, actualSpend: 22000, plannedImpressions: 100000, actualImpressions: 110000, reach: 70000, clicks: 350 },
    ],
  });
  expect(rows.ok()).toBeTruthy();

  // Staff record proof of execution on the dashboard (their own browser), with a link that is first mistyped.
  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const staffPage = await staffContext.newPage();
    await staffPage.addInitScript((token) => window.localStorage.setItem('authToken', token), staffToken);
    await staffPage.goto(`/dashboard/${campaignId}?tab=media`);
    await staffPage.getByRole('button', { name: /^Add proof for / }).first().click();
    const proofDialog = staffPage.getByRole('dialog', { name: /^Proof of execution: / });
    await proofDialog.getByLabel('A link').check();
    await proofDialog.getByRole('textbox', { name: 'Link' }).fill('photos.example.in/drive-42');
    await proofDialog.getByRole('button', { name: 'Record proof' }).click();
    await expect(proofDialog).toContainText('Enter a full link starting with http:// or https://');
    await proofDialog.getByRole('textbox', { name: 'Link' }).fill('https://photos.example.in/drive-42');
    await proofDialog.getByLabel('Note (optional)').fill('Air-time certificate, morning drive');
    await proofDialog.getByRole('button', { name: 'Record proof' }).click();
    await expect(proofDialog).toBeHidden();
    await expect(staffPage.getByRole('link', { name: 'photos.example.in/drive-42' })).toBeVisible();
  } finally {
    await staffContext.close();
  }

  // The advertiser sees execution under way (the purchase order), the charts and the table, and downloads the CSV.
  await page.reload();
  await expect(steps.nth(1)).toContainText('In Progress');
  await expect(steps.nth(1)).toHaveAccessibleDescription('Purchase order or invoice issued; runs until the campaign ends');
  await page.getByRole('tab', { name: 'Media options' }).click();
  await expect(page.getByRole('main')).toContainText('PO-1001');
  await expect(page.getByRole('link', { name: 'photos.example.in/drive-42' })).toHaveAttribute('href', 'https://photos.example.in/drive-42');
  await expect(page.getByRole('main')).toContainText('Air-time certificate, morning drive');
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page.locator('svg[role="img"]').first()).toBeVisible();
  await expect(page.getByRole('table').first()).toContainText('2026');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('actualSpend');
  expect(csv).toContain('2026-11-02');
});
