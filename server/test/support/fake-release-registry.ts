import { BUILT_IN_RELEASE, REMOTE_NAMES, remoteFolderOf, type RemoteName } from 'shared-domain';
import type { LiveRelease, ReleaseRegistry } from '../../src/releases/release-registry';

/** An in-memory release registry (the ReleaseRegistry seam), with counters of its reads, for the site's tests. */
export type FakeReleaseRegistry = ReleaseRegistry & {
  /** Registers an uploaded release with its files (paths relative to its dist/). */
  upload(remote: RemoteName, version: string, files: Record<string, string | Buffer>): LiveRelease;
  setLive(remote: RemoteName, version: string): void;
  remove(remote: RemoteName, version: string): void;
  /** Whether an uploaded release's files are served (true from its upload: previewed or live with a passed check). */
  setServed(remote: RemoteName, version: string, served: boolean): void;
  reads: { live: number; file: number; release: number };
};

export function createFakeReleaseRegistry(secret = 'test-preview-secret'): FakeReleaseRegistry {
  const releases = new Map<string, { release: LiveRelease; files: Map<string, Buffer>; served: boolean }>();
  const live = new Map<RemoteName, string>();
  const reads = { live: 0, file: 0, release: 0 };
  const builtIn = (remote: RemoteName): LiveRelease => ({
    remote, version: BUILT_IN_RELEASE, manifestUrl: `/mf/${remoteFolderOf(remote)}/mf-manifest.json`, source: 'built-in',
  });
  const find = (remote: RemoteName, version: string): LiveRelease | null =>
    version === BUILT_IN_RELEASE ? builtIn(remote) : releases.get(`${remote}@${version}`)?.release ?? null;

  return {
    reads,
    upload(remote, version, files) {
      const release: LiveRelease = { remote, version, manifestUrl: `/mf/${remoteFolderOf(remote)}/${version}/mf-manifest.json`, source: 'upload' };
      const stored = new Map(Object.entries(files).map(([p, c]) => [p, Buffer.isBuffer(c) ? c : Buffer.from(c, 'utf8')]));
      releases.set(`${remote}@${version}`, { release, files: stored, served: true });
      return release;
    },
    setLive(remote, version) {
      live.set(remote, version);
    },
    remove(remote, version) {
      releases.delete(`${remote}@${version}`);
    },
    setServed(remote, version, served) {
      const entry = releases.get(`${remote}@${version}`);
      if (entry) entry.served = served;
    },
    async liveReleases() {
      reads.live += 1;
      return Object.fromEntries(REMOTE_NAMES.map((r) => [r, find(r, live.get(r) ?? BUILT_IN_RELEASE) ?? builtIn(r)])) as Record<RemoteName, LiveRelease>;
    },
    async release(remote, version) {
      reads.release += 1;
      return find(remote, version);
    },
    async file(remote, version, path) {
      reads.file += 1;
      return releases.get(`${remote}@${version}`)?.files.get(path) ?? null;
    },
    async filesServed(remote, version) {
      return releases.get(`${remote}@${version}`)?.served ?? false;
    },
    async previewSecret() {
      return secret;
    },
  };
}
