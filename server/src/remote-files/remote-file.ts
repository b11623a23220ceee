/**
 * The files of the remotes this server holds, by their site address: below both the release
 * registry (releases/, which checks and serves releases) and the site (site/, which renders
 * pages with them), so neither imports the other for it.
 */
import path from 'node:path';
import { REMOTE_FOLDERS, type RemoteFolder } from '../config';

/** The file of a remote's `/mf/<folder>/<file>` address under `webRoot`, or null for anything else (no `..`, no other folder). */
export function remoteFile(webRoot: string, pathname: string): string | null {
  const m = /^\/mf\/([a-z-]+)\/([\w./-]+)$/.exec(pathname);
  if (!m || !REMOTE_FOLDERS.includes(m[1] as RemoteFolder)) return null;
  const rest = m[2]!;
  if (rest.split('/').some((part) => part === '..' || part === '.' || part === '')) return null;
  return path.join(webRoot, m[1]!, 'dist', rest);
}
