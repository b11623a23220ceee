import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/session';
import { apiToken, makeStaff } from './support/staff';

/** A mobile number no other test uses (10 digits starting 9). */
const phone = () => `9${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

async function fillLead(page: Page, name: string, email: string, mobile: string) {
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Mobile number/).fill(mobile);
  await page.getByLabel(/^Budget/).fill('2,50,000');
  await page.getByLabel(/^When to start/).selectOption('Within a month');
  await page.getByLabel(/^Requirements/).fill('Radio and outdoor in Pune for a store opening');
}

test('a lead from Contact Us reaches the staff inbox, where its status moves on', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('lead');
  const name = `Lead ${Date.now()}`;
  await page.goto('/contact-us?utm_source=e2e&utm_medium=test');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page).toHaveTitle(/^Contact Us/);
  await fillLead(page, name, email, phone());
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send to the team' }).click();
  expect((await posted).status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: 'We have your request' })).toContainText(`Thank you, ${name}.`);

  const staffEmail = uniqueEmail('lead-staff');
  const token = await apiToken(request, staffEmail);
  makeStaff(staffEmail);
  await page.evaluate((t) => window.localStorage.setItem('authToken', t), token);
  await page.goto(`/staff/leads?q=${encodeURIComponent(email)}`);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('/contact-us');
  await expect(card).toContainText('e2e / test');
  await expect(card.getByLabel('Status').locator('option')).toHaveText(['New', 'Contacted', 'Lost']);
  await card.getByLabel('Status').selectOption('contacted');
  await card.getByLabel('Note').fill('Called, sending options');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('article', { name }).getByText('Contacted', { exact: true }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name }).getByLabel('Note')).toHaveValue('Called, sending options');
  await expect(page.getByRole('article', { name }).getByLabel('Status')).toHaveValue('contacted');
});

test('a bad mobile number is explained beside the field and nothing is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/leads') && r.method() === 'POST') sent.push(r.url());
  });
  await page.goto('/contact-us');
  await fillLead(page, 'Bad Phone', uniqueEmail('badphone'), '12345 67890');
  await page.getByRole('button', { name: 'Send to the team' }).click();
  const field = page.getByLabel(/^Mobile number/);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a valid 10-digit Indian mobile number', { exact: false })).toBeVisible();
  await expect(field).toBeFocused();
  expect(sent).toEqual([]);
});

test('the lead magnet opens at 40 s, not before; closing keeps it away for 24 hours', async ({ page, context }) => {
  await page.clock.install();
  await page.goto('/radio');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's code (its timers with it) runs from its hydration on, not from its load event.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // The page's clock keeps running between steps: check well before 40 s, then pass it.
  await page.clock.fastForward(30_000);
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 1_000 });
  await page.clock.fastForward(10_000);
  const dialog = page.getByRole('dialog', { name: 'Get the Radio rate card' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('our team e-mails you the Radio rate card');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const cookies = await context.cookies();
  const nowS = Date.now() / 1000;
  for (const name of ['mm_lead_magnet_shown', 'mm_lead_magnet_closed']) {
    const c = cookies.find((x) => x.name === name);
    expect(c, name).toBeDefined();
    expect(c!.path).toBe('/');
    expect(c!.sameSite).toBe('Lax');
    // 24 hours (the page clock is fake; the browser's cookie clock is real).
    expect(c!.expires - nowS).toBeGreaterThan(86_400 - 120);
    expect(c!.expires - nowS).toBeLessThanOrEqual(86_400 + 5);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's code (its timers with it) runs from its hydration on, not from its load event.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.clock.fastForward(60_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('no lead magnet on a landing page', async ({ page }) => {
  await page.clock.install();
  await page.goto('/lp/radio-advertising');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's code (its timers with it) runs from its hydration on, not from its load event.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.clock.fastForward(45_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

/** The pointer leaving the window through its top edge. */
async function leaveThroughTop(page: Page) {
  await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1, relatedTarget: null, bubbles: true })));
}

test('exit intent: at most twice on influencer pages, once on the IPL page', async ({ page }) => {
  await page.goto('/influencer-marketing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (let i = 0; i < 2; i++) {
    await leaveThroughTop(page);
    const dialog = page.getByRole('dialog', { name: 'Before you go: want a plan for influencer marketing?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await leaveThroughTop(page);
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/sports-marketing/ipl-advertising');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await leaveThroughTop(page);
  const ipl = page.getByRole('dialog', { name: 'Before you go: want a plan for sports and IPL advertising?' });
  await expect(ipl).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ipl).toBeHidden();
  await leaveThroughTop(page);
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
