import { expect, test } from '@playwright/test';
import { signInByEmail, uniqueEmail } from './support/session';
import { addFirstOption } from './support/campaign';

/**
 * A server that hangs: every call and every page load ends in time (the clients' and the
 * loader's timeouts, 15 s for writes and code), says what failed, offers Retry, and loses
 * nothing the user typed.
 */

test('a bag edit the server never answers: it says so after the write timeout, keeps the value, and Retry saves it', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await signInByEmail(page, request, uniqueEmail('hang'));
  const drawer = await addFirstOption(page, 'newspaper');
  await expect(drawer.getByText('Saving changes…')).toHaveCount(0);

  // From now on the bag's writes hang.
  await page.route(/\/api\/bag\/pricingUnit$/, () => undefined);
  const unit = drawer.getByTestId('bag-line').first().getByRole('spinbutton').first();
  const raised = String(Number(await unit.inputValue()) + 7);
  await unit.fill(raised);
  await unit.press('Enter');
  await expect(drawer.getByText('Saving changes…')).toBeVisible();
  const problem = drawer.getByRole('alert').filter({ hasText: 'not saved yet' });
  await expect(problem).toContainText('Server Error! The server took too long to answer', { timeout: 20_000 });
  await expect(drawer.getByText('Saving changes…')).toHaveCount(0);
  await expect(unit).toHaveValue(raised);

  // The server is back: Retry saves what was typed.
  await page.unroute(/\/api\/bag\/pricingUnit$/);
  await problem.getByRole('button', { name: 'Retry' }).click();
  await expect(problem).toHaveCount(0);
  await expect(drawer.getByText('Saving changes…')).toHaveCount(0);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const bag = (await (await request.get('/api/bag', { headers: { 'x-access-token': token! } })).json()) as { data: { items: { pricingUnits: { value: number }[] }[] } };
  expect(bag.data.items[0]!.pricingUnits[0]!.value).toBe(Number(raised));
});

test("a page whose code never arrives: the new page's loading state at once, then its failure with Retry, which loads it", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const home = (await page.getByRole('heading', { level: 1 }).textContent())!;
  // The home page's code has all arrived and hydrated (its markup came from the server; until then
  // a click is held, and a hung chunk of its own would hold it for good): 20 s for a loaded machine.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // The catalog's remaining page chunks hang (the home page's code is already here).
  await page.route(/\/mf\/mf-catalog\/.*\.js$/, () => undefined);
  await page.getByRole('navigation', { name: 'Media categories' }).getByRole('link', { name: 'Radio' }).click();
  await expect(page).toHaveURL(/\/radio$/);
  // Not the old page: the new one's loading state.
  await expect(page.getByRole('heading', { level: 1, name: home })).toHaveCount(0, { timeout: 2_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toHaveCount(1);
  const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await page.unroute(/\/mf\/mf-catalog\/.*\.js$/);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Radio advertising/ })).toBeVisible();
});

test('a remote that never arrives shows its failure with Retry instead of loading for ever', async ({ page }) => {
  test.setTimeout(60_000);
  // Every dashboard file held from the start. The dashboard is opened directly: a navigation
  // from the server-rendered home page may happen before the page has hydrated (its router
  // not yet listening), which a slow machine showed as the home page staying on screen.
  await page.route(/\/mf\/mf-dashboard\//, () => undefined);
  await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
  const failure = page.getByRole('alert').filter({ hasText: 'The dashboard could not be loaded.' });
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await page.unroute(/\/mf\/mf-dashboard\//);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your campaigns' })).toBeVisible({ timeout: 20_000 });
});
