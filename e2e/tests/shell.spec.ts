import { expect, test } from '@playwright/test';

test('header has the logo, search box, Contact Us, Login and Your Bag', async ({ page }) => {
  await page.goto('/');
  // The header as the page's code shows it (the server's markup also carries the menu for browsers without script).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  await expect(banner.getByPlaceholder('Search Channel, Media')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(banner.getByRole('button', { name: /your bag/i })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('category tabs follow the path at ≥ 960 px and hide below it and on hidden routes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/radio');
  const tabs = page.getByRole('navigation', { name: /categor/i });
  await expect(tabs.getByRole('link', { name: 'Radio' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1);
  await tabs.getByRole('link', { name: 'BTL' }).click();
  await expect(page).toHaveURL(/\/nontraditional$/);
  await expect(tabs.getByRole('link', { name: 'BTL' })).toHaveAttribute('aria-current', 'page');

  await page.setViewportSize({ width: 800, height: 800 });
  await expect(page.getByRole('navigation', { name: /categor/i })).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/plan');
  await expect(page.getByRole('navigation', { name: /categor/i })).toHaveCount(0);
});

test('landing URLs hide the header menu, tabs and footer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/lp/radio-advertising');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByPlaceholder('Search Channel, Media')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /your bag/i })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: /categor/i })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /radio/i }).last()).toHaveAttribute('href', /\/radio\?.*utm_source=/);
});

test('a deep link is served by the history fallback', async ({ page }) => {
  const res = await page.goto('/newspaper?page=1');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/newspaper/i);
});

test('every link in the footer leads to a page the site has (no 404)', async ({ page, request }) => {
  await page.goto('/');
  const hrefs = await page.getByRole('contentinfo').locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(15);
  for (const href of new Set(hrefs)) {
    const res = await request.get(href);
    expect({ href, status: res.status() }).toEqual({ href, status: 200 });
  }
});

test('an unknown path, media profile or industry answers 404 with the not-found page', async ({ page }) => {
  for (const path of ['/no-such-page', '/newspaper/no-such-paper', '/industry/no-such-industry']) {
    const res = await page.goto(path);
    expect({ path, status: res?.status() }).toEqual({ path, status: 404 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|can.t find|doesn.t exist/i);
  }
  const app = await page.goto('/_app');
  expect(app?.status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
});
