import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Signs this context in as a staff member. Staff accounts are not made through the site,
 * so the user fetch answers a staff user; everything else goes to the real server.
 */
export async function signInAsStaff(context: BrowserContext, page: Page): Promise<void> {
  await context.route('**/api/authenticate/me', (route) =>
    route.fulfill({ json: { user: { _id: 'e2e-staff', name: 'Staff Tester', email: 'staff@example.in', role: 'sales' } } }),
  );
  await context.route('**/api/bag/count', (route) => route.fulfill({ json: { data: { count: 0, items: [] } } }));
  await page.addInitScript(() => window.localStorage.setItem('authToken', 'e2e-staff-token'));
}

/** Turns the new search on for a signed-in staff member and returns its box. */
export async function newSearchBox(page: Page) {
  const banner = page.getByRole('banner');
  const toggle = banner.getByRole('button', { name: 'New search' });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  const box = banner.getByRole('combobox', { name: 'Search media' });
  await expect(box).toHaveAttribute('placeholder', 'Search...');
  return box;
}

/** Turns the new search off for a signed-in staff member and returns the old box. */
export async function oldSearchBox(page: Page) {
  const banner = page.getByRole('banner');
  const toggle = banner.getByRole('button', { name: 'New search' });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-pressed')) === 'true') await toggle.click();
  // By role: the server-rendered phone menu's own search form (hidden) is in the page until the script replaces it.
  const box = banner.getByRole('searchbox', { name: 'Search media', exact: true });
  await expect(box).toBeVisible();
  return box;
}
