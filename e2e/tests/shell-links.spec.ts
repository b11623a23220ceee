import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// No dead end (issue 15): every link of the header, the footer and the menu drawer of `/`
// leads to a page the site has, at desktop width and at 390 px; links off the site are https.

type Found = { href: string; where: string };

async function linksIn(page: Page, selector: string, where: string): Promise<Found[]> {
  const hrefs = await page.locator(selector).locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  return hrefs.map((href) => ({ href, where }));
}

async function checkAll(request: APIRequestContext, links: Found[]): Promise<void> {
  const seen = new Set<string>();
  for (const { href, where } of links) {
    if (href.startsWith('mailto:') || href.startsWith('#')) continue;
    if (/^[a-z]+:/i.test(href) || href.startsWith('//')) {
      expect({ where, href, https: href.startsWith('https://') }).toEqual({ where, href, https: true });
      continue;
    }
    if (seen.has(href)) continue;
    seen.add(href);
    const res = await request.get(href);
    expect({ where, href, status: res.status() }).toEqual({ where, href, status: 200 });
  }
}

test('every header and footer link of / leads to a real page at desktop width', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // The "Popular in" columns come from the catalog: wait for them.
  await expect(footer.getByRole('navigation', { name: /^Popular in / }).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Plan a campaign' })).toHaveAttribute('href', '/ad-campaign-brief');
  const links = [...(await linksIn(page, 'header', 'header')), ...(await linksIn(page, 'footer', 'footer'))];
  expect(links.length).toBeGreaterThan(30);
  // Popular links are detail pages drawn from the catalog, most popular first.
  const popular = await footer.getByRole('navigation', { name: /^Popular in / }).locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(popular.length).toBeGreaterThan(5);
  for (const href of popular) expect(href).toMatch(/^\/[a-z-]+\/[^/]+$/);
  await expect(footer).not.toContainText('ISO 9001');
  await checkAll(request, links);
});

test('every header, menu and footer link of / leads to a real page at 390 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('navigation', { name: /^Popular in / }).first()).toBeAttached();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  for (const name of ['Newspaper', 'Radio', 'Contact Us', 'Plan a campaign', 'ROAS Calculator']) {
    await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(drawer.getByRole('button', { name: 'Login' })).toBeVisible();
  const links = [
    ...(await linksIn(page, 'header', 'header')),
    ...(await linksIn(page, '[role="dialog"][aria-label="Menu"]', 'menu')),
    ...(await linksIn(page, 'footer', 'footer')),
  ];
  expect(links.filter((l) => l.where === 'menu').length).toBeGreaterThan(15);
  await checkAll(request, links);
});

test('the menu drawer traps focus, closes on Escape (focus back on its button) and on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Open menu' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const count = await drawer.locator('a[href], button').count();
  for (let i = 0; i < count + 3; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(open).toBeFocused();

  await open.click();
  await drawer.getByRole('link', { name: 'Radio', exact: true }).click();
  await expect(page).toHaveURL(/\/radio$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);

  await open.click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
});

test('"Plan a campaign" leads to the brief from the home page and every landing page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Plan a campaign' })).toHaveAttribute('href', '/ad-campaign-brief');
  for (const lp of ['/lp/newspaper-advertising', '/lp/outdoor-advertising', '/lp/btl-advertising', '/lp/influencer-marketing', '/lp/radio-advertising']) {
    await page.goto(lp);
    await expect(page.getByRole('main').getByRole('link', { name: 'Plan a campaign' }), lp).toHaveAttribute('href', '/ad-campaign-brief');
  }
  await page.getByRole('main').getByRole('link', { name: 'Plan a campaign' }).click();
  await expect(page).toHaveURL(/\/ad-campaign-brief$/);
});

test('the header is 69 px high, 64.5 px under 960 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const bar = page.getByRole('banner').locator('> div').first();
  expect((await bar.boundingBox())?.height).toBe(69);
  await page.setViewportSize({ width: 390, height: 800 });
  await expect.poll(async () => (await bar.boundingBox())?.height).toBe(64.5);
});
