import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { watchCspViolations } from './support/csp';
import { ownSiteServer } from './support/releases';

// SPEC.md 7.24: ad pixels and session recording load only after the visitor's consent. The
// shared server has none configured: no notice, no third-party script. A site server of this
// file's own has a pixel configured, served by a local stand-in vendor on another origin.

const HOME = /advertise anywhere in india/i;
const notice = (page: Page) => page.getByRole('region', { name: /^Cookies and tracking on/ });
const vendorScripts = (page: Page) => page.locator('script[data-mm-third-party]');

test('SPEC.md 7.24: with no third party configured, a page shows no notice and loads no script from elsewhere', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cookie & tracking choices' })).toHaveCount(0);
  await expect(vendorScripts(page)).toHaveCount(0);
  await expect(page.locator('#mm-third-parties')).toHaveCount(0);
  const origin = new URL(page.url()).origin;
  const sources = await page.locator('script[src]').evaluateAll((list) => list.map((s) => (s as HTMLScriptElement).src));
  expect(sources.filter((src) => new URL(src).origin !== origin)).toEqual([]);
});

test.describe('SPEC.md 7.24: with a pixel configured', () => {
  test.describe.configure({ mode: 'serial' });

  /** What the stand-in vendor was asked for, in order. */
  const asked: string[] = [];
  let vendor: http.Server;
  let vendorOrigin = '';
  test.beforeAll(async () => {
    vendor = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      if (req.url === '/pixel.js') {
        res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
        // Like a pixel: it reports the page view to its own origin.
        res.end(`window.__pixelRuns = (window.__pixelRuns || 0) + 1; fetch(${JSON.stringify(`${vendorOrigin}/collect`)}, { method: 'POST', mode: 'no-cors', body: location.pathname });`);
      } else {
        res.writeHead(204).end();
      }
    });
    await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
    vendorOrigin = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => vendor?.close(resolve));
  });
  const site = ownSiteServer(() => ({
    AD_PIXELS: JSON.stringify([{ name: 'Local test pixel', scriptUrl: `${vendorOrigin}/pixel.js`, connectOrigins: [vendorOrigin] }]),
  }));

  test('SPEC.md 7.24: the notice on a phone; nothing loads before Accept; Accept loads the pixel within the policy; remembered; Reject from the footer stops it', async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await site.newPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    const violations = await watchCspViolations(page);
    // The notice appears after hydration, so the server's markup and the browser's first render agree.
    const problems: string[] = [];
    page.on('console', (m) => {
      if (/hydrat|did not match/i.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();
    const region = notice(page);
    await expect(region).toBeVisible();
    await expect(region).toContainText('Local test pixel (advertising pixel)');
    // Fixed at the bottom of the phone's screen, inside it.
    const box = (await region.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(await region.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(asked).toEqual([]);
    await expect(vendorScripts(page)).toHaveCount(0);

    // Keyboard: Tab goes from Accept to Reject and on out of the notice (focus is not held).
    await region.getByRole('button', { name: 'Accept' }).focus();
    await page.keyboard.press('Tab');
    await expect(region.getByRole('button', { name: 'Reject' })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(false);

    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/consent') && r.request().method() === 'POST');
    await region.getByRole('button', { name: 'Accept' }).click();
    expect((await recorded).status()).toBe(201);
    await expect(region).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __pixelRuns?: number }).__pixelRuns ?? 0)).toBe(1);
    await expect.poll(() => asked).toEqual(['/pixel.js', '/collect']);

    // The next page: no notice, the pixel loads at once.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();
    await expect.poll(() => asked.filter((u) => u === '/pixel.js').length).toBe(2);
    await expect(notice(page)).toHaveCount(0);

    // Changed from the footer: Reject removes the script, and the next page loads nothing.
    await page.getByRole('button', { name: 'Cookie & tracking choices' }).click();
    await expect(region).toBeFocused();
    await expect(region).toContainText('Your current choice: accepted.');
    await region.getByRole('button', { name: 'Reject' }).click();
    await expect(vendorScripts(page)).toHaveCount(0);
    const before = asked.length;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(asked.length).toBe(before);
    await expect(notice(page)).toHaveCount(0);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
