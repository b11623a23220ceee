import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { startAgencyServer, type AgencyServer } from './support/agency';
import { watchCspViolations } from './support/csp';
import { uniqueEmail } from './support/session';
import { apiToken } from './support/staff';
import { createOrganisation, newStaff, rgb, rootVariable, uniqueHost, uniqueSuffix } from './support/white-label';

// An agency's own page on ANOTHER origin (a port of its own) that embeds the bag and the
// dashboard bundles from the site and calls the site's APIs cross-origin, as README
// "Embedding the bag or the dashboard" tells agencies to. Every write the embeds make is a
// CORS request with a preflight (PATCH, PUT, DELETE, x-access-token, Authorization…).

const site = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** The agency page: both embed bundles from the site, mounted with the site's absolute API base. */
function agencyPage(): string {
  return `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="utf-8" />
    <title>Acme Media Agency</title>
    <script src="${site}/mf/mf-bag/embed/mediamart-bag.js"></script>
    <script src="${site}/mf/mf-dashboard/embed/mediamart-dashboard.js"></script>
  </head>
  <body>
    <h1>Acme Media Agency</h1>
    <section aria-label="Agency bag"><div id="bag"></div></section>
    <section aria-label="Agency campaigns"><div id="dashboard"></div></section>
    <script>
      var options = { apiBase: '${site}/api', token: localStorage.getItem('authToken'), theme: { primary: '#0b5d55' } };
      window.agencyBag = MediaMartBag.mount(document.getElementById('bag'), options);
      window.agencyDashboard = MediaMartDashboard.mount(document.getElementById('dashboard'), options);
    </script>
  </body>
</html>`;
}

/**
 * An agency's own page around `body` (the snippet it pasted): its own colours, a button and a
 * link of its own, none of them MediaMart's.
 */
function agencyOwnPage(bag: string, dashboard: string): string {
  const body = `    <section aria-label="Agency bag">\n${bag}\n    </section>\n    <section aria-label="Agency campaigns">\n${dashboard}\n    </section>`;
  return `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="utf-8" />
    <title>Kite Ads</title>
    <style>
      body { font-family: Georgia, serif; color: rgb(40, 40, 40); background: rgb(250, 245, 235); }
      .agency-cta { background: rgb(192, 57, 43); color: rgb(255, 255, 255); border: 0; padding: 8px 12px; }
      a { color: rgb(0, 102, 51); }
    </style>
  </head>
  <body>
    <h1>Kite Ads</h1>
    <p><button type="button" class="agency-cta">Call Kite Ads</button> <a href="#rates">Our rates</a></p>
${body}
  </body>
</html>`;
}

let agency: AgencyServer;
let agencyOrigin: string;

test.beforeAll(async () => {
  agency = await startAgencyServer();
  agencyOrigin = agency.origin;
  agency.serve('/', agencyPage());
});

test.afterAll(async () => {
  await agency?.close();
});

type CatalogMedia = { category: string; slug: string };
type ServerLine = { _id: string; pricingUnits: { name: string; value: number }[]; discount?: number | string | null; requestedDiscount?: number | string };
type ServerBag = { name: string; startDate: string | null; endDate: string | null; items: ServerLine[] };
type ServerCampaign = { _id: string; name: string; _users: { email?: string | null }[] };

/** Two media option ids of one newspaper from the catalog. */
async function twoOptionIds(request: APIRequestContext): Promise<[string, string]> {
  const list = (await (await request.get('/api/catalog/media?category=newspaper&pageSize=1')).json()) as { items: CatalogMedia[] };
  const media = list.items[0];
  const detail = (await (await request.get(`/api/catalog/media/${media.category}/${media.slug}`)).json()) as { mediaOptions: { _id: string }[] };
  expect(detail.mediaOptions.length).toBeGreaterThanOrEqual(2);
  return [detail.mediaOptions[0]._id, detail.mediaOptions[1]._id];
}

async function addToBag(request: APIRequestContext, token: string, ids: string[]): Promise<void> {
  const res = await request.post('/api/bag', { headers: { 'x-access-token': token }, data: { items: ids.map((_id) => ({ _id })) } });
  expect(res.ok()).toBeTruthy();
}

async function readBag(request: APIRequestContext, token: string): Promise<ServerBag> {
  const res = await request.get('/api/bag', { headers: { 'x-access-token': token } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: ServerBag }).data;
}

async function readCampaign(request: APIRequestContext, token: string, id: string): Promise<ServerCampaign> {
  const res = await request.get(`/campaign-api/campaigns/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as ServerCampaign;
}

/** YYYY-MM-DD `days` from today. */
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Opens the agency page with `token` in the agency origin's own storage, as the agency's sign-in would leave it. */
async function openAgencyPage(page: Page, token: string): Promise<void> {
  await page.addInitScript(([origin, value]) => {
    if (location.origin === origin) localStorage.setItem('authToken', value);
  }, [agencyOrigin, token] as const);
  await page.goto(agencyOrigin);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Media Agency' })).toBeVisible();
}

const settled = (region: Locator) => expect(region.getByText('Saving changes…')).toHaveCount(0);

test('an agency page on another origin edits the embedded bag and the embedded dashboard on the server', async ({ page, request }) => {
  test.slow();
  const token = await apiToken(request, uniqueEmail('agency-owner'));
  const friendEmail = uniqueEmail('agency-friend');
  await apiToken(request, friendEmail); // sharing needs an account for that address
  const [optionA, optionB] = await twoOptionIds(request);
  // A saved campaign for the dashboard, then a bag of two lines for the bag.
  await addToBag(request, token, [optionA]);
  const saved = await request.post('/campaign-api/campaigns/bag', { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(saved.ok()).toBeTruthy();
  const campaignId = ((await saved.json()) as { _id: string })._id;
  await addToBag(request, token, [optionA, optionB]);

  const refused: string[] = [];
  page.on('requestfailed', (r) => refused.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText}`));
  await openAgencyPage(page, token);
  expect(new URL(page.url()).origin).not.toBe(site);

  // The bag: a unit, a date, a discount, the name, a removed line — each read back from the server.
  const bag = page.getByRole('region', { name: 'Agency bag' });
  const lines = bag.getByTestId('bag-line');
  await expect(lines).toHaveCount(2);
  const first = lines.first();

  const unit = first.getByRole('spinbutton').first();
  const raised = Math.max(Number(await unit.inputValue()), Number((await unit.getAttribute('min')) ?? '0')) + 7;
  await unit.fill(String(raised));
  await unit.press('Enter');
  await settled(bag);
  await expect.poll(async () => (await readBag(request, token)).items[0]?.pricingUnits[0]?.value, { message: 'unit on the server' }).toBe(raised);

  const start = isoDay(30);
  await bag.getByLabel('Start date').fill(start);
  await settled(bag);
  await expect.poll(async () => (await readBag(request, token)).startDate?.slice(0, 10), { message: 'start date on the server' }).toBe(start);

  // A buyer's discount is a request (issue 32): kept apart from the price until staff accept it.
  const discount = first.getByLabel('Request a discount %');
  await discount.fill('10');
  await discount.press('Enter');
  await settled(bag);
  await expect.poll(async () => (await readBag(request, token)).items[0]?.requestedDiscount, { message: 'requested discount on the server' }).toBe('10%');

  // An unnamed bag shows the name its campaign will get (issue 32), not the stored default.
  await bag.getByRole('button', { name: /^Rename (?!untitled-campaign$)\S/ }).click();
  await bag.getByLabel('Bag name').fill('Agency Diwali plan');
  // In the agency's colours: mount wrote the theme's custom properties on the bag's element.
  const brand = 'rgb(11, 93, 85)'; // #0b5d55
  expect(await page.locator('#bag').evaluate((el) => getComputedStyle(el).getPropertyValue('--mm-primary').trim())).toBe('#0b5d55');
  await expect(bag.getByRole('button', { name: 'Save name' })).toHaveCSS('background-color', brand);
  await bag.getByRole('button', { name: 'Save name' }).click();
  await settled(bag);
  await expect.poll(async () => (await readBag(request, token)).name, { message: 'bag name on the server' }).toBe('Agency Diwali plan');

  await lines.nth(1).getByRole('button', { name: /^Delete / }).click();
  await expect(lines).toHaveCount(1);
  await settled(bag);
  await expect.poll(async () => (await readBag(request, token)).items.length, { message: 'lines on the server' }).toBe(1);

  // The dashboard: rename the campaign, share it — each read back from the server.
  const dashboard = page.getByRole('region', { name: 'Agency campaigns' });
  await dashboard.getByRole('list', { name: 'Your campaigns' }).getByRole('link').first().click();
  await dashboard.getByRole('button', { name: 'Rename', exact: true }).click();
  const rename = page.getByRole('dialog', { name: 'Rename campaign' });
  // The dialog renders into document.body, yet keeps the theme of the dashboard it opened from.
  await expect(rename.getByRole('button', { name: 'Save name' })).toHaveCSS('background-color', brand);
  await rename.getByLabel('Campaign name').fill('Agency Diwali push');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(rename).toBeHidden();
  await expect.poll(async () => (await readCampaign(request, token, campaignId)).name, { message: 'campaign name on the server' }).toBe('Agency Diwali push');

  await dashboard.getByRole('tab', { name: 'Sharing' }).click();
  await dashboard.getByLabel('Share with (e-mail)').fill(friendEmail);
  await dashboard.getByRole('button', { name: 'Share', exact: true }).click();
  await expect
    .poll(async () => (await readCampaign(request, token, campaignId))._users.map((u) => u.email), { message: 'campaign shared on the server' })
    .toContain(friendEmail);

  expect(refused, 'no request of the embeds failed').toEqual([]);
});

test("the site's own pages run under its Content-Security-Policy without a violation", async ({ page, request }) => {
  test.slow();
  const violations = await watchCspViolations(page);
  const token = await apiToken(request, uniqueEmail('csp'));
  const [optionA] = await twoOptionIds(request);
  await addToBag(request, token, [optionA]);
  const saved = await request.post('/campaign-api/campaigns/bag', { headers: { authorization: `Bearer ${token}` }, data: {} });
  const campaignId = ((await saved.json()) as { _id: string })._id;
  await addToBag(request, token, [optionA]);
  await page.addInitScript(([origin, value]) => {
    if (location.origin === origin) localStorage.setItem('authToken', value);
  }, [site, token] as const);

  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('banner')).toBeVisible();
  // A category, a media page, the bag drawer, the dashboard and a campaign, each as a person opens them.
  await page.goto('/newspaper');
  await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
  await expect(page.getByRole('button', { name: /add to bag/i }).first()).toBeVisible();
  await page.getByRole('button', { name: /your bag/i }).click();
  await expect(page.getByRole('dialog', { name: 'Your Bag' }).getByTestId('bag-line')).toHaveCount(1);
  await page.goto('/dashboard');
  await expect(page.getByRole('list', { name: 'Your campaigns' }).getByRole('link')).toHaveCount(1);
  await page.goto(`/dashboard/${campaignId}`);
  await expect(page.getByRole('list', { name: 'Campaign progress' }).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('tab', { name: 'Payments' }).click();
  await page.goto('/search?q=radio');
  await expect(page.getByRole('main')).toBeVisible();
  // The embed demos on the site: their scripts are files now, so they work under the policy.
  await page.goto('/mf/mf-bag/embed-demo.html');
  await expect(page.getByTestId('bag-line')).toHaveCount(1);
  // The media plan's libraries (exceljs, jsPDF) load on demand: they too run without eval.
  for (const [button, extension] of [['Download XLSX', /\.xlsx$/], ['Download PDF', /\.pdf$/]] as const) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
    expect(download.suggestedFilename()).toMatch(extension);
  }
  await page.goto('/mf/mf-dashboard/embed-demo.html');
  await expect(page.getByRole('list', { name: 'Your campaigns' }).getByRole('link')).toHaveCount(1);

  expect(violations).toEqual([]);
});

test("the snippets of an organisation's settings screen, pasted on the agency's page, show the bag and the dashboard in the organisation's colours only", async ({ page, request }) => {
  test.slow();
  const PRIMARY = '#0a3d62';
  const SECONDARY = '#1f2a44';
  const { token: staff } = await newStaff(request);
  const org = await createOrganisation(request, staff, {
    name: `Kite Ads ${uniqueSuffix()}`, hostnames: [uniqueHost('kite-embed')], primary: PRIMARY, secondary: SECONDARY, embedOrigins: [agencyOrigin],
  });
  // A user with one line in the bag: the bag shows its primary button, "Save as campaign".
  const token = await apiToken(request, uniqueEmail('kite-buyer'));
  const [option] = await twoOptionIds(request);
  await addToBag(request, token, [option]);

  // Staff copy the bag snippet from the organisation's settings screen.
  await page.addInitScript(([origin, value]) => {
    if (location.origin === origin) localStorage.setItem('authToken', value);
  }, [site, staff] as const);
  await page.goto(`/staff/organizations/${encodeURIComponent(org._org)}`);
  const snippetBox = page.getByTestId('snippet-bag');
  await expect(snippetBox).toContainText(`theme: { primary: '${PRIMARY}', secondary: '${SECONDARY}' }`);
  const snippet = (await snippetBox.textContent())!;
  expect(snippet).toContain(`<script src="${site}/mf/mf-bag/embed/mediamart-bag.js"></script>`);
  expect(snippet).toContain(`apiBase: '${site}/api'`);
  const dashboardSnippet = (await page.getByTestId('snippet-dashboard').textContent())!;
  expect(dashboardSnippet).toContain(`theme: { primary: '${PRIMARY}', secondary: '${SECONDARY}' }`);

  // The agency pastes both into its own page.
  const id = uniqueSuffix();
  agency.serve(`/page/${id}`, agencyOwnPage(snippet, dashboardSnippet));
  // The visitor signed in through the embed before (agency-embed-journey.spec.ts walks that): its session under the embed's own key.
  await page.addInitScript(([origin, value]) => {
    if (location.origin === origin) localStorage.setItem('mediamart:authToken', value);
  }, [agencyOrigin, token] as const);
  await page.goto(`${agencyOrigin}/page/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kite Ads' })).toBeVisible();
  const bag = page.getByRole('region', { name: 'Agency bag' });
  await expect(bag.getByTestId('bag-line')).toHaveCount(1);
  const save = bag.getByRole('button', { name: 'Save as campaign' });
  await expect(save).toBeVisible();
  expect(await save.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(PRIMARY));
  // The dashboard too: its primary action (the user has no campaign yet) in the organisation's colour.
  const plan = page.getByRole('region', { name: 'Agency campaigns' }).getByRole('link', { name: 'Plan a campaign' }).first();
  await expect(plan).toBeVisible();
  expect(await plan.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(PRIMARY));

  // The agency's page keeps its own look: nothing of the theme leaks out of the bag.
  const style = (selector: string, property: string) =>
    page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
  expect(await style('.agency-cta', 'background-color')).toBe('rgb(192, 57, 43)');
  expect(await style('body', 'background-color')).toBe('rgb(250, 245, 235)');
  expect(await style('body', 'color')).toBe('rgb(40, 40, 40)');
  expect(await style('h1', 'font-family')).toBe('Georgia, serif');
  expect(await style('a[href="#rates"]', 'color')).toBe('rgb(0, 102, 51)');
  expect(await rootVariable(page, '--mm-primary')).toBe('');
});
