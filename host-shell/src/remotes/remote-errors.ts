import type { RemoteName } from 'shared-domain';
import { BUILT_IN_RELEASE, remoteFolderOf } from 'shared-domain/releases';
import { RemoteUnavailableError } from './remote-loader';

/** A release version as the analytics event accepts it. */
const VERSION = /^[0-9A-Za-z.+-]{1,40}$/;

/**
 * The release a remotes.json entry serves: `/mf/mf-bag/1.3.0/mf-manifest.json` → `1.3.0`,
 * the deployed build's `/mf/mf-bag/mf-manifest.json` → `built-in`; undefined for anything
 * else (a manifest elsewhere names no version the page can trust).
 */
export function releaseOfEntry(remote: RemoteName, entry: string | undefined): string | undefined {
  if (!entry) return undefined;
  let path: string;
  try {
    path = new URL(entry, 'http://site.invalid').pathname;
  } catch {
    return undefined;
  }
  const folder = remoteFolderOf(remote);
  if (path === `/mf/${folder}/mf-manifest.json`) return BUILT_IN_RELEASE;
  const m = new RegExp(`^/mf/${folder}/([^/]+)/mf-manifest\\.json$`).exec(path);
  const version = m ? decodeURIComponent(m[1]!) : undefined;
  return version && VERSION.test(version) ? version : undefined;
}

/** What a failed slot is reported to: the tracker's remote_error (it sends each remote once per page load). */
export type RemoteErrorSink = { remoteError(remote: RemoteName, release?: string): void };

/**
 * Reports a remote slot's failure (`mf_bag/BagDrawer` failed → remote `mf_bag`) with the
 * release remotes.json pointed it at. A failure of remotes.json itself (no entry was tried)
 * is the site's, not a remote's, and is not reported.
 */
export function createRemoteErrorReporter(sink: RemoteErrorSink, entryOf: (remote: string) => string | undefined): (id: string, error: unknown) => void {
  return (id, error) => {
    const remote = id.split('/')[0] as RemoteName;
    if (error instanceof RemoteUnavailableError && error.entry === undefined) return;
    const entry = error instanceof RemoteUnavailableError ? error.entry : entryOf(remote);
    sink.remoteError(remote, releaseOfEntry(remote, entry));
  };
}
