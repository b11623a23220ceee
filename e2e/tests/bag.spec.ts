import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInByEmail, uniqueEmail, verifyPhone } from './support/session';

const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Opens the first media of a category and adds its `nth` option to the bag. */
async function addOption(page: Page, category: string, nth = 0) {
  await page.goto(`/${category}`);
  await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
  await page.getByRole('button', { name: /add to bag/i }).nth(nth).click();
}

const bagLines = (drawer: Locator) => drawer.getByTestId('bag-line');

test('a guest sees the local bag priced in the drawer, with SIGN IN; units can change, rates and discounts cannot', async ({ page }) => {
  await addOption(page, 'radio');
  await expect(page.getByRole('button', { name: /your bag/i })).toHaveAttribute('aria-label', /\b1\b/);
  await page.getByRole('button', { name: /your bag/i }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Bag' });
  await expect(bagLines(drawer)).toHaveCount(1);
  await expect(bagLines(drawer).first().getByRole('link')).toHaveAttribute('href', /^\/radio\//);
  expect(rupees(await drawer.getByTestId('bag-total').textContent())).toBeGreaterThan(0);
  await expect(drawer.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  // SPEC.md 5: a guest changes units (kept in the local bag); rates, discounts, clone and reset need an account.
  await expect(drawer.getByRole('spinbutton').first()).toBeVisible();
  await expect(drawer.getByRole('spinbutton', { name: /rate|discount/i })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: /^(Clone|Reset) / })).toHaveCount(0);
});

test('a signed-in user edits units, bulk edits, clones, resets, deletes and saves a campaign', async ({ page, request }) => {
  await page.goto('/');
  await signInByEmail(page, request, uniqueEmail('bag'));

  // The first item into an empty bag opens the panel.
  await addOption(page, 'newspaper');
  const drawer = page.getByRole('dialog', { name: 'Your Bag' });
  await expect(drawer).toBeVisible();
  await expect(bagLines(drawer)).toHaveCount(1);
  const first = bagLines(drawer).first();
  const total = drawer.getByTestId('bag-total');
  const before = rupees(await total.textContent());
  expect(before).toBeGreaterThan(0);

  // A unit up: the total follows at once (priced in the browser) and stays after the server answers.
  const unit = first.getByRole('spinbutton').first();
  const min = Number((await unit.getAttribute('min')) ?? '0');
  const start = Number(await unit.inputValue());
  const raised = Math.max(start, min) + 40;
  await unit.fill(String(raised));
  await unit.press('Enter');
  await expect.poll(async () => rupees(await total.textContent())).toBeGreaterThan(before);
  await expect(drawer.getByText('Saving changes…')).toHaveCount(0);
  const afterEdit = rupees(await total.textContent());

  // Clone: two identical lines, the total doubles.
  await first.getByRole('button', { name: /^Clone / }).click();
  await expect(bagLines(drawer)).toHaveCount(2);
  await expect.poll(async () => rupees(await total.textContent())).toBeCloseTo(afterEdit * 2, 0);

  // Bulk edit the same unit on both lines.
  const unitName = (await first.getByRole('spinbutton').first().evaluate((el) => el.closest('label')?.firstChild?.textContent ?? '')).trim();
  await drawer.getByRole('button', { name: 'Bulk edit' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk edit' });
  await bulk.getByLabel(unitName, { exact: true }).fill(String(raised + 10));
  await bulk.getByRole('button', { name: 'Apply to all' }).click();
  await expect(bulk).toBeHidden();
  for (const line of await bagLines(drawer).all()) {
    await expect(line.getByLabel(unitName, { exact: true })).toHaveValue(String(raised + 10));
  }

  // Reset the first line: its unit goes back to its minimum (or stays when it has none).
  await bagLines(drawer).first().getByRole('button', { name: /^Reset / }).click();
  await expect(bagLines(drawer).first().getByLabel(unitName, { exact: true })).toHaveValue(String(min > 0 ? min : raised + 10));

  // Delete the second line.
  await bagLines(drawer).nth(1).getByRole('button', { name: /^Delete / }).click();
  await expect(bagLines(drawer)).toHaveCount(1);
  await expect(drawer.getByText('Saving changes…')).toHaveCount(0);

  // What the server priced is what the screen shows.
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const res = await request.get('/api/bag', { headers: { 'x-access-token': token! } });
  const bag = (await res.json()) as { data: { totals: { totalPrice: number }; items: unknown[] } };
  expect(bag.data.items).toHaveLength(1);
  expect(rupees(await total.textContent())).toBeCloseTo(bag.data.totals.totalPrice, 0);

  // Save: a verified phone first (the user signed in by e-mail), then 'Campaign Saved!' and
  // the dashboard URL of the new campaign; the bag is empty.
  await drawer.getByRole('button', { name: 'Save as campaign' }).click();
  await verifyPhone(page, request);
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f]{24}$/);
  await expect(page.getByText('Campaign Saved!')).toBeVisible();
  await expect(page.getByRole('button', { name: /your bag/i })).toHaveAttribute('aria-label', /\b0\b|empty/i);
});

test('a signed-in advertiser visiting /bag lands on / with the bag drawer open', async ({ page, request }) => {
  await page.goto('/');
  await signInByEmail(page, request, uniqueEmail('bagroute'));
  await page.goto('/bag');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Your Bag' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Your Bag' }).getByText('Your bag is empty')).toBeVisible();
});

/** A date a year from now, as the date field types it (Chromium's en-US: month, day, year) and as ISO. */
function dayNextYear(month: number, day: number) {
  const year = new Date().getFullYear() + 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { typed: `${pad(month)}${pad(day)}${year}`, iso: `${year}-${pad(month)}-${pad(day)}` };
}

test("the campaign dates typed in the bag's date fields reach the saved campaign", async ({ page, request }) => {
  await page.goto('/');
  await signInByEmail(page, request, uniqueEmail('dates'));
  await addOption(page, 'radio');
  const drawer = page.getByRole('dialog', { name: 'Your Bag' });
  await expect(bagLines(drawer)).toHaveCount(1);
  const start = dayNextYear(3, 5);
  const end = dayNextYear(4, 20);
  // Typed a key at a time from the month, as a person does: the field reports every year digit on the way.
  for (const [label, date] of [['Start date', start], ['End date', end]] as const) {
    await drawer.getByLabel(label).focus();
    await page.keyboard.type(date.typed, { delay: 30 });
  }
  await expect(drawer.getByLabel('Start date')).toHaveValue(start.iso);
  await expect(drawer.getByLabel('End date')).toHaveValue(end.iso);
  await expect(drawer.getByRole('alert')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Save as campaign' }).click();
  await verifyPhone(page, request);
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f]{24}$/);

  const id = page.url().split('/').pop()!;
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const saved = await (await request.get(`/campaign-api/campaigns/${id}`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(saved).toMatchObject({ startDate: start.iso, endDate: end.iso });
});

test('"Request a quote" says what will be asked first, then what was sent', async ({ page, request }) => {
  await page.goto('/');
  await signInByEmail(page, request, uniqueEmail('quote'));
  await addOption(page, 'radio');
  const drawer = page.getByRole('dialog', { name: 'Your Bag' });
  await expect(bagLines(drawer)).toHaveCount(1);
  await expect(drawer.getByText('Saving changes…')).toHaveCount(0);
  const total = await drawer.getByTestId('bag-total').textContent();

  await drawer.getByRole('button', { name: 'Request a quote' }).click();
  const ask = page.getByRole('dialog', { name: 'Request a quote' });
  await expect(ask.getByRole('list', { name: 'Options in the request' }).getByRole('listitem')).toHaveCount(1);
  await expect(ask.getByLabel('Request details')).toContainText('Not set: our team will suggest them');
  await expect(ask.getByLabel('Request details')).toContainText(total!);
  await expect(ask).toContainText('send you a plan with a quote');
  // Nothing is sent until the user says so.
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(bagLines(drawer)).toHaveCount(1);

  await drawer.getByRole('button', { name: 'Request a quote' }).click();
  await ask.getByRole('button', { name: 'Send request' }).click();
  await verifyPhone(page, request);
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f]{24}$/);
  await expect(page.getByText('Quote requested for 1 media option. Our team will send you a plan and quote.')).toBeVisible();
  await expect(page.getByText('Status:').locator('..')).toContainText('Plan Requested');
});

test('closing the phone verification abandons the save: nothing is saved and the bag keeps its items', async ({ page, request }) => {
  await page.goto('/');
  await signInByEmail(page, request, uniqueEmail('nophone'));
  await addOption(page, 'radio');
  const drawer = page.getByRole('dialog', { name: 'Your Bag' });
  await expect(bagLines(drawer)).toHaveCount(1);
  await drawer.getByRole('button', { name: 'Save as campaign' }).click();
  const phone = page.getByRole('dialog', { name: 'Verify your phone' });
  await expect(phone).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(phone).toBeHidden();
  await expect(page.getByText('A verified phone number is needed to save a campaign, so nothing was saved.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/dashboard\//);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const list = await (await request.get('/campaign-api/campaigns', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(list.campaigns).toEqual([]);
  // Escape closed only the topmost dialog: the bag is still open under it, with its item.
  await expect(drawer).toBeVisible();
  await expect(bagLines(drawer)).toHaveCount(1);
  await expect(drawer.getByRole('button', { name: 'Save as campaign' })).toBeFocused();
});
