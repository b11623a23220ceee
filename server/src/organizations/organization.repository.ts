import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Organization, OrganizationInput } from 'shared-domain';
import type { Db } from '../db/database';
import type { OrganizationTable } from '../db/schema';
import { isUniqueViolation } from '../users/user.repository';
import type { CheckedLogo } from './organization-logo';

/** An organisation as stored: the input after normalizeOrganization. */
export type OrganizationFields = Required<OrganizationInput>;

/** A hostname another organisation already has: the index in the sent list and the hostname. */
export class HostnameClashError extends Error {
  override readonly name = 'HostnameClashError';
  constructor(readonly index: number, readonly hostname: string) {
    super(`${hostname} is already used by another organisation`);
  }
}

export type StoredLogo = { contentType: string; sha256: string; bytes: Buffer };

export interface OrganizationRepository {
  /** Every organisation, by name. */
  list(): Promise<Organization[]>;
  find(id: string): Promise<Organization | null>;
  /** The organisation a normalised hostname belongs to, or null. */
  findByHostname(hostname: string): Promise<Organization | null>;
  /** Stores a new organisation; HostnameClashError when one of its hostnames is another's. */
  create(fields: OrganizationFields): Promise<Organization>;
  /** Replaces an organisation (hostnames too); null when there is none; HostnameClashError as create. */
  update(id: string, fields: OrganizationFields): Promise<Organization | null>;
  /** Stores the logo and points logoUrl at it (`/api/organizations/{id}/logo?v=<hash>`); null when there is no such organisation. */
  setLogo(id: string, logo: CheckedLogo): Promise<Organization | null>;
  logo(id: string): Promise<StoredLogo | null>;
  /** The embed origins of every organisation, de-duplicated and sorted. */
  embedOrigins(): Promise<string[]>;
}

type Row = Selectable<OrganizationTable>;

/** The URL an uploaded logo is served at; `v` changes with the file, so it can be cached for good. */
export const logoUrlFor = (id: string, sha256: string) => `/api/organizations/${encodeURIComponent(id)}/logo?v=${sha256.slice(0, 16)}`;

function toOrganization(row: Row, hostnames: string[]): Organization {
  return {
    _org: row.id,
    name: row.name,
    logoUrl: row.logo_url,
    contactDetails: JSON.parse(row.contact_json) as Organization['contactDetails'],
    settings: JSON.parse(row.settings_json) as Organization['settings'],
    hostnames,
    showChat: Number(row.show_chat) === 1,
    embedOrigins: JSON.parse(row.embed_origins_json) as string[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const columns = (f: OrganizationFields) => ({
  name: f.name,
  logo_url: f.logoUrl,
  contact_json: JSON.stringify(f.contactDetails),
  settings_json: JSON.stringify(f.settings),
  show_chat: f.showChat ? 1 : 0,
  embed_origins_json: JSON.stringify(f.embedOrigins),
});

export function createOrganizationRepository(db: Db, now: () => Date = () => new Date()): OrganizationRepository {
  const hostnamesOf = async (ex: Db, ids: string[]): Promise<Map<string, string[]>> => {
    const map = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (!ids.length) return map;
    const rows = await ex.selectFrom('organization_hostnames').select(['hostname', 'organization_id'])
      .where('organization_id', 'in', ids).orderBy('hostname').execute();
    for (const r of rows) map.get(r.organization_id)?.push(r.hostname);
    return map;
  };

  const findWith = async (ex: Db, id: string): Promise<Organization | null> => {
    const row = await ex.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    return toOrganization(row, (await hostnamesOf(ex, [id])).get(id) ?? []);
  };

  /** The first of `hostnames` another organisation holds, or null. */
  const clashOf = async (ex: Db, hostnames: string[], ownId: string | null): Promise<HostnameClashError | null> => {
    if (!hostnames.length) return null;
    let q = ex.selectFrom('organization_hostnames').select(['hostname']).where('hostname', 'in', hostnames);
    if (ownId) q = q.where('organization_id', '<>', ownId);
    const taken = new Set((await q.execute()).map((r) => r.hostname));
    const index = hostnames.findIndex((h) => taken.has(h));
    return index >= 0 ? new HostnameClashError(index, hostnames[index]!) : null;
  };

  /** Writes in one transaction; a unique violation from a racing save is named like a clash found before writing. */
  const write = async <T>(hostnames: string[], ownId: string | null, run: (tx: Db) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction().execute(async (tx) => {
        const clash = await clashOf(tx, hostnames, ownId);
        if (clash) throw clash;
        return run(tx);
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw (await clashOf(db, hostnames, ownId)) ?? new HostnameClashError(0, hostnames[0] ?? '');
      }
      throw err;
    }
  };

  const insertHostnames = async (tx: Db, id: string, hostnames: string[]) => {
    if (hostnames.length) await tx.insertInto('organization_hostnames').values(hostnames.map((hostname) => ({ hostname, organization_id: id }))).execute();
  };

  return {
    async list() {
      const rows = await db.selectFrom('organizations').selectAll().orderBy('name').orderBy('id').execute();
      const hosts = await hostnamesOf(db, rows.map((r) => r.id));
      return rows.map((r) => toOrganization(r, hosts.get(r.id) ?? []));
    },

    find: (id) => findWith(db, id),

    async findByHostname(hostname) {
      const row = await db.selectFrom('organization_hostnames as h').innerJoin('organizations as o', 'o.id', 'h.organization_id')
        .selectAll('o').where('h.hostname', '=', hostname).executeTakeFirst();
      if (!row) return null;
      return toOrganization(row, (await hostnamesOf(db, [row.id])).get(row.id) ?? []);
    },

    async create(fields) {
      const id = randomUUID();
      const at = now().toISOString();
      return write(fields.hostnames, null, async (tx) => {
        await tx.insertInto('organizations').values({ id, ...columns(fields), created_at: at, updated_at: at }).execute();
        await insertHostnames(tx, id, fields.hostnames);
        return toOrganization({ id, ...columns(fields), created_at: at, updated_at: at }, [...fields.hostnames].sort());
      });
    },

    async update(id, fields) {
      const at = now().toISOString();
      return write(fields.hostnames, id, async (tx) => {
        const res = await tx.updateTable('organizations').set({ ...columns(fields), updated_at: at }).where('id', '=', id).executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) return null;
        await tx.deleteFrom('organization_hostnames').where('organization_id', '=', id).execute();
        await insertHostnames(tx, id, fields.hostnames);
        return findWith(tx, id);
      });
    },

    async setLogo(id, logo) {
      const at = now().toISOString();
      return db.transaction().execute(async (tx) => {
        const res = await tx.updateTable('organizations').set({ logo_url: logoUrlFor(id, logo.sha256), updated_at: at }).where('id', '=', id).executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) return null;
        const values = { content_type: logo.contentType, sha256: logo.sha256, size: logo.bytes.length, data_base64: logo.bytes.toString('base64'), updated_at: at };
        await tx.insertInto('organization_logos').values({ organization_id: id, ...values })
          .onConflict((oc) => oc.column('organization_id').doUpdateSet(values)).execute();
        return findWith(tx, id);
      });
    },

    async logo(id) {
      const row = await db.selectFrom('organization_logos').select(['content_type', 'sha256', 'data_base64']).where('organization_id', '=', id).executeTakeFirst();
      return row ? { contentType: row.content_type, sha256: row.sha256, bytes: Buffer.from(row.data_base64, 'base64') } : null;
    },

    async embedOrigins() {
      const rows = await db.selectFrom('organizations').select('embed_origins_json').execute();
      return [...new Set(rows.flatMap((r) => JSON.parse(r.embed_origins_json) as string[]))].sort();
    },
  };
}
