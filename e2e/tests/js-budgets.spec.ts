import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTES } from 'shared-domain/releases';
import { BUDGETS, remoteEntrySizes, scriptSizes, scriptsBeforeUsable } from '../../scripts/js-budgets.cjs';

/**
 * The build's JavaScript stays within its budgets (scripts/js-budgets.cjs): a size check of
 * the built files, not a timing. `npm run bench` prints the same figures against the targets.
 */
const root = path.resolve(__dirname, '../..');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

test('the first route fetches no more JavaScript before it is usable than its budget, and nothing before its first paint', async ({ page }) => {
  const { before } = await scriptsBeforeUsable(page, '/');
  // The page's own code is there: the host's scripts and the home page's remote.
  expect(before.some((p) => /^\/main\.[0-9a-f]+\.js$/.test(p))).toBe(true);
  expect(before.some((p) => p.startsWith('/mf/mf-catalog/'))).toBe(true);
  const { rows, total } = scriptSizes(root, before);
  expect(total, rows.map((r) => `${r.path} ${kib(r.gzip)}`).join('\n')).toBeLessThanOrEqual(BUDGETS.firstRoute.limit);

  // The document alone paints: no script is asked for before its first contentful paint.
  const paint = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const scripts = performance.getEntriesByType('resource').filter((r) => new URL(r.name).pathname.endsWith('.js'));
    return { fcp, early: scripts.filter((r) => fcp === null || r.startTime < fcp).map((r) => r.name) };
  });
  expect(paint.fcp).not.toBeNull();
  expect(paint.early).toEqual([]);
});

test('every remote’s remoteEntry.js is within its budget', () => {
  const sizes = remoteEntrySizes(root, REMOTES.map((r) => r.folder));
  expect(sizes.map((s) => s.folder).sort()).toEqual(REMOTES.map((r) => r.folder).sort());
  for (const s of sizes) expect([s.folder, s.gzip <= BUDGETS.remoteEntry.limit ? 'within' : kib(s.gzip)]).toEqual([s.folder, 'within']);
});
