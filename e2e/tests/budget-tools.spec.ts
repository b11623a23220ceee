import { expect, test } from '@playwright/test';

const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

// Planning tools (issue 18): the budget estimator and the IPL calculator answer from the
// catalog's real rates, keep their values in the address, and explain a wrong value.
test('the budget estimator gives a low, typical and high budget with the options behind them, kept in the address', async ({ page, browser }) => {
  await page.goto('/calculators');
  await page.getByRole('main').getByRole('link', { name: 'Budget Estimator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Budget Estimator' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Budget estimator' });
  await form.getByRole('checkbox', { name: 'Newspaper' }).check();
  await form.getByRole('checkbox', { name: 'Radio' }).check();
  await form.getByRole('checkbox', { name: 'Delhi' }).check();
  await form.getByLabel('Duration (weeks)').fill('4');
  await form.getByRole('button', { name: 'Estimate' }).click();

  const result = page.getByRole('region', { name: 'Estimate' });
  await expect(result.getByRole('heading', { level: 2 })).toHaveText('Estimated budget for 4 weeks');
  await expect(page).toHaveURL(/\/budget-estimator\?categories=newspaper&categories=radio&cities=Delhi&weeks=4$/);
  const totals = await Promise.all(['Low total', 'Typical total', 'High total'].map(async (name) => rupees(await result.getByRole('listitem', { name }).locator('p').nth(1).textContent())));
  expect(totals[0]).toBeGreaterThan(0);
  expect(totals[0]).toBeLessThanOrEqual(totals[1]);
  expect(totals[1]).toBeLessThanOrEqual(totals[2]);
  // Each figure names an option of the catalog, linked to its media page.
  for (const name of ['Newspaper low', 'Newspaper typical', 'Newspaper high', 'Radio typical']) {
    await expect(result.getByRole('listitem', { name }).getByRole('link')).toHaveAttribute('href', new RegExp(`^/${name.split(' ')[0].toLowerCase()}/[a-z0-9-]+$`));
  }
  const option = result.getByRole('listitem', { name: 'Newspaper typical' }).getByRole('link');
  const href = await option.getAttribute('href');

  // A reload keeps the values and the result: the server rendered it with its data, which the
  // page hydrates without a warning or a second request; so does the address opened without script.
  const problems: string[] = [];
  const asked: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/planning/')) asked.push(r.url());
  });
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('region', { name: 'Estimate' }).getByRole('listitem', { name: 'Newspaper typical' }).getByRole('link')).toHaveAttribute('href', href!);
  await expect(page.getByRole('checkbox', { name: 'Radio' })).toBeChecked();
  await expect(page.getByLabel('Duration (weeks)')).toHaveValue('4');
  expect(problems).toEqual([]);
  expect(asked).toEqual([]);
  const bare = await browser.newContext({ javaScriptEnabled: false });
  const shared = await bare.newPage();
  await shared.goto(page.url());
  const rendered = shared.getByRole('region', { name: 'Estimate' });
  await expect(rendered.getByRole('listitem', { name: 'Typical total' })).toContainText(`₹${totals[1].toLocaleString('en-IN')}`);
  await expect(rendered.getByRole('listitem', { name: 'Newspaper typical' }).getByRole('link')).toHaveAttribute('href', href!);
  await bare.close();

  // The option behind a figure opens its media page.
  await option.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('the IPL calculator gives a budget per channel from the catalog’s IPL options', async ({ page }) => {
  await page.goto('/ipl-ad-budget-calculator');
  // The figures are this test's subject (what is done before hydration is hydration.spec.ts's): the boxes are ticked on the live page, in this order.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const form = page.getByRole('form', { name: 'IPL ad budget calculator' });
  await form.getByRole('checkbox', { name: 'TV' }).check();
  await form.getByRole('checkbox', { name: 'Digital' }).check();
  await form.getByRole('checkbox', { name: 'In-stadium' }).check();
  await form.getByRole('checkbox', { name: 'Radio' }).check();
  await form.getByLabel('Matches').fill('10');
  await form.getByLabel('Spots per match').fill('4');
  await form.getByRole('button', { name: 'Calculate' }).click();

  const result = page.getByRole('region', { name: 'IPL budget' });
  await expect(page).toHaveURL(/\/ipl-ad-budget-calculator\?channels=tv&channels=digital&channels=in-stadium&channels=radio&matches=10&spots=4$/);
  const total = rupees(await result.getByRole('listitem', { name: 'Total budget' }).locator('p').nth(1).textContent());
  const tv = rupees(await result.getByRole('listitem', { name: 'TV' }).locator('p').nth(1).textContent());
  const stadium = rupees(await result.getByRole('listitem', { name: 'In-stadium' }).locator('p').nth(1).textContent());
  const digital = rupees(await result.getByRole('listitem', { name: 'Digital' }).locator('p').nth(1).textContent());
  expect(digital).toBeGreaterThan(0);
  // Streaming is bought by impressions: its reach is what it buys (the digital rule), so the total has a reach.
  await expect(result.getByRole('listitem', { name: 'Digital' })).toContainText(/Reach: \d/);
  await expect(result.getByRole('listitem', { name: 'Total reach' }).locator('p').nth(1)).toHaveText(/^[\d,]+$/);
  expect(tv).toBeGreaterThan(0);
  expect(stadium).toBeGreaterThan(0);
  // The seed has no IPL radio option: the page says so instead of inventing a rate.
  await expect(result.getByRole('listitem', { name: 'Radio' })).toContainText('The catalog has no IPL option for Radio');
  // Each card rounds its own rupees: the total is their sum within a rupee or two.
  expect(Math.abs(total - (tv + stadium + digital))).toBeLessThanOrEqual(2);
  await expect(result.getByRole('listitem', { name: 'TV' }).getByRole('link')).toHaveAttribute('href', /^\/sports-marketing\/[a-z0-9-]+$/);
  await expect(result.getByRole('listitem', { name: 'TV' })).toContainText('40 × spots');
  await expect(result.getByRole('listitem', { name: 'In-stadium' })).toContainText('Reach: N/A');
});

test('a wrong value is explained beside its field and no result is shown', async ({ page }) => {
  await page.goto('/ipl-ad-budget-calculator?channels=tv&matches=80&spots=4');
  const matches = page.getByLabel('Matches');
  await expect(matches).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Matches must be a whole number from 1 to 74.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'IPL budget' })).toHaveCount(0);

  await page.goto('/budget-estimator?categories=newspaper&cities=Atlantis&weeks=4');
  await expect(page.getByRole('group', { name: 'Cities' })).toContainText('We have no media in “Atlantis”. Choose a city from the list.');
  await expect(page.getByRole('region', { name: 'Estimate' })).toHaveCount(0);
});
