import type { ApiError, RemoteName } from 'shared-domain';
import { BUILT_IN_RELEASE, mayGoLive, REMOTE_NAMES, REMOTES, type ReleaseCheck, type RemoteErrorRate, type RemoteRelease, type RemoteStatus } from 'shared-domain/releases';

/** How the screen names each remote (its federation name is shown beside it): its label in the list of remotes. */
export const REMOTE_TITLES: Readonly<Record<RemoteName, string>> = Object.fromEntries(REMOTES.map((r): [RemoteName, string] => [r.name, r.label])) as Record<RemoteName, string>;

/** The order the cards come in, whatever order the server lists them. */
const ORDER: readonly RemoteName[] = REMOTE_NAMES;

export function sortRemotes(remotes: readonly RemoteStatus[]): RemoteStatus[] {
  const rank = (r: RemoteStatus) => (ORDER.includes(r.remote) ? ORDER.indexOf(r.remote) : ORDER.length);
  return [...remotes].sort((a, b) => rank(a) - rank(b));
}

/** A release that is not live and may go live (shared-domain's mayGoLive). */
export function canGoLive(release: RemoteRelease): boolean {
  return !release.live && mayGoLive(release);
}

/**
 * The release a rollback returns to: the one live before the current one, read from the
 * switches (newest first): the latest switch to the live version came from it. Null when the
 * live release was never switched to, or the one before is no longer kept.
 */
export function rollbackTarget(status: RemoteStatus): RemoteRelease | null {
  const last = status.switches.find((s) => s.to === status.live.version);
  if (!last || last.from === status.live.version) return null;
  return status.releases.find((r) => r.version === last.from) ?? null;
}

/** `a1b2c3d4e5…` → `a1b2c3d`. */
export function shortCommit(commit: string | null): string {
  return commit ? commit.slice(0, 7) : '—';
}

export const SOURCE_LABELS: Record<RemoteRelease['source'], string> = {
  'built-in': 'Deployed build',
  url: 'Manifest URL',
  upload: 'Uploaded',
};

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/**
 * The page views in which the remote failed, in words: a share of the page views with both
 * counts ("0.3% — 3 of 1,024 page views, last 7 days"), or "No failures". The server counts a
 * failure once per page view, so the share is at most 100%; it is capped there all the same.
 */
export function errorRateText(rate: RemoteErrorRate): string {
  const span = `last ${count(rate.days, 'day')}`;
  if (rate.failures === 0) return `No failures (${count(rate.pageViews, 'page view')}, ${span})`;
  if (rate.pageViews === 0) return `${count(rate.failures, 'failure')} with no page views recorded (${span})`;
  const share = Math.min(100, (rate.failures * 100) / rate.pageViews);
  const percent = share.toLocaleString('en-IN', { maximumFractionDigits: share < 10 ? 1 : 0 });
  return `${percent}% — ${rate.failures.toLocaleString('en-IN')} of ${count(rate.pageViews, 'page view')}, ${span}`;
}

/** A date and time in India, as the other staff screens show them. */
export function when(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
}

/** What a version is called on screen: the deployed build by its name. */
export function versionLabel(version: string): string {
  return version === BUILT_IN_RELEASE ? 'built-in (deployed build)' : version;
}

/** The parts a check failed on. */
export function failedParts(check: ReleaseCheck | null | undefined): ReleaseCheck['parts'] {
  return check ? check.parts.filter((p) => !p.ok) : [];
}

const isCheck = (value: unknown): value is ReleaseCheck =>
  typeof value === 'object' && value !== null && Array.isArray((value as ReleaseCheck).parts);

/** The failed parts a refusal carries (409 release_check_failed: `{ check }` or `{ parts }`), else none. */
export function refusedParts(error: ApiError | null): ReleaseCheck['parts'] {
  const body = error?.body as { check?: unknown; parts?: unknown; release?: { check?: unknown } } | undefined;
  if (!body || typeof body !== 'object') return [];
  const check = [body.check, body.release?.check, { parts: body.parts }].find(isCheck);
  return failedParts(check ?? null).filter((p) => typeof p.message === 'string');
}

/** The command a team's CI runs with a new deploy token (`--live` when the token may switch live). */
export function releaseCommandLine(folder: string, origin: string, token: string, live = false): string {
  return `npm run release -w ${folder} -- --to ${origin} --token ${token}${live ? ' --live' : ''}`;
}

/** A site-relative preview URL made absolute, so it can be sent to someone. */
export function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}
