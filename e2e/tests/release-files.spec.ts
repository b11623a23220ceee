import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, makeStaff } from './support/staff';
import { uniqueEmail } from './support/session';
import { releaseCommand, root } from './support/releases';

// Issue 30: a remote team's release cannot run script on the site's origin. A release of
// mf_bag carries an SVG and a page with script (inline, an onload handler, and a script file
// of its own release, which the site's page policy would let in); once it can be previewed,
// its files are opened on their own and embedded in a site page every way a browser allows.
// Nothing the release holds may run as the site: any of its script would call PWNED, set a
// cookie, write localStorage or mark the top window. It is only registered and previewed,
// never switched live, so the shared server's other tests see nothing of it.

const VERSION = '9.30.0';
const PWNED = '/pwned-by-release';
const BASE = `/mf/mf-bag/${VERSION}/`;

/** Script that leaves a trace on whatever origin it runs in. */
const PAYLOAD = (via: string) => `(function () {
  try { fetch('${PWNED}?via=${via}'); } catch (e) {}
  try { new Image().src = '${PWNED}?img=${via}'; } catch (e) {}
  try { document.cookie = 'pwned=${via}; path=/'; } catch (e) {}
  try { localStorage.setItem('pwned', '${via}'); } catch (e) {}
  try { window.top.pwned = '${via}'; } catch (e) {}
})();`;

const EVIL = {
  'evil.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" onload="${PAYLOAD('svg-onload').replace(/\n/g, ' ').replace(/"/g, '&quot;')}">
  <rect width="16" height="16" fill="#c00"/>
  <script>${PAYLOAD('svg-script')}</script>
</svg>`,
  'evil.html': `<!doctype html><html><head><title>evil</title></head><body onload="${PAYLOAD('html-onload').replace(/\n/g, ' ').replace(/"/g, '&quot;')}">
<script>${PAYLOAD('html-inline')}</script>
<script src="evil.js"></script>
</body></html>`,
  'evil.js': PAYLOAD('html-script-file'),
};

let buildDir: string | null = null;

test.afterAll(() => {
  if (buildDir) fs.rmSync(buildDir, { recursive: true, force: true });
});

/** Waits until every frame, object, embed and image the page holds has loaded or failed. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pending = [...document.querySelectorAll<HTMLElement>('[data-evil]')].map((el) => new Promise<void>((resolve) => {
      if (el instanceof HTMLImageElement && el.complete) resolve();
      el.addEventListener('load', () => resolve(), { once: true });
      el.addEventListener('error', () => resolve(), { once: true });
      setTimeout(resolve, 3000);
    }));
    await Promise.all(pending);
  });
}

test('a release\'s SVG and HTML run no script on the site\'s origin, opened directly or embedded in a site page', async ({ page, context, baseURL, request }) => {
  test.setTimeout(120_000);
  const calls: string[] = [];
  context.on('request', (r) => {
    if (new URL(r.url()).pathname === PWNED) calls.push(r.url());
  });

  // mf-bag's own build (its check passes), with the hostile files beside its code.
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-e2e-evil-release-'));
  fs.cpSync(path.join(root, 'mf-bag/dist'), buildDir, { recursive: true });
  for (const [file, text] of Object.entries(EVIL)) fs.writeFileSync(path.join(buildDir, file), text);

  const email = uniqueEmail('release-files');
  await apiToken(request, email);
  makeStaff(email);
  const staff = { 'x-access-token': await apiToken(request, email) };
  const created = await request.post('/api/remotes/mf_bag/tokens', { headers: staff, data: { label: 'e2e hostile release' } });
  expect(created.status()).toBe(201);
  const { token } = (await created.json()) as { token: string };

  // The release command uploads it, its check passes and it makes a preview link: its files are served from now on.
  const released = await releaseCommand('mf-bag', ['--to', baseURL!, '--skip-build', '--dist', buildDir, '--version', VERSION, '--notes', 'e2e: hostile files'],
    { RELEASE_TOKEN: token });
  expect(released.code, released.stdout + released.stderr).toBe(0);
  expect(released.stdout).toContain('Check: passed');
  expect(released.stdout).toMatch(/\/preview\?token=/);
  expect((await request.get(`${BASE}remoteEntry.js`)).status()).toBe(200);

  // Opened on its own.
  const svg = await page.goto(`${BASE}evil.svg`);
  const html = await page.goto(`${BASE}evil.html`);

  // Embedded in a site page as an image, a frame, an object and an embed.
  await page.goto('/');
  await page.evaluate((base) => {
    for (const file of ['evil.svg', 'evil.html']) {
      const img = document.createElement('img');
      img.src = `${base}${file}`;
      const frame = document.createElement('iframe');
      frame.src = `${base}${file}`;
      const object = document.createElement('object');
      object.data = `${base}${file}`;
      const embed = document.createElement('embed');
      embed.src = `${base}${file}`;
      for (const el of [img, frame, object, embed]) {
        el.dataset.evil = file;
        document.body.append(el);
      }
    }
  }, BASE);
  await settled(page);
  // Remotes' SVG icons still show as images.
  expect(await page.evaluate(() => document.querySelector<HTMLImageElement>('img[data-evil="evil.svg"]')?.naturalWidth)).toBe(16);

  // Each file once more, in a frame of its own on the site's origin.
  for (const file of ['evil.svg', 'evil.html', 'evil.js']) {
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.dataset.evil = 'alone';
      document.body.append(frame);
    }, `${BASE}${file}`);
  }
  await settled(page);
  await page.waitForTimeout(500);

  expect(calls).toEqual([]);
  expect(await page.evaluate(() => ({
    pwned: (window as unknown as { pwned?: unknown }).pwned ?? null,
    stored: localStorage.getItem('pwned'),
    cookie: document.cookie.includes('pwned'),
  }))).toEqual({ pwned: null, stored: null, cookie: false });
  expect((await context.cookies()).filter((c) => c.name === 'pwned')).toEqual([]);

  // How: the SVG is sandboxed (an origin of its own, no script) and never sniffed; the page is not served at all.
  expect(svg?.status()).toBe(200);
  expect(svg?.headers()['content-type']).toBe('image/svg+xml');
  expect(svg?.headers()['content-security-policy']).toMatch(/(^|; )sandbox(;|$)/);
  expect(svg?.headers()['x-content-type-options']).toBe('nosniff');
  expect(html?.status()).toBe(404);
  expect(html?.headers()['content-type']).toMatch(/^application\/json/);
});
