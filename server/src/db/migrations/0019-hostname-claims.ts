import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Hostname claims (issue 30): an organisation's hostname is a claim that is `pending` until
 * MediaMart staff approve it or the organisation proves it with a DNS TXT record
 * (`verified`), or that staff `refused`; only a verified hostname picks the organisation for
 * a request. The primary key becomes (organisation, hostname), and a hostname is unique
 * across organisations among claims that are not refused (a partial unique index): a refused
 * claim stays visible to its organisation but holds nothing. Each claim keeps its DNS proof
 * token, when and how it was decided, and its last DNS check. Hostnames stored before claims
 * existed were set by staff or their own admin and already answered: they move over as
 * verified, so nothing that works stops working.
 */
export const hostnameClaims: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const at = new Date().toISOString();
    await db.schema
      .createTable('organization_hostnames_0019')
      .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('hostname', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('proof_token', 'text', (c) => c.notNull())
      .addColumn('requested_at', 'text', (c) => c.notNull())
      .addColumn('decided_at', 'text')
      .addColumn('decided_by', 'text')
      .addColumn('decided_by_user', 'text')
      .addColumn('checked_at', 'text')
      .addColumn('check_problem', 'text')
      .addPrimaryKeyConstraint('organization_hostname_claims_pk', ['organization_id', 'hostname'])
      .execute();
    await sql`insert into organization_hostnames_0019 (organization_id, hostname, status, proof_token, requested_at, decided_at, decided_by)
      select organization_id, hostname, 'verified', '', ${at}, ${at}, 'existing' from organization_hostnames`.execute(db);
    await db.schema.dropIndex('organization_hostnames_org_idx').ifExists().execute();
    await db.schema.dropTable('organization_hostnames').execute();
    await db.schema.alterTable('organization_hostnames_0019').renameTo('organization_hostnames').execute();
    await db.schema.createIndex('organization_hostnames_claimed_key').on('organization_hostnames').column('hostname').unique()
      .where(sql.ref('status'), '<>', 'refused').execute();
    // The lookup by host (`status = 'verified'`) cannot always use the partial index (SQLite does not infer it).
    await db.schema.createIndex('organization_hostnames_host_idx').on('organization_hostnames').columns(['hostname', 'status']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('organization_hostnames_0014')
      .addColumn('hostname', 'text', (c) => c.primaryKey())
      .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .execute();
    // Refused claims held nothing; the others are one per hostname (the partial unique index).
    await sql`insert into organization_hostnames_0014 (hostname, organization_id)
      select hostname, organization_id from organization_hostnames where status <> 'refused'`.execute(db);
    await db.schema.dropIndex('organization_hostnames_host_idx').ifExists().execute();
    await db.schema.dropIndex('organization_hostnames_claimed_key').ifExists().execute();
    await db.schema.dropTable('organization_hostnames').execute();
    await db.schema.alterTable('organization_hostnames_0014').renameTo('organization_hostnames').execute();
    await db.schema.createIndex('organization_hostnames_org_idx').on('organization_hostnames').column('organization_id').execute();
  },
};
