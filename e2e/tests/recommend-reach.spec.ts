import { expect, test } from '@playwright/test';

// Issue 32 item 4: a reach plan counts people, not impressions, and says how.
test('a Bangalore reach plan shows reach in people, average frequency and GRPs, each with its basis', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/media-recommendation?budget=20+lakh&objective=reach&cities=Bangalore');
  const plan = page.getByRole('region', { name: 'Your plan' });
  const lines = plan.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(lines.first()).toBeVisible();

  const totals = plan.getByLabel('Plan totals');
  const figure = (name: string) => totals.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd');
  await expect(figure('Reach (people)')).toHaveText(/^[\d.]+ lakh · [\d.]+%$/);
  await expect(figure('Avg frequency')).toHaveText(/^\d+(\.\d)?$/);
  await expect(figure('GRPs')).toHaveText(/^[\d,]+$/);
  // Never more people than live in Bangalore (Census of India 2011: 84,99,399).
  const reachLakh = Number((await figure('Reach (people)').textContent())?.split(' ')[0]);
  expect(reachLakh).toBeGreaterThan(0);
  expect(reachLakh).toBeLessThanOrEqual(85);

  const basis = plan.getByLabel('How reach, frequency and GRPs are counted');
  await expect(basis).toContainText(/lakh people \([\d.]+% of 85 lakh, the population of Bangalore in Census of India 2011 \(provisional totals\); Sainsbury overlap of \d+ titles/);
  await expect(basis).toContainText(/exposures ÷ [\d.]+ lakh people reached/);
  await expect(basis).toContainText(/\(reach [\d.]+% × frequency [\d.]+/);

  // Every line names the objective it serves; no obituary, classified or recruitment ad is planned for reach.
  const count = await lines.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    await expect(lines.nth(i)).toContainText(/Reach: an? [\w -]+ placement seen by the/);
    await expect(lines.nth(i)).not.toContainText(/Obituary|Classified|Recruitment/i);
  }
  // The 390 px layout keeps the figures and their basis on the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
