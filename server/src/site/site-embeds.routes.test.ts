/**
 * The agency embeds' stable addresses over the real release store (SQLite, or PostgreSQL with
 * DATABASE_URL): the built-in's bundled script while the built-in is live, the live release's
 * once one is switched live, the preview release's in a preview session, the earlier one after
 * a rollback; the chunks beside it; and a release without its embed never reaches them.
 */
import fs from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { BUILT_IN_RELEASE, PREVIEW_COOKIE, REMOTE_ROUTES, type PreviewLink, type RemoteRelease } from 'shared-domain';
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { as, EMBED_CHUNK, makeWebRoot, releaseArchive, releaseFiles, startReleaseServer, type ReleaseServer } from '../../test/support/release.fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { IMMUTABLE, NO_CACHE } from '../remote-files/cache-policy';

const SCRIPT = '/mf/mf-bag/embed/mediamart-bag.js';
const CHUNK = `/mf/mf-bag/${EMBED_CHUNK}`;
/** What the built-in's script says (makeWebRoot writes releaseFiles' files as mf-bag's dist/). */
const BUILT_IN_SCRIPT = '/* mf_bag embed/mediamart-bag.js */';

/** mf_bag's build whose embed script says `version`, and a chunk of its own beside it. */
function build(version: string, o: { leaveOut?: string[] } = {}): Map<string, Buffer> {
  const files = releaseFiles('mf_bag', o);
  if (files.has('embed/mediamart-bag.js')) files.set('embed/mediamart-bag.js', Buffer.from(`/* the bag embed of ${version} */`));
  files.set(`embed/chunks/plan.${version.replace(/\./g, '')}abcdef.js`, Buffer.from(`/* a chunk of ${version} */`));
  return files;
}

let webRoot: string;
let t: TestApp;
let staff: Actor;
let cdn: ReleaseServer;
beforeAll(async () => {
  webRoot = makeWebRoot();
  [t, cdn] = await Promise.all([createTestApp({ env: { WEB_ROOT: webRoot } }), startReleaseServer()]);
  staff = await makeUser(t.db, 'Release staff', 'admin');
});
afterAll(async () => {
  await Promise.all([t.close(), cdn.close()]);
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
async function goLive(version: string): Promise<void> {
  const res = await post(REMOTE_ROUTES.live('mf_bag'), { version });
  expect([res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([200, '']);
}
/** The cookie of a preview session of `version` (its link's token, as /preview sets it). */
async function previewCookie(version: string): Promise<string> {
  const res = await post(REMOTE_ROUTES.preview('mf_bag', version));
  expect(res.statusCode).toBe(200);
  const token = new URL((res.json() as PreviewLink).url).searchParams.get('token');
  expect(token).toBeTruthy();
  return `${PREVIEW_COOKIE}=${token!}`;
}
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** A 200 JavaScript answer under the release files' rules, with `text`. */
function expectScript(res: LightMyRequestResponse, text: string, cacheControl: string): void {
  expect([res.statusCode, res.body]).toEqual([200, text]);
  expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['access-control-allow-origin']).toBe('*');
  expect(res.headers['cache-control']).toBe(cacheControl);
}

describe('the agency embed\'s stable address', () => {
  it('serves the bundled script while the built-in is live, never cached without revalidation, and its chunks immutable', async () => {
    const res = await get(SCRIPT);
    expectScript(res, BUILT_IN_SCRIPT, NO_CACHE);
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers.etag).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: SCRIPT, headers: { 'if-none-match': String(res.headers.etag) } })).statusCode).toBe(304);
    expectScript(await get(CHUNK), `/* mf_bag ${EMBED_CHUNK} */`, IMMUTABLE);
    expect((await get('/mf/mf-dashboard/embed/mediamart-dashboard.js')).body).toBe('/* mf_dashboard embed/mediamart-dashboard.js */');
    const missing = await get('/mf/mf-bag/embed/chunks/nope.12345678.js');
    expect([missing.statusCode, missing.headers['cache-control']]).toEqual([404, NO_CACHE]);
  });

  it('serves a release\'s script once it is switched live, and the chunks beside it; no restart, no cached copy of the old one', async () => {
    await upload('1.0.0', build('1.0.0'));
    // Registered, checked, not previewed nor live: the built-in still.
    expect((await get(SCRIPT)).body).toBe(BUILT_IN_SCRIPT);
    expect((await get('/mf/mf-bag/embed/chunks/plan.100abcdef.js')).statusCode).toBe(404);
    await goLive('1.0.0');
    expectScript(await get(SCRIPT), '/* the bag embed of 1.0.0 */', NO_CACHE);
    expectScript(await get('/mf/mf-bag/embed/chunks/plan.100abcdef.js'), '/* a chunk of 1.0.0 */', IMMUTABLE);
    // A chunk the release does not hold is the built-in's (the same name is the same bytes).
    expect((await get(CHUNK)).body).toBe(`/* mf_bag ${EMBED_CHUNK} */`);
  });

  it('serves the preview release\'s script in a preview session, the live one to everyone else', async () => {
    await upload('1.1.0', build('1.1.0'));
    const cookie = await previewCookie('1.1.0');
    const previewed = await get(SCRIPT, cookie);
    expectScript(previewed, '/* the bag embed of 1.1.0 */', 'private, no-store');
    expect((await get('/mf/mf-bag/embed/chunks/plan.110abcdef.js', cookie)).body).toBe('/* a chunk of 1.1.0 */');
    expect((await get(SCRIPT)).body).toBe('/* the bag embed of 1.0.0 */');
    // A preview of the built-in: the bundled script.
    expect((await get(SCRIPT, await previewCookie(BUILT_IN_RELEASE))).body).toBe(BUILT_IN_SCRIPT);
  });

  it('serves the earlier release\'s script at once after a rollback', async () => {
    await goLive('1.1.0');
    expect((await get(SCRIPT)).body).toBe('/* the bag embed of 1.1.0 */');
    await goLive('1.0.0');
    expect((await get(SCRIPT)).body).toBe('/* the bag embed of 1.0.0 */');
    await goLive(BUILT_IN_RELEASE);
    expect((await get(SCRIPT)).body).toBe(BUILT_IN_SCRIPT);
  });

  it('never reaches a release without its embed script: its check fails, it can be neither previewed nor switched live', async () => {
    const release = await upload('1.2.0', build('1.2.0', { leaveOut: ['embed/mediamart-bag.js'] }));
    expect(release.check?.ok).toBe(false);
    expect(release.check?.parts.find((p) => p.part === 'assets')).toMatchObject({
      ok: false, message: expect.stringContaining('/mf/mf-bag/1.2.0/embed/mediamart-bag.js (agency embed): answered 404'),
    });
    expect((await post(REMOTE_ROUTES.preview('mf_bag', '1.2.0'))).statusCode).toBe(409);
    expect((await post(REMOTE_ROUTES.live('mf_bag'), { version: '1.2.0' })).statusCode).toBe(409);
    expect((await get(SCRIPT)).body).toBe(BUILT_IN_SCRIPT);
  });

  it('sends a release at a URL elsewhere to its own script and chunks (302, revalidated)', async () => {
    const files = build('2.0.0');
    const manifestUrl = cdn.serve('bag/2.0.0', files);
    expect((await post(REMOTE_ROUTES.releases('mf_bag'), { version: '2.0.0', manifestUrl })).statusCode).toBe(201);
    await goLive('2.0.0');
    try {
      const res = await get(SCRIPT);
      expect([res.statusCode, res.headers.location, res.headers['cache-control']]).toEqual([302, `${cdn.origin}/bag/2.0.0/embed/mediamart-bag.js`, NO_CACHE]);
      const chunk = await get('/mf/mf-bag/embed/chunks/plan.200abcdef.js');
      expect([chunk.statusCode, chunk.headers.location, chunk.headers['cache-control']]).toEqual([302, `${cdn.origin}/bag/2.0.0/embed/chunks/plan.200abcdef.js`, NO_CACHE]);
    } finally {
      await goLive(BUILT_IN_RELEASE);
    }
  });
});
