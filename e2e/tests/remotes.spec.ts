import { expect, test } from '@playwright/test';
import { addFirstOption, saveAsCampaign } from './support/campaign';
import { signInByEmail, uniqueEmail } from './support/session';

test('Login opens the sign-in modal from mf-auth; bad input is explained; Escape closes it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: /sign in/i });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /continue with e-mail/i }).click();
  await dialog.getByRole('textbox').first().fill('not-an-email');
  await dialog.getByRole('textbox').first().press('Enter');
  await expect(dialog.getByText('Enter a valid e-mail address')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the dashboard asks a guest to sign in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Sign in to see your campaigns')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByRole('dialog', { name: /sign in/i })).toBeVisible();
});

test('the bag drawer lists the guest bag, removes an item and closes when the bag empties', async ({ page }) => {
  await page.goto('/outdoor');
  await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
  await page.getByRole('button', { name: /add to bag/i }).first().click();
  await page.getByRole('button', { name: /your bag/i }).click();
  const drawer = page.getByRole('dialog', { name: /your bag/i });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('bag-line')).toHaveCount(1);
  await drawer.getByTestId('bag-line').first().getByRole('button', { name: /^delete /i }).click();
  // SPEC.md section 4: the panel closes when the bag empties.
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: /your bag/i })).toHaveAttribute('aria-label', /\b0\b/);
  await page.getByRole('button', { name: /your bag/i }).click();
  await expect(drawer.getByText(/your bag is empty/i)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('an agency page with no host embeds the bag through mount()', async ({ page }) => {
  await page.goto('/newspaper');
  await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
  await page.getByRole('button', { name: /add to bag/i }).first().click();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('selectedMediaOptions') ?? '[]') as { _id: string }[]);
  expect(stored).toHaveLength(1);

  await page.goto('/mf/mf-bag/embed-demo.html');
  // No host-shell on this page: no site header, only the agency's page and the embedded bag.
  await expect(page.getByPlaceholder('Search Channel, Media')).toHaveCount(0);
  const probe = await page.evaluate(() => (globalThis as unknown as { __mfSingletons?: Record<string, unknown[]> }).__mfSingletons?.react?.length ?? 0);
  expect(probe).toBeLessThanOrEqual(1);
  // The guest's line, priced from the catalog's option data, with its media linked.
  const line = page.getByTestId('bag-line');
  await expect(line).toHaveCount(1);
  // An embed's links are absolute, on the site (here the demo's own origin), and open in a new tab.
  await expect(line.getByRole('link').first()).toHaveAttribute('href', new RegExp(`^${new URL(page.url()).origin}/newspaper/`));
  await expect(line.getByRole('link').first()).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('bag-total')).toHaveText(/₹[\d,]+/);
});

test('an agency page with no host embeds the dashboard through mount(): the signed-in list and a campaign page', async ({ page, request }) => {
  test.setTimeout(60_000); // signs in, saves a campaign and loads two remotes: slow on a loaded machine
  await page.goto('/');
  await signInByEmail(page, request, uniqueEmail('agency'));
  await saveAsCampaign(page, await addFirstOption(page, 'radio'), request);

  await page.goto('/mf/mf-dashboard/embed-demo.html');
  await expect(page.getByPlaceholder('Search Channel, Media')).toHaveCount(0);
  await expect(page.getByText('Acme Media Agency')).toBeVisible();
  // The token from the page's storage: the advertiser's campaigns, then one campaign's page in the embed's own router.
  const list = page.getByRole('list', { name: 'Your campaigns' });
  await expect(list.getByRole('link')).toHaveCount(1);
  await list.getByRole('link').first().click();
  await expect(page.getByRole('list', { name: 'Campaign progress' }).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('tab', { name: 'Media options' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  // The embed never touches the agency page's URL.
  await expect(page).toHaveURL(/\/mf\/mf-dashboard\/embed-demo\.html$/);
});
