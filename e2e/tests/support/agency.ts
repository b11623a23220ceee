import http from 'node:http';
import type { AddressInfo } from 'node:net';

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
