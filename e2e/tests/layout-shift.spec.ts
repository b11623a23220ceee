import { expect, test } from '@playwright/test';

/**
 * Nothing the visitor sees moves while a public page loads (issue 17: layout shift ≤ 0.02).
 * The footer used to paint in view and be pushed down by the page (0.92 on the home page).
 * Measured on a phone-sized viewport with the CPU slowed four times, so the page's parts
 * arrive one after another as they do on a phone.
 */
for (const [path, heading] of [['/', /advertise anywhere in india/i], ['/newspaper', /newspaper/i], ['/about', /about/i]] as const) {
  test(`${path} loads without layout shift on a phone`, async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) w.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // What loads after the heading (images, lazy sections near the fold) has a moment to land.
    await page.waitForTimeout(1500);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThanOrEqual(0.02);
  });
}
