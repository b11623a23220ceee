import { expect, test, type Page } from '@playwright/test';
import { signInByEmail, uniqueEmail, verifyPhone } from './support/session';

/** Adds the first option of the first media of `category` to the bag (the drawer opens on the first add). */
async function addOption(page: Page, category: string) {
  await page.goto(`/${category}`);
  await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
  await page.getByRole('button', { name: /add to bag/i }).first().click();
}

test('signed out, the dashboard asks to sign in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Your campaigns' })).toBeVisible();
  await expect(page.getByText('Sign in to see your campaigns')).toBeVisible();
});

test('a saved bag shows on the dashboard with its figures, and opens with its stepper and tabs', async ({ page, request }) => {
  await page.goto('/');
  await signInByEmail(page, request, uniqueEmail('dash'));

  await addOption(page, 'newspaper');
  const drawer = page.getByRole('dialog', { name: 'Your Bag' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Save as campaign' }).click();
  await verifyPhone(page, request);
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f]{24}$/);
  const campaignUrl = page.url();

  // The list: one campaign, the four figures, a link to it.
  await page.goto('/dashboard');
  const figures = page.getByLabel('Campaign figures');
  await expect(figures.getByText('Campaigns', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('1');
  await expect(figures.getByText('Live', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('0');
  const list = page.getByRole('list', { name: 'Your campaigns' });
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link').first()).toContainText('Draft');
  await list.getByRole('link').first().click();

  // The campaign: header, the three-step stepper in Planning, and its tabs.
  await expect(page).toHaveURL(campaignUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Campaign progress' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('Planning');
  await expect(steps.nth(0)).toContainText('In Progress');
  await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('tablist', { name: 'Campaign sections' })).toBeVisible();

  await page.getByRole('tab', { name: 'Media options' }).click();
  await expect(page).toHaveURL(/\?tab=media$/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByLabel('Media option totals')).toContainText('₹');
});

test('"Add media" on a campaign opens the bag for it; the options added there join the campaign', async ({ page, request }) => {
  // A journey over six pages (sign-in, save, phone check, campaign, bag, catalog): it takes 15 s on a quiet machine.
  test.slow();
  await page.goto('/');
  await signInByEmail(page, request, uniqueEmail('addmedia'));
  await addOption(page, 'newspaper');
  const drawer = page.getByRole('dialog', { name: 'Your Bag' });
  await drawer.getByRole('button', { name: 'Save as campaign' }).click();
  await verifyPhone(page, request);
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f]{24}$/);
  const campaignUrl = page.url();
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;

  // From the campaign: the bag opens (as a drawer, the advertiser's way) for this campaign.
  await page.getByRole('link', { name: 'Add media' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(drawer.getByRole('note', { name: 'Adding to a campaign' })).toContainText(`Adding to your campaign ${name}.`);
  // The user closes the bag to browse, adds an option, and the bag still saves into the campaign.
  await drawer.getByRole('button', { name: 'Close bag' }).click();
  await addOption(page, 'radio');
  await expect(drawer.getByTestId('bag-line')).toHaveCount(1);
  await expect(drawer.getByRole('note', { name: 'Adding to a campaign' })).toBeVisible();
  await expect(drawer.getByText('Saving changes…')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Add to campaign' }).click();

  // stay=true: back on this site's dashboard, on the same campaign, now with both options.
  await expect(page).toHaveURL(campaignUrl);
  await page.getByRole('tab', { name: 'Media options' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  const list = await (await request.get('/campaign-api/campaigns', {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}` },
  })).json();
  expect(list.campaigns).toHaveLength(1);
});
