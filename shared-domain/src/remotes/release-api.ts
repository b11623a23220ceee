/**
 * The release registry's API (issue 20): what `GET /api/remotes` and the release routes
 * answer, the deploy token and preview cookie names, and the paths — one place for the
 * server, the staff screen, the host's preview banner and the release command.
 */
import { isRemoteName, type RemoteName } from './remote-list';
import type { ReleaseCheck } from './releases';

// The list of remotes and the name ↔ folder conversions, for the browser's `shared-domain/releases`.
export * from './remote-list';

/** The release a remote runs when none was switched live: the build the site was deployed with (or REMOTE_URL_MF_*). */
export const BUILT_IN_RELEASE = 'built-in';

/** Releases kept per remote (the live one and the built-in are never removed). */
export const RELEASES_KEPT = 20;

/** Largest `dist/` archive (tar.gz) a release upload may send, and the most files it may hold. */
export const RELEASE_ARCHIVE_LIMITS = { bytes: 30 * 1024 * 1024, files: 2000, unpackedBytes: 120 * 1024 * 1024 } as const;

/** Where a release's files come from: the deployed build, a manifest URL elsewhere, or an archive the server stores. */
export type ReleaseSource = 'built-in' | 'url' | 'upload';

/** A stored check: its parts, and when it ran. */
export type StoredReleaseCheck = ReleaseCheck & { checkedAt: string };

export type RemoteRelease = {
  remote: RemoteName;
  version: string;
  commit: string | null;
  notes: string;
  source: ReleaseSource;
  /** The manifest as remotes.json carries it: site-relative for uploads (`/mf/mf-bag/1.2.0/mf-manifest.json`) and the built-in, absolute otherwise. */
  manifestUrl: string;
  /** The last check (null: not checked yet). Only a release whose last check passed can go live. */
  check: StoredReleaseCheck | null;
  createdAt: string;
  /** Who registered it: `staff <email>` or `token <label>` (`deploy` for the built-in). */
  createdBy: string;
  live: boolean;
};

/** One switch of a remote's live release (rollbacks included). */
export type RemoteSwitch = { from: string; to: string; by: string; at: string };

/** Remote load failures reported by browsers (analytics `remote_error` events) against page views, over `days` days. */
export type RemoteErrorRate = { days: number; pageViews: number; failures: number; /** failures per 1,000 page views; null without page views */ perThousand: number | null };

export type RemoteStatus = {
  remote: RemoteName;
  /** `mf-bag`: the folder its files are served under (`/mf/mf-bag/…`). */
  folder: string;
  live: { version: string; since: string | null; by: string | null };
  /** Newest first, the built-in last. */
  releases: RemoteRelease[];
  /** Newest first, at most 50. */
  switches: RemoteSwitch[];
  errors: RemoteErrorRate;
};

export type RemotesResponse = {
  remotes: RemoteStatus[];
  /** Whether the caller may switch releases live and make deploy tokens (a release manager or an admin: isReleaseManager). */
  releaseManager: boolean;
};

/**
 * The rule for going live: the deployed build always may; any other release only when its
 * last check passed (the server checks it again just before switching and applies this).
 */
export function mayGoLive(release: { version: string; check: Pick<ReleaseCheck, 'ok'> | null }): boolean {
  return release.version === BUILT_IN_RELEASE || release.check?.ok === true;
}

/** A deploy token as listed (its secret is shown once, when created); `mayGoLive`: it may switch its remote live, as its release manager decided. */
export type DeployToken = { id: string; remote: RemoteName; label: string; mayGoLive: boolean; createdAt: string; createdBy: string; lastUsedAt: string | null };
export type CreatedDeployToken = DeployToken & { token: string };

/** Deploy tokens start with this, so the server tells them from session tokens. */
export const DEPLOY_TOKEN_PREFIX = 'mmrt_';

/** A signed, expiring link that opens the site with one remote swapped for a release. */
export type PreviewLink = { remote: RemoteName; version: string; url: string; expiresAt: string };

/** Preview lifetimes, in minutes: default and most. */
export const PREVIEW_MINUTES = { default: 24 * 60, max: 7 * 24 * 60 } as const;

/** The HttpOnly cookie that carries the signed preview (remotes.json and the server render read it). */
export const PREVIEW_COOKIE = 'mm_preview';
/** A readable twin for the host's banner: `mf_bag@1.3.0` (no secret; the server trusts only PREVIEW_COOKIE). */
export const PREVIEW_BANNER_COOKIE = 'mm_preview_banner';

/** The site paths of a preview: open (`?token=`) and leave. */
export const PREVIEW_PATHS = { open: '/preview', leave: '/preview/leave' } as const;

/**
 * The CSS custom property the host sets to the preview banner's height while a preview is open
 * (unset otherwise): remotes add `var(--mm-preview-banner, 0px)` wherever they offset content by
 * the fixed header's height.
 */
export const PREVIEW_BANNER_PROPERTY = '--mm-preview-banner';
export const PREVIEW_BANNER_OFFSET = `var(${PREVIEW_BANNER_PROPERTY}, 0px)`;

/** The banner's text for a previewed release. */
export function previewBannerText(remote: string, version: string): string {
  return `Preview: ${remote} ${version} — buyers still see the live release`;
}

/** `mf_bag@1.3.0` (releaseTag) → { remote, version }, null for anything else. */
export function parsePreviewBanner(value: string | null | undefined): { remote: RemoteName; version: string } | null {
  const m = /^([a-z_]+)@([0-9A-Za-z.+-]{1,40})$/.exec(value ?? '');
  return m && isRemoteName(m[1]) ? { remote: m[1], version: m[2]! } : null;
}

/**
 * The meta tag of a page whose server render failed in a release's code (its worker crashed,
 * hung or threw): `mf_catalog@2.0.0`, the parsePreviewBanner shape. The page is rendered by the
 * browser instead, which reports the failure once, for that page view (the release's error rate).
 */
export const RENDER_FAILED_META = 'mm-render-failed';

/** The release named `remote@version`, as the preview banner cookie and RENDER_FAILED_META carry it. */
export function releaseTag(remote: RemoteName, version: string): string {
  return `${remote}@${version}`;
}

/** The release routes of service A (under `/api`); `name` is the federation name (`mf_bag`) — the folder (`mf-bag`) is accepted too. */
export const REMOTE_ROUTES = {
  list: '/remotes',
  releases: (name: string) => `/remotes/${name}/releases`,
  release: (name: string, version: string) => `/remotes/${name}/releases/${encodeURIComponent(version)}`,
  check: (name: string, version: string) => `/remotes/${name}/releases/${encodeURIComponent(version)}/check`,
  preview: (name: string, version: string) => `/remotes/${name}/releases/${encodeURIComponent(version)}/preview`,
  live: (name: string) => `/remotes/${name}/live`,
  tokens: (name: string) => `/remotes/${name}/tokens`,
  token: (name: string, id: string) => `/remotes/${name}/tokens/${encodeURIComponent(id)}`,
} as const;

/** Days of browser reports the error rate covers. */
export const REMOTE_ERROR_DAYS = 7;

export type { ReleaseCheck };
