/**
 * Release registry test fixtures (used by *.test.ts only): built releases of a remote as
 * files (manifest, remoteEntry.js, the exposes' chunks), a web root holding the host's
 * manifest and the built-in remotes, a node:http server for manifest URLs elsewhere, and an
 * app whose service A runs the release routes with the given settings.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_CONTRACTS, remoteEmbedFile, remoteFolderOf, type RemoteName } from 'shared-domain';
import { buildApp } from '../../src/app';
import type { RemoteChange } from '../../src/releases/release-registry';
import { releaseOptionsOf, type ReleaseOptions } from '../../src/releases/release.module';
import { createTarGz } from '../../src/releases/tar';
import { createZip } from '../../src/releases/zip';
import { mainApiPlugin } from '../../src/services/main-api/main-api.plugin';
import { makeUser, type Actor } from './campaign.fixtures';
import { createTestDatabase, type TestApp } from './test-app';

/** The host's shared versions in the test web root. */
export const HOST_SHARED: Record<string, string> = {
  react: '19.3.1', 'react-dom': '19.3.1', 'react/jsx-runtime': '19.3.1', 'react-router-dom': '7.18.5', 'styled-components': '6.6.0',
  rxjs: '7.8.2', 'shared-domain': '0.1.0', 'shared-ui': '0.1.0',
};

export type BuildOptions = { react?: string; exposes?: string[]; name?: string; publicPath?: string; leaveOut?: string[] };

/** The chunk an agency embed script loads beside it (`embed/chunks/…`, as embed-config.cjs names them). */
export const EMBED_CHUNK = 'embed/chunks/plan.0a1b2c3d.js';

/** The dist/ files of a release of `remote`: what its build writes (paths relative to dist/), the agency embed of a remote that has one included. */
export function releaseFiles(remote: RemoteName, o: BuildOptions = {}): Map<string, Buffer> {
  const versions = { ...HOST_SHARED, ...(o.react ? { react: o.react, 'react-dom': o.react, 'react/jsx-runtime': o.react } : {}) };
  const exposes = o.exposes ?? REMOTE_CONTRACTS[remote].map((key) => key.slice(2));
  const manifest = {
    id: remote,
    name: remote,
    metaData: {
      name: o.name ?? remote,
      buildInfo: { buildVersion: '1.0.0', buildName: remoteFolderOf(remote) },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: remote,
      publicPath: o.publicPath ?? 'auto',
    },
    shared: Object.entries(versions).map(([name, version]) => ({ id: `${remote}:${name}`, name, version, singleton: true, requiredVersion: `^${version}`, assets: {} })),
    remotes: [],
    exposes: exposes.map((name) => ({
      id: `${remote}:${name}`, name, path: `./${name}`, assets: { js: { sync: ['639.chunk.js', `expose_${name}.js`], async: [] }, css: { sync: [], async: [] } },
    })),
  };
  const files = new Map<string, Buffer>([['mf-manifest.json', Buffer.from(JSON.stringify(manifest))]]);
  for (const file of ['remoteEntry.js', '639.chunk.js', ...exposes.map((e) => `expose_${e}.js`), 'server/remoteEntry.js']) {
    files.set(file, Buffer.from(`/* ${remote} ${file} */`));
  }
  const embed = remoteEmbedFile(remote);
  if (embed) for (const file of [embed, EMBED_CHUNK]) files.set(file, Buffer.from(`/* ${remote} ${file} */`));
  for (const file of o.leaveOut ?? []) files.delete(file);
  return files;
}

/** The tar.gz of a release's dist/ (under `dist/` when `inDist`). */
export function releaseArchive(files: Map<string, Buffer>, inDist = false): Buffer {
  return createTarGz([...files].map(([p, content]) => ({ path: inDist ? `dist/${p}` : p, content })));
}

/** The .zip of a release's dist/ (under `dist/` when `inDist`). */
export function releaseZip(files: Map<string, Buffer>, inDist = false): Buffer {
  return createZip([...files].map(([p, content]) => ({ path: inDist ? `dist/${p}` : p, content })));
}

/** A temporary web root: the host's manifest, and every remote's built-in dist/ (removed by the caller). */
export function makeWebRoot(): string {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-releases-'));
  const host = path.join(webRoot, 'host-shell', 'dist');
  fs.mkdirSync(host, { recursive: true });
  fs.writeFileSync(path.join(host, 'mf-manifest.json'), JSON.stringify({ shared: Object.entries(HOST_SHARED).map(([name, version]) => ({ name, version })) }));
  for (const remote of Object.keys(REMOTE_CONTRACTS) as RemoteName[]) {
    for (const [file, content] of releaseFiles(remote)) {
      const target = path.join(webRoot, remoteFolderOf(remote), 'dist', file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, content);
    }
  }
  return webRoot;
}

/** A server for releases elsewhere: `serve(prefix, files)` publishes files under `/<prefix>/`. */
export type ReleaseServer = { origin: string; serve(prefix: string, files: Map<string, Buffer>): string; files: Map<string, Buffer>; close(): Promise<void> };

export async function startReleaseServer(): Promise<ReleaseServer> {
  const files = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const body = files.get(new URL(req.url ?? '/', 'http://x').pathname);
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/javascript' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    files,
    serve(prefix, release) {
      for (const [file, content] of release) files.set(`/${prefix}/${file}`, content);
      return `${origin}/${prefix}/mf-manifest.json`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type ReleaseTestApp = TestApp & { webRoot: string; switches: RemoteChange[]; staff: Actor; buyer: Actor };

/**
 * An app whose service A (under /api) runs the release routes over a fresh database and a
 * temporary web root; `switches` collects the switch notices.
 */
export async function createReleaseTestApp(options: { env?: Record<string, string>; releases?: Partial<ReleaseOptions> } = {}): Promise<ReleaseTestApp> {
  const webRoot = makeWebRoot();
  const testDb = await createTestDatabase({ WEB_ROOT: webRoot, ...options.env });
  let now = new Date();
  const clock = () => now;
  const switches: RemoteChange[] = [];
  const app = await buildApp(testDb.config, { db: testDb.db, now: clock, parts: { mainApi: false, campaign: false, site: false } });
  await app.register(mainApiPlugin, {
    db: testDb.db, now: clock, limits: testDb.config.limits, prefix: '/api',
    releases: { ...releaseOptionsOf(testDb.config), onSwitch: (change) => void switches.push(change), checkTimeoutMs: 2000, ...options.releases },
  });
  await app.ready();
  const staff = await makeUser(testDb.db, 'Release staff', 'admin');
  const buyer = await makeUser(testDb.db, 'Buyer');
  return {
    ...testDb, app, webRoot, switches, staff, buyer,
    setNow(date) {
      now = date;
    },
    async close() {
      await app.close();
      await testDb.dispose();
      fs.rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

/** Headers of a caller: a session (x-access-token) or a deploy token (Bearer). */
export function as(who: Actor | string | null): Record<string, string> {
  if (who === null) return {};
  return typeof who === 'string' ? { authorization: `Bearer ${who}` } : { 'x-access-token': who.token };
}
