import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SiteOrganisation } from 'shared-domain';
import { REMOTE_FOLDERS, type RemoteFolder } from '../config';
import { releaseFileAddress, type SiteReleases } from '../releases/site-releases';

/** What the host's server build (host-shell/dist/server/render.js) offers; typed here, as the server never imports the UI's source. */
type HostRenderer = {
  configureRenderer(options: {
    inject: (request: { method: string; url: string; headers: Record<string, string>; body?: string }) => Promise<{
      status: number;
      headers: Record<string, string | string[] | undefined>;
      body: string;
    }>;
    files: { origin: string; read: (pathname: string) => Promise<string | null> } | null;
  }): Promise<void>;
  renderPage(request: {
    url: string;
    remotes: { name: string; entry: string; version: string }[];
    now: number;
    organisation?: SiteOrganisation | null;
    dataTimeoutMs?: number;
  }): Promise<{
    html: string;
    styles: string;
    data: Record<string, unknown>;
    remoteId: string;
  }>;
};

/** A page rendered on the server: its markup, styles, data, and the remote code the browser should fetch at once. */
export type RenderedPage = { html: string; styles: string; data: Record<string, unknown>; preload: string[] };

export type PageRenderer = {
  /** The page at `url` (path and query) for the host's organisation (null: the product's); null when it renders in the browser only or its remote could not render (logged). */
  render(url: string, now: Date, organisation: SiteOrganisation | null): Promise<RenderedPage | null>;
};

/** The origin remotes.json's own `/mf/…` entries get in the renderer: never fetched, read from disk or the registry (remote-files.ts in the host). */
const LOCAL_ORIGIN = 'http://site.local';

/** The file of a remote's `/mf/<folder>/<file>` address under `webRoot`, or null for anything else (no `..`, no other folder). */
export function remoteFile(webRoot: string, pathname: string): string | null {
  const m = /^\/mf\/([a-z-]+)\/([\w./-]+)$/.exec(pathname);
  if (!m || !REMOTE_FOLDERS.includes(m[1] as RemoteFolder)) return null;
  const rest = m[2]!;
  if (rest.split('/').some((part) => part === '..' || part === '.' || part === '')) return null;
  return path.join(webRoot, m[1]!, 'dist', rest);
}

async function readText(file: string | null): Promise<string | null> {
  if (!file) return null;
  try {
    return await fs.promises.readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/** A file's modification time as a version stamp ('' when missing). */
async function stamp(file: string | null): Promise<string> {
  if (!file) return '';
  try {
    return String((await fs.promises.stat(file)).mtimeMs);
  } catch {
    return '';
  }
}

type Manifest = {
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
};

/**
 * The browser code of a remote's exposed module, from its manifest: the module's first chunks
 * (hashed, cached for good, so the page's own load of them reads the cache), as site addresses.
 * The container (remoteEntry.js) is left out: it is revalidated on every load, so a preload
 * would only fetch it twice.
 */
export function preloadFromManifest(manifest: Manifest, base: string, expose: string): string[] {
  const exposed = manifest.exposes?.find((e) => e.path === `./${expose}`);
  return (exposed?.assets?.js?.sync ?? []).map((file) => `${base}${file}`);
}

/**
 * The text of a `/mf/…` address this server holds: an uploaded release's file from the registry
 * (`/mf/mf-bag/1.2.0/remoteEntry.js`), else a built-in file from disk; null for anything else.
 */
export async function readSiteFile(webRoot: string, releases: Pick<SiteReleases, 'file'>, pathname: string): Promise<string | null> {
  const release = releaseFileAddress(pathname);
  if (release) return (await releases.file(release.remote, release.version, release.path))?.bytes.toString('utf8') ?? null;
  return readText(remoteFile(webRoot, pathname));
}

/**
 * The server's renderer of public pages, over the host's server build in `webRoot` (null when
 * it is not built: the site is then rendered in the browser, as before). Remotes come from
 * the same live map remotes.json answers; those served from this server are read from disk
 * (the built-in, with its files' times as versions, so a redeployed build renders at the next
 * request) or the registry (an uploaded release, its version as the version), so a switch
 * makes the federation runtime load the new container at the next render.
 */
export function createPageRenderer(app: FastifyInstance, options: {
  webRoot: string;
  releases: Pick<SiteReleases, 'live' | 'file'>;
  log: FastifyBaseLogger;
}): PageRenderer | null {
  const file = path.join(options.webRoot, 'host-shell', 'dist', 'server', 'render.js');
  if (!fs.existsSync(file)) return null;
  let host: Promise<HostRenderer> | undefined;
  const start = (): Promise<HostRenderer> => {
    host ??= (async () => {
      // The host's build is found at run time (WEB_ROOT), so it is required, not imported.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const renderer = require(file) as HostRenderer;
      await renderer.configureRenderer({
        inject: async ({ method, url, headers, body }) => {
          const res = await app.inject({ method: method as 'GET', url, headers, ...(body === undefined ? {} : { payload: body }) });
          return { status: res.statusCode, headers: res.headers as Record<string, string | string[] | undefined>, body: res.body };
        },
        files: { origin: LOCAL_ORIGIN, read: (pathname) => readSiteFile(options.webRoot, options.releases, pathname) },
      });
      return renderer;
    })();
    return host;
  };

  const remotes = async () => Promise.all(Object.values(await options.releases.live()).map(async ({ remote: name, version, manifestUrl: entry, source }) => {
    if (!entry.startsWith('/')) return { name, entry, version };
    if (source !== 'built-in') return { name, entry: `${LOCAL_ORIGIN}${entry}`, version };
    const manifest = remoteFile(options.webRoot, entry);
    const server = manifest && path.join(path.dirname(manifest), 'server', 'remoteEntry.js');
    return { name, entry: `${LOCAL_ORIGIN}${entry}`, version: `${version}:${await stamp(manifest)}:${await stamp(server)}` };
  }));

  /** The browser code of the page's remote (served from here only: a remote elsewhere is fetched by the browser as before). */
  const preload = async (remoteId: string, list: { name: string; entry: string }[]): Promise<string[]> => {
    const [name, expose] = remoteId.split('/') as [string, string];
    const entry = list.find((r) => r.name === name)?.entry;
    if (!entry?.startsWith(LOCAL_ORIGIN)) return [];
    const pathname = entry.slice(LOCAL_ORIGIN.length);
    const text = await readSiteFile(options.webRoot, options.releases, pathname);
    if (!text) return [];
    return preloadFromManifest(JSON.parse(text) as Manifest, pathname.slice(0, pathname.lastIndexOf('/') + 1), expose);
  };

  return {
    async render(url, now, organisation) {
      try {
        const [renderer, list] = await Promise.all([start(), remotes()]);
        const page = await renderer.renderPage({ url, remotes: list, now: now.getTime(), organisation });
        if (!page) return null;
        return { html: page.html, styles: page.styles, data: page.data, preload: await preload(page.remoteId, list) };
      } catch (err) {
        options.log.warn({ err, url }, 'the page could not be rendered on the server; the browser renders it');
        return null;
      }
    },
  };
}
