/**
 * Which uploaded releases' files the site serves (issue 30), over the real store: only those
 * of a release whose last check passes and that was previewed or live; only the types a
 * remote loads, never sniffed, an SVG sandboxed. The release's check still reads every file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { BUILT_IN_RELEASE, REMOTE_ROUTES, type RemoteRelease } from 'shared-domain';
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { as, HOST_SHARED, makeWebRoot, releaseArchive, releaseFiles } from '../../test/support/release.fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { SVG_POLICY } from '../remote-files/cache-policy';
import { createReleaseRegistry } from './release.repository';

const EVIL_SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="top.pwned = 1"><script>top.pwned = 1</script></svg>';
const EVIL_HTML = '<!doctype html><script>top.pwned = 1</script><script src="evil.js"></script>';

/** mf_bag's build (its check passes unless `react` differs from the host's) with an SVG, a page and text beside the code. */
function build(react?: string): Map<string, Buffer> {
  const files = releaseFiles('mf_bag', react ? { react } : {});
  for (const [file, text] of Object.entries({ 'img/evil.svg': EVIL_SVG, 'index.html': EVIL_HTML, 'evil.js': 'top.pwned = 1', 'notes.txt': 'notes' })) {
    files.set(file, Buffer.from(text));
  }
  return files;
}

let webRoot: string;
let t: TestApp;
let staff: Actor;
beforeAll(async () => {
  webRoot = makeWebRoot();
  t = await createTestApp({ env: { WEB_ROOT: webRoot } });
  staff = await makeUser(t.db, 'Release staff', 'admin');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: as(staff), ...(payload ? { payload } : {}) });
async function upload(version: string, files: Map<string, Buffer>): Promise<RemoteRelease> {
  const res = await t.app.inject({
    method: 'POST', url: `/api${REMOTE_ROUTES.releases('mf_bag')}?version=${version}`,
    headers: { ...as(staff), 'content-type': 'application/gzip' }, payload: releaseArchive(files),
  });
  expect([res.statusCode, res.statusCode === 201 ? '' : res.body]).toEqual([201, '']);
  return (res.json() as { release: RemoteRelease }).release;
}
const preview = (version: string) => post(REMOTE_ROUTES.preview('mf_bag', version));
const goLive = (version: string) => post(REMOTE_ROUTES.live('mf_bag'), { version });
const recheck = async (version: string) => ((await post(REMOTE_ROUTES.check('mf_bag', version))).json() as { release: RemoteRelease }).release;
const get = (version: string, file: string) => t.app.inject({ method: 'GET', url: `/mf/mf-bag/${version}/${file}` });

const CODE = ['remoteEntry.js', 'mf-manifest.json', '639.chunk.js', 'server/remoteEntry.js'];

/** The answer of a file that does not exist: nothing tells it apart. */
function expectNotServed(res: LightMyRequestResponse, version: string, file: string): void {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ error: 'not_found', message: `mf-bag has no release file ${version}/${file}` });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

async function expectServed(version: string, files: Map<string, Buffer>): Promise<void> {
  for (const file of CODE) {
    const res = await get(version, file);
    expect([file, res.statusCode]).toEqual([file, 200]);
    expect(res.rawPayload.equals(files.get(file)!)).toBe(true);
  }
}

describe('the files of an uploaded release', () => {
  const passing = build();

  it('are not served until a preview link is made, though its check reads them; then they are', async () => {
    expect((await upload('1.0.0', passing)).check?.ok).toBe(true);
    for (const file of [...CODE, 'img/evil.svg']) expectNotServed(await get('1.0.0', file), '1.0.0', file);
    expectNotServed(await get('1.0.0', 'nope.js'), '1.0.0', 'nope.js');
    // The check reads the stored files directly.
    expect((await recheck('1.0.0')).check).toMatchObject({ ok: true, parts: expect.arrayContaining([expect.objectContaining({ part: 'remoteEntry', ok: true })]) });
    expectNotServed(await get('1.0.0', 'remoteEntry.js'), '1.0.0', 'remoteEntry.js');

    expect((await preview('1.0.0')).statusCode).toBe(200);
    await expectServed('1.0.0', passing);
  });

  it('of a release whose check failed are never served: no preview link is made (409 with the check), and it cannot go live', async () => {
    const failing = build('18.3.1');
    expect((await upload('1.1.0', failing)).check?.ok).toBe(false);
    const refused = await preview('1.1.0');
    expect(refused.statusCode).toBe(409);
    const body = refused.json() as { error: string; message: string; check: RemoteRelease['check'] };
    expect(body.error).toBe('release_check_failed');
    expect(body.message).toMatch(/^mf_bag 1\.1\.0 cannot be previewed: its check failed \(shared: react 18\.3\.1 is not compatible.*; no link was made$/);
    expect(body.check?.parts.find((p) => p.part === 'shared')?.ok).toBe(false);
    expect((await goLive('1.1.0')).statusCode).toBe(409);
    for (const file of CODE) expectNotServed(await get('1.1.0', file), '1.1.0', file);
    const row = await t.db.selectFrom('remote_releases').select(['previewed_at', 'first_live_at']).where('remote', '=', 'mf_bag').where('version', '=', '1.1.0').executeTakeFirstOrThrow();
    expect(row).toEqual({ previewed_at: null, first_live_at: null });
  });

  it('of a release switched live are served, and still after a rollback', async () => {
    await upload('1.2.0', passing);
    expectNotServed(await get('1.2.0', 'remoteEntry.js'), '1.2.0', 'remoteEntry.js');
    expect((await goLive('1.2.0')).statusCode).toBe(200);
    await expectServed('1.2.0', passing);
    expect((await goLive(BUILT_IN_RELEASE)).statusCode).toBe(200);
    await expectServed('1.2.0', passing);
    // The built-in's preview links are made as before.
    expect((await preview(BUILT_IN_RELEASE)).statusCode).toBe(200);
  });

  it('stop being served while a re-check fails (cached copies too), and are served again once one passes', async () => {
    const hostManifest = path.join(webRoot, 'host-shell', 'dist', 'mf-manifest.json');
    const shared = (react: string) => JSON.stringify({ shared: Object.entries({ ...HOST_SHARED, react, 'react-dom': react, 'react/jsx-runtime': react }).map(([name, version]) => ({ name, version })) });
    expect((await get('1.0.0', '639.chunk.js')).statusCode).toBe(200);
    fs.writeFileSync(hostManifest, shared('20.0.0'));
    try {
      expect((await recheck('1.0.0')).check?.ok).toBe(false);
      for (const file of CODE) expectNotServed(await get('1.0.0', file), '1.0.0', file);
      expect((await preview('1.0.0')).statusCode).toBe(409);
    } finally {
      fs.writeFileSync(hostManifest, shared(HOST_SHARED.react!));
    }
    expect((await recheck('1.0.0')).check?.ok).toBe(true);
    await expectServed('1.0.0', passing);
  });

  it('are served only as the types a remote loads, never sniffed; an SVG sandboxed; the page and text it holds are kept but not served', async () => {
    const entry = await get('1.0.0', 'remoteEntry.js');
    expect(entry.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(entry.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('1.0.0', 'mf-manifest.json')).headers['content-type']).toBe('application/json; charset=utf-8');
    const svg = await get('1.0.0', 'img/evil.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toBe(SVG_POLICY);
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
    for (const file of ['index.html', 'notes.txt']) expectNotServed(await get('1.0.0', file), '1.0.0', file);
    // Stored with the rest (a webpack build ships an index.html): the check may read anything.
    expect((await createReleaseRegistry(t.db, { remoteUrlOverrides: {} }).file('mf_bag', '1.0.0', 'index.html'))?.toString()).toBe(EVIL_HTML);
  });
});
