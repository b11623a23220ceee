import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { approveHostnames, createOrganisation, newStaff, uniqueHost, uniqueSuffix } from './white-label';

// An agency's own web server, on ANOTHER origin than the site (a free port of its own), for
// the tests of pages that embed the site's bundles as README "Embedding the bag or the
// dashboard" tells agencies to.

export type AgencyServer = {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  /** Puts `html` at `path` (`/`, `/page/x`; a query string is ignored); answers its URL. Pages are never cached. */
  serve(path: string, html: string): string;
  close(): Promise<void>;
};

export async function startAgencyServer(): Promise<AgencyServer> {
  const pages = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const html = pages.get(new URL(req.url ?? '/', 'http://agency').pathname);
    if (html === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    serve(path, html) {
      pages.set(path, html);
      return `${origin}${path}`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

const site = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** The agency's own page around the two snippets it pasted. */
export const agencyPage = (bag: string, dashboard: string) => `<!doctype html>
<html lang="en-IN">
  <head><meta charset="utf-8" /><title>Kite Ads — plan with us</title></head>
  <body>
    <h1>Kite Ads</h1>
    <section aria-label="Agency bag">
${bag}
    </section>
    <section aria-label="Agency campaigns">
${dashboard}
    </section>
  </body>
</html>`;

/**
 * Staff (in a browser context of their own) make an organisation with a verified host and the
 * agency's origin, and copy its bag and dashboard snippets from the settings screen.
 */
export async function snippetsFromSettings(browser: Browser, request: APIRequestContext, agencyOrigin: string) {
  const context = await browser.newContext();
  const { token: staff } = await newStaff(request);
  const host = uniqueHost('kite-journey');
  const org = await createOrganisation(request, staff, {
    name: `Kite Ads ${uniqueSuffix()}`, hostnames: [host], primary: '#0a3d62', secondary: '#1f2a44', embedOrigins: [agencyOrigin],
  });
  await approveHostnames(request, staff, org);
  const page = await context.newPage();
  await page.addInitScript(([origin, value]) => {
    if (location.origin === origin) localStorage.setItem('authToken', value);
  }, [site, staff] as const);
  await page.goto(`${site}/staff/organizations/${encodeURIComponent(org._org)}`);
  const bag = (await page.getByTestId('snippet-bag').textContent())!;
  const dashboard = (await page.getByTestId('snippet-dashboard').textContent())!;
  await context.close();
  expect(bag).not.toContain('token');
  expect(bag).toContain(`organisation: '${org._org}'`);
  return { org, host, bag, dashboard };
}
