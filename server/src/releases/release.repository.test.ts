import { BUILT_IN_RELEASE, REMOTE_NAMES } from 'shared-domain';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-app';
import { createReleaseRegistry, readPreviewSecret } from './release.repository';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.dispose();
});

const AT = '2025-04-01T08:00:00.000Z';

async function seedUpload(version: string, files: Record<string, string>): Promise<void> {
  const id = `r-${version}`;
  await t.db.insertInto('remote_releases').values({
    id, remote: 'mf_bag', version, seq: Number(version.split('.')[1]), commit_sha: null, notes: '', source: 'upload',
    manifest_url: `/mf/mf-bag/${version}/mf-manifest.json`, check_json: null, checked_at: null, created_at: AT, created_by: 'staff a@b.in',
  }).execute();
  for (const [path, text] of Object.entries(files)) {
    await t.db.insertInto('remote_release_files').values({ release_id: id, path, size: text.length, data_base64: Buffer.from(text).toString('base64') }).execute();
  }
}

describe('createReleaseRegistry (the seam the site reads)', () => {
  it('answers the built-in release of every remote until one is switched live, with REMOTE_URL_MF_* overrides', async () => {
    const registry = createReleaseRegistry(t.db, { remoteUrlOverrides: { 'mf-catalog': 'https://cdn.example.com/catalog/mf-manifest.json' } });
    const live = await registry.liveReleases();
    expect(Object.keys(live).sort()).toEqual([...REMOTE_NAMES].sort());
    expect(live.mf_bag).toEqual({ remote: 'mf_bag', version: BUILT_IN_RELEASE, manifestUrl: '/mf/mf-bag/mf-manifest.json', source: 'built-in' });
    expect(live.mf_catalog.manifestUrl).toBe('https://cdn.example.com/catalog/mf-manifest.json');
    expect(await registry.release('mf_bag', BUILT_IN_RELEASE)).toEqual(live.mf_bag);
    expect(await registry.release('mf_bag', '9.9.9')).toBeNull();
  });

  it('answers a live upload, its files (immutable per version) and nothing of other remotes or versions', async () => {
    await seedUpload('1.1.0', { 'mf-manifest.json': '{"m":1}', 'server/remoteEntry.js': 'ssr' });
    await seedUpload('1.2.0', { 'mf-manifest.json': '{"m":2}' });
    await t.db.insertInto('remote_live').values({ remote: 'mf_bag', version: '1.1.0', since: AT, switched_by: 'staff a@b.in' }).execute();
    const registry = createReleaseRegistry(t.db, { remoteUrlOverrides: {} });
    const live = await registry.liveReleases();
    expect(live.mf_bag).toEqual({ remote: 'mf_bag', version: '1.1.0', manifestUrl: '/mf/mf-bag/1.1.0/mf-manifest.json', source: 'upload' });
    expect(live.mf_dashboard.version).toBe(BUILT_IN_RELEASE);
    expect(await registry.release('mf_bag', '1.2.0')).toEqual({ remote: 'mf_bag', version: '1.2.0', manifestUrl: '/mf/mf-bag/1.2.0/mf-manifest.json', source: 'upload' });
    expect((await registry.file('mf_bag', '1.1.0', 'server/remoteEntry.js'))?.toString()).toBe('ssr');
    expect((await registry.file('mf_bag', '1.2.0', 'mf-manifest.json'))?.toString()).toBe('{"m":2}');
    expect(await registry.file('mf_bag', '1.2.0', 'server/remoteEntry.js')).toBeNull();
    expect(await registry.file('mf_catalog', '1.1.0', 'mf-manifest.json')).toBeNull();
  });

  it('keeps one preview secret, the same for every registry and after it is removed and made again by two at once', async () => {
    const a = await createReleaseRegistry(t.db, { remoteUrlOverrides: {} }).previewSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await createReleaseRegistry(t.connect(), { remoteUrlOverrides: {} }).previewSecret()).toBe(a);
    await t.db.deleteFrom('release_settings').execute();
    const [x, y] = await Promise.all([readPreviewSecret(t.db), readPreviewSecret(t.connect())]);
    expect(x).toBe(y);
    expect(x).not.toBe(a);
  });
});
