import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { approveHostnames, computed as css, launchWithTestHosts, lookupStatus, newStaff, port, rgb, uniqueSuffix } from './support/white-label';

// White-label by hostname (issue 15): an organisation created through the API answers on a
// second hostname; Chromium maps every *.test name to 127.0.0.1 (--host-resolver-rules), so
// the site is opened on that name at the e2e server's port, as an agency's visitors would.

const PRIMARY = '#0b5d55';
const SECONDARY = '#3a1f5d';
const LOGO_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#0b5d55"/><text x="8" y="26" fill="#fff" font-size="16">ACME</text></svg>';

let browser: Browser;
let host: string;
let orgName: string;
let orgId: string;

/** The organisation through the organisations API as staff, with an SVG logo; staff then approve its hostname (pending until then). */
async function createOrganisation(request: APIRequestContext): Promise<string> {
  const { token } = await newStaff(request);
  const res = await request.post('/api/organizations', {
    headers: { 'x-access-token': token },
    data: {
      name: orgName,
      contactDetails: {
        address: '12 MG Road',
        city: 'Pune',
        emails: ['hello@acme.test', 'sales@acme.test'],
        social: { linkedin: 'https://www.linkedin.com/company/acme-media' },
      },
      settings: { theme: { palette: { primary: { main: PRIMARY }, secondary: { main: SECONDARY } } } },
      hostnames: [host],
      showChat: false,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const org = (await res.json()) as { _org: string };
  const logo = await request.put(`/api/organizations/${org._org}/logo`, {
    headers: { 'x-access-token': token, 'content-type': 'image/svg+xml' },
    data: Buffer.from(LOGO_SVG),
  });
  expect(logo.status(), await logo.text()).toBe(200);
  expect(await lookupStatus(request, host)).toBe(404);
  await approveHostnames(request, token, { _org: org._org, hostnames: [host] });
  expect(await lookupStatus(request, host)).toBe(200);
  return org._org;
}

test.beforeAll(async ({ playwright }) => {
  const suffix = uniqueSuffix();
  host = `acme-${suffix}.test`;
  orgName = `Acme Media ${suffix}`;
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  orgId = await createOrganisation(request);
  await request.dispose();
  browser = await launchWithTestHosts();
});

test.afterAll(async () => {
  await browser?.close();
});

async function open(path: string, hostname: string, width = 1280, prepare?: (page: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await prepare?.(page);
  await page.goto(`http://${hostname}:${port}${path}`);
  return page;
}

test("on the organisation's host: its logo, colours, footer, title; no badge, chat or JSON-LD", async () => {
  const page = await open('/newspaper', host);
  const banner = page.getByRole('banner');
  const logoLink = banner.getByRole('link', { name: `${orgName} home` });
  await expect(logoLink).toHaveAttribute('href', '/');
  const logo = logoLink.getByRole('img');
  await expect(logo).toHaveAttribute('src', new RegExp(`^/api/organizations/${orgId}/logo`));
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(banner.locator('svg[data-variant]')).toHaveCount(0);

  // The palette: the theme contract's properties, the header's buttons and the footer.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mm-primary').trim())).toBe(PRIMARY);
  expect(await css(page, 'header button:has-text("Login")', 'background-color')).toBe(rgb(PRIMARY));
  expect(await css(page, 'header a:has-text("Plan a campaign")', 'color')).toBe(rgb(PRIMARY));
  expect(await css(page, 'footer', 'background-color')).toBe(rgb(SECONDARY));

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: orgName })).toBeVisible();
  await expect(footer).toContainText('12 MG Road, Pune');
  await expect(footer.getByRole('link', { name: 'hello@acme.test' })).toHaveAttribute('href', 'mailto:hello@acme.test');
  await expect(footer).not.toContainText('sales@acme.test');
  await expect(footer.getByRole('navigation', { name: 'Follow' }).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/company/acme-media');
  await expect(footer.getByRole('navigation', { name: /^Popular in / })).toHaveCount(0);
  await expect(footer.locator('[data-certification-badge]')).toHaveCount(0);
  await expect(footer).not.toContainText('MediaMart');

  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /chat/i })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: /chat|assistant/i })).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`\\| ${orgName}$`));

  // Contact Us is the organisation's.
  await banner.getByRole('link', { name: 'Contact Us' }).click();
  const details = page.getByRole('region', { name: `${orgName} contact details` });
  await expect(details).toContainText('12 MG Road, Pune');
  await expect(details.getByRole('link', { name: 'sales@acme.test' })).toBeVisible();
  await expect(page).toHaveTitle(`Contact Us | ${orgName}`);

  // The bag embedded in the host takes the organisation's colours.
  await banner.getByRole('button', { name: /your bag/i }).click();
  const bag = page.getByRole('dialog', { name: /your bag/i });
  await expect(bag).toBeVisible();
  await expect.poll(() => bag.evaluate((root, colour) => Array.from(root.querySelectorAll('*')).some((el) => {
    const s = getComputedStyle(el);
    return s.backgroundColor === colour || s.color === colour;
  }), rgb(PRIMARY))).toBe(true);
  await page.context().close();
});

test("the shell's white-label mode from the hostname lookup alone (its answer given in the browser)", async () => {
  // The client half on its own: no data block in the page, so the host asks
  // GET /api/organizations/hostname/{hostname}; here the browser answers it as the contract says.
  const name = 'Stub Agency';
  const stubHost = `stub-${Date.now().toString(36)}.test`;
  const page = await open('/newspaper', stubHost, 1280, async (p) => {
    await p.route('**/api/organizations/hostname/**', (route) => route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        _org: 'stub', name, logoUrl: '/api/organizations/stub/logo?v=1', showChat: false,
        contactDetails: { address: '1 Park Street', city: 'Kolkata', emails: ['hi@stub.test'], social: { youtube: 'https://www.youtube.com/@stubagency' } },
        settings: { theme: { palette: { primary: { main: PRIMARY }, secondary: { main: SECONDARY } } } },
      }),
    }));
    await p.route('**/api/organizations/stub/logo**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: LOGO_SVG }));
  });
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: `${name} home` }).getByRole('img')).toHaveAttribute('src', '/api/organizations/stub/logo?v=1');
  await expect(banner.locator('svg[data-variant]')).toHaveCount(0);
  await expect.poll(() => css(page, 'header button:has-text("Login")', 'background-color')).toBe(rgb(PRIMARY));
  expect(await css(page, 'footer', 'background-color')).toBe(rgb(SECONDARY));
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name })).toBeVisible();
  await expect(footer).toContainText('1 Park Street, Kolkata');
  await expect(footer.locator('[data-certification-badge]')).toHaveCount(0);
  await expect(footer).not.toContainText('MediaMart');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`\\| ${name}$`));
  await banner.getByRole('button', { name: /your bag/i }).click();
  const bag = page.getByRole('dialog', { name: /your bag/i });
  await expect(bag).toBeVisible();
  await expect.poll(() => bag.evaluate((root, colour) => Array.from(root.querySelectorAll('*')).some((el) => {
    const st = getComputedStyle(el);
    return st.backgroundColor === colour || st.color === colour;
  }), rgb(PRIMARY))).toBe(true);
  await page.context().close();
});

test('the product’s own host is unchanged: dated logo, MediaMart footer, JSON-LD', async () => {
  const page = await open('/', '127.0.0.1');
  await expect(page.getByRole('banner').locator('svg[data-variant]')).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('link', { name: 'MediaMart home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('MediaMart');
  expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
  await expect(page.getByRole('contentinfo')).not.toContainText(orgName);
  await page.context().close();
});

test('an unknown host keeps the default look (the failed lookup is only logged)', async () => {
  const page = await open('/', `nobody-${Date.now().toString(36)}.test`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'MediaMart home' })).toBeVisible();
  await expect(page.getByRole('banner').locator('svg[data-variant]')).toHaveCount(1);
  await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Useful links' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mm-primary').trim())).not.toBe(PRIMARY);
  await page.context().close();
});
