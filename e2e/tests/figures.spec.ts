import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInByEmail, uniqueEmail } from './support/session';
import { saveAsCampaign } from './support/campaign';

type Unit = { name: string; type?: string; defaultValue?: number; min?: number };
type Option = {
  _id: string; name: string; unitLabel: string; minimumBilling: number;
  rates: { defaultRates: { cardRate: number; discountedRate: number } };
  variablePricingUnits: Unit[]; referenceArtworks: { url: string; sample?: boolean }[];
};
type Detail = { name: string; slug: string; mediaOptions: Option[] };

const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** A popular newspaper with a display ad sold by width × height (the seed's "per sq cm" options). */
async function newspaperWithDisplayAd(request: APIRequestContext): Promise<{ media: Detail; option: Option }> {
  const list = await request.get('/api/catalog/media', { params: { category: 'newspaper', pageSize: 10 } });
  for (const item of (await list.json()).items as { slug: string }[]) {
    const media = (await (await request.get(`/api/catalog/media/newspaper/${item.slug}`)).json()) as Detail;
    const option = media.mediaOptions.find((o) => o.variablePricingUnits.some((u) => u.name === 'Width (cm)') && o.minimumBilling > 0);
    if (option) return { media, option };
  }
  throw new Error('the seed has no newspaper display ad');
}

/**
 * Layout shift once the page's content is there (the media's name shown): what the logo,
 * the charts' chunk, the images and the rail or bar add while they load, over `ms`. (The
 * shell's own footer moving down as a client-rendered page fills in is not counted here.)
 */
const shiftAfterContent = (page: Page, ms = 1500) =>
  page.evaluate((wait) => new Promise<number>((resolve) => {
    let total = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) total += e.value;
    }).observe({ type: 'layout-shift' });
    setTimeout(() => resolve(total), wait);
  }), ms);

test.describe('listing cards', () => {
  test('show the unit of "from ₹…", a logo for every media and the quality score only when sorted by it', async ({ page }) => {
    await page.goto('/newspaper');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const first = cards.first();
    await expect(first).toContainText(/Pricefrom ₹[\d,]+ per sq cm per insertion/);
    await expect(page.getByRole('main')).not.toContainText(/Score\d/);
    // Each card's logo is the media's own mark, not a category badge: drawn in the page (initials on its colour), not fetched.
    const mark = first.getByTestId('media-monogram');
    await expect(mark).toHaveText(/^[A-Z0-9]{1,4}$/);
    expect(await mark.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(/);
    await expect(first.locator('img[src^="/assets/monograms/"]')).toHaveCount(0);

    await page.getByLabel('Sort by').selectOption({ label: 'Most complete profile' });
    await expect(page).toHaveURL(/sort=score/);
    await expect(cards.first()).toContainText(/Profile quality[\d.]+ \/ 100/);
  });

  test('the seed spreads profile quality scores instead of giving nearly every profile 100', async ({ request }) => {
    const res = await request.get('/api/catalog/media', { params: { pageSize: 100, sort: 'name' } });
    const scores = ((await res.json()).items as { score: number }[]).map((m) => m.score);
    expect(scores.filter((s) => s === 100).length / scores.length).toBeLessThan(0.5);
  });
});

test.describe('media detail page', () => {
  test('on a desktop, a sticky rail beside the profile shows every option\'s price and books it by keyboard', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { media } = await newspaperWithDisplayAd(request);
    await page.goto(`/newspaper/${media.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: media.name })).toBeVisible();
    expect(await shiftAfterContent(page)).toBeLessThan(0.01);
    const rail = page.getByRole('complementary', { name: 'Prices and booking' });
    await expect(rail).toBeVisible();
    const box = (await rail.boundingBox())!;
    // Above the fold, in the right half.
    expect(box.x).toBeGreaterThan(640);
    expect(box.y).toBeLessThan(400);
    const items = rail.getByRole('listitem');
    await expect(items).toHaveCount(media.mediaOptions.length);
    const first = media.mediaOptions[0]!;
    await expect(items.first()).toContainText(first.name);
    await expect(items.first()).toContainText(/Offer rate ₹[\d,]+\s*per /);
    await expect(items.first()).toContainText(/Minimum billing ₹[\d,]+ · GST \d+% extra/);

    // It stays in view while the page scrolls.
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await rail.boundingBox())!.y).toBeGreaterThanOrEqual(100);
    expect((await rail.boundingBox())!.y).toBeLessThan(200);
    await expect(rail).toBeInViewport();

    // Add to bag from the keyboard; the phone bar is not shown at this width.
    const add = items.first().getByRole('button', { name: 'Add to bag' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(items.first().getByRole('status')).toContainText('Added to bag');
    await expect(page.getByRole('button', { name: 'See 3 ad options' })).toHaveCount(0);
  });

  test('on a phone, a bar with the lowest price takes the buyer to the options and covers nothing', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { media } = await newspaperWithDisplayAd(request);
    const cheapest = Math.min(...media.mediaOptions.map((o) => o.rates.defaultRates.discountedRate));
    await page.goto(`/newspaper/${media.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: media.name })).toBeVisible();
    expect(await shiftAfterContent(page)).toBeLessThan(0.01);
    await expect(page.getByRole('complementary', { name: 'Prices and booking' })).toBeHidden();
    const bar = page.getByRole('complementary', { name: 'Lowest price' });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(`From₹${new Intl.NumberFormat('en-IN').format(cheapest)} per `);
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeCloseTo(844, 0);

    // At the very end of the page the bar covers nothing: the footer's last line sits above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const copyright = page.getByText(/All rights reserved/);
    await expect.poll(async () => { const b = await copyright.boundingBox(); return b ? b.y + b.height : 9999; }).toBeLessThanOrEqual(barBox.y);

    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.getByRole('button', { name: `See ${media.mediaOptions.length} ad options` }).click();
    const heading = page.getByRole('heading', { level: 2, name: `Ad options (${media.mediaOptions.length})` });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });

  test('sample layouts are labelled as samples, not shown as ads that ran', async ({ page, request }) => {
    const { media } = await newspaperWithDisplayAd(request);
    const option = media.mediaOptions.find((o) => o.referenceArtworks.length > 0)!;
    await page.goto(`/newspaper/${media.slug}`);
    const card = page.getByRole('article', { name: option.name, exact: true });
    await expect(card.getByText(`Sample layouts (${option.referenceArtworks.length})`)).toBeVisible();
    await expect(card.getByRole('img', { name: 'Sample layout 1, not a real advertisement' })).toBeVisible();
    const svg = await (await request.get(option.referenceArtworks[0]!.url)).text();
    expect(svg).not.toMatch(/your ad here|book now/i);
  });
});

test('minimum billing: card total, offer total and top-up add up in the bag, its modal, the campaign and GST in whole rupees', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { media, option } = await newspaperWithDisplayAd(request);
  const { cardRate, discountedRate } = option.rates.defaultRates;
  await page.goto('/');
  await signInByEmail(page, request, uniqueEmail('figures'));
  await page.goto(`/newspaper/${media.slug}`);
  await page.getByRole('article', { name: option.name, exact: true }).getByRole('button', { name: 'Add to bag' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Bag' });
  const line = drawer.getByTestId('bag-line');
  await expect(line).toHaveCount(1);

  // The smallest ad: 4 × 5 cm once, far below the minimum.
  for (const [name, value] of [['Width (cm)', '4'], ['Height (cm)', '5']] as const) {
    const field = line.getByLabel(name, { exact: true });
    await field.fill(value);
    await field.press('Enter');
  }
  await expect(drawer.getByText('Saving changes…')).toHaveCount(0);
  const figures = line.getByLabel('Price of this line');
  const indian = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}`;
  await expect(figures).toContainText(`Card total${indian(cardRate)} × 20${indian(cardRate * 20)}`);
  await expect(figures).toContainText(`Offer total${indian(discountedRate)} × 20${indian(discountedRate * 20)}`);
  const topUp = rupees(await line.getByTestId('line-min-top-up').textContent());
  const subTotal = rupees(await line.getByTestId('line-subtotal').textContent());
  expect(discountedRate * 20 + topUp).toBe(subTotal);
  expect(subTotal).toBe(option.minimumBilling);
  // GST and totals are whole rupees like every other figure.
  await expect(figures).not.toContainText(/₹[\d,]+\.\d/);
  await expect(drawer.getByLabel('Totals')).not.toContainText(/₹[\d,]+\.\d/);

  await line.getByRole('button', { name: 'Why?' }).click();
  const modal = page.getByRole('dialog', { name: 'Minimum billing applied' });
  await expect(modal).toContainText('standard size, Width (cm) 8 × Height (cm) 10 (80 units)');
  await expect(modal.getByLabel('How the subtotal is made up')).toContainText(`Minimum-billing top-up+${indian(topUp)}`);
  await modal.getByRole('button', { name: 'OK' }).click();

  // The campaign shows the same three figures, not "₹2,990 × 1 = ₹2,40,000".
  // Saving asks a user who signed in by e-mail to verify a phone first.
  await saveAsCampaign(page, drawer, request);
  const steps = page.getByRole('list', { name: 'Campaign progress' }).getByRole('listitem');
  await expect(steps.nth(0)).toHaveAccessibleDescription('Waiting for a plan to be shared and approved');
  await page.getByRole('tab', { name: 'Media options' }).click();
  const price = page.getByRole('article').getByLabel(/^Price of /);
  await expect(price).toContainText(`Card total${indian(cardRate)} × 20${indian(cardRate * 20)}`);
  await expect(price).toContainText(`Offer total${indian(discountedRate)} × 20${indian(discountedRate * 20)}`);
  await expect(price).toContainText(`Minimum-billing top-upto the minimum of ${indian(option.minimumBilling)}+${indian(topUp)}`);
  await expect(price).toContainText(`Subtotal${indian(subTotal)}`);
  await expect(page.getByRole('main')).not.toContainText(/₹[\d,]+\.\d/);
});
