import { Migrator, sql } from 'kysely';
import { createOrganizationRepository } from '../../organizations/organization.repository';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-app';
import { failure } from '../../../test/support/db-failure';
import { migrateToLatest, MIGRATIONS } from './migrator';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.dispose();
});

const migrator = () => new Migrator({ db: t.db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
const at = '2026-01-01T00:00:00.000Z';
const claim = (organization_id: string, hostname: string, status: string) => ({
  organization_id, hostname, status, proof_token: 'f'.repeat(32), requested_at: at, decided_at: null, decided_by: null, decided_by_user: null, checked_at: null, check_problem: null,
});

describe('0019-hostname-claims', () => {
  it('moves the hostnames stored before it over as verified (they keep answering), and back on the way down', async () => {
    expect((await migrator().migrateTo('0018-remote-releases')).error).toBeUndefined();
    for (const id of ['org-a', 'org-b']) {
      await sql`insert into organizations (id, name, logo_url, contact_json, settings_json, show_chat, embed_origins_json, created_at, updated_at)
        values (${id}, ${`Agency ${id}`}, '', '{}', '{}', 0, '[]', ${at}, ${at})`.execute(t.db);
    }
    await sql`insert into organization_hostnames (hostname, organization_id) values ('media.a.in', 'org-a'), ('www.a.in', 'org-a'), ('media.b.in', 'org-b')`.execute(t.db);

    await migrateToLatest(t.db);
    const rows = await t.db.selectFrom('organization_hostnames').selectAll().orderBy('hostname').execute();
    expect(rows.map((r) => [r.organization_id, r.hostname, r.status, r.decided_by, r.proof_token])).toEqual([
      ['org-a', 'media.a.in', 'verified', 'existing', ''], ['org-b', 'media.b.in', 'verified', 'existing', ''], ['org-a', 'www.a.in', 'verified', 'existing', ''],
    ]);
    const repo = createOrganizationRepository(t.db);
    expect((await repo.findByHostname('www.a.in'))?._org).toBe('org-a');
    expect((await repo.find('org-a'))?.hostnameClaims.map((c) => [c.hostname, c.status, c.decidedBy])).toEqual([['media.a.in', 'verified', 'existing'], ['www.a.in', 'verified', 'existing']]);

    // A hostname is one organisation's among claims that are not refused; refused ones hold nothing.
    expect(await failure(t.db.insertInto('organization_hostnames').values(claim('org-b', 'media.a.in', 'pending')).execute())).toMatch(/UNIQUE constraint failed|duplicate key/);
    await t.db.insertInto('organization_hostnames').values(claim('org-b', 'www.a.in', 'refused')).execute();
    await t.db.insertInto('organization_hostnames').values(claim('org-b', 'shop.b.in', 'pending')).execute();
    // A pending claim answers for nobody.
    expect(await repo.findByHostname('shop.b.in')).toBeNull();

    expect((await migrator().migrateTo('0018-remote-releases')).error).toBeUndefined();
    const old = await sql<{ hostname: string; organization_id: string }>`select hostname, organization_id from organization_hostnames order by hostname`.execute(t.db);
    expect(old.rows).toEqual([
      { hostname: 'media.a.in', organization_id: 'org-a' }, { hostname: 'media.b.in', organization_id: 'org-b' },
      { hostname: 'shop.b.in', organization_id: 'org-b' }, { hostname: 'www.a.in', organization_id: 'org-a' },
    ]);
    await migrateToLatest(t.db);
    expect((await repo.findByHostname('media.b.in'))?._org).toBe('org-b');
  });
});
