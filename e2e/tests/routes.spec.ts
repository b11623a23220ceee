import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * SPEC.md section 2, "Routes referenced", and the content routes issue 14 names: each answers
 * 200 and renders a real page (a level-1 heading, no not-found text). The list is written out
 * here, not read from the route table, so a route the table loses fails this test.
 */
const PUBLIC_ROUTES = [
  '/', '/contact-us', '/about', '/clients', '/agency-partner', '/agency-partner/trial', '/agency-partnership',
  '/terms-and-conditions', '/how-to-list', '/testimonials', '/privacy-policy', '/deals', '/careers', '/press',
  '/ad-campaign-brief', '/ads', '/affiliates', '/programs', '/digital-marketing-affiliate-program',
  '/sports-marketing-agency', '/competition-benchmarking', '/radio-automation', '/plan', '/bag', '/airport',
  '/sports-marketing', '/sports-marketing/ipl-advertising', '/search?q=radio', '/search-results?search=radio',
  '/calculators', '/roas-calculator', '/budget-estimator', '/ipl-ad-budget-calculator', '/media-recommendation',
  '/ai-tools', '/sivi-ai-advertisement-generator', '/industry/fmcg',
];

async function firstSlug(request: APIRequestContext, category: string): Promise<string> {
  const res = await request.get(`/api/catalog/media?category=${category}&pageSize=1`);
  expect(res.ok()).toBe(true);
  const [item] = (await res.json()).items as { slug: string }[];
  if (!item) throw new Error(`The seed has no ${category} profile`);
  return item.slug;
}

for (const path of PUBLIC_ROUTES) {
  test(`${path} is a real page: 200, a heading, not "not found"`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(/page not found/i)).toHaveCount(0);
    await expect(page).not.toHaveTitle(/not found/i);
  });
}

test('category detail pages (/{category}/{slug}, /influencer-marketing/{slug}) are real pages', async ({ page, request }) => {
  for (const category of ['influencer-marketing', 'newspaper']) {
    const res = await page.goto(`/${category}/${await firstSlug(request, category)}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(/page not found/i)).toHaveCount(0);
  }
});

test('/_app, the app shell, answers the home page', async ({ page }) => {
  const res = await page.goto('/_app');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('each content page sets its own title and meta description', async ({ page }) => {
  const seen = new Map<string, string>();
  for (const path of ['/about', '/privacy-policy', '/terms-and-conditions', '/contact-us', '/deals', '/bag', '/plan']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page).toHaveTitle(/\S/);
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.trim().length ?? 0).toBeGreaterThan(20);
    expect(seen.has(title)).toBe(false);
    seen.set(title, path);
  }
});
