/**
 * The JavaScript budgets of the built site, in one place: `npm run bench` prints the figures
 * against them (scripts/bench.mjs, bundles) and `npm test` fails when the build exceeds a limit
 * (e2e/tests/js-budgets.spec.ts). Sizes are gzip -9 of the built files.
 *
 * - firstRoute: the JavaScript `/` fetches before it is usable, i.e. before the shell's
 *   `mm-hydrated` mark (the page's own part hydrated). The target is issue 34's; the limit is
 *   what the build may not exceed today (the target is missed: README, "Page speed").
 * - remoteEntry: each remote's container file (`<remote>/dist/remoteEntry.js`).
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const KIB = 1024;
const BUDGETS = {
  firstRoute: { target: 140 * KIB, limit: 200 * KIB },
  remoteEntry: { target: 10 * KIB, limit: 10 * KIB },
};

/** The mark the shell makes once the page's own part has hydrated (host-shell/src/hydration/page-hydration.ts). */
const HYDRATED_MARK = 'mm-hydrated';

/** gzip -9 bytes of a file. */
function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** The built file behind a path the site serves (`/main.x.js`, `/mf/mf-catalog/remoteEntry.js`). */
function builtFile(root, urlPath) {
  const m = /^\/mf\/([^/]+)\/(.+)$/.exec(urlPath);
  if (m) return path.join(root, m[1], 'dist', m[2]);
  return path.join(root, 'host-shell', 'dist', urlPath.replace(/^\//, ''));
}

/**
 * Opens `url` in a Playwright `page`, waits until the page is usable (the shell's mark) and the
 * network is idle, and answers the script paths it fetched before that moment and after it
 * (each once, in the order asked).
 */
async function scriptsBeforeUsable(page, url) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);
  return page.evaluate((mark) => {
    const usable = performance.getEntriesByName(mark)[0].startTime;
    const scripts = performance.getEntriesByType('resource')
      .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime }))
      .filter((r) => r.path.endsWith('.js'));
    const once = (list) => [...new Set(list.map((r) => r.path))];
    const before = once(scripts.filter((r) => r.start < usable));
    return { before, after: once(scripts.filter((r) => r.start >= usable)).filter((p) => !before.includes(p)) };
  }, HYDRATED_MARK);
}

/** The gzip size of each script path, from the build in `root`, and their total. */
function scriptSizes(root, paths) {
  const rows = paths.map((p) => ({ path: p, gzip: gzipSize(builtFile(root, p)) }));
  return { rows, total: rows.reduce((sum, r) => sum + r.gzip, 0) };
}

/** Each built remote's remoteEntry.js, gzip bytes (remotes not built are left out). */
function remoteEntrySizes(root, folders) {
  return folders
    .map((folder) => ({ folder, file: path.join(root, folder, 'dist', 'remoteEntry.js') }))
    .filter((r) => fs.existsSync(r.file))
    .map((r) => ({ folder: r.folder, gzip: gzipSize(r.file) }));
}

module.exports = { BUDGETS, HYDRATED_MARK, builtFile, gzipSize, remoteEntrySizes, scriptSizes, scriptsBeforeUsable };
