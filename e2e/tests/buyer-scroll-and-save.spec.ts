import { expect, test, type Page } from '@playwright/test';
import { answerSignIn, uniqueEmail, verifyPhone } from './support/session';

// Issue 32 (items 1 and 5), as a buyer on a phone meets it: a new page opens at its top, Back
// comes back to where they were, and a guest who saves from /bag lands on the campaign with
// the bag closed and empty, the campaign named so they recognise it.

const PHONE = { width: 390, height: 844 };

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Where the window was when the next click happened (read in the page, at the click itself). */
async function scrollAtNextClick(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    document.addEventListener('click', () => { (window as unknown as { clickY: number }).clickY = window.scrollY; }, { capture: true, once: true });
  });
  return () => page.evaluate(() => (window as unknown as { clickY: number }).clickY);
}

/** The page stops growing (its below-the-fold parts loaded). */
async function settled(page: Page) {
  let last = -1;
  await expect.poll(async () => {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const same = height === last;
    last = height;
    return same;
  }, { intervals: [300, 300, 500, 500, 1000] }).toBe(true);
}

/** "November 2026": this month on India's calendar, as a campaign's default name says it. */
const thisMonth = () => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date());

test('on a phone a footer link opens its page at the top, and Back and Forward return to where the buyer was', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Down to the footer, the page's content loaded on the way.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await settled(page);
  const careers = page.getByRole('contentinfo').locator('a[href="/careers"]');
  await careers.scrollIntoViewIfNeeded();
  const leftAt = await scrollAtNextClick(page);
  await careers.click();
  await expect(page).toHaveURL(/\/careers$/);
  const left = await leftAt();
  expect(left).toBeGreaterThan(PHONE.height);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);

  // Back: the page where the buyer left it, the link they followed in view.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => scrollY(page)).toBe(left);
  await expect(careers).toBeInViewport();

  // Forward and Back again keep each page's place.
  await page.goForward();
  await expect(page).toHaveURL(/\/careers$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect.poll(() => scrollY(page)).toBe(left);
});

test('on a phone a category card part-way down the home page opens its category at the top', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: /^Radio/ });
  await card.scrollIntoViewIfNeeded();
  const cardAt = await scrollAtNextClick(page);
  await card.click();
  await expect(page).toHaveURL(/\/radio$/);
  expect(await cardAt()).toBeGreaterThan(PHONE.height / 2);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
});

test('a guest saves the bag from /bag on a phone: the campaign opens at its top with a name they recognise, and the bag is closed and empty', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  // A guest adds a radio option.
  await page.goto('/radio');
  await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
  await page.getByRole('button', { name: /add to bag/i }).first().click();
  await expect(page.getByRole('button', { name: /your bag/i })).toHaveAttribute('aria-label', /\b1\b/);

  // From the bag page, scrolled down to its Save.
  await page.goto('/bag');
  await expect(page.getByTestId('bag-line')).toHaveCount(1);
  const save = page.getByRole('button', { name: 'Save as campaign' });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  const email = uniqueEmail('scroll-save');
  await answerSignIn(page, request, email);
  await verifyPhone(page, request);

  // On the new campaign, at its top, the drawer not opened over it.
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f]{24}$/);
  await expect(page.getByText('Campaign Saved!')).toBeVisible();
  const id = page.url().split('/').pop()!;
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const saved = await request.get(`/campaign-api/campaigns/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(saved.ok()).toBe(true);
  const campaign = (await saved.json()) as { name: string; mediaOptions: { display?: { mediaName: string } }[] };
  // Named after its media and month, e.g. "Radio City – December 2026".
  expect(campaign.name).toBe(`${campaign.mediaOptions[0]!.display!.mediaName} – ${thisMonth()}`);
  await expect(page.getByRole('main')).toContainText(campaign.name);
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page.getByRole('dialog', { name: 'Your Bag' })).toHaveCount(0);

  // The bag is empty: the badge says so and the drawer shows no saved line.
  await expect(page.getByRole('button', { name: /your bag/i })).toHaveAttribute('aria-label', /\b0\b|empty/i);
  await page.getByRole('button', { name: /your bag/i }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Bag' });
  await expect(drawer.getByText('Your bag is empty')).toBeVisible();
  await expect(drawer.getByTestId('bag-line')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close bag' }).click();
  await expect(drawer).toBeHidden();

  // The next bag does not carry the saved campaign's name or dates.
  await page.goto('/newspaper');
  await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
  await page.getByRole('button', { name: /add to bag/i }).first().click();
  await expect(drawer.getByTestId('bag-line')).toHaveCount(1);
  // Named, until the buyer renames it, after its own first media and month.
  const nextName = drawer.getByRole('heading', { level: 2, name: new RegExp(` – ${thisMonth()}$`) });
  await expect(nextName).toBeVisible();
  await expect(nextName).not.toHaveText(campaign.name);
  await expect(drawer.getByLabel('Start date')).toHaveValue('');
  const bag = await request.get('/api/bag', { headers: { 'x-access-token': token! } });
  expect(((await bag.json()) as { data: { name: string } }).data.name).not.toBe(campaign.name);
});
