import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/session';
import { apiToken } from './support/staff';

/**
 * Public pages come rendered from the server and the browser hydrates them (issue 17): no
 * hydration error or warning in the console, no second request for the data the page came
 * with, and the page answers a click as soon as it has loaded.
 */
function watch(page: Page) {
  const problems: string[] = [];
  const api: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/events') api.push(url.pathname + url.search);
  });
  return { problems, api };
}

/** Holds a remote's files back until the returned function is called: the server's page is on screen, its code not yet. */
async function holdRemoteBack(page: Page, remote: string): Promise<() => void> {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => { arrive = resolve; });
  await page.route(`**/mf/${remote}/**`, async (route) => {
    await arrived;
    await route.continue();
  });
  return arrive;
}

for (const [path, heading] of [
  ['/', /advertise anywhere in india/i],
  ['/newspaper', /newspaper advertising/i],
  ['/about', /about/i],
  ['/lp/newspaper-advertising', /newspaper/i],
] as const) {
  test(`${path} arrives rendered and hydrates without a warning or a second data request`, async ({ page, browser }) => {
    // Without any script, the heading is already in the page.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(path);
    await expect(bare.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await noScript.close();

    const seen = watch(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(seen.problems).toEqual([]);
    expect(seen.api).toEqual([]);
  });
}

test('a click works right after the server-rendered page loads', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/newspaper', { waitUntil: 'load' });
  // A button only the hydrated page answers (Login opens the sign-in dialog), clicked as soon as the document has loaded.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(seen.problems).toEqual([]);
});

test('what a visitor types and sends before the page\'s code has arrived is kept and sent once it hydrates', async ({ page }) => {
  // The contact page's remote is held back: the server's form is on screen, but not yet React's.
  const arrive = await holdRemoteBack(page, 'mf-landing');
  const leads: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/leads') && r.method() === 'POST') leads.push(r.postData() ?? '');
  });
  await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
  const name = `Early ${Date.now()}`;
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^E-mail/).fill(`early-${Date.now()}@example.com`);
  await page.getByLabel(/^Mobile number/).fill('98765 43210');
  await page.getByLabel(/^Budget/).fill('1,00,000');
  await page.getByLabel(/^When to start/).selectOption('Within a month');
  await page.getByLabel(/^Requirements/).fill('Radio in Pune');
  await page.getByRole('button', { name: 'Send to the team' }).click();
  // Nothing was sent, and the browser did not submit the form by itself (the address is unchanged).
  expect(leads).toEqual([]);
  await expect(page).toHaveURL(/\/contact-us$/);

  arrive();
  await expect(page.getByRole('status').filter({ hasText: 'We have your request' })).toContainText(`Thank you, ${name}.`);
  expect(leads).toHaveLength(1);
  expect(JSON.parse(leads[0])).toMatchObject({ name, phone: '+919876543210', budget: 100000, adTimeLine: 'Within a month', requirements: 'Radio in Pune' });
});

test('a signed-in visitor’s page keeps the server’s markup through hydration, and a link clicked at once is followed', async ({ page, request }) => {
  const token = await apiToken(request, uniqueEmail('hydrate-signed-in'));
  await page.addInitScript((value) => localStorage.setItem('authToken', value), token);
  const seen = watch(page);
  await page.goto('/newspaper', { waitUntil: 'domcontentloaded' });
  // The server's first listing link, remembered before the page hydrates.
  await page.evaluate(() => {
    const link = [...document.querySelectorAll('main a')].find((a) => /\S/.test(a.textContent ?? ''));
    (window as unknown as { serverLink?: Element }).serverLink = link;
  });
  // The session restores (the header names the user) without the page's part being rendered afresh.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: /your bag/i })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { serverLink?: Element }).serverLink?.isConnected)).toBe(true);
  const first = page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first();
  const href = (await first.getAttribute('href'))!;
  await first.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(seen.problems).toEqual([]);
});

test('a filter box ticked before the page’s code has arrived ticks at once and filters once it hydrates', async ({ page }) => {
  const arrive = await holdRemoteBack(page, 'mf-catalog');
  await page.goto('/newspaper', { waitUntil: 'domcontentloaded' });
  const hindi = page.getByRole('region', { name: 'Filter Newspaper media' }).getByRole('checkbox', { name: /^Hindi\b/ });
  await hindi.check();
  await expect(hindi).toBeChecked();
  arrive();
  await expect(page).toHaveURL(/\/newspaper\?language=Hindi$/);
  await expect(hindi).toBeChecked();
});
