/**
 * The seam between the release registry (the `/api/remotes` routes and their store) and the
 * site (remotes.json, the server render, `/mf/<folder>/<version>/…` files, previews). Both
 * run against the same database, possibly in different processes: nothing here is cached
 * across instances unless a change notice (RemoteChanges) clears it.
 */
import type { ReleaseSource, RemoteName } from 'shared-domain';

/** The release a remote serves: its version (`built-in` when none was switched live), where its manifest is, and where it came from. */
export type LiveRelease = { remote: RemoteName; version: string; manifestUrl: string; source: ReleaseSource };

export interface ReleaseRegistry {
  /** Every remote's live release, read from the store (built-in entries from REMOTE_URL_MF_* or `/mf/<folder>/mf-manifest.json`). */
  liveReleases(): Promise<Record<RemoteName, LiveRelease>>;
  /** One registered release (any check state), or the built-in for version `built-in`; null when there is none. */
  release(remote: RemoteName, version: string): Promise<LiveRelease | null>;
  /** A file of an uploaded release (`path` relative to its dist/, e.g. `remoteEntry.js`, `server/remoteEntry.js`); null when there is none. Immutable: a version's files never change. Served or not (the check reads them before anyone may). */
  file(remote: RemoteName, version: string, path: string): Promise<Buffer | null>;
  /** Whether the site serves an uploaded release's files: its last check passed, and it was previewed or has been live (see releaseFilesServed). */
  filesServed(remote: RemoteName, version: string): Promise<boolean>;
  /** The secret preview tokens are signed with (created once, kept in the store, the same on every instance). */
  previewSecret(): Promise<string>;
}

/** Told when a remote's live release changes, in this process and (with REDIS_URL) every instance. */
export type RemoteChange = { remote: RemoteName; version: string };
