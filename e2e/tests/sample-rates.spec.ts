import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { SAMPLE_PROFILE_NOTE, SAMPLE_RATES_NOTE } from 'shared-domain';
import { approveHostnames, createOrganisation, launchWithTestHosts, newStaff, port, siteOn, uniqueHost, uniqueSuffix } from './support/white-label';

// Issue 36: the catalogue `npm start` seeds is generated demo data. Every page says so in its
// footer, and each generated profile's page says so of its own figures, in the server's HTML
// (no script needed), after hydration, and on a white-label host too.

let detailPath: string;
let host: string;
let browser: Browser;

async function firstDetailPath(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/catalog/media?category=newspaper&pageSize=1');
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { slug: string }[] };
  expect(items.length).toBeGreaterThan(0);
  return `/newspaper/${encodeURIComponent(items[0]!.slug)}`;
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  detailPath = await firstDetailPath(request);
  const staff = await newStaff(request);
  host = uniqueHost('sample');
  const org = await createOrganisation(request, staff.token, { name: `Sample Media ${uniqueSuffix()}`, hostnames: [host], primary: '#0b5d55', secondary: '#3a1f5d' });
  await approveHostnames(request, staff.token, org);
  await request.dispose();
  browser = await launchWithTestHosts();
});

test.afterAll(async () => {
  await browser?.close();
});

/** The footer's line, and on a profile's page its own line. */
async function expectSampleLines(page: Page, url: string, profile: boolean) {
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(200);
  await expect(page.getByRole('contentinfo').getByText(SAMPLE_RATES_NOTE, { exact: true })).toBeVisible();
  if (profile) await expect(page.getByRole('main').getByText(SAMPLE_PROFILE_NOTE, { exact: true })).toBeVisible();
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? 'with script' : 'without script', () => {
    test.use({ javaScriptEnabled });

    test('home, category and media pages say the rates are generated sample data', async ({ page }) => {
      await expectSampleLines(page, '/', false);
      await expect(page.getByRole('heading', { level: 1 })).not.toContainText('published rates');
      await expectSampleLines(page, '/newspaper', false);
      await expectSampleLines(page, detailPath, true);
      if (javaScriptEnabled) {
        // Hydration keeps both lines.
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
        await expect(page.getByRole('contentinfo').getByText(SAMPLE_RATES_NOTE, { exact: true })).toBeVisible();
        await expect(page.getByRole('main').getByText(SAMPLE_PROFILE_NOTE, { exact: true })).toBeVisible();
      }
    });

    test('a white-label host says so too', async () => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await expectSampleLines(page, siteOn(host, '/'), false);
      await expectSampleLines(page, siteOn(host, detailPath), true);
      await context.close();
    });
  });
}
