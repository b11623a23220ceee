import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { remoteForPath, withoutVendorCosts, type RemoteName, type SiteOrganisation } from 'shared-domain';
import { releaseFileAddress, type LiveMap, type SiteReleases } from '../releases/site-releases';
import { remoteFile } from '../remote-files/remote-file';
import type { RenderConfig } from './render-worker/render-config';
import { createRenderPool, type RenderPool } from './render-worker/render-pool';
import { LOCAL_ORIGIN, type InjectRequest, type InjectResponse, type RenderRequest, type RenderResult } from './render-worker/render-protocol';
import { findBwrap, workerLaunch, type Isolation } from './render-worker/sandbox';
import { workerServices } from './render-worker/worker-services';

/** What the host's server build (host-shell/dist/server/render.js) offers; typed here, as the server never imports the UI's source. */
type HostRenderer = {
  configureRenderer(options: {
    inject: (request: InjectRequest) => Promise<InjectResponse>;
    files: { origin: string; read: (pathname: string) => Promise<string | null> } | null;
  }): Promise<void>;
  renderPage(request: RenderRequest): Promise<RenderResult | null>;
};

/** A page rendered on the server: its markup, styles, data, and the remote code the browser should fetch at once. */
export type RenderedPage = { html: string; styles: string; data: Record<string, unknown>; preload: string[] };

/** A release whose server render failed for a page (crash, time limit, error): the page names it, so its browser reports it once for that page view. */
export type RenderFailure = { remote: RemoteName; release: string };

/** A page's server render: the page, or none (rendered in the browser), with the release to blame when it failed. */
export type PageRender = { page: RenderedPage | null; failed: RenderFailure | null };

export type PageRenderer = {
  /**
   * The page at `url` (path and query) for the host's organisation (null: the product's). With
   * `hostname` (the request's), the page's API calls are made as to that host, so they answer
   * as the browser's will there (a content page in the organisation's words).
   */
  render(url: string, now: Date, organisation: SiteOrganisation | null, hostname?: string | null): Promise<PageRender>;
  close(): Promise<void>;
};

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


/** The container file next to a manifest on disk (the built-in's server entry), for its version stamp. */
async function builtInVersion(webRoot: string, entry: string, version: string): Promise<string> {
  const manifest = remoteFile(webRoot, entry);
  const server = manifest && path.join(path.dirname(manifest), 'server', 'remoteEntry.js');
  return `${version}:${await stamp(manifest)}:${await stamp(server)}`;
}

/** The hostname of the request whose page is rendering in this process: its API calls go to that host. */
const renderHost = new AsyncLocalStorage<string>();

/** How a page reaches the host's renderer: in this process (the deployed build) or in a worker (code a release brought). */
type Runner = { run(request: RenderRequest): Promise<{ ok: true; result: RenderResult | null } | { ok: false; message: string }> };

/** The host's renderer in this process: only ever given the deployed build's remotes (trusted like the server). */
function inProcessRunner(app: FastifyInstance, hostFile: string, read: (pathname: string) => Promise<string | null>): Runner {
  let host: Promise<HostRenderer> | undefined;
  const start = (): Promise<HostRenderer> => {
    host ??= (async () => {
      // The host's build is found at run time (WEB_ROOT), so it is required, not imported.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const renderer = require(hostFile) as HostRenderer;
      await renderer.configureRenderer({
        inject: async ({ method, url, headers, body }) => {
          const hostname = renderHost.getStore();
          const res = await app.inject({ method: method as 'GET', url, headers: hostname ? { ...headers, host: hostname } : headers, ...(body === undefined ? {} : { payload: body }) });
          return { status: res.statusCode, headers: res.headers as Record<string, string | string[] | undefined>, body: res.body };
        },
        files: { origin: LOCAL_ORIGIN, read },
      });
      return renderer;
    })();
    return host;
  };
  return {
    async run(request) {
      try {
        return { ok: true, result: await (await start()).renderPage(request) };
      } catch (err) {
        return { ok: false, message: err instanceof Error ? err.message : String(err) };
      }
    },
  };
}

/** Where the worker's script is: beside this file once built; the built copy when this runs from source (tests). */
function workerScript(): string {
  const here = path.join(__dirname, 'render-worker', 'render-worker.js');
  return fs.existsSync(here) ? here : path.resolve(__dirname, '../../dist/site/render-worker/render-worker.js');
}

/** How pages of releases render here: in a bubblewrap sandbox, in a plain worker process, or (null) not on the server. */
export function workerIsolation(config: RenderConfig, production: boolean): { isolation: Isolation | null; bwrap: string | null } {
  if (config.sandbox === 'off') return { isolation: null, bwrap: null };
  if (config.sandbox === 'process') return { isolation: 'process', bwrap: null };
  const bwrap = findBwrap();
  if (bwrap) return { isolation: 'sandbox', bwrap };
  return { isolation: production ? null : 'process', bwrap: null };
}

/** After this many failed renders in a row a release's pages render in the browser only, for `pauseMs`; then it is tried again. */
export const BREAKER = { failures: 2, pauseMs: 60_000 } as const;

/** Which releases are paused after failing their server renders (per process; each instance learns for itself). */
function releaseBreaker() {
  const state = new Map<string, { failures: number; until: number }>();
  const key = (r: RenderFailure) => `${r.remote}@${r.release}`;
  return {
    paused: (r: RenderFailure, now: number) => (state.get(key(r))?.until ?? 0) > now,
    /** Counts a failure; true when it pauses the release. */
    failed(r: RenderFailure, now: number): boolean {
      const entry = state.get(key(r)) ?? { failures: 0, until: 0 };
      entry.failures += 1;
      const pause = entry.failures >= BREAKER.failures;
      if (pause) entry.until = now + BREAKER.pauseMs;
      state.set(key(r), entry);
      return pause;
    },
    succeeded: (r: RenderFailure) => state.delete(key(r)),
  };
}

/** The live map without any release: every remote as deployed. */
function builtInOnly(map: LiveMap): LiveMap {
  return Object.fromEntries(Object.entries(map).filter(([, r]) => r.source === 'built-in')) as LiveMap;
}

/**
 * The server's renderer of public pages, over the host's server build in `webRoot` (null when
 * it is not built: the site is then rendered in the browser, as before). Remotes come from
 * the same live map remotes.json answers; those served from this server are read from disk
 * (the built-in, with its files' times as versions, so a redeployed build renders at the next
 * request) or the registry (an uploaded release, its version as the version).
 *
 * A page whose remote is the deployed build renders in this process. A page whose remote came
 * with a release (uploaded, or registered by URL) renders in a render worker (render-worker/):
 * that code never runs with the server's rights. A worker's failure (its time limit, a crash,
 * an error) leaves the page to the browser and names the release, for its error rate.
 */
export function createPageRenderer(app: FastifyInstance, options: {
  webRoot: string;
  releases: Pick<SiteReleases, 'live' | 'file'>;
  render: RenderConfig;
  production: boolean;
  log: FastifyBaseLogger;
}): PageRenderer | null {
  const hostDir = path.join(options.webRoot, 'host-shell', 'dist', 'server');
  const hostFile = path.join(hostDir, 'render.js');
  if (!fs.existsSync(hostFile)) return null;
  const read = (pathname: string) => readSiteFile(options.webRoot, options.releases, pathname);
  const inProcess = inProcessRunner(app, hostFile, read);

  // Made when a release's page is first rendered (most sites never switch a release live).
  let pool: RenderPool | null | undefined;
  const workers = (): RenderPool | null => {
    if (pool !== undefined) return pool;
    const { isolation, bwrap } = workerIsolation(options.render, options.production);
    if (!isolation) options.log.warn('no sandbox for render workers (install bubblewrap, or set RENDER_SANDBOX=process): pages of releases render in the browser only');
    else if (isolation === 'process') options.log.warn('render workers run as plain processes (no bubblewrap): their files and environment are limited, their network is not');
    pool = isolation ? createRenderPool({
      launch: () => {
        const script = workerScript();
        return workerLaunch({
          script, arg: hostFile, readable: [path.dirname(script), hostDir], heapMb: options.render.heapMb,
          nodeEnv: options.production ? 'production' : 'development', bwrap,
        });
      },
      size: options.render.workers,
      timeoutMs: options.render.timeoutMs,
      maxRssMb: options.render.maxRssMb,
      services: workerServices(app, { read, live: options.releases.live, localOrigin: LOCAL_ORIGIN }),
      log: options.log,
    }) : null;
    return pool;
  };

  const remotes = async (map: LiveMap) => Promise.all(Object.values(map).map(async ({ remote: name, version, manifestUrl: entry, source }) => {
    if (!entry.startsWith('/')) return { name, entry, version };
    if (source !== 'built-in') return { name, entry: `${LOCAL_ORIGIN}${entry}`, version };
    return { name, entry: `${LOCAL_ORIGIN}${entry}`, version: await builtInVersion(options.webRoot, entry, version) };
  }));

  /** The browser code of the page's remote (served from here only: a remote elsewhere is fetched by the browser as before). */
  const preload = async (remoteId: string, list: { name: string; entry: string }[]): Promise<string[]> => {
    const [name, expose] = remoteId.split('/') as [string, string];
    const entry = list.find((r) => r.name === name)?.entry;
    if (!entry?.startsWith(LOCAL_ORIGIN)) return [];
    const pathname = entry.slice(LOCAL_ORIGIN.length);
    const text = await read(pathname);
    if (!text) return [];
    try {
      return preloadFromManifest(JSON.parse(text) as Manifest, pathname.slice(0, pathname.lastIndexOf('/') + 1), expose);
    } catch {
      return [];
    }
  };

  const breaker = releaseBreaker();

  const run = async (url: string, now: Date, organisation: SiteOrganisation | null): Promise<PageRender> => {
    const map = await options.releases.live();
    const owner = map[remoteForPath(new URL(url, 'http://page.invalid').pathname)];
    const fromRelease = owner.source !== 'built-in';
    const release = { remote: owner.remote, release: owner.version };
    // A release whose renders keep failing is not tried for a while: its pages go to the browser at once, not after the time limit.
    if (fromRelease && breaker.paused(release, Date.now())) return { page: null, failed: release };
    // The deployed build's renderer never sees a release: only a worker loads a release's code.
    const list = await remotes(fromRelease ? map : builtInOnly(map));
    // A worker's API calls do not carry the request's host: on an organisation's host its page would show the product's words, so the browser renders it.
    if (fromRelease && organisation) return { page: null, failed: null };
    const releasePool = fromRelease ? workers() : null;
    const runner = !fromRelease ? inProcess : releasePool && { run: async (r: RenderRequest) => {
      const outcome = await releasePool.render(r);
      return outcome.ok ? outcome : { ok: false as const, message: `${outcome.reason}: ${outcome.message}` };
    } };
    if (!runner) return { page: null, failed: null };
    const outcome = await runner.run({ url, remotes: list, now: now.getTime(), organisation });
    if (!outcome.ok) {
      options.log.warn({ url, remote: owner.remote, release: owner.version, reason: outcome.message }, 'the page could not be rendered on the server; the browser renders it');
      if (fromRelease && breaker.failed(release, Date.now())) {
        options.log.warn({ remote: owner.remote, release: owner.version, pauseMs: BREAKER.pauseMs }, 'a release failed its server render again: its pages render in the browser only for a while');
      }
      return { page: null, failed: fromRelease ? release : null };
    }
    if (fromRelease) breaker.succeeded(release);
    const page = outcome.result;
    if (!page) return { page: null, failed: null };
    // The page's data is public (a shared cache may keep the page): never a vendor cost, whatever answered the render (issue 32).
    return { page: { html: page.html, styles: page.styles, data: withoutVendorCosts(page.data), preload: await preload(page.remoteId, list) }, failed: null };
  };

  return {
    async render(url, now, organisation, hostname) {
      try {
        return await (hostname ? renderHost.run(hostname, () => run(url, now, organisation)) : run(url, now, organisation));
      } catch (err) {
        options.log.warn({ err, url }, 'the page could not be rendered on the server; the browser renders it');
        return { page: null, failed: null };
      }
    },
    close: async () => pool?.close(),
  };
}
