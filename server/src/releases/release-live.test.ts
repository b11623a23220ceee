/**
 * Switching a remote's live release (POST /api/remotes/{name}/live): only a release whose
 * check passes (checked again), the built-in always; the history of switches; the notice
 * after a switch; the remotes list; pruning to the last 20; preview links.
 */
import {
  BUILT_IN_RELEASE, PREVIEW_MINUTES, RELEASES_KEPT, REMOTE_ROUTES, REMOTES,
  type PreviewLink, type RemoteName, type RemoteRelease, type RemoteStatus, type RemotesResponse,
} from 'shared-domain';
import {
  as, createReleaseTestApp, releaseArchive, releaseFiles, startReleaseServer, type ReleaseServer, type ReleaseTestApp,
} from '../../test/support/release.fixtures';
import { verifyPreview } from './preview-token';
import { createReleaseRegistry } from './release.repository';

let t: ReleaseTestApp;
let cdn: ReleaseServer;
beforeAll(async () => {
  [t, cdn] = await Promise.all([createReleaseTestApp(), startReleaseServer()]);
});
afterAll(async () => {
  await Promise.all([t.close(), cdn.close()]);
});

const api = (url: string) => `/api${url}`;
const register = (name: string, version: string, manifestUrl: string) => t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.releases(name)), headers: as(t.staff), payload: { version, manifestUrl } });
const goLive = (name: string, version: string) => t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.live(name)), headers: as(t.staff), payload: { version } });
const registry = () => createReleaseRegistry(t.db, { remoteUrlOverrides: {} });
const liveVersion = async (remote: RemoteName) => (await registry().liveReleases())[remote].version;
const remotes = async () => (await t.app.inject({ method: 'GET', url: api(REMOTE_ROUTES.list), headers: as(t.staff) })).json() as RemotesResponse;
const at = (iso: string) => t.setNow(new Date(iso));

describe('switching the live release', () => {
  beforeAll(async () => {
    at('2025-05-01T10:00:00.000Z');
    expect((await register('mf_bag', '1.0.0', cdn.serve('bag/1.0.0', releaseFiles('mf_bag')))).statusCode).toBe(201);
    at('2025-05-01T10:05:00.000Z');
    expect((await register('mf_bag', '1.1.0', cdn.serve('bag/1.1.0', releaseFiles('mf_bag')))).statusCode).toBe(201);
    expect((await register('mf_bag', '1.2.0', cdn.serve('bag/1.2.0', releaseFiles('mf_bag', { react: '18.3.1' })))).statusCode).toBe(201);
  });

  it('switches at once to a release whose check passes, tells the instances, and answers the status', async () => {
    at('2025-05-01T11:00:00.000Z');
    const res = await goLive('mf_bag', '1.0.0');
    expect(res.statusCode).toBe(200);
    const status = res.json().remote as RemoteStatus;
    expect(status.live).toEqual({ version: '1.0.0', since: '2025-05-01T11:00:00.000Z', by: `staff ${t.staff.email}` });
    expect(status.releases.map((r) => [r.version, r.live])).toEqual([['1.2.0', false], ['1.1.0', false], ['1.0.0', true], [BUILT_IN_RELEASE, false]]);
    expect(t.switches).toEqual([{ remote: 'mf_bag', version: '1.0.0' }]);
    expect((await registry().liveReleases()).mf_bag).toEqual({ remote: 'mf_bag', version: '1.0.0', manifestUrl: `${cdn.origin}/bag/1.0.0/mf-manifest.json`, source: 'url' });
  });

  it('refuses a release whose check fails (409 with the check) and leaves the live one alone', async () => {
    const res = await goLive('mf_bag', '1.2.0');
    expect(res.statusCode).toBe(409);
    const body = res.json() as { error: string; message: string; check: RemoteRelease['check'] };
    expect(body.error).toBe('release_check_failed');
    expect(body.message).toMatch(/^mf_bag 1\.2\.0 cannot go live: its check failed \(shared: react 18\.3\.1 is not compatible/);
    expect(body.check?.parts.find((p) => p.part === 'shared')?.ok).toBe(false);
    expect(await liveVersion('mf_bag')).toBe('1.0.0');
    expect(t.switches).toHaveLength(1);
  });

  it('checks a URL release again before the switch: files gone since it was registered stop it', async () => {
    cdn.files.delete('/bag/1.1.0/remoteEntry.js');
    const res = await goLive('mf_bag', '1.1.0');
    expect(res.statusCode).toBe(409);
    expect(res.json().check.parts.find((p: { part: string }) => p.part === 'remoteEntry').message).toMatch(/answered 404$/);
    cdn.serve('bag/1.1.0', releaseFiles('mf_bag'));
    at('2025-05-01T12:00:00.000Z');
    expect((await goLive('mf_bag', '1.1.0')).statusCode).toBe(200);
    expect(await liveVersion('mf_bag')).toBe('1.1.0');
  });

  it('rolls back to the previous version and to the built-in, records every switch newest first, 404 for an unknown version', async () => {
    at('2025-05-01T13:00:00.000Z');
    expect((await goLive('mf-bag', '1.0.0')).statusCode).toBe(200);
    at('2025-05-01T14:00:00.000Z');
    // The built-in is always allowed, even with its files not checked.
    const builtIn = await goLive('mf_bag', BUILT_IN_RELEASE);
    expect(builtIn.statusCode).toBe(200);
    expect((await registry().liveReleases()).mf_bag).toEqual({ remote: 'mf_bag', version: BUILT_IN_RELEASE, manifestUrl: '/mf/mf-bag/mf-manifest.json', source: 'built-in' });
    expect((await goLive('mf_bag', '7.7.7')).statusCode).toBe(404);
    // Switching to what is live already records nothing.
    expect((await goLive('mf_bag', BUILT_IN_RELEASE)).statusCode).toBe(200);
    const by = `staff ${t.staff.email}`;
    const status = builtIn.json().remote as RemoteStatus;
    expect(status.switches).toEqual([
      { from: '1.0.0', to: BUILT_IN_RELEASE, by, at: '2025-05-01T14:00:00.000Z' },
      { from: '1.1.0', to: '1.0.0', by, at: '2025-05-01T13:00:00.000Z' },
      { from: '1.0.0', to: '1.1.0', by, at: '2025-05-01T12:00:00.000Z' },
      { from: BUILT_IN_RELEASE, to: '1.0.0', by, at: '2025-05-01T11:00:00.000Z' },
    ]);
    expect(t.switches.map((c) => c.version)).toEqual(['1.0.0', '1.1.0', '1.0.0', BUILT_IN_RELEASE]);
  });

  it('lists every remote for staff: live release, releases newest first with the built-in last, switches', async () => {
    const { remotes: list } = await remotes();
    // Every remote of the list, in its order, each live on its built-in release here.
    expect(list.map((r) => [r.remote, r.folder, r.live.version])).toEqual(REMOTES.map((r) => [r.name, r.folder, BUILT_IN_RELEASE]));
    expect(list.map((r) => r.remote)).toContain('mf_seller');
    const bag = list.find((r) => r.remote === 'mf_bag')!;
    expect(bag.releases.map((r) => r.version)).toEqual(['1.2.0', '1.1.0', '1.0.0', BUILT_IN_RELEASE]);
    expect(bag.releases.at(-1)).toMatchObject({ source: 'built-in', createdBy: 'deploy', live: true, commit: null, manifestUrl: '/mf/mf-bag/mf-manifest.json' });
    expect(bag.switches).toHaveLength(4);
    expect(list.find((r) => r.remote === 'mf_catalog')!.releases.map((r) => r.version)).toEqual([BUILT_IN_RELEASE]);
  });

  it('checks the built-in from the deployed files on disk', async () => {
    const res = await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.check('mf_catalog', BUILT_IN_RELEASE)), headers: as(t.staff) });
    expect(res.statusCode).toBe(200);
    const release = res.json().release as RemoteRelease;
    expect(release.check?.ok).toBe(true);
    expect(release.check?.parts.find((p) => p.part === 'remoteEntry')?.message).toBe('remoteEntry.js answers at http://site.local/mf/mf-catalog/remoteEntry.js');
    const { remotes: list } = await remotes();
    expect(list.find((r) => r.remote === 'mf_catalog')!.releases[0]!.check?.ok).toBe(true);
  });
});

describe('at the same time', () => {
  it('two registrations of one version: one 201, one 409; two switches: both recorded, each from the one before', async () => {
    const manifestUrl = cdn.serve('dash/1.0.0', releaseFiles('mf_dashboard'));
    const both = await Promise.all([register('mf_dashboard', '1.0.0', manifestUrl), register('mf_dashboard', '1.0.0', manifestUrl)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await register('mf_dashboard', '1.0.1', cdn.serve('dash/1.0.1', releaseFiles('mf_dashboard')))).statusCode).toBe(201);
    const switched = await Promise.all([goLive('mf_dashboard', '1.0.0'), goLive('mf_dashboard', '1.0.1')]);
    expect(switched.map((r) => r.statusCode)).toEqual([200, 200]);
    const { switches } = (await remotes()).remotes.find((r) => r.remote === 'mf_dashboard')!;
    expect(switches).toHaveLength(2);
    expect(switches[1]!.from).toBe(BUILT_IN_RELEASE);
    expect(switches[0]!.from).toBe(switches[1]!.to);
    expect(await liveVersion('mf_dashboard')).toBe(switches[0]!.to);
  });
});

describe('keeping the last releases', () => {
  it(`keeps ${RELEASES_KEPT} per remote: the oldest are removed with their files, never the live one`, async () => {
    at('2025-06-01T00:00:00.000Z');
    const first = await t.app.inject({
      method: 'POST', url: `${api(REMOTE_ROUTES.releases('mf_landing'))}?version=0.1.0`, headers: { ...as(t.staff), 'content-type': 'application/gzip' }, payload: releaseArchive(releaseFiles('mf_landing')),
    });
    expect(first.statusCode).toBe(201);
    expect((await goLive('mf_landing', '0.1.0')).statusCode).toBe(200);
    for (let i = 1; i <= RELEASES_KEPT + 1; i++) {
      const res = await t.app.inject({
        method: 'POST', url: `${api(REMOTE_ROUTES.releases('mf_landing'))}?version=0.2.${i}`, headers: { ...as(t.staff), 'content-type': 'application/gzip' }, payload: releaseArchive(releaseFiles('mf_landing')),
      });
      expect(res.statusCode).toBe(201);
    }
    const landing = (await remotes()).remotes.find((r) => r.remote === 'mf_landing')!;
    const versions = landing.releases.map((r) => r.version);
    expect(versions).toHaveLength(RELEASES_KEPT + 1);
    expect(versions.slice(0, 3)).toEqual(['0.2.21', '0.2.20', '0.2.19']);
    // The live 0.1.0 stays; 0.2.1 and 0.2.2 (the oldest not live) are gone, with their files.
    expect(versions.slice(-3)).toEqual(['0.2.3', '0.1.0', BUILT_IN_RELEASE]);
    expect(await registry().file('mf_landing', '0.2.1', 'remoteEntry.js')).toBeNull();
    expect(await registry().file('mf_landing', '0.1.0', 'remoteEntry.js')).not.toBeNull();
    const fileRows = await t.db.selectFrom('remote_release_files').innerJoin('remote_releases', 'remote_releases.id', 'remote_release_files.release_id')
      .select((eb) => eb.fn.count('remote_releases.version').distinct().as('n')).where('remote_releases.remote', '=', 'mf_landing').executeTakeFirstOrThrow();
    expect(Number(fileRows.n)).toBe(RELEASES_KEPT);
    expect(await liveVersion('mf_landing')).toBe('0.1.0');
  });
});

describe('preview links', () => {
  it('signs a link for a registered release (live or not) whose check passed that verifies with the registry\'s secret until it expires', async () => {
    at('2025-07-01T00:00:00.000Z');
    const res = await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.preview('mf_bag', '1.1.0')), headers: { ...as(t.staff), host: 'shop.example.com' }, payload: { minutes: 30 } });
    expect(res.statusCode).toBe(200);
    const link = res.json() as PreviewLink;
    expect(link).toMatchObject({ remote: 'mf_bag', version: '1.1.0', expiresAt: '2025-07-01T00:30:00.000Z' });
    const url = new URL(link.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://shop.example.com/preview');
    const secret = await registry().previewSecret();
    expect(verifyPreview(url.searchParams.get('token'), secret, new Date('2025-07-01T00:29:00.000Z'))).toEqual({ remote: 'mf_bag', version: '1.1.0', expiresAt: new Date(link.expiresAt) });
    expect(verifyPreview(url.searchParams.get('token'), secret, new Date('2025-07-01T00:30:00.000Z'))).toBeNull();
    expect(verifyPreview(url.searchParams.get('token'), 'another secret', new Date('2025-07-01T00:01:00.000Z'))).toBeNull();
  });

  it(`lasts ${PREVIEW_MINUTES.default} minutes by default; 404 for an unknown release, 409 for one whose check failed, 400 past the longest`, async () => {
    at('2025-07-01T00:00:00.000Z');
    const res = await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.preview('mf-bag', BUILT_IN_RELEASE)), headers: as(t.staff) });
    expect(res.statusCode).toBe(200);
    expect(res.json().expiresAt).toBe('2025-07-02T00:00:00.000Z');
    expect((await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.preview('mf_bag', '5.5.5')), headers: as(t.staff) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.preview('mf_bag', '1.2.0')), headers: as(t.staff) })).json()).toMatchObject({ error: 'release_check_failed' });
    const tooLong = await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.preview('mf_bag', '1.2.0')), headers: as(t.staff), payload: { minutes: PREVIEW_MINUTES.max + 1 } });
    expect(tooLong.statusCode).toBe(400);
  });
});
