/**
 * checkRelease against a real HTTP server (node:http on a free port) serving releases of
 * mf_bag: a good one, and one broken in each way the check must name.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { remoteEmbedFile, type ReleaseCheck, type ReleaseCheckPartName, type RemoteName } from 'shared-domain';
import { checkRelease, hostSharedVersions } from './release-check';

const HOST: Record<string, string> = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-dom/client': '19.3.1',
  'react-router-dom': '7.18.5',
  'styled-components': '6.6.0',
  rxjs: '7.8.2',
  'shared-domain': '0.1.0',
  'shared-ui': '0.1.0',
};

/** What the server answers per path; a path not listed is a 404, `hang` never answers, `stall` stops mid-body. */
type Reply = { status: number; body: string } | 'hang' | 'stall';
const files = new Map<string, Reply>();
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const reply = files.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (reply === 'hang') return;
    if (reply === 'stall') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"metaData": ');
      return;
    }
    res.writeHead(reply?.status ?? 404, { 'content-type': 'application/javascript' });
    res.end(reply?.body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type ReleaseOptions = { publicPath?: string; filesAt?: string; exposes?: string[]; react?: string; name?: string; remote?: string };

/**
 * Serves a release of mf_bag (or `remote`) under `/<id>/` (its files under `filesAt`, default
 * the same folder) and answers its manifest URL. Each expose needs its own file and a chunk they share.
 */
function serveRelease(id: string, o: ReleaseOptions = {}): string {
  const filesAt = o.filesAt ?? `/${id}/`;
  const versions = { ...HOST, ...(o.react ? { react: o.react, 'react-dom': o.react } : {}) };
  const remote = o.remote ?? 'mf_bag';
  const manifest = {
    id: remote,
    name: remote,
    metaData: {
      name: o.name ?? remote,
      buildInfo: { buildVersion: '1.4.0', buildName: remote.replace('_', '-') },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: remote,
      publicPath: o.publicPath ?? 'auto',
    },
    shared: Object.entries(versions).map(([name, version]) => ({ id: `${remote}:${name}`, name, version, singleton: true, requiredVersion: `^${version}`, assets: {} })),
    remotes: [],
    exposes: (o.exposes ?? ['routes', 'BagDrawer', 'mount']).map((name) => ({
      id: `${remote}:${name}`, name, path: `./${name}`, assets: { js: { sync: ['639.chunk.js', `expose_${name}.js`], async: ['lazy.js'] }, css: { sync: [], async: [] } },
    })),
  };
  files.set(`/${id}/mf-manifest.json`, { status: 200, body: JSON.stringify(manifest) });
  // mf_bag's and mf_dashboard's agency embed script, beside the manifest.
  const embed = remoteEmbedFile(remote as RemoteName);
  for (const file of ['remoteEntry.js', '639.chunk.js', ...manifest.exposes.map((e) => `expose_${e.name}.js`), ...(embed ? [embed] : [])]) {
    files.set(`${filesAt}${file}`, { status: 200, body: `/* ${file} */` });
  }
  return `${origin}/${id}/mf-manifest.json`;
}

const check = (manifestUrl: string, timeoutMs = 2000) => checkRelease({ remote: 'mf_bag', manifestUrl, hostShared: HOST, timeoutMs });

function part(result: ReleaseCheck, name: ReleaseCheckPartName) {
  const found = result.parts.find((p) => p.part === name);
  if (!found) throw new Error(`no part ${name} in ${JSON.stringify(result.parts)}`);
  return found;
}

/** The parts and whether each passed. */
const summary = (result: ReleaseCheck) => result.parts.map((p) => `${p.part}:${p.ok ? 'ok' : 'failed'}`);

describe('checkRelease', () => {
  it('passes a good release, its files beside the manifest', async () => {
    const result = await check(serveRelease('good'));
    expect(summary(result)).toEqual(['manifest:ok', 'exposes:ok', 'shared:ok', 'remoteEntry:ok', 'assets:ok']);
    expect(result.ok).toBe(true);
    expect(part(result, 'remoteEntry').message).toBe(`remoteEntry.js answers at ${origin}/good/remoteEntry.js`);
    expect(part(result, 'assets').message).toBe('All 5 files of the exposed modules and the agency embed answer');
  });

  it('takes an absolute publicPath as it is', async () => {
    const result = await check(serveRelease('cdn-release', { publicPath: `${origin}/cdn/bag/1.4.0/`, filesAt: '/cdn/bag/1.4.0/' }));
    expect(result.ok).toBe(true);
    expect(part(result, 'remoteEntry').message).toBe(`remoteEntry.js answers at ${origin}/cdn/bag/1.4.0/remoteEntry.js`);
  });

  it('reports a manifest that is not JSON, and checks nothing else', async () => {
    files.set('/broken/mf-manifest.json', { status: 200, body: '{"metaData": {' });
    const result = await check(`${origin}/broken/mf-manifest.json`);
    expect(result.ok).toBe(false);
    expect(summary(result)).toEqual(['manifest:failed']);
    expect(part(result, 'manifest').message).toMatch(new RegExp(`^The manifest at ${origin}/broken/mf-manifest.json cannot be read: The manifest is not valid JSON: `));
  });

  it('reports a manifest of the wrong shape by its field', async () => {
    files.set('/shape/mf-manifest.json', { status: 200, body: JSON.stringify({ metaData: { name: 'mf_bag' }, shared: [], exposes: [] }) });
    const result = await check(`${origin}/shape/mf-manifest.json`);
    expect(part(result, 'manifest').message).toBe(`The manifest at ${origin}/shape/mf-manifest.json cannot be read: metaData.remoteEntry must be an object`);
  });

  it('reports a manifest that does not load, a refused connection and a URL that is not http(s)', async () => {
    expect(part(await check(`${origin}/nowhere/mf-manifest.json`), 'manifest').message).toBe(`The manifest at ${origin}/nowhere/mf-manifest.json did not load: answered 404`);

    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/mf-manifest.json`;
    await new Promise((resolve) => closed.close(resolve));
    expect(part(await check(closedUrl), 'manifest').message).toBe(`The manifest at ${closedUrl} did not load: network error (ECONNREFUSED)`);

    for (const url of ['/mf/mf-bag/mf-manifest.json', 'file:///etc/passwd', 'not a url']) {
      const result = await check(url);
      expect(summary(result)).toEqual(['manifest:failed']);
      expect(part(result, 'manifest').message).toBe(`The manifest URL must be an absolute http(s) address; got ${JSON.stringify(url)}`);
    }
  });

  it('names a missing expose; the files of the others are still checked', async () => {
    const result = await check(serveRelease('no-mount', { exposes: ['routes', 'BagDrawer'] }));
    expect(summary(result)).toEqual(['manifest:ok', 'exposes:failed', 'shared:ok', 'remoteEntry:ok', 'assets:ok']);
    expect(part(result, 'exposes').message).toBe('Does not expose ./mount (the host needs ./routes, ./BagDrawer, ./mount)');
    expect(part(result, 'assets').message).toBe('All 4 files of the exposed modules and the agency embed answer');
  });

  it('refuses a release of mf_landing without ./ChatWidget (the chat ships with mf-landing), and passes one with it', async () => {
    const landing = (manifestUrl: string) => checkRelease({ remote: 'mf_landing', manifestUrl, hostShared: HOST, timeoutMs: 2000 });
    const without = await landing(serveRelease('landing-no-chat', { remote: 'mf_landing', exposes: ['routes', 'popups'] }));
    expect(without.ok).toBe(false);
    expect(summary(without)).toEqual(['manifest:ok', 'exposes:failed', 'shared:ok', 'remoteEntry:ok', 'assets:ok']);
    expect(part(without, 'exposes').message).toBe('Does not expose ./ChatWidget (the host needs ./routes, ./popups, ./ChatWidget)');
    const withChat = await landing(serveRelease('landing', { remote: 'mf_landing', exposes: ['routes', 'popups', 'ChatWidget'] }));
    expect(summary(withChat)).toEqual(['manifest:ok', 'exposes:ok', 'shared:ok', 'remoteEntry:ok', 'assets:ok']);
    expect(withChat.ok).toBe(true);
    expect(part(withChat, 'assets').message).toBe('All 4 files of the exposed modules answer');
  });

  it.each([
    ['mf_bag', 'embed/mediamart-bag.js'],
    ['mf_dashboard', 'embed/mediamart-dashboard.js'],
  ] as const)('refuses a release of %s without its agency embed script (%s)', async (remote, embed) => {
    const exposes = remote === 'mf_bag' ? ['routes', 'BagDrawer', 'mount'] : ['routes', 'mount'];
    const url = serveRelease(`${remote}-no-embed`, { remote, exposes });
    files.delete(`/${remote}-no-embed/${embed}`);
    const result = await checkRelease({ remote, manifestUrl: url, hostShared: HOST, timeoutMs: 2000 });
    expect(result.ok).toBe(false);
    expect(summary(result)).toEqual(['manifest:ok', 'exposes:ok', 'shared:ok', 'remoteEntry:ok', 'assets:failed']);
    expect(part(result, 'assets').message).toBe(
      `1 of ${exposes.length + 2} files of the exposed modules and the agency embed do not load: ${origin}/${remote}-no-embed/${embed} (agency embed): answered 404`,
    );
  });

  it("refuses a React major the host does not run", async () => {
    const result = await check(serveRelease('react18', { react: '18.3.1' }));
    expect(summary(result)).toEqual(['manifest:ok', 'exposes:ok', 'shared:failed', 'remoteEntry:ok', 'assets:ok']);
    expect(part(result, 'shared').message).toBe("react 18.3.1 is not compatible with the host's 19.3.1; react-dom 18.3.1 is not compatible with the host's 19.3.1");
  });

  it('refuses a manifest of another remote', async () => {
    const result = await check(serveRelease('catalog-manifest', { name: 'mf_catalog' }));
    expect(part(result, 'manifest')).toEqual({ part: 'manifest', ok: false, message: "The manifest is mf_catalog's, not mf_bag's" });
  });

  it('reports a missing remoteEntry.js with its URL and status', async () => {
    const url = serveRelease('no-entry');
    files.set('/no-entry/remoteEntry.js', { status: 500, body: 'oops' });
    const result = await check(url);
    expect(summary(result)).toEqual(['manifest:ok', 'exposes:ok', 'shared:ok', 'remoteEntry:failed', 'assets:ok']);
    expect(part(result, 'remoteEntry').message).toBe(`remoteEntry.js at ${origin}/no-entry/remoteEntry.js: answered 500`);
  });

  it('reports a missing file of an exposed module, naming the modules that need it', async () => {
    const url = serveRelease('no-asset');
    files.delete('/no-asset/639.chunk.js');
    files.delete('/no-asset/expose_mount.js');
    const result = await check(url);
    expect(summary(result)).toEqual(['manifest:ok', 'exposes:ok', 'shared:ok', 'remoteEntry:ok', 'assets:failed']);
    expect(part(result, 'assets').message).toBe(
      `2 of 5 files of the exposed modules and the agency embed do not load: ${origin}/no-asset/639.chunk.js (./routes, ./BagDrawer, ./mount): answered 404; ` +
        `${origin}/no-asset/expose_mount.js (./mount): answered 404`,
    );
  });

  it('gives up on a file that does not answer in time, and on a manifest that does not', async () => {
    const url = serveRelease('slow');
    files.set('/slow/expose_routes.js', 'hang');
    const started = Date.now();
    const result = await check(url, 300);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(summary(result)).toEqual(['manifest:ok', 'exposes:ok', 'shared:ok', 'remoteEntry:ok', 'assets:failed']);
    expect(part(result, 'assets').message).toBe(`1 of 5 files of the exposed modules and the agency embed do not load: ${origin}/slow/expose_routes.js (./routes): no answer within 300 ms`);

    for (const reply of ['hang', 'stall'] as const) {
      files.set(`/${reply}/mf-manifest.json`, reply);
      expect(part(await check(`${origin}/${reply}/mf-manifest.json`, 300), 'manifest').message).toBe(
        `The manifest at ${origin}/${reply}/mf-manifest.json did not load: no answer within 300 ms`,
      );
    }
  });

  it('never throws, even when fetch does', async () => {
    const result = await checkRelease({
      remote: 'mf_bag',
      manifestUrl: `${origin}/good/mf-manifest.json`,
      hostShared: HOST,
      fetch: () => Promise.reject(new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND cdn.example') })),
    });
    expect(result).toEqual({ ok: false, parts: [{ part: 'manifest', ok: false, message: `The manifest at ${origin}/good/mf-manifest.json did not load: network error (getaddrinfo ENOTFOUND cdn.example)` }] });
  });
});

describe('hostSharedVersions', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-host-manifest-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, body: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, body);
    return file;
  };

  it("reads the host's shared versions, sub-paths included", async () => {
    const file = write('mf-manifest.json', JSON.stringify({
      metaData: { name: 'host_shell' },
      shared: [{ name: 'react', version: '19.3.1', singleton: true }, { name: 'react-dom/client', version: '19.3.1' }, { name: 'shared-ui', version: '0.1.0' }],
      exposes: [],
    }));
    expect(await hostSharedVersions(file)).toEqual({ react: '19.3.1', 'react-dom/client': '19.3.1', 'shared-ui': '0.1.0' });
  });

  it('answers null when the host has no manifest, and refuses a broken one', async () => {
    expect(await hostSharedVersions(path.join(dir, 'missing.json'))).toBeNull();
    await expect(hostSharedVersions(write('bad.json', '{'))).rejects.toThrow(/bad\.json is not valid JSON/);
    await expect(hostSharedVersions(write('no-list.json', '{"shared": {}}'))).rejects.toThrow(/no-list\.json has no "shared" list/);
    await expect(hostSharedVersions(write('no-version.json', '{"shared": [{"name": "react"}]}'))).rejects.toThrow(/shared\[0\] needs a name and a version/);
  });
});
