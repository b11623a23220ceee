/**
 * unpackReleaseArchive with a .zip (the same entry checks as a tar.gz), telling the format from
 * the first bytes, and registering a .zip upload through the route (SQLite and PostgreSQL).
 */
import { RELEASE_ARCHIVE_LIMITS, REMOTE_ROUTES, type RemoteRelease } from 'shared-domain';
import { as, createReleaseTestApp, releaseArchive, releaseFiles, releaseZip, type ReleaseTestApp } from '../../test/support/release.fixtures';
import { archiveFormatOf, unpackReleaseArchive } from './release-archive';
import { createReleaseRegistry } from './release.repository';
import { createZip } from './zip';

const files = (check: ReturnType<typeof unpackReleaseArchive>) => (check.ok ? Object.fromEntries([...check.files].map(([p, b]) => [p, b.toString()])) : check.message);
const ok = [{ path: 'mf-manifest.json', content: Buffer.from('{}') }, { path: 'remoteEntry.js', content: Buffer.from('e') }];

describe('unpackReleaseArchive with a .zip', () => {
  it('answers the files of dist/, whether zipped from inside it or with its folder, folders dropped', () => {
    expect(files(unpackReleaseArchive(createZip(ok), 'zip'))).toEqual({ 'mf-manifest.json': '{}', 'remoteEntry.js': 'e' });
    const withFolder = createZip([{ path: 'dist', kind: 'directory' }, ...ok.map((f) => ({ ...f, path: `dist/${f.path}` })), { path: 'dist/server/remoteEntry.js', content: Buffer.from('s') }]);
    expect(files(unpackReleaseArchive(withFolder))).toEqual({ 'mf-manifest.json': '{}', 'remoteEntry.js': 'e', 'server/remoteEntry.js': 's' });
  });

  it.each([
    ['a path that climbs out', [...ok, { path: 'assets/../../etc/passwd', content: Buffer.from('x') }], 'The archive holds a path that climbs out of its folder ("assets/../../etc/passwd")'],
    ['an absolute path', [...ok, { path: '/etc/passwd', content: Buffer.from('x') }], 'The archive holds an absolute path ("/etc/passwd"); pack the files relative to dist/'],
    ['a Windows path', [...ok, { path: 'C:\\evil.js', content: Buffer.from('x') }], 'The archive holds an absolute path ("C:\\\\evil.js"); pack the files relative to dist/'],
    ['a symbolic link', [...ok, { path: 'evil.js', kind: 'symlink' as const, content: Buffer.from('/etc/passwd') }], 'The archive holds a link ("evil.js"); a release holds files only'],
    ['a file twice', [...ok, { ...ok[0]!, path: './mf-manifest.json' }], 'The archive holds "mf-manifest.json" twice'],
    ['no remoteEntry.js', [ok[0]!], "The archive has no remoteEntry.js at its root (or in dist/); pack the remote's built dist/ folder"],
    ['an encrypted entry', [...ok, { path: 'a.js', content: Buffer.from('x'), encrypted: true }], 'The .zip holds an encrypted entry ("a.js"); pack it without a password'],
  ])('refuses %s', (_what, entries, message) => {
    expect(unpackReleaseArchive(createZip(entries), 'zip')).toEqual({ ok: false, message });
  });

  it('holds a .zip to RELEASE_ARCHIVE_LIMITS', () => {
    const tooMany = createZip([...ok, ...Array.from({ length: RELEASE_ARCHIVE_LIMITS.files }, (_, i) => ({ path: `c${i}.js`, content: Buffer.from('x') }))]);
    expect(unpackReleaseArchive(tooMany)).toEqual({ ok: false, message: `The archive holds more than ${RELEASE_ARCHIVE_LIMITS.files} entries` });
  });

  it('tells the format from the first bytes when the Content-Type does not, and says when they disagree', () => {
    const zip = createZip(ok);
    const tar = releaseArchive(new Map(ok.map((f) => [f.path, f.content])));
    expect([archiveFormatOf(zip), archiveFormatOf(tar), archiveFormatOf(createZip([])), archiveFormatOf(Buffer.from('hello'))]).toEqual(['zip', 'tar.gz', 'zip', null]);
    expect(files(unpackReleaseArchive(zip))).toEqual({ 'mf-manifest.json': '{}', 'remoteEntry.js': 'e' });
    expect(files(unpackReleaseArchive(tar))).toEqual({ 'mf-manifest.json': '{}', 'remoteEntry.js': 'e' });
    expect(unpackReleaseArchive(Buffer.from('hello'))).toEqual({ ok: false, message: 'Send the dist/ folder as a .tar.gz or .zip' });
    expect(unpackReleaseArchive(zip, 'tar.gz')).toEqual({ ok: false, message: 'The body is a .zip but was sent as application/gzip; send it with Content-Type application/zip' });
    expect(unpackReleaseArchive(tar, 'zip')).toEqual({ ok: false, message: 'The body is a .tar.gz but was sent as application/zip; send it with Content-Type application/gzip' });
    expect(unpackReleaseArchive(Buffer.from('hello'), 'zip')).toEqual({ ok: false, message: 'The archive is not a .zip file: it has no end of central directory' });
  });
});

describe('registering an uploaded dist/ .zip', () => {
  let t: ReleaseTestApp;
  beforeAll(async () => {
    t = await createReleaseTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (archive: Buffer, version: string, contentType: string) => t.app.inject({
    method: 'POST', url: `/api${REMOTE_ROUTES.releases('mf_catalog')}?version=${version}`, headers: { ...as(t.staff), 'content-type': contentType }, payload: archive,
  });
  const stored = async () => Number((await t.db.selectFrom('remote_releases').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('stores a .zip sent as application/zip, application/x-zip-compressed or application/octet-stream, checks it and serves its files', async () => {
    const files = releaseFiles('mf_catalog');
    const registry = createReleaseRegistry(t.db, { remoteUrlOverrides: {} });
    const types: [string, string][] = [['2.0.0', 'application/zip'], ['2.0.1', 'application/x-zip-compressed'], ['2.0.2', 'application/octet-stream']];
    for (const [version, contentType] of types) {
      const res = await upload(releaseZip(files, version === '2.0.0'), version, contentType);
      expect({ version, status: res.statusCode }).toEqual({ version, status: 201 });
      const release = res.json().release as RemoteRelease;
      expect(release).toMatchObject({ remote: 'mf_catalog', version, source: 'upload', manifestUrl: `/mf/mf-catalog/${version}/mf-manifest.json` });
      expect(release.check?.ok).toBe(true);
      expect((await registry.file('mf_catalog', version, 'server/remoteEntry.js'))?.equals(files.get('server/remoteEntry.js')!)).toBe(true);
      expect((await registry.file('mf_catalog', version, 'mf-manifest.json'))?.equals(files.get('mf-manifest.json')!)).toBe(true);
    }
    expect(await registry.release('mf_catalog', '2.0.2')).toEqual({ remote: 'mf_catalog', version: '2.0.2', manifestUrl: '/mf/mf-catalog/2.0.2/mf-manifest.json', source: 'upload' });
  });

  it('refuses a bad .zip, an unknown format and a mismatched Content-Type with 400, and stores nothing', async () => {
    const before = await stored();
    const withLink = createZip([...[...releaseFiles('mf_catalog')].map(([p, content]) => ({ path: p, content })), { path: 'evil.js', kind: 'symlink', content: Buffer.from('/etc/passwd') }]);
    const cases: [Buffer, string, string][] = [
      [withLink, 'application/zip', 'The archive holds a link ("evil.js"); a release holds files only'],
      [Buffer.from('not an archive'), 'application/octet-stream', 'Send the dist/ folder as a .tar.gz or .zip'],
      [releaseZip(releaseFiles('mf_catalog')), 'application/gzip', 'The body is a .zip but was sent as application/gzip; send it with Content-Type application/zip'],
    ];
    for (const [archive, contentType, message] of cases) {
      const res = await upload(archive, '3.0.0', contentType);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'bad_request', message });
    }
    expect(await stored()).toBe(before);
  });
});
