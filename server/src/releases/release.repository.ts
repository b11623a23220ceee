/**
 * The release registry's reads (the ReleaseRegistry seam the site uses): each remote's live
 * release, one release, an uploaded release's files and the preview secret — all from the
 * store, so every instance answers the same; nothing is cached but the secret, which never
 * changes once made.
 */
import { randomBytes } from 'node:crypto';
import { BUILT_IN_RELEASE, REMOTE_NAMES, type ReleaseSource, type RemoteName } from 'shared-domain';
import type { RemoteFolder } from '../config';
import type { Executor } from '../db/database';
import { remotesConfig } from '../remote-files/remote-map';
import type { LiveRelease, ReleaseRegistry } from './release-registry';
import { storedCheckOf, type ReleaseRow } from './release-store.repository';

export type ReleaseRegistryOptions = {
  /** REMOTE_URL_MF_*: where a remote's built-in release is when not under `/mf/<folder>/`. */
  remoteUrlOverrides: Partial<Record<RemoteFolder, string>>;
  now?: () => Date;
};

export const PREVIEW_SECRET_KEY = 'preview_secret';

/** The manifest URL of each remote's built-in release: REMOTE_URL_MF_* or `/mf/<folder>/mf-manifest.json`. */
export function builtInManifestUrls(overrides: Partial<Record<RemoteFolder, string>>): Record<RemoteName, string> {
  return remotesConfig(overrides) as Record<RemoteName, string>;
}

export function builtInRelease(remote: RemoteName, overrides: Partial<Record<RemoteFolder, string>>): LiveRelease {
  return { remote, version: BUILT_IN_RELEASE, manifestUrl: builtInManifestUrls(overrides)[remote], source: 'built-in' };
}

const sourceOf = (value: string): ReleaseSource => (value === 'upload' ? 'upload' : 'url');

/**
 * Whether the site serves an uploaded release's files (issue 30): only while its last check
 * passes, and only once someone chose to look at it (a preview link) or ship it (live, now or
 * before). Anything else anyone with a deploy token uploads stays off the site's origin.
 */
export function releaseFilesServed(row: Pick<ReleaseRow, 'source' | 'check_json' | 'checked_at' | 'previewed_at' | 'first_live_at'>): boolean {
  if (row.source !== 'upload' || storedCheckOf(row.check_json, row.checked_at)?.ok !== true) return false;
  return row.previewed_at !== null || row.first_live_at !== null;
}

/** The preview secret, made once (an insert that loses a race keeps the winner's). */
export async function readPreviewSecret(db: Executor): Promise<string> {
  const read = async () => (await db.selectFrom('release_settings').select('value').where('key', '=', PREVIEW_SECRET_KEY).executeTakeFirst())?.value;
  const found = await read();
  if (found) return found;
  await db.insertInto('release_settings')
    .values({ key: PREVIEW_SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const made = await read();
  if (!made) throw new Error('The preview secret could not be stored');
  return made;
}

export function createReleaseRegistry(db: Executor, options: ReleaseRegistryOptions): ReleaseRegistry {
  const overrides = options.remoteUrlOverrides;
  let secret: Promise<string> | null = null;

  const registered = async (remote: RemoteName, version: string): Promise<LiveRelease | null> => {
    const row = await db.selectFrom('remote_releases').select(['manifest_url', 'source'])
      .where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
    return row ? { remote, version, manifestUrl: row.manifest_url, source: sourceOf(row.source) } : null;
  };

  return {
    async liveReleases() {
      const rows = await db.selectFrom('remote_live')
        .leftJoin('remote_releases', (join) => join.onRef('remote_releases.remote', '=', 'remote_live.remote').onRef('remote_releases.version', '=', 'remote_live.version'))
        .select(['remote_live.remote as remote', 'remote_live.version as version', 'remote_releases.manifest_url as manifestUrl', 'remote_releases.source as source'])
        .execute();
      const live = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, builtInRelease(remote, overrides)])) as Record<RemoteName, LiveRelease>;
      for (const row of rows) {
        const remote = row.remote as RemoteName;
        // A live version whose release is gone (never happens: the live one is never pruned) stays built-in.
        if (!(remote in live) || row.version === BUILT_IN_RELEASE || !row.manifestUrl || !row.source) continue;
        live[remote] = { remote, version: row.version, manifestUrl: row.manifestUrl, source: sourceOf(row.source) };
      }
      return live;
    },

    async release(remote, version) {
      return version === BUILT_IN_RELEASE ? builtInRelease(remote, overrides) : registered(remote, version);
    },

    async file(remote, version, path) {
      const row = await db.selectFrom('remote_release_files')
        .innerJoin('remote_releases', 'remote_releases.id', 'remote_release_files.release_id')
        .select('remote_release_files.data_base64 as data')
        .where('remote_releases.remote', '=', remote)
        .where('remote_releases.version', '=', version)
        .where('remote_releases.source', '=', 'upload')
        .where('remote_release_files.path', '=', path)
        .executeTakeFirst();
      return row ? Buffer.from(row.data, 'base64') : null;
    },

    async filesServed(remote, version) {
      const row = await db.selectFrom('remote_releases').select(['source', 'check_json', 'checked_at', 'previewed_at', 'first_live_at'])
        .where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
      return row !== undefined && releaseFilesServed(row);
    },

    previewSecret() {
      secret ??= readPreviewSecret(db).catch((err: unknown) => {
        secret = null;
        throw err;
      });
      return secret;
    },
  };
}
