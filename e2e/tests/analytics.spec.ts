import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, makeStaff } from './support/staff';
import { uniqueEmail } from './support/session';

// Analytics (SPEC.md section 7): the tracker's events reach POST /api/events and the staff
// summary counts them. Each test tags its visit with its own utm_source, so what it counts is
// its own, whatever other tests do on the same server at the same time.

type Summary = {
  pageViews: { route: string; day: string; views: number }[];
  utmSources: { source: string; sessions: number; views: number }[];
};

const today = () => new Date().toISOString().slice(0, 10);
const tag = (name: string) => `e2e-${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

let staffToken: string;
test.beforeAll(async ({ request }) => {
  const email = uniqueEmail('analytics-staff');
  staffToken = await apiToken(request, email);
  makeStaff(email);
});

async function summary(request: APIRequestContext): Promise<Summary> {
  const res = await request.get(`/api/analytics/summary?from=${today()}&to=${today()}`, { headers: { 'x-access-token': staffToken } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Summary;
}

const sourceOf = async (request: APIRequestContext, source: string) => (await summary(request)).utmSources.find((s) => s.source === source) ?? null;

/** Makes the page hidden, as a switched tab is: the tracker sends what it holds by sendBeacon. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('page views of each route change arrive, and staff see them by route and source', async ({ page, request }) => {
  test.setTimeout(60_000); // a loaded machine takes longer to hydrate
  const source = tag('views');
  await page.goto(`/?utm_source=${source}&utm_medium=e2e`);
  await expect(page.getByRole('main')).toBeVisible();
  // The server-rendered page has hydrated: its router hears popstate only then, and the tracker
  // has read the visit's utm_source from the first address (a pushState before it would lose it).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  // A route change inside the app (the router hears popstate) is a page view of its own.
  await page.evaluate(() => {
    history.pushState({}, '', '/newspaper/e2e-analytics-paper');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/newspaper\/e2e-analytics-paper$/);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/events') && r.request().method() === 'POST');
  const response = await sent; // the 5-second batch
  expect(response.status()).toBe(202);

  await expect.poll(() => sourceOf(request, source), { timeout: 15_000 }).toEqual({ source, sessions: 1, views: 2 });
  const { pageViews } = await summary(request);
  const routes = pageViews.filter((v) => v.day === today()).map((v) => v.route);
  expect(routes).toEqual(expect.arrayContaining(['/', '/newspaper/:slug']));

  // The staff screen shows the same numbers.
  await page.addInitScript((token) => localStorage.setItem('authToken', token), staffToken);
  await page.goto('/staff/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Top sources' }).getByRole('row').filter({ hasText: source });
  await expect(row).toHaveText(`${source}12`);
  await expect(page.getByRole('table', { name: 'Page views per route' }).getByRole('button', { name: '/newspaper/:slug: show each day' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Funnel, distinct sessions: Viewed a page \d/ })).toBeVisible();
});

test('a guest on the staff screen is asked to sign in; a buyer is told it is for staff', async ({ page, request }) => {
  await page.goto('/staff/analytics');
  await expect(page.getByText('Sign in with a MediaMart staff account to see the analytics')).toBeVisible();
  const buyer = await apiToken(request, uniqueEmail('analytics-buyer'));
  await page.addInitScript((token) => localStorage.setItem('authToken', token), buyer);
  await page.goto('/staff/analytics');
  await expect(page.getByText('Only MediaMart staff can see the analytics.')).toBeVisible();
});

test('ten visible seconds send a time-spent event (Playwright clock)', async ({ page }) => {
  // The clock stands still unless the test moves it: no batch leaves before the test says so.
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 1000));
  await page.goto(`/radio?utm_source=${tag('time')}`);
  await expect(page.getByRole('main')).toBeVisible();
  // The page's code (the tracker with it) is asked for once the page is painted, not before its load event: it has run once the page has hydrated.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const timeSpent = page.waitForRequest((r) => r.url().endsWith('/api/events') && (r.postData() ?? '').includes('"type":"time_spent"'));
  await page.clock.runFor(16_000);
  const request = await timeSpent;
  const body = JSON.parse(request.postData()!) as { events: Array<Record<string, unknown>> };
  expect(body.events.filter((e) => e.type === 'time_spent')).toEqual([expect.objectContaining({ type: 'time_spent', seconds: 10, path: '/radio' })]);
  expect((await request.response())?.status()).toBe(202);
});

test('hiding the page sends the queued events by sendBeacon', async ({ page, request }) => {
  const source = tag('beacon');
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 1000));
  await page.goto(`/deals?utm_source=${source}`);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // The batch timer has not run (the clock is paused): the page view is still queued.
  expect(await sourceOf(request, source)).toBeNull();
  await hide(page);
  await expect.poll(() => sourceOf(request, source), { timeout: 10_000 }).toEqual({ source, sessions: 1, views: 1 });
});
