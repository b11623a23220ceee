import { expect, test, type Page } from '@playwright/test';
import { AUTH_TOKEN_KEY } from 'shared-domain';
import { uniqueEmail } from './support/session';
import { apiToken } from './support/staff';

/** From now on each code file of the remote served from `/mf/<folder>/` fails the first time it is asked for; answers their URLs. */
async function failEachFileOnce(page: Page, folder: string): Promise<Set<string>> {
  const failed = new Set<string>();
  await page.route(new RegExp(`/mf/${folder}/.*\\.js(?:\\?.*)?$`), (route) => {
    const url = route.request().url();
    if (failed.has(url)) return route.continue();
    failed.add(url);
    return route.abort('failed');
  });
  return failed;
}

/**
 * A remote's page whose code fails to arrive once (a dropped connection, a deploy in between):
 * the remote's slot says so with Retry, and Retry loads the code again and shows the page.
 * The dashboard's pages are declared with shared-ui's definePages, on the retrying lazy loader
 * (React.lazy would keep the failed import, and Retry would fail again).
 */
test("a dashboard page whose code fails to load once: its failure with Retry, and Retry brings the page", async ({ page }) => {
  test.setTimeout(60_000);
  // The dashboard's routes first (its campaign list is in their chunk; signed out: the sign-in prompt).
  await page.goto('/dashboard');
  await expect(page.getByText('Sign in to see your campaigns')).toBeVisible();
  await page.waitForLoadState('networkidle');

  // From now on each of the dashboard's code files fails the first time it is asked for.
  const failed = await failEachFileOnce(page, 'mf-dashboard');

  // The brief form's code is its own chunk, asked for when the page is visited.
  // The page's own link (the header and the footer have one too).
  await page.locator('#main').getByRole('link', { name: 'Plan a campaign' }).click();
  await expect(page).toHaveURL(/\/ad-campaign-brief$/);
  const failure = page.getByRole('alert').filter({ hasText: 'The dashboard could not be loaded.' });
  await expect(failure).toBeVisible({ timeout: 20_000 });
  expect(failed.size).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign brief' })).toHaveCount(0);

  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign brief' })).toBeVisible({ timeout: 20_000 });
  await expect(failure).toHaveCount(0);
});

/**
 * The same for the seller remote (mf_seller, its own build under /mf/mf-seller/): a signed-in
 * buyer who is not staff opens the staff review (the seller's routes arrive; the review is
 * refused with a link to the studio), then the studio's code fails once: the seller studio's
 * fallback with Retry, and Retry brings the studio.
 */
test('a seller page whose code fails to load once: its failure with Retry, and Retry brings the page', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await apiToken(request, uniqueEmail('seller-retry'));
  await page.goto('/about');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [AUTH_TOKEN_KEY, token] as const);
  await page.goto('/staff/listings');
  const studioLink = page.locator('#main').getByRole('link', { name: 'seller studio', exact: true });
  await expect(studioLink).toBeVisible();
  await page.waitForLoadState('networkidle');

  // From now on each of the seller remote's code files fails the first time it is asked for.
  const failed = await failEachFileOnce(page, 'mf-seller');

  // The studio's home is its own chunk, asked for when the page is visited.
  await studioLink.click();
  await expect(page).toHaveURL(/\/seller$/);
  const failure = page.getByRole('alert').filter({ hasText: 'The seller studio could not be loaded.' });
  await expect(failure).toBeVisible({ timeout: 20_000 });
  expect([...failed].every((url) => url.includes('/mf/mf-seller/'))).toBe(true);
  expect(failed.size).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Create seller account' })).toHaveCount(0);

  await failure.getByRole('button', { name: 'Retry' }).click();
  // Signed in without a seller account: the studio's sign-up.
  await expect(page.getByRole('button', { name: 'Create seller account' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Seller studio' })).toBeVisible();
  await expect(failure).toHaveCount(0);
});
