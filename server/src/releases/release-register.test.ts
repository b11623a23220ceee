/**
 * Registering releases (POST /api/remotes/{name}/releases) by manifest URL and by upload, the
 * check that runs at once (a broken manifest, a missing expose, React 18 against the host's 19,
 * files that do not answer), re-checking, and bad input that changes nothing.
 */
import { RELEASE_ARCHIVE_LIMITS, REMOTE_ROUTES, type RemoteRelease } from 'shared-domain';
import {
  as, createReleaseTestApp, releaseArchive, releaseFiles, startReleaseServer, type ReleaseServer, type ReleaseTestApp,
} from '../../test/support/release.fixtures';
import { createReleaseRegistry } from './release.repository';
import { createTarGz } from './tar';

let t: ReleaseTestApp;
let cdn: ReleaseServer;
beforeAll(async () => {
  [t, cdn] = await Promise.all([createReleaseTestApp(), startReleaseServer()]);
});
afterAll(async () => {
  await Promise.all([t.close(), cdn.close()]);
});

const api = (url: string) => `/api${url}`;
const registerUrl = (name: string, body: object, who = t.staff) => t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.releases(name)), headers: as(who), payload: body });
const upload = (name: string, archive: Buffer, query: string, headers: Record<string, string> = {}) => t.app.inject({
  method: 'POST', url: `${api(REMOTE_ROUTES.releases(name))}?${query}`, headers: { ...as(t.staff), 'content-type': 'application/gzip', ...headers }, payload: archive,
});
const stored = async () => ({
  releases: Number((await t.db.selectFrom('remote_releases').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  files: Number((await t.db.selectFrom('remote_release_files').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
});
const parts = (release: RemoteRelease) => release.check?.parts.map((p) => `${p.part}:${p.ok ? 'ok' : 'failed'}`);
const failed = (release: RemoteRelease, part: string) => release.check?.parts.find((p) => p.part === part && !p.ok)?.message;

describe('registering a release by manifest URL', () => {
  it('checks it at once and answers 201 with the stored release; the folder name works too', async () => {
    const manifestUrl = cdn.serve('bag/1.1.0', releaseFiles('mf_bag'));
    const res = await registerUrl('mf-bag', { version: '1.1.0', commit: 'ABCDEF1', notes: 'Faster drawer', manifestUrl });
    expect(res.statusCode).toBe(201);
    const { release } = res.json() as { release: RemoteRelease };
    expect(release).toMatchObject({
      remote: 'mf_bag', version: '1.1.0', commit: 'abcdef1', notes: 'Faster drawer', source: 'url', manifestUrl, live: false, createdBy: `staff ${t.staff.email}`,
    });
    expect(parts(release)).toEqual(['manifest:ok', 'exposes:ok', 'shared:ok', 'remoteEntry:ok', 'assets:ok']);
    expect(release.check?.ok).toBe(true);
    expect(release.check?.checkedAt).toBe(release.createdAt);
  });

  it('stores a release whose check fails, saying which part: a broken manifest, a missing expose, React 18 against 19, a missing file', async () => {
    cdn.files.set('/broken/mf-manifest.json', Buffer.from('{"metaData": {'));
    const broken = (await registerUrl('mf_bag', { version: '1.2.0', manifestUrl: `${cdn.origin}/broken/mf-manifest.json` })).json().release as RemoteRelease;
    expect(parts(broken)).toEqual(['manifest:failed']);
    expect(failed(broken, 'manifest')).toMatch(/cannot be read: The manifest is not valid JSON/);

    const noMount = (await registerUrl('mf_bag', { version: '1.3.0', manifestUrl: cdn.serve('no-mount', releaseFiles('mf_bag', { exposes: ['routes', 'BagDrawer'] })) })).json().release as RemoteRelease;
    expect(noMount.check?.ok).toBe(false);
    expect(failed(noMount, 'exposes')).toBe('Does not expose ./mount (the host needs ./routes, ./BagDrawer, ./mount)');

    const react18 = (await registerUrl('mf_bag', { version: '1.4.0', manifestUrl: cdn.serve('react18', releaseFiles('mf_bag', { react: '18.3.1' })) })).json().release as RemoteRelease;
    expect(parts(react18)).toEqual(['manifest:ok', 'exposes:ok', 'shared:failed', 'remoteEntry:ok', 'assets:ok']);
    expect(failed(react18, 'shared')).toMatch(/react 18\.3\.1 is not compatible with the host's 19\.3\.1/);

    const noEntry = (await registerUrl('mf_bag', { version: '1.5.0', manifestUrl: cdn.serve('no-entry', releaseFiles('mf_bag', { leaveOut: ['remoteEntry.js'] })) })).json().release as RemoteRelease;
    expect(failed(noEntry, 'remoteEntry')).toBe(`remoteEntry.js at ${cdn.origin}/no-entry/remoteEntry.js: answered 404`);

    const catalogAsBag = (await registerUrl('mf_bag', { version: '1.6.0', manifestUrl: cdn.serve('catalog', releaseFiles('mf_catalog')) })).json().release as RemoteRelease;
    expect(failed(catalogAsBag, 'manifest')).toBe("The manifest is mf_catalog's, not mf_bag's");
  });

  it('re-checks on request: a release fixed at its URL passes', async () => {
    cdn.serve('broken', releaseFiles('mf_bag'));
    const res = await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.check('mf_bag', '1.2.0')), headers: as(t.staff) });
    expect(res.statusCode).toBe(200);
    expect((res.json().release as RemoteRelease).check?.ok).toBe(true);
    const again = await t.app.inject({ method: 'POST', url: api(REMOTE_ROUTES.check('mf_bag', '9.9.9')), headers: as(t.staff) });
    expect(again.statusCode).toBe(404);
  });

  it('refuses bad input with 400 naming the field, a duplicate with 409, an unknown remote with 404, and stores nothing', async () => {
    const before = await stored();
    const manifestUrl = cdn.serve('bag/2.0.0', releaseFiles('mf_bag'));
    const cases: [object, RegExp][] = [
      [{ version: '1.0', manifestUrl }, /^version: The version must look like 1\.2\.3/],
      [{ version: '2.0.0', commit: 'xyz', manifestUrl }, /^commit: The commit must be 7 to 40 hexadecimal characters/],
      [{ version: '2.0.0', manifestUrl: '/mf/mf-bag/mf-manifest.json' }, /^manifestUrl: manifestUrl must be an absolute http\(s\) address/],
      [{ version: '2.0.0', manifestUrl: 'file:///etc/passwd' }, /^manifestUrl: manifestUrl must be an http\(s\) address/],
      [{ version: '2.0.0' }, /manifestUrl/],
      [{ version: '2.0.0', manifestUrl, extra: 1 }, /.+/],
    ];
    for (const [body, message] of cases) {
      const res = await registerUrl('mf_bag', body);
      expect({ status: res.statusCode, error: res.json().error }).toEqual({ status: 400, error: 'bad_request' });
      expect(res.json().message).toMatch(message);
    }
    const duplicate = await registerUrl('mf_bag', { version: '1.1.0', manifestUrl });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ error: 'conflict', message: 'mf_bag 1.1.0 is already registered; give the release a new version' });
    expect((await registerUrl('mf_shop', { version: '2.0.0', manifestUrl })).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });
});

describe('registering an uploaded dist/ archive', () => {
  it('stores its files, serves them through the registry at /mf/<folder>/<version>/ and checks them without HTTP', async () => {
    const files = releaseFiles('mf_dashboard');
    const res = await upload('mf_dashboard', releaseArchive(files, true), 'version=3.0.0-rc.1&commit=0123456789abcdef&notes=New%20charts');
    expect(res.statusCode).toBe(201);
    const release = res.json().release as RemoteRelease;
    expect(release).toMatchObject({ remote: 'mf_dashboard', version: '3.0.0-rc.1', source: 'upload', manifestUrl: '/mf/mf-dashboard/3.0.0-rc.1/mf-manifest.json', notes: 'New charts' });
    expect(parts(release)).toEqual(['manifest:ok', 'exposes:ok', 'shared:ok', 'remoteEntry:ok', 'assets:ok']);
    expect(release.check?.parts.find((p) => p.part === 'remoteEntry')?.message).toBe('remoteEntry.js answers at http://site.local/mf/mf-dashboard/3.0.0-rc.1/remoteEntry.js');
    const registry = createReleaseRegistry(t.db, { remoteUrlOverrides: {} });
    expect((await registry.file('mf_dashboard', '3.0.0-rc.1', 'server/remoteEntry.js'))?.equals(files.get('server/remoteEntry.js')!)).toBe(true);
    expect(await registry.release('mf_dashboard', '3.0.0-rc.1')).toEqual({ remote: 'mf_dashboard', version: '3.0.0-rc.1', manifestUrl: release.manifestUrl, source: 'upload' });
  });

  it('fails the check of an upload whose files are elsewhere (its publicPath points at the built-in)', async () => {
    const res = await upload('mf_dashboard', releaseArchive(releaseFiles('mf_dashboard', { publicPath: '/mf/mf-dashboard/' })), 'version=3.0.1');
    const release = res.json().release as RemoteRelease;
    expect(res.statusCode).toBe(201);
    expect(failed(release, 'remoteEntry')).toBe('remoteEntry.js at http://site.local/mf/mf-dashboard/remoteEntry.js: answered 404');
  });

  it('refuses a bad archive, a climbing path, a bad version or a body over the limit, and stores nothing', async () => {
    const before = await stored();
    const good = releaseArchive(releaseFiles('mf_dashboard'));
    const cases: [Buffer, string, number, RegExp][] = [
      [Buffer.from('not an archive'), 'version=4.0.0', 400, /^The archive is not gzip-compressed/],
      [createTarGz([...releaseFiles('mf_dashboard')].map(([p, content]) => ({ path: p === '639.chunk.js' ? '../639.chunk.js' : p, content }))), 'version=4.0.0', 400, /climbs out/],
      [createTarGz([{ path: 'remoteEntry.js', content: Buffer.from('x') }]), 'version=4.0.0', 400, /no mf-manifest\.json/],
      [good, 'version=four', 400, /^version: /],
      [good, '', 400, /^version: Enter the release version/],
      [good, 'version=3.0.0-rc.1', 409, /already registered/],
    ];
    for (const [archive, query, status, message] of cases) {
      const res = await upload('mf_dashboard', archive, query);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    const tooLarge = await upload('mf_dashboard', Buffer.alloc(RELEASE_ARCHIVE_LIMITS.bytes + 1), 'version=4.0.0');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: 'payload_too_large', message: 'The archive is larger than 30 MB' });
    const asText = await upload('mf_dashboard', good, 'version=4.0.0', { 'content-type': 'text/plain' });
    expect(asText.statusCode).toBe(415);
    expect(await stored()).toEqual(before);
  });
});
