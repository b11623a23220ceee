import { expect, test, type Browser } from '@playwright/test';
import { bookedCampaign, buyer, indiaDay, sellerWithHoarding, verifiedPhotoProof } from './support/booking';
import { approveHostnames, createOrganisation, launchWithTestHosts, newStaff, siteOn, uniqueHost, uniqueSuffix } from './support/white-label';

// Issue 38 on an organisation's white-label host: the buyer's Proof & delivery tab shows the
// verified photo and the ledger there, at 1280 and 390 px, without the product's name.

let browser: Browser;

test.beforeAll(async () => {
  browser = await launchWithTestHosts();
});
test.afterAll(async () => {
  await browser?.close();
});

test('on a white-label host, the campaign\'s Proof & delivery tab shows the verified photo and the ledger', async ({ request }) => {
  test.slow();
  const name = `Andheri Gantry ${uniqueSuffix()}`;
  const seller = await sellerWithHoarding(request, name);
  const buyerToken = await buyer(request);
  const days = [-4, -3].map(indiaDay);
  const { campaignId, lineId } = await bookedCampaign(request, buyerToken, seller.token, seller.optionId, days);
  const proof = await verifiedPhotoProof(request, {
    campaignId, lineId, sellerToken: seller.token, day: days[0]!, name: `gantry-${uniqueSuffix()}.jpg`, seed: 37, place: { lat: 19.12, lng: 72.85 },
  });

  const { token: orgStaff } = await newStaff(request);
  const host = uniqueHost('wl-delivery');
  const org = await createOrganisation(request, orgStaff, { name: `Gantry Ads ${uniqueSuffix()}`, hostnames: [host], primary: '#0a3d62', secondary: '#1f2a44' });
  await approveHostnames(request, orgStaff, org);

  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((value) => localStorage.setItem('authToken', value), buyerToken);
    const page = await context.newPage();
    await page.goto(siteOn(host, `/dashboard/${campaignId}?tab=delivery`));
    const gallery = page.getByRole('list', { name: 'Proof gallery' });
    await expect(gallery).toContainText(proof.fileName);
    const preview = gallery.getByRole('img').first();
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('table', { name: new RegExp(`^Delivery of ${name}`) })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('MediaMart');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await context.close();
  }
});
