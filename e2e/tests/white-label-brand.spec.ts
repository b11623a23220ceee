import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { AUTH_TOKEN_KEY, CATEGORIES, INDUSTRIES, ROUTES, SITE_NAME, type RouteEntry } from 'shared-domain';
import { uniqueEmail } from './support/session';
import { apiToken } from './support/staff';
import { approveHostnames, createOrganisation, grantRole, launchWithTestHosts, newStaff, port, siteOn, uniqueHost, uniqueSuffix } from './support/white-label';

// A white-label host never shows the product's name: every page of the route table opened on an
// organisation's host (public ones as a guest; signed-in, seller and organisation-admin ones as
// a user of that organisation who administers it and sells media) has no visible text and no
// title naming MediaMart, except the footer's one "Powered by MediaMart" line; the content
// pages say the organisation's name. One browser context and one page, signed in once.

const PRODUCT = new RegExp(`\\b${SITE_NAME}\\b`);
const POWERED_BY = `Powered by ${SITE_NAME}`;

let browser: Browser;
let host: string;
let orgName: string;
let orgId: string;
let token: string;
let profileId: string;
/** A media slug of each category (its detail page), from the catalog API. */
const slugs = new Map<string, string>();

async function firstSlug(request: APIRequestContext, category: string): Promise<string> {
  const res = await request.get(`/api/catalog/media?category=${category}&pageSize=1`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { slug: string }[] };
  expect(items.length, `no media in ${category}`).toBeGreaterThan(0);
  return items[0]!.slug;
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const staff = await newStaff(request);
  const suffix = uniqueSuffix();
  host = uniqueHost('brand');
  orgName = `Brandless Media ${suffix}`;
  const org = await createOrganisation(request, staff.token, { name: orgName, hostnames: [host], primary: '#0b5d55', secondary: '#3a1f5d' });
  orgId = org._org;
  await approveHostnames(request, staff.token, org);

  // The organisation's administrator, who also sells media (the seller studio's pages).
  const email = uniqueEmail('brand-admin');
  grantRole(email, 'white-label-admin', orgId);
  token = await apiToken(request, email);
  const headers = { 'x-access-token': token };
  expect((await request.post('/api/seller/account', { headers, data: { name: `Brand Seller ${suffix}`, contactEmail: uniqueEmail('contact') } })).status()).toBe(201);
  const profile = await request.post('/api/seller/profiles', { headers, data: { category: 'radio' } });
  expect(profile.status(), await profile.text()).toBe(201);
  profileId = ((await profile.json()) as { profile: { _id: string } }).profile._id;

  for (const c of CATEGORIES) slugs.set(c.key, await firstSlug(request, c.key));
  await request.dispose();
  browser = await launchWithTestHosts();
});

test.afterAll(async () => {
  await browser?.close();
});

/** The route's pattern with real values for its parameters. */
function pathOf(entry: RouteEntry): string {
  return entry.pattern
    .replace(':name', INDUSTRIES[0]!.key)
    // No campaign of this user: the page says it is not found, in the site's words all the same.
    .replace(':campaignId', 'a'.repeat(24))
    .replace(':id', entry.owner === 'mf_seller' ? profileId : orgId)
    .replace(':slug', () => slugs.get(CATEGORIES.find((c) => entry.pattern === `${c.path}/:slug`)!.key)!);
}

/** Opens `path` on the organisation's host and waits for the page (its data) to settle. */
async function visit(page: Page, path: string): Promise<void> {
  const res = await page.goto(siteOn(host, path));
  expect(res?.status(), path).toBeLessThan(500);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]'), `${path} still loading`).toHaveCount(0);
}

/** The page's visible lines and title naming the product, but the one "Powered by" line. */
async function productMentions(page: Page): Promise<{ title: string; lines: string[]; poweredBy: number }> {
  const text = await page.locator('body').innerText();
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => PRODUCT.test(l));
  const title = await page.title();
  return { title: PRODUCT.test(title) ? title : '', lines: lines.filter((l) => l !== POWERED_BY), poweredBy: lines.length - lines.filter((l) => l !== POWERED_BY).length };
}

async function expectNoProductName(page: Page, path: string): Promise<void> {
  await visit(page, path);
  const found = await productMentions(page);
  expect({ path, title: found.title, lines: found.lines }).toEqual({ path, title: '', lines: [] });
  expect(found.poweredBy, `${path}: at most one "${POWERED_BY}"`).toBeLessThanOrEqual(1);
}

// Staff pages (access `staff`) are MediaMart's own screens, not an organisation's host's: skipped.
const PUBLIC = ROUTES.filter((r) => r.access === 'public');
const SIGNED_IN = ROUTES.filter((r) => r.access === 'signed-in' || r.access === 'seller' || r.access === 'organisation-admin');

test("no page on an organisation's host names the product; its content pages name the organisation", async () => {
  test.setTimeout(Math.max(180_000, (PUBLIC.length + SIGNED_IN.length) * 4_000));
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();

  await test.step('public pages, as a guest', async () => {
    for (const entry of PUBLIC) await expectNoProductName(page, pathOf(entry));
  });

  await test.step('the content pages say the organisation', async () => {
    await visit(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${orgName}`);
    expect(await page.title()).toContain(orgName);
    await visit(page, '/privacy-policy');
    await expect(page.getByRole('main')).toContainText(orgName);
    // The footer names the organisation (it may say "Powered by MediaMart" once; it does not today).
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} ${orgName}`);
  });

  await test.step("signed-in, seller and organisation-admin pages, as the organisation's administrator", async () => {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_TOKEN_KEY, token] as const);
    for (const entry of SIGNED_IN) await expectNoProductName(page, pathOf(entry));
    // Signed in indeed: the organisation's own settings, with the way to its pages' texts.
    await visit(page, '/organization');
    await expect(page.getByRole('link', { name: "Your pages' texts" })).toBeVisible();
  });

  await context.close();
});
