import { randomBytes, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { HostnameClaim, HostnameDecision, HostnameStatus, Organization, OrganizationInput } from 'shared-domain';
import type { Db } from '../db/database';
import type { OrganizationHostnameTable, OrganizationTable } from '../db/schema-organizations';
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

/** What settles a claim: staff's approval or refusal, or a DNS proof found (by the user who asked for the check). */
export type HostnameDecisionInput = { status: Exclude<HostnameStatus, 'pending'>; by: Exclude<HostnameDecision, 'existing'>; userId: string | null };

export interface OrganizationRepository {
  /** Every organisation, by name. */
  list(): Promise<Organization[]>;
  find(id: string): Promise<Organization | null>;
  /** The organisation whose verified claim a normalised hostname is, or null (a pending or refused claim picks nobody). */
  findByHostname(hostname: string): Promise<Organization | null>;
  /** Stores a new organisation, each hostname a pending claim; HostnameClashError when another organisation claims one of them. */
  create(fields: OrganizationFields): Promise<Organization>;
  /**
   * Replaces an organisation; null when there is none. A hostname it already claims keeps its
   * claim as it stands, a new one is a pending claim, one left out is given up.
   * HostnameClashError as create (for the new hostnames).
   */
  update(id: string, fields: OrganizationFields): Promise<Organization | null>;
  /** One claim of an organisation, or null. */
  findClaim(id: string, hostname: string): Promise<HostnameClaim | null>;
  /**
   * Verifies or refuses a claim; null when the organisation has no such claim.
   * HostnameClashError when a refused claim is verified while another organisation now claims the hostname.
   */
  decideHostname(id: string, hostname: string, decision: HostnameDecisionInput): Promise<Organization | null>;
  /** Records a DNS check of a claim: when, and its problem (null: the record was found). */
  recordHostnameCheck(id: string, hostname: string, problem: string | null): Promise<void>;
  /** Stores the logo and points logoUrl at it (`/api/organizations/{id}/logo?v=<hash>`); null when there is no such organisation. */
  setLogo(id: string, logo: CheckedLogo): Promise<Organization | null>;
  logo(id: string): Promise<StoredLogo | null>;
  /** The embed origins of every organisation, de-duplicated and sorted. */
  embedOrigins(): Promise<string[]>;
}

type Row = Selectable<OrganizationTable>;
type ClaimRow = Selectable<OrganizationHostnameTable>;

/** A new claim's DNS proof token: 128 random bits, hex. */
const newProofToken = () => randomBytes(16).toString('hex');

function toClaim(r: ClaimRow): HostnameClaim {
  return {
    hostname: r.hostname,
    status: r.status as HostnameStatus,
    proofToken: r.proof_token,
    requestedAt: r.requested_at,
    decidedAt: r.decided_at,
    decidedBy: r.decided_by as HostnameDecision | null,
    lastCheck: r.checked_at ? { at: r.checked_at, problem: r.check_problem } : null,
  };
}

/** The URL an uploaded logo is served at; `v` changes with the file, so it can be cached for good. */
export const logoUrlFor = (id: string, sha256: string) => `/api/organizations/${encodeURIComponent(id)}/logo?v=${sha256.slice(0, 16)}`;

function toOrganization(row: Row, claims: HostnameClaim[]): Organization {
  return {
    _org: row.id,
    name: row.name,
    logoUrl: row.logo_url,
    contactDetails: JSON.parse(row.contact_json) as Organization['contactDetails'],
    settings: JSON.parse(row.settings_json) as Organization['settings'],
    hostnames: claims.map((c) => c.hostname),
    hostnameClaims: claims,
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

/** Every claim of each organisation, by hostname. */
async function claimsOf(ex: Db, ids: string[]): Promise<Map<string, HostnameClaim[]>> {
  const map = new Map<string, HostnameClaim[]>(ids.map((id) => [id, []]));
  if (!ids.length) return map;
  const rows = await ex.selectFrom('organization_hostnames').selectAll()
    .where('organization_id', 'in', ids).orderBy('hostname').execute();
  for (const r of rows) map.get(r.organization_id)?.push(toClaim(r));
  return map;
}

async function findWith(ex: Db, id: string): Promise<Organization | null> {
  const row = await ex.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return toOrganization(row, (await claimsOf(ex, [id])).get(id) ?? []);
}

/**
 * The first of `hostnames` another organisation claims (pending or verified), or null. A
 * hostname the organisation already claims itself is no clash: its claim stays as it is.
 */
async function clashOf(ex: Db, hostnames: string[], ownId: string | null): Promise<HostnameClashError | null> {
  if (!hostnames.length) return null;
  const rows = await ex.selectFrom('organization_hostnames').select(['hostname', 'organization_id', 'status'])
    .where('hostname', 'in', hostnames).execute();
  const own = new Set(rows.filter((r) => r.organization_id === ownId).map((r) => r.hostname));
  const taken = new Set(rows.filter((r) => r.organization_id !== ownId && r.status !== 'refused').map((r) => r.hostname));
  const index = hostnames.findIndex((h) => taken.has(h) && !own.has(h));
  return index >= 0 ? new HostnameClashError(index, hostnames[index]!) : null;
}

/** Writes in one transaction; a unique violation from a racing save is named like a clash found before writing. */
async function write<T>(db: Db, hostnames: string[], ownId: string | null, run: (tx: Db) => Promise<T>): Promise<T> {
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
}

/** New claims start pending, each with its own proof token. */
async function insertClaims(tx: Db, id: string, hostnames: string[], at: string): Promise<void> {
  if (!hostnames.length) return;
  await tx.insertInto('organization_hostnames').values(hostnames.map((hostname) => ({
    organization_id: id, hostname, status: 'pending', proof_token: newProofToken(), requested_at: at,
    decided_at: null, decided_by: null, decided_by_user: null, checked_at: null, check_problem: null,
  }))).execute();
}

export function createOrganizationRepository(db: Db, now: () => Date = () => new Date()): OrganizationRepository {
  return {
    async list() {
      const rows = await db.selectFrom('organizations').selectAll().orderBy('name').orderBy('id').execute();
      const claims = await claimsOf(db, rows.map((r) => r.id));
      return rows.map((r) => toOrganization(r, claims.get(r.id) ?? []));
    },

    find: (id) => findWith(db, id),

    async findByHostname(hostname) {
      const row = await db.selectFrom('organization_hostnames as h').innerJoin('organizations as o', 'o.id', 'h.organization_id')
        .selectAll('o').where('h.hostname', '=', hostname).where('h.status', '=', 'verified').executeTakeFirst();
      if (!row) return null;
      return toOrganization(row, (await claimsOf(db, [row.id])).get(row.id) ?? []);
    },

    async create(fields) {
      const id = randomUUID();
      const at = now().toISOString();
      return write(db, fields.hostnames, null, async (tx) => {
        await tx.insertInto('organizations').values({ id, ...columns(fields), created_at: at, updated_at: at }).execute();
        await insertClaims(tx, id, fields.hostnames, at);
        return (await findWith(tx, id))!;
      });
    },

    async update(id, fields) {
      const at = now().toISOString();
      return write(db, fields.hostnames, id, async (tx) => {
        const res = await tx.updateTable('organizations').set({ ...columns(fields), updated_at: at }).where('id', '=', id).executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) return null;
        const held = new Set((await tx.selectFrom('organization_hostnames').select('hostname').where('organization_id', '=', id).execute()).map((r) => r.hostname));
        const given = held.size ? [...held].filter((h) => !fields.hostnames.includes(h)) : [];
        if (given.length) await tx.deleteFrom('organization_hostnames').where('organization_id', '=', id).where('hostname', 'in', given).execute();
        await insertClaims(tx, id, fields.hostnames.filter((h) => !held.has(h)), at);
        return findWith(tx, id);
      });
    },

    async findClaim(id, hostname) {
      const row = await db.selectFrom('organization_hostnames').selectAll().where('organization_id', '=', id).where('hostname', '=', hostname).executeTakeFirst();
      return row ? toClaim(row) : null;
    },

    async decideHostname(id, hostname, decision) {
      const at = now().toISOString();
      try {
        return await db.transaction().execute(async (tx) => {
          const res = await tx.updateTable('organization_hostnames')
            .set({ status: decision.status, decided_at: at, decided_by: decision.by, decided_by_user: decision.userId })
            .where('organization_id', '=', id).where('hostname', '=', hostname).executeTakeFirst();
          if (Number(res.numUpdatedRows) !== 1) return null;
          await tx.updateTable('organizations').set({ updated_at: at }).where('id', '=', id).execute();
          return findWith(tx, id);
        });
      } catch (err) {
        // Only a refused claim made good again can meet another organisation's claim of the hostname.
        if (isUniqueViolation(err)) throw new HostnameClashError(0, hostname);
        throw err;
      }
    },

    async recordHostnameCheck(id, hostname, problem) {
      await db.updateTable('organization_hostnames').set({ checked_at: now().toISOString(), check_problem: problem })
        .where('organization_id', '=', id).where('hostname', '=', hostname).execute();
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
