import { expect, test, type Browser, type Page } from '@playwright/test';
import { agencyPage, snippetsFromSettings, startAgencyServer, type AgencyServer } from './support/agency';
import { codeFor, uniqueEmail, uniquePhone } from './support/session';
import { apiToken } from './support/staff';
import { launchWithTestHosts, siteOn, uniqueSuffix } from './support/white-label';

// An agency does what README "Embedding" tells it: copies the bag and dashboard snippets from
// its organisation's settings, pastes them as they are into a page of its own site (another
// origin, on a port of its own), and a visitor who is nobody yet adds media, signs in inside the
// page, saves, and follows the campaign there. Nothing here supplies a token.

const site = `http://127.0.0.1:${process.env.E2E_PORT}`;

let agency: AgencyServer;
let agencyOrigin: string;
let browser: Browser;

test.beforeAll(async () => {
  agency = await startAgencyServer();
  agencyOrigin = agency.origin;
  browser = await launchWithTestHosts();
});

test.afterAll(async () => {
  await browser?.close();
  await agency.close();
});

/** Signs in by phone in the site's sign-in window and hands the session to the agency's page. */
async function signInThroughWindow(popup: Page, request: Parameters<typeof codeFor>[0], phone: string) {
  await popup.waitForLoadState();
  expect(new URL(popup.url()).origin).toBe(site);
  const dialog = popup.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('button', { name: 'Continue with phone' }).click();
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel(/^Code sent to /).fill(await codeFor(request, phone));
  await dialog.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(dialog).toBeHidden();
  // The window closes itself once it handed the session over: wait for that from before the click.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: `Continue to ${agencyOrigin}` }).click({ noWaitAfter: true });
  await closed;
}

test('a guest adds media with the embedded search, signs in inside the agency page, saves and sees the campaign in the embedded dashboard', async ({ request }) => {
  test.slow();
  const context = await browser.newContext();
  const { org, host, bag: bagSnippet, dashboard: dashboardSnippet } = await snippetsFromSettings(browser, request, agencyOrigin);
  const orgSite = siteOn(host, '');
  const page = await context.newPage();
  await page.goto(agency.serve(`/page/${uniqueSuffix()}`, agencyPage(bagSnippet, dashboardSnippet)));
  const url = page.url();
  const title = await page.title();
  const bag = page.getByRole('region', { name: 'Agency bag' });
  const dashboard = page.getByRole('region', { name: 'Agency campaigns' });
  await expect(bag.getByRole('heading', { name: 'Your Bag' })).toBeVisible();
  await expect(dashboard.getByText('Sign in to see your campaigns')).toBeVisible();

  // "Add media": a misspelt name still finds the paper; two of its options go into the guest bag.
  const search = bag.getByRole('searchbox');
  await search.fill('tims of inda');
  await bag.getByRole('list', { name: 'Suggestions' }).getByRole('button').first().click();
  const found = bag.getByRole('list', { name: /^Media for / });
  const adds = found.getByRole('button', { name: /^Add / });
  await expect(adds.nth(1)).toBeVisible();
  await adds.nth(0).click();
  await adds.nth(1).click();
  await expect(bag.getByTestId('bag-line')).toHaveCount(2);

  // Save as campaign: the site's sign-in window opens; the session comes back to this page.
  const phone = uniquePhone();
  const [popup] = await Promise.all([page.waitForEvent('popup'), bag.getByRole('button', { name: 'Save as campaign' }).click()]);
  await signInThroughWindow(popup, request, phone);

  // The guest's two lines moved to the account and were saved; the dashboard on the page opens the campaign.
  const saved = bag.getByRole('status').filter({ hasText: 'Saved.' });
  await expect(saved).toContainText('It is open in your campaigns on this page.');
  const open = saved.getByRole('link', { name: 'Open the campaign in a new tab' });
  const href = (await open.getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^${orgSite.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/dashboard/[A-Za-z0-9_-]+$`));
  const campaignId = href.split('/').pop()!;
  await expect(dashboard.getByRole('list', { name: 'Campaign progress' })).toBeVisible();
  await expect(bag.getByLabel('Your account')).toContainText('Signed in');

  // The agency's page keeps its address and its title throughout.
  expect(page.url()).toBe(url);
  expect(await page.title()).toBe(title);

  // Every link and image of both embeds is the organisation's host's, never the agency's origin.
  const addresses = await page.locator('section a[href], section img[src]').evaluateAll((els) =>
    els.map((el) => (el instanceof HTMLAnchorElement ? el.getAttribute('href') : el.getAttribute('src')) ?? ''));
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) {
    if (address.startsWith('#') || address.startsWith('mailto:') || address.startsWith('tel:') || address.startsWith('blob:') || address.startsWith('data:')) continue;
    expect(address, 'an embed address').toMatch(/^https?:\/\//);
    expect(address.startsWith(agencyOrigin), `${address} is not on the agency's origin`).toBe(false);
  }
  expect(addresses.some((a) => a.startsWith(orgSite))).toBe(true);

  // The embedded session is this page's only: the server refuses it from any other origin.
  const token = await page.evaluate(() => localStorage.getItem('mediamart:authToken'));
  expect(token).toBeTruthy();
  const mine = await request.get(`${site}/campaign-api/campaigns/${campaignId}`, { headers: { authorization: `Bearer ${token}`, origin: agencyOrigin } });
  expect(mine.status()).toBe(200);
  const elsewhere = await request.get(`${site}/campaign-api/campaigns/${campaignId}`, { headers: { authorization: `Bearer ${token}`, origin: 'http://evil.test' } });
  expect(elsewhere.status()).toBe(401);

  // Signing out in the embed ends the session on the server too.
  await bag.getByRole('button', { name: 'Sign out' }).click();
  await expect(bag.getByRole('button', { name: 'SIGN IN' }).first()).toBeVisible();
  await expect(dashboard.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  // The embed forgets the token at once; the server's revocation (the logout call) lands just after.
  await expect.poll(async () => (await request.get(`${site}/campaign-api/campaigns/${campaignId}`, { headers: { authorization: `Bearer ${token}`, origin: agencyOrigin } })).status(), { timeout: 5_000 }).toBe(401);
  expect(org._org).toBeTruthy();
  await context.close();
});

test('the sign-in window refuses an origin that is not one of the organisation\'s, naming it, and hands nothing over', async ({ request }) => {
  test.slow();
  const context = await browser.newContext();
  const { org } = await snippetsFromSettings(browser, request, agencyOrigin);
  const email = uniqueEmail('embed-refused');
  const token = await apiToken(request, email);
  // Signed in on the site already: the window offers to continue at once.
  await context.addInitScript(([origin, value]) => {
    if (location.origin === origin) localStorage.setItem('authToken', value);
  }, [site, token] as const);
  // Opened by a page of another origin that is not on the list.
  const opener = await context.newPage();
  await opener.goto(agency.serve(`/page/${uniqueSuffix()}`, '<!doctype html><title>Not an agency</title><p>elsewhere</p>'));
  const evil = 'http://evil.test:9';
  const [popup] = await Promise.all([
    opener.waitForEvent('popup'),
    opener.evaluate(([s, o, org]) => {
      (window as unknown as { received: unknown[] }).received = [];
      window.addEventListener('message', (e) => (window as unknown as { received: unknown[] }).received.push(e.data));
      window.open(`${s}/embed/sign-in?origin=${encodeURIComponent(o)}&organisation=${encodeURIComponent(org)}&step=sign-in`, 'w', 'popup');
    }, [site, evil, org._org] as const),
  ]);
  await popup.getByRole('button', { name: `Continue to ${evil}` }).click();
  await expect(popup.getByRole('alert').filter({ hasText: 'refused' })).toContainText(`Sign-in for ${evil} is refused`);
  expect(await opener.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
  await context.close();
});

test('an embed with a wrong apiBase shows one clear error saying what to fix', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const url = agency.serve(`/page/${uniqueSuffix()}`, `<!doctype html><title>Wrong base</title><div id="b"></div>
<script src="${site}/mf/mf-bag/embed/mediamart-bag.js"></script>
<script>MediaMartBag.mount(document.getElementById('b'), { apiBase: '${site}/wrong-api', organisation: 'x' });</script>`);
  await page.goto(url);
  await expect(page.getByRole('alert').filter({ hasText: 'apiBase' })).toContainText(`Check the snippet's apiBase: it should be ${site}/api.`);
  await context.close();
});
