import { Migrator } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-app';
import { migrateToLatest, MIGRATIONS } from './migrator';
import { releaseExposure } from './0021-release-exposure';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.dispose();
});

describe('0021-release-exposure', () => {
  it('marks the releases live now or switched to since they were registered as having been live; nothing as previewed', async () => {
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
    expect((await migrator.migrateTo('0018-remote-releases')).error).toBeUndefined();
    // Written as they were before 0021 (the store's own writes fill the new columns).
    const raw = t.db.withTables<{ remote_releases: Record<string, unknown> }>();
    const release = (id: string, remote: string, version: string, seq: number, createdAt: string) => ({
      id, remote, version, seq, commit_sha: null, notes: '', source: 'upload', manifest_url: `/mf/x/${version}/mf-manifest.json`,
      check_json: '{"ok":true,"parts":[]}', checked_at: createdAt, created_at: createdAt, created_by: 'staff',
    });
    await raw.insertInto('remote_releases').values([
      release('bag-1', 'mf_bag', '1.0.0', 1, '2025-01-01T00:00:00.000Z'),
      release('bag-2', 'mf_bag', '1.1.0', 2, '2025-01-02T00:00:00.000Z'),
      release('bag-3', 'mf_bag', '1.2.0', 3, '2025-01-03T00:00:00.000Z'),
      // Registered again after its namesake, live before, was pruned: that switch was not to this one.
      release('cat-1', 'mf_catalog', '2.0.0', 1, '2025-03-01T00:00:00.000Z'),
      // Live with no switch recorded.
      release('auth-1', 'mf_auth', '3.0.0', 1, '2025-01-05T00:00:00.000Z'),
    ]).execute();
    await t.db.insertInto('remote_live').values([
      { remote: 'mf_bag', version: 'built-in', since: '2025-01-04T12:00:00.000Z', switched_by: 'staff' },
      { remote: 'mf_auth', version: '3.0.0', since: null, switched_by: null },
    ]).execute();
    const sw = (id: string, remote: string, seq: number, from: string, to: string, at: string) => ({ id, remote, seq, from_version: from, to_version: to, switched_by: 'staff', at });
    await t.db.insertInto('remote_switches').values([
      sw('s1', 'mf_bag', 1, 'built-in', '1.0.0', '2025-01-02T10:00:00.000Z'),
      sw('s2', 'mf_bag', 2, '1.0.0', '1.2.0', '2025-01-04T10:00:00.000Z'),
      sw('s3', 'mf_bag', 3, '1.2.0', '1.0.0', '2025-01-04T11:00:00.000Z'),
      sw('s4', 'mf_bag', 4, '1.0.0', 'built-in', '2025-01-04T12:00:00.000Z'),
      sw('s5', 'mf_catalog', 1, 'built-in', '2.0.0', '2025-02-01T00:00:00.000Z'),
      sw('s6', 'mf_catalog', 2, '2.0.0', 'built-in', '2025-02-02T00:00:00.000Z'),
    ]).execute();

    await migrateToLatest(t.db);
    const rows = await t.db.selectFrom('remote_releases').select(['id', 'previewed_at', 'first_live_at']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'auth-1', previewed_at: null, first_live_at: '2025-01-05T00:00:00.000Z' },
      { id: 'bag-1', previewed_at: null, first_live_at: '2025-01-02T10:00:00.000Z' },
      { id: 'bag-2', previewed_at: null, first_live_at: null },
      { id: 'bag-3', previewed_at: null, first_live_at: '2025-01-04T10:00:00.000Z' },
      { id: 'cat-1', previewed_at: null, first_live_at: null },
    ]);
  });

  it('goes down and up again', async () => {
    await releaseExposure.down!(t.db);
    await releaseExposure.up(t.db);
    expect((await t.db.selectFrom('remote_releases').select('first_live_at').where('id', '=', 'bag-1').executeTakeFirstOrThrow()).first_live_at).toBe('2025-01-02T10:00:00.000Z');
  });
});
