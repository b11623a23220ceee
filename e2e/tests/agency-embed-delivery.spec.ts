import { expect, test, type Browser } from '@playwright/test';
import { agencyPage, snippetsFromSettings, startAgencyServer, type AgencyServer } from './support/agency';
import { bookedCampaign, buyer, indiaDay, sellerWithHoarding, verifiedPhotoProof } from './support/booking';
import { launchWithTestHosts, uniqueSuffix } from './support/white-label';

// Issue 38 on an agency's own site: a buyer follows a campaign in the dashboard the agency
// embedded, and its "Proof & delivery" tab shows the verified photo (its preview fetched with
// the embedded session from the agency's origin) and the delivery ledger.

const site = `http://127.0.0.1:${process.env.E2E_PORT}`;

let agency: AgencyServer;
let browser: Browser;

test.beforeAll(async () => {
  agency = await startAgencyServer();
  browser = await launchWithTestHosts();
});

test.afterAll(async () => {
  await browser?.close();
  await agency.close();
});

test('the embedded dashboard shows a campaign\'s verified proof and its delivery ledger', async ({ request }) => {
  test.slow();
  const name = `Bandra Flyover Hoarding ${uniqueSuffix()}`;
  const seller = await sellerWithHoarding(request, name);
  const buyerToken = await buyer(request);
  const days = [-4, -3].map(indiaDay);
  const { campaignId, lineId } = await bookedCampaign(request, buyerToken, seller.token, seller.optionId, days);
  // The seller proves the first day; staff verify it.
  await verifiedPhotoProof(request, { campaignId, lineId, sellerToken: seller.token, day: days[0]!, name: 'flyover-day-1.jpg', seed: 23, place: { lat: 19.05, lng: 72.84 } });

  // The agency's page with the snippets from its settings; the buyer, signed in on the site, continues to it.
  const { bag: bagSnippet, dashboard: dashboardSnippet } = await snippetsFromSettings(browser, request, agency.origin);
  const context = await browser.newContext();
  await context.addInitScript(([origin, value]) => {
    if (location.origin === origin) localStorage.setItem('authToken', value);
  }, [site, buyerToken] as const);
  const page = await context.newPage();
  await page.goto(agency.serve(`/page/${uniqueSuffix()}`, agencyPage(bagSnippet, dashboardSnippet)));
  const dashboard = page.getByRole('region', { name: 'Agency campaigns' });
  const [popup] = await Promise.all([page.waitForEvent('popup'), dashboard.getByRole('button', { name: 'Sign in' }).first().click()]);
  await popup.waitForLoadState();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: `Continue to ${agency.origin}` }).click({ noWaitAfter: true });
  await closed;

  // The campaign, its "Proof & delivery" tab: the photo's preview has loaded, the ledger counts the verified day.
  await dashboard.getByRole('list', { name: 'Your campaigns' }).getByRole('link').first().click();
  await dashboard.getByRole('tab', { name: 'Proof & delivery' }).click();
  const gallery = dashboard.getByRole('list', { name: 'Proof gallery' });
  await expect(gallery).toContainText('flyover-day-1.jpg');
  const preview = gallery.getByRole('img').first();
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const ledger = dashboard.getByRole('table', { name: new RegExp(`^Delivery of ${name}`) });
  await expect(ledger.getByRole('row')).not.toHaveCount(0);
  await expect(ledger).toContainText(/Verified/i);
  expect(new URL(page.url()).origin).toBe(agency.origin);

  // Media options: the day's schedule row says it is verified; "See proof" points at the site, never the agency's origin, and opens the tab here.
  await dashboard.getByRole('tab', { name: 'Media options' }).click();
  const row = dashboard.getByRole('table', { name: 'Schedule' }).getByRole('row').filter({ hasText: '1 of 1 verified' });
  await expect(row).toHaveCount(1);
  const seeProof = row.getByRole('link', { name: 'See proof' });
  const href = (await seeProof.getAttribute('href'))!;
  expect(href).toMatch(/^https?:\/\//);
  expect(href.startsWith(agency.origin)).toBe(false);
  expect(href).toContain(`/dashboard/${campaignId}?tab=delivery`);
  await seeProof.click();
  await expect(dashboard.getByRole('tab', { name: 'Proof & delivery', selected: true })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(agency.origin);
  await context.close();
});
