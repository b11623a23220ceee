/**
 * What the release routes do, over the store, the checker and the registry: each remote's
 * status, registering (a manifest URL or an upload, checked at once), re-checking, switching
 * the live release (only to a release whose check passes; the built-in always) and preview
 * links. Routes only read input and answer.
 */
import fs from 'node:fs';
import {
  BUILT_IN_RELEASE, mayGoLive, PREVIEW_MINUTES, PREVIEW_PATHS, REMOTE_NAMES, remoteFolderOf,
  type PreviewLink, type ReleaseCheck, type ReleaseFields, type RemoteErrorRate, type RemoteName, type RemoteRelease, type RemoteStatus, type StoredReleaseCheck,
} from 'shared-domain';
import { ConflictError, httpError, NotFoundError } from '../errors';
import { remoteFile } from '../remote-files/remote-file';
import { signPreview } from './preview-token';
import type { ReleaseChecker } from './release-checker';
import type { ReleaseFiles } from './release-archive';
import type { RemoteChange, ReleaseRegistry } from './release-registry';
import { storedCheckOf, type LiveState, type ReleaseRow, type ReleaseStore } from './release-store.repository';

export type ReleaseServiceDeps = {
  store: ReleaseStore;
  /** Each remote's error rate in browsers at `now` (analytics remote_error events). */
  errorRates: (now: Date) => Promise<ErrorRates>;
  registry: ReleaseRegistry;
  checker: ReleaseChecker;
  webRoot: string;
  now: () => Date;
  /** Told after a switch is committed (the site's caches on every instance follow it). */
  onSwitch: (change: RemoteChange) => void | Promise<void>;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
};

type ErrorRates = Record<RemoteName, RemoteErrorRate>;

/** A switch or a preview link refused because the release's check failed (409 `release_check_failed`). */
export class ReleaseCheckFailed extends httpError('release_check_failed') {
  constructor(remote: RemoteName, version: string, check: StoredReleaseCheck, refused: 'switch' | 'preview' = 'switch') {
    const failed = check.parts.filter((p) => !p.ok).map((p) => `${p.part}: ${p.message}`);
    super(refused === 'switch'
      ? `${remote} ${version} cannot go live: its check failed (${failed.join('; ')}); the live release is unchanged`
      : `${remote} ${version} cannot be previewed: its check failed (${failed.join('; ')}); no link was made`, { check });
  }
}

export type NewReleaseInput = ReleaseFields & ({ source: 'url'; manifestUrl: string } | { source: 'upload'; files: ReleaseFiles });

export interface ReleaseService {
  statuses(): Promise<RemoteStatus[]>;
  status(remote: RemoteName): Promise<RemoteStatus>;
  /** Registers and checks a release (stored even when its check fails); 409 for a version that exists. */
  register(remote: RemoteName, input: NewReleaseInput, by: string): Promise<RemoteRelease>;
  recheck(remote: RemoteName, version: string): Promise<RemoteRelease>;
  /** Makes a release live; throws ReleaseCheckFailed (nothing changed) or NotFoundError. */
  goLive(remote: RemoteName, version: string, by: string): Promise<RemoteStatus>;
  /** A preview link; throws ReleaseCheckFailed when the release's last check failed (its files are then never served), or NotFoundError. */
  preview(remote: RemoteName, version: string, minutes: number | undefined, origin: string): Promise<PreviewLink>;
}

/** The check of a release stored without one (never happens: registering checks it). */
const NOT_CHECKED: StoredReleaseCheck = { ok: false, parts: [{ part: 'manifest', ok: false, message: 'the release has not been checked' }], checkedAt: '' };

/**
 * Records that a preview link of a registered release is made, which lets the site serve an
 * upload's files: 404 for a release not registered, ReleaseCheckFailed for one whose last check
 * failed (a preview is no switch: nothing is checked again).
 */
async function recordPreview(store: ReleaseStore, remote: RemoteName, version: string, at: Date): Promise<void> {
  const row = await store.find(remote, version);
  if (!row) throw new NotFoundError(`${remote} has no release ${version}`);
  const check = storedCheckOf(row.check_json, row.checked_at) ?? NOT_CHECKED;
  if (!mayGoLive({ version, check })) throw new ReleaseCheckFailed(remote, version, check, 'preview');
  await store.markPreviewed(remote, version, at);
}

/** When the built-in release was deployed: its manifest's time on disk, else when this server started. */
const STARTED_AT = new Date().toISOString();

export function createReleaseService(deps: ReleaseServiceDeps): ReleaseService {
  const { store, registry, checker, now } = deps;

  const builtInCreatedAt = async (manifestUrl: string): Promise<string> => {
    const file = manifestUrl.startsWith('/') ? remoteFile(deps.webRoot, manifestUrl) : null;
    if (!file) return STARTED_AT;
    try {
      return (await fs.promises.stat(file)).mtime.toISOString();
    } catch {
      return STARTED_AT;
    }
  };

  const releaseOf = (row: ReleaseRow, live: LiveState): RemoteRelease => ({
    remote: row.remote as RemoteName, version: row.version, commit: row.commit_sha, notes: row.notes,
    source: row.source === 'upload' ? 'upload' : 'url', manifestUrl: row.manifest_url,
    check: storedCheckOf(row.check_json, row.checked_at), createdAt: row.created_at, createdBy: row.created_by,
    live: row.version === live.version,
  });

  const builtIn = async (remote: RemoteName, live: LiveState): Promise<RemoteRelease> => {
    const release = await registry.release(remote, BUILT_IN_RELEASE);
    const manifestUrl = release?.manifestUrl ?? `/mf/${remoteFolderOf(remote)}/mf-manifest.json`;
    return {
      remote, version: BUILT_IN_RELEASE, commit: null, notes: '', source: 'built-in', manifestUrl,
      check: await store.builtInCheck(remote), createdAt: await builtInCreatedAt(manifestUrl), createdBy: 'deploy', live: live.version === BUILT_IN_RELEASE,
    };
  };

  const one = async (remote: RemoteName, version: string): Promise<RemoteRelease> => {
    const live = await store.live(remote);
    if (version === BUILT_IN_RELEASE) return builtIn(remote, live);
    const row = await store.find(remote, version);
    if (!row) throw new NotFoundError(`${remote} has no release ${version}`);
    return releaseOf(row, live);
  };

  const status = async (remote: RemoteName, errors?: ErrorRates): Promise<RemoteStatus> => {
    const live = await store.live(remote);
    const [rows, switches, rates, base] = await Promise.all([
      store.releases(remote), store.switches(remote), errors ?? deps.errorRates(now()), builtIn(remote, live),
    ]);
    return {
      remote,
      folder: remoteFolderOf(remote),
      live,
      releases: [...rows.map((row) => releaseOf(row, live)), base],
      switches,
      errors: rates[remote],
    };
  };

  /** Runs a registered release's check (reading an upload's files from the store). */
  const runCheck = async (remote: RemoteName, version: string): Promise<ReleaseCheck> => {
    const release = await registry.release(remote, version);
    if (!release) throw new NotFoundError(`${remote} has no release ${version}`);
    return checker.check({ ...release, readFile: (file) => registry.file(remote, version, file) });
  };

  return {
    async statuses() {
      const errors = await deps.errorRates(now());
      return Promise.all(REMOTE_NAMES.map((remote) => status(remote, errors)));
    },

    status: (remote) => status(remote),

    async register(remote, input, by) {
      // Before the (possibly slow) check; the insert refuses a race the same way.
      if (await store.find(remote, input.version)) throw new ConflictError(`${remote} ${input.version} is already registered; give the release a new version`);
      const folder = remoteFolderOf(remote);
      const manifestUrl = input.source === 'url' ? input.manifestUrl : `/mf/${folder}/${input.version}/mf-manifest.json`;
      const files = input.source === 'upload' ? input.files : undefined;
      const check = await checker.check({
        remote, version: input.version, source: input.source, manifestUrl,
        readFile: async (file) => files?.get(file) ?? null,
      });
      const { row, pruned } = await store.insert({
        remote, version: input.version, commit: input.commit, notes: input.notes, source: input.source, manifestUrl, check, createdBy: by, files,
      }, now());
      if (pruned.length > 0) deps.log.info({ remote, pruned }, 'older releases removed: a remote keeps its last releases');
      return releaseOf(row, await store.live(remote));
    },

    async recheck(remote, version) {
      const check = await runCheck(remote, version);
      await store.saveCheck(remote, version, check, now());
      return one(remote, version);
    },

    async goLive(remote, version, by) {
      if (version !== BUILT_IN_RELEASE) {
        const row = await store.find(remote, version);
        if (!row) throw new NotFoundError(`${remote} has no release ${version}`);
        // Checked again: a URL's files can change, and the host's shared versions with a new deploy.
        const stored = await store.saveCheck(remote, version, await runCheck(remote, version), now());
        if (!mayGoLive({ version, check: stored })) throw new ReleaseCheckFailed(remote, version, stored);
      }
      const { changed } = await store.switchLive(remote, version, by, now());
      if (changed) {
        try {
          await deps.onSwitch({ remote, version });
        } catch (err) {
          // The switch is stored: instances that missed the notice follow it when their cache expires.
          deps.log.warn({ err, remote, version }, 'the switch is stored but the change notice failed');
        }
      }
      return status(remote);
    },

    async preview(remote, version, minutes, origin) {
      if (version !== BUILT_IN_RELEASE) await recordPreview(store, remote, version, now());
      const expiresAt = new Date(now().getTime() + Math.min(minutes ?? PREVIEW_MINUTES.default, PREVIEW_MINUTES.max) * 60_000);
      const token = signPreview({ remote, version, expiresAt }, await registry.previewSecret());
      return { remote, version, url: `${origin}${PREVIEW_PATHS.open}?token=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
    },
  };
}
