/**
 * Runs a release's check (release-check.ts) the way each source needs: a manifest URL
 * elsewhere is fetched; the site's own files are never fetched over HTTP from ourselves —
 * an upload is answered from its stored files (only from its own `/mf/<folder>/<version>/`,
 * so a release that points outside itself fails), the built-in from the deployed dist/ on
 * disk. The host's shared versions come from its own mf-manifest.json, else from the
 * packages installed beside the site (the versions the host was built against).
 */
import fs from 'node:fs';
import path from 'node:path';
import { normalizeOrigin, remoteFolderOf, SHARED_SINGLETONS, type ReleaseCheck, type ReleaseSource, type RemoteName } from 'shared-domain';
import { remoteFile } from '../remote-files/remote-file';
import { checkRelease, hostSharedVersions } from './release-check';

/** The origin site-relative addresses are given during a check; it never leaves this process. */
export const SITE_ORIGIN = 'http://site.local';

export type ReleaseCheckerOptions = {
  /** Where `host-shell/dist` and `<remote>/dist` are. */
  webRoot: string;
  /** Fetch for addresses elsewhere (tests give one); the global fetch by default. */
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
};

/** What is checked: a release's source and manifest URL, and for an upload how to read its files. */
export type CheckTarget = {
  remote: RemoteName;
  version: string;
  source: ReleaseSource;
  manifestUrl: string;
  /** An upload's file by its path relative to dist/ (null: none). */
  readFile?: (path: string) => Promise<Buffer | null>;
};

export interface ReleaseChecker {
  check(target: CheckTarget): Promise<ReleaseCheck>;
  /** The host's shared packages: name → version. */
  hostShared(): Promise<Record<string, string>>;
}

const TYPES: Readonly<Record<string, string>> = { '.json': 'application/json', '.js': 'application/javascript', '.mjs': 'application/javascript', '.css': 'text/css' };

function answer(body: Buffer | null, file: string): Response {
  if (!body) return new Response('not found', { status: 404 });
  return new Response(new Uint8Array(body), { status: 200, headers: { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' } });
}

async function readDisk(file: string | null): Promise<Buffer | null> {
  if (!file) return null;
  try {
    return await fs.promises.readFile(file);
  } catch {
    return null;
  }
}

const urlOf = (input: Parameters<typeof globalThis.fetch>[0]): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/**
 * A fetch that answers the site's own addresses from `read` (pathname → bytes) and passes
 * every other address to `outbound`.
 */
function siteFetch(read: (pathname: string) => Promise<Buffer | null>, outbound: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(urlOf(input));
    if (url.origin !== SITE_ORIGIN) return outbound(input, init);
    return answer(await read(decodeURIComponent(url.pathname)), url.pathname);
  };
}

/** `<dir>/node_modules/<pkg>/package.json` of `from` or a folder above it (package export maps may hide package.json from require.resolve). */
function installedPackageJson(pkg: string, from: string): string | null {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(file)) return file;
    if (path.dirname(dir) === dir) return null;
  }
}

/** The versions of the shared singletons installed beside `webRoot` (or this server). */
export function installedSharedVersions(webRoot: string): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const pkg of SHARED_SINGLETONS) {
    const file = installedPackageJson(pkg, webRoot) ?? installedPackageJson(pkg, __dirname);
    // Not installed here: the check then says the host does not share it.
    if (file) versions[pkg] = (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  }
  return versions;
}

export function createReleaseChecker(options: ReleaseCheckerOptions): ReleaseChecker {
  const outbound = options.fetch ?? globalThis.fetch;
  const hostShared = async () => (await hostSharedVersions(path.join(options.webRoot, 'host-shell', 'dist', 'mf-manifest.json')))
    ?? installedSharedVersions(options.webRoot);

  /** The manifest URL the check fetches, and the fetch that answers it. */
  const plan = (target: CheckTarget): { manifestUrl: string; fetch: typeof globalThis.fetch } => {
    if (!target.manifestUrl.startsWith('/')) return { manifestUrl: target.manifestUrl, fetch: outbound };
    const manifestUrl = `${SITE_ORIGIN}${target.manifestUrl}`;
    if (target.source === 'upload') {
      const own = `/mf/${remoteFolderOf(target.remote)}/${target.version}/`;
      const read = target.readFile;
      return {
        manifestUrl,
        fetch: siteFetch(async (pathname) => (read && pathname.startsWith(own) ? read(pathname.slice(own.length)) : null), outbound),
      };
    }
    return { manifestUrl, fetch: siteFetch(async (pathname) => readDisk(remoteFile(options.webRoot, pathname)), outbound) };
  };

  return {
    hostShared,
    async check(target) {
      const { manifestUrl, fetch } = plan(target);
      return checkRelease({ remote: target.remote, manifestUrl, hostShared: await hostShared(), fetch, timeoutMs: options.timeoutMs });
    },
  };
}

export type OriginPolicy = {
  /** NODE_ENV=production: only the listed origins. */
  production: boolean;
  /** RELEASE_ORIGINS and the origins of REMOTE_URL_MF_*. */
  origins: readonly string[];
};

/** Why a release's manifest URL is refused (400 `bad_request` or `origin_not_registered`), or null. */
export function manifestUrlProblem(url: string, policy: OriginPolicy): { error: 'bad_request' | 'origin_not_registered'; message: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { error: 'bad_request', message: 'manifestUrl must be an absolute http(s) address of the release\'s mf-manifest.json' };
  }
  if (!['http:', 'https:'].includes(parsed.protocol)) return { error: 'bad_request', message: 'manifestUrl must be an http(s) address' };
  if (parsed.username || parsed.password) return { error: 'bad_request', message: 'manifestUrl must not hold a user name or password' };
  if (policy.production && !policy.origins.includes(normalizeOrigin(parsed.origin) ?? parsed.origin)) {
    return { error: 'origin_not_registered', message: `${parsed.origin} is not a registered release origin; add it to RELEASE_ORIGINS` };
  }
  return null;
}
