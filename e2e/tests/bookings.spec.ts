import { expect, test } from '@playwright/test';
import { pdfText } from '../../server/src/bookings/pdf/pdf-text';
import { buyer, RATE, sellerWithHoarding, signIn } from './support/booking';

// Issue 37: a buyer holds a hoarding for March, its seller confirms in the studio, both sign the
// insertion order, and the buyer downloads the GST tax invoice whose figures match the campaign.

/** The next March after today: its first and last days. */
function nextMarch(): { from: string; to: string; year: number } {
  const now = new Date();
  const year = now.getUTCMonth() >= 2 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return { from: `${year}-03-01`, to: `${year}-03-31`, year };
}

test('issue 37: a buyer holds a hoarding for March, the seller confirms in the studio, both sign, and the invoice matches the campaign', async ({ page, request }) => {
  test.setTimeout(180_000);
  const march = nextMarch();
  const name = `Sea Link Hoarding ${Date.now().toString(36)}`;
  const seller = await sellerWithHoarding(request, name);

  // The seller keeps one face free for every day of March, in the studio's availability screen.
  await signIn(page, seller.token);
  await page.goto(`/seller/availability/${seller.optionId}`);
  const bulk = page.getByRole('form', { name: /Set units/ }).or(page.locator('form').filter({ has: page.getByRole('button', { name: 'Save availability' }) }));
  await bulk.getByLabel('From', { exact: true }).fill(march.from);
  await bulk.getByLabel('To', { exact: true }).fill(march.to);
  await bulk.getByLabel('Units', { exact: true }).fill('1');
  await bulk.getByRole('button', { name: 'Save availability' }).click();
  await expect.poll(async () => {
    const res = await request.get(`/campaign-api/availability?options=${seller.optionId}&from=${march.from}&to=${march.to}`);
    return ((await res.json()) as { availability: { summary: { label: string } }[] }).availability[0]?.summary.label;
  }).toBe('Available');

  // The buyer checks March on the hoarding's page and adds it to the bag.
  const buyerToken = await buyer(request);
  await signIn(page, buyerToken);
  await page.goto(seller.path);
  await page.getByLabel('From', { exact: true }).first().fill(march.from);
  await page.getByLabel('To', { exact: true }).first().fill(march.to);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Available', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: /add to bag/i }).first().click();
  await expect(page.getByRole('dialog', { name: 'Your Bag' }).getByTestId('bag-line')).toHaveCount(1);

  // In the bag: March as the campaign's dates, then Hold.
  await page.goto('/bag');
  await page.getByLabel('Start date').fill(march.from);
  await page.getByLabel('End date').fill(march.to);
  await expect(page.getByText(/Availability for 1–31 Mar/)).toBeVisible();
  await page.getByRole('button', { name: /^Hold / }).click();
  await expect(page.getByText(/Held until/)).toBeVisible();

  // Another buyer sees the face as taken at once.
  const taken = await request.get(`/campaign-api/availability?options=${seller.optionId}&from=${march.from}&to=${march.to}`);
  expect(((await taken.json()) as { availability: { summary: { state: string } }[] }).availability[0]!.summary.state).toBe('booked');

  // Saved as a campaign: the hold goes with it.
  await page.getByRole('button', { name: 'Save as campaign' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f]{24}$/);
  const campaignId = page.url().split('/').pop()!;

  // The seller opens the request in the studio, accepts it and signs the insertion order.
  await signIn(page, seller.token);
  await page.goto('/seller/bookings');
  await page.getByRole('link', { name: new RegExp(`Open the request for .*${name}`) }).click();
  await page.getByRole('button', { name: 'Accept request' }).click();
  await expect(page.getByRole('heading', { name: 'Insertion order' })).toBeVisible();
  await page.getByLabel('Type your full name to sign').fill('Ravi Menon');
  await page.getByRole('button', { name: 'Sign as seller' }).click();
  await expect(page.getByText(/Signed (as the seller )?by Ravi Menon/)).toBeVisible();

  // The buyer signs on the campaign's Bookings tab and reads the trail.
  await signIn(page, buyerToken);
  await page.goto(`/dashboard/${campaignId}?tab=bookings`);
  await page.getByLabel('Type your full name to sign').fill('Asha Rao');
  await page.getByRole('button', { name: 'Sign as buyer' }).click();
  await expect(page.getByText(/Signed as the buyer by Asha Rao/).first()).toBeVisible();
  await expect(page.getByText(/Ravi Menon signed/).first()).toBeVisible();

  // The invoice: issued on the Invoices tab, downloaded, its figures the campaign's.
  await page.goto(`/dashboard/${campaignId}?tab=invoices`);
  await page.getByRole('button', { name: 'Issue tax invoice' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download PDF of invoice / }).click();
  const file = await (await download).path();
  const text = pdfText(await import('node:fs').then((fs) => fs.readFileSync(file)));
  const campaign = (await (await request.get(`/campaign-api/campaigns/${campaignId}`, { headers: { Authorization: `Bearer ${buyerToken}` } })).json()) as { totals: { subTotal: number; serviceTax: number; totalPrice: number } };
  expect(campaign.totals.subTotal).toBe(RATE);
  expect(campaign.totals.totalPrice).toBe(RATE * 1.18);
  expect(text).toContain('TAX INVOICE');
  expect(text).toContain('Rs. 2,50,000.00');
  expect(text).toContain('Rs. 45,000.00');
  expect(text).toContain('Rs. 2,95,000.00');
  // The demo supplier is in Karnataka and the buyer in Maharashtra: IGST at 18 %.
  expect(text).toMatch(/IGST/);
  expect(text).toContain('Rupees Two Lakh Ninety-Five Thousand Only');

  // At 390 px the tab reads without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/${campaignId}?tab=bookings`);
  await expect(page.getByText(/Signed as the buyer by Asha Rao/).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
