/**
 * The site's view of the release registry (issue 20): the live map remotes.json and the
 * server render use, a request's preview (its signed cookie), and uploaded releases' files.
 * The live map is read from the store on every call, unless `cache` is on (REDIS_URL: every
 * instance hears a switch through the change channel), in which case it is kept until a
 * change notice arrives or `maxAgeMs` passes (a notice lost while Redis was away heals then).
 */
import type { FastifyRequest } from 'fastify';
import { PREVIEW_COOKIE, remoteNameOf, type RemoteName } from 'shared-domain';
import type { ChangeChannel } from '../changes/change-channel';
import { etagOf } from '../http/conditional-get';
import { verifyPreview } from './preview-token';
import type { LiveRelease, ReleaseRegistry, RemoteChange } from './release-registry';
import { cacheControlFor, IMMUTABLE } from '../remote-files/cache-policy';

export type LiveMap = Record<RemoteName, LiveRelease>;

/** A request's preview: none asked, a release to swap in, or a cookie that names nothing usable (it is cleared). */
export type PreviewState =
  | { kind: 'none' }
  | { kind: 'preview'; release: LiveRelease; expiresAt: Date }
  | { kind: 'stale' };

/** A file of an uploaded release, with its entity tag. */
export type ReleaseFile = { bytes: Buffer; etag: string };

export type SiteReleases = {
  live(): Promise<LiveMap>;
  /** The live map with the request's previewed remote swapped in (unchanged without a valid preview). */
  liveFor(preview: PreviewState): Promise<LiveMap>;
  preview(request: FastifyRequest): Promise<PreviewState>;
  /** A token's preview (the `?token=` of a preview link): its release must still be registered. */
  previewOfToken(token: string | undefined): Promise<{ release: LiveRelease; expiresAt: Date } | null>;
  /** A file of an uploaded release the site serves (null for one it does not: see ReleaseRegistry.filesServed). */
  file(remote: RemoteName, version: string, path: string): Promise<ReleaseFile | null>;
  /** Stops following change notices. */
  close(): void;
};

export type SiteReleasesOptions = {
  changes: ChangeChannel<RemoteChange>;
  /** Keep the live map between notices (only when notices reach every instance). */
  cache: boolean;
  /** Longest a cached live map is kept without a notice (default 10 s). */
  maxAgeMs?: number;
  /** Bytes of release files kept in this process (default 64 MiB); a file over a quarter of it is never kept. */
  fileCacheBytes?: number;
  now?: () => Date;
};

/** A release version in a file address: `1.2.0`, `1.2.0-rc.1` (as checkReleaseInput accepts). */
const VERSION = /^(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

/** The find-my-way pattern of a version segment (the same rule, anchored). */
export const VERSION_PARAM = '^(?:0|[1-9]\\d*)\\.(?:0|[1-9]\\d*)\\.(?:0|[1-9]\\d*)(?:-[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$';

export const isReleaseVersion = (v: string): boolean => v.length <= 40 && VERSION.test(v);

/** A path inside a release's dist/: segments of letters, digits, `_`, `.`, `-`; no `.`/`..`/empty segment. */
export function safeReleasePath(rest: string): string | null {
  if (rest.length === 0 || rest.length > 300) return null;
  const parts = rest.split('/');
  return parts.every((p) => p !== '' && p !== '.' && p !== '..' && /^[\w.-]+$/.test(p)) ? rest : null;
}

/** `/mf/mf-bag/1.2.0/server/remoteEntry.js` → { remote, version, path }; null for anything else (a built-in file included). */
export function releaseFileAddress(pathname: string): { remote: RemoteName; version: string; path: string } | null {
  const m = /^\/mf\/([a-z-]+)\/([^/]+)\/(.+)$/.exec(pathname);
  if (!m) return null;
  const remote = remoteNameOf(m[1]!);
  const path = safeReleasePath(m[3]!);
  if (!remote || !isReleaseVersion(m[2]!) || !path) return null;
  return { remote, version: m[2]!, path };
}

/** The value of cookie `name` in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** A small least-recently-used store of immutable files, bounded by bytes. */
function fileCache(maxBytes: number) {
  const entries = new Map<string, ReleaseFile>();
  let bytes = 0;
  return {
    get(key: string): ReleaseFile | undefined {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(key: string, file: ReleaseFile): void {
      if (file.bytes.length > maxBytes / 4 || entries.has(key)) return;
      entries.set(key, file);
      bytes += file.bytes.length;
      for (const [oldest, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= old.bytes.length;
      }
    },
  };
}

export function createSiteReleases(registry: ReleaseRegistry, options: SiteReleasesOptions): SiteReleases {
  const now = options.now ?? (() => new Date());
  const maxAgeMs = options.maxAgeMs ?? 10_000;
  const files = fileCache(options.fileCacheBytes ?? 64 * 1024 * 1024);
  let cached: { map: LiveMap; at: number } | null = null;
  // Bumped by every notice: a read that began before it must not be kept.
  let generation = 0;
  const stop = options.changes.subscribe(() => {
    generation += 1;
    cached = null;
  });
  let secret: string | null = null;

  const live = async (): Promise<LiveMap> => {
    if (cached && Date.now() - cached.at < maxAgeMs) return cached.map;
    const began = generation;
    const startedAt = Date.now();
    const map = await registry.liveReleases();
    if (options.cache && began === generation) cached = { map, at: startedAt };
    return map;
  };

  const previewOfToken = async (token: string | undefined | null) => {
    if (!token) return null;
    secret ??= await registry.previewSecret();
    const claim = verifyPreview(token, secret, now());
    if (!claim) return null;
    const release = await registry.release(claim.remote, claim.version);
    return release ? { release, expiresAt: claim.expiresAt } : null;
  };

  return {
    live,
    async liveFor(preview) {
      const map = await live();
      return preview.kind === 'preview' ? { ...map, [preview.release.remote]: preview.release } : map;
    },
    async preview(request) {
      const token = cookieValue(request.headers.cookie, PREVIEW_COOKIE);
      if (token === null) return { kind: 'none' };
      const found = await previewOfToken(token);
      return found ? { kind: 'preview', ...found } : { kind: 'stale' };
    },
    previewOfToken,
    async file(remote, version, path) {
      // Asked on every read, before the cache: a release whose re-check fails stops being served at once.
      if (!(await registry.filesServed(remote, version))) return null;
      const key = `${remote}@${version}/${path}`;
      const hit = files.get(key);
      if (hit) return hit;
      const bytes = await registry.file(remote, version, path);
      if (!bytes) return null;
      const file = { bytes, etag: etagOf(bytes, { weak: true }) };
      // Only content-hashed files: a version pruned and registered again may bring a new remoteEntry.js or manifest.
      if (cacheControlFor(path) === IMMUTABLE) files.set(key, file);
      return file;
    },
    close: () => {
      stop();
    },
  };
}
