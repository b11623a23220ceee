/**
 * Releases of a remote (issue 20): what the host needs of each remote, and the checks a
 * release passes before buyers get it — its manifest names the remote, exposes the host's
 * contract, and shares the singletons in versions the host can run with. The server adds
 * the network part (release-check.ts: remoteEntry.js and the modules' files reachable).
 */
import { checkText } from '../input/text';
import { REMOTE_CONTRACTS, type RemoteName } from './remote-list';
import type { ReleaseExpose, ReleaseManifest } from './release-manifest';

export * from './release-manifest';

export * from './remote-list';

/** Packages that must exist once at run time (scripts/webpack/federation.cjs shares them as singletons). */
export const SHARED_SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'styled-components', 'rxjs', 'shared-domain', 'shared-ui'] as const;

export type ReleaseCheckPartName = 'manifest' | 'exposes' | 'shared' | 'remoteEntry' | 'assets';

export type ReleaseCheckPart = { part: ReleaseCheckPartName; ok: boolean; message: string };

/** A release check: ok when every part checked is. */
export type ReleaseCheck = { ok: boolean; parts: ReleaseCheckPart[] };

export function releaseCheck(parts: ReleaseCheckPart[]): ReleaseCheck {
  return { ok: parts.every((p) => p.ok), parts };
}

/** The package a share belongs to: `react-dom/client` → `react-dom`, `@scope/pkg/sub` → `@scope/pkg`. */
export function sharedPackageOf(shareName: string): string {
  const segments = shareName.split('/');
  return segments.slice(0, shareName.startsWith('@') ? 2 : 1).join('/');
}

const SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/**
 * Whether a remote built against `version` runs with the host's `hostVersion`: the same
 * major (for 0.x, the same minor, as 0.x minors may break). Null when either is no version.
 */
export function sharedVersionsCompatible(version: string, hostVersion: string): boolean | null {
  const a = SEMVER.exec(version.trim());
  const b = SEMVER.exec(hostVersion.trim());
  if (!a || !b) return null;
  return a[1] === b[1] && (a[1] !== '0' || a[2] === b[2]);
}

/** The host's version of each package, whether it names the package or a sub-path of it. */
function hostVersionsByPackage(hostShared: Readonly<Record<string, string>>): Map<string, string> {
  const byPackage = new Map<string, string>();
  const names = Object.keys(hostShared).sort((x, y) => x.length - y.length);
  for (const name of names) {
    const pkg = sharedPackageOf(name);
    if (!byPackage.has(pkg)) byPackage.set(pkg, hostShared[name]!);
  }
  return byPackage;
}

/** Problems of one singleton package between the release and the host. */
function singletonProblems(pkg: string, manifest: ReleaseManifest, hostVersion: string | undefined): string[] {
  const shares = manifest.shared.filter((s) => sharedPackageOf(s.name) === pkg);
  if (shares.length === 0) {
    return hostVersion === undefined ? [] : [`${pkg} is not shared by the release (the host shares ${hostVersion}); it would run a second copy`];
  }
  if (hostVersion === undefined) return [`${pkg} is shared by the release but not by the host`];
  const problems: string[] = [];
  for (const share of shares) {
    if (!share.singleton) problems.push(`${share.name} is not shared as a singleton`);
    const compatible = sharedVersionsCompatible(share.version, hostVersion);
    if (compatible === null) problems.push(`${share.name} ${share.version || '(no version)'} cannot be compared with the host's ${hostVersion}`);
    else if (!compatible) problems.push(`${share.name} ${share.version} is not compatible with the host's ${hostVersion}`);
  }
  return problems;
}

function sharedPart(manifest: ReleaseManifest, hostShared: Readonly<Record<string, string>>): ReleaseCheckPart {
  const host = hostVersionsByPackage(hostShared);
  const checked = SHARED_SINGLETONS.filter((pkg) => host.has(pkg) || manifest.shared.some((s) => sharedPackageOf(s.name) === pkg));
  const problems = checked.flatMap((pkg) => singletonProblems(pkg, manifest, host.get(pkg)));
  if (problems.length > 0) return { part: 'shared', ok: false, message: problems.join('; ') };
  if (checked.length === 0) return { part: 'shared', ok: true, message: 'Neither the release nor the host shares a singleton' };
  return { part: 'shared', ok: true, message: `${checked.join(', ')} are singletons compatible with the host's versions` };
}

/** The manifest's expose of `key` (`./routes`), found by its path or its name; undefined when it has none. */
export function manifestExpose(manifest: ReleaseManifest, key: string): ReleaseExpose | undefined {
  return manifest.exposes.find((e) => e.path === key || `./${e.name}` === key);
}

function exposesPart(manifest: ReleaseManifest, remote: RemoteName): ReleaseCheckPart {
  const needed = REMOTE_CONTRACTS[remote];
  const missing = needed.filter((key) => !manifestExpose(manifest, key));
  if (missing.length === 0) return { part: 'exposes', ok: true, message: `Exposes ${needed.join(', ')}` };
  return { part: 'exposes', ok: false, message: `Does not expose ${missing.join(', ')} (the host needs ${needed.join(', ')})` };
}

export type ReleaseManifestContext = {
  remote: RemoteName;
  /** The host's shared packages: package (or sub-path) name → version. */
  hostShared: Readonly<Record<string, string>>;
};

/** What a release's manifest says, checked against the host: parts 'manifest', 'exposes', 'shared'. */
export function checkReleaseManifest(manifest: ReleaseManifest, { remote, hostShared }: ReleaseManifestContext): ReleaseCheck {
  const name = manifest.metaData.name;
  const manifestPart: ReleaseCheckPart = name === remote
    ? { part: 'manifest', ok: true, message: `The manifest is ${remote}'s` }
    : { part: 'manifest', ok: false, message: `The manifest is ${name ? `${name}'s` : 'no remote\'s'}, not ${remote}'s` };
  return releaseCheck([manifestPart, exposesPart(manifest, remote), sharedPart(manifest, hostShared)]);
}

export const RELEASE_LIMITS = { version: 40, notes: 2000 } as const;

export type ReleaseInput = { version?: unknown; commit?: unknown; notes?: unknown };
export type ReleaseFields = { version: string; commit: string | null; notes: string };
export type ReleaseErrors = Partial<Record<keyof ReleaseFields, string>>;
export type ReleaseInputCheck = { ok: true; value: ReleaseFields } | { ok: false; errors: ReleaseErrors };

/** A release version: semver, optionally with a pre-release (`1.2.3`, `1.2.3-rc.1`). */
const RELEASE_VERSION = /^(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
const COMMIT = /^[0-9a-f]{7,40}$/i;

/** The fields of a release being registered; all problems at once. Commit is stored lower-case. */
export function checkReleaseInput(input: ReleaseInput): ReleaseInputCheck {
  const errors: ReleaseErrors = {};
  const version = typeof input.version === 'string' ? input.version.trim() : '';
  if (typeof input.version !== 'string' || version === '') errors.version = 'Enter the release version, e.g. 1.2.3';
  else if (version.length > RELEASE_LIMITS.version) errors.version = `The version can be at most ${RELEASE_LIMITS.version} characters`;
  else if (!RELEASE_VERSION.test(version)) errors.version = 'The version must look like 1.2.3 or 1.2.3-rc.1';

  let commit: string | null = null;
  if (input.commit !== undefined && input.commit !== null && input.commit !== '') {
    if (typeof input.commit !== 'string' || !COMMIT.test(input.commit.trim())) errors.commit = 'The commit must be 7 to 40 hexadecimal characters';
    else commit = input.commit.trim().toLowerCase();
  }

  let notes = '';
  if (input.notes !== undefined && input.notes !== null) {
    if (typeof input.notes !== 'string') errors.notes = 'Notes must be text';
    else {
      const checked = checkText('Notes', input.notes, { max: RELEASE_LIMITS.notes, multiline: true });
      if (checked.ok) notes = checked.value;
      else errors.notes = checked.message;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: { version, commit, notes } };
}
