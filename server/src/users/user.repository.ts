import { randomUUID } from 'node:crypto';
import type { User } from 'shared-domain';
import type { Db } from '../db/database';
import type { UserTable } from '../db/schema';
import type { Selectable } from 'kysely';

/** A user as the server knows them: shared-domain's User with the organisation they belong to. */
export type AppUser = User & {
  /** The organisation whose host they signed up on, or that a white-label-admin administers; null for none. */
  organizationId: string | null;
};

export type NewUser = {
  name?: string;
  /** The organisation whose host the sign-up came from. */
  organizationId?: string | null;
  email?: string | null;
  phone?: string | null;
  role?: string;
  agencyDetails?: Record<string, unknown> | null;
};

export interface UserRepository {
  create(user: NewUser): Promise<AppUser>;
  findById(id: string): Promise<AppUser | null>;
  findByEmail(email: string): Promise<AppUser | null>;
  findByPhone(phone: string): Promise<AppUser | null>;
  /** Sets (or with null clears) the organisation the user belongs to. */
  setOrganization(id: string, organizationId: string | null): Promise<AppUser | null>;
  /** Sets (or with null clears) the user's phone; the updated user, or null when there is none. */
  setPhone(id: string, phone: string | null): Promise<AppUser | null>;
  /** Sets the user's name (already checked and trimmed). */
  setName(id: string, name: string): Promise<AppUser | null>;
  /** Sets the user's e-mail (kept lower-case). */
  setEmail(id: string, email: string | null): Promise<AppUser | null>;
  /** Replaces the agency details wholesale (null removes them). */
  setAgencyDetails(id: string, details: Record<string, unknown> | null): Promise<AppUser | null>;
  /** Sets the user's role ('' for none); takes effect on their next request (roles are read per request). */
  setRole(id: string, role: string): Promise<AppUser | null>;
  /** Records the user's marketing e-mail choice (true: no page views relayed to the e-mail service). */
  setMarketingOptOut(id: string, optOut: boolean): Promise<AppUser | null>;
  /** Users with a non-empty role, by e-mail then phone. */
  listWithRoles(): Promise<AppUser[]>;
}

/** A unique-constraint violation from either database (SQLite or PostgreSQL 23505). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /SQLITE_CONSTRAINT_UNIQUE|SQLITE_CONSTRAINT_PRIMARYKEY|^23505$/.test(code);
}

type UserRow = Selectable<UserTable>;

/** The contact of a row that names a person (`users`, `leads`): its id as `_id`, name, e-mail and phone. */
export function contactOf<E extends string | null, P extends string | null>(row: { id: string; name: string; email: E; phone: P }) {
  return { _id: row.id, name: row.name, email: row.email, phone: row.phone };
}

/** Maps a `users` row to the shared-domain User (with its organisation). */
export function toUser(row: UserRow): AppUser {
  return {
    ...contactOf(row),
    role: row.role,
    agencyDetails: row.agency_details_json ? (JSON.parse(row.agency_details_json) as Record<string, unknown>) : null,
    marketingOptOut: Number(row.marketing_opt_out) === 1,
    organizationId: row.organization_id ?? null,
  };
}

/** Users in the Kysely store. E-mails are kept lower-case so lookups ignore case. */
export function createUserRepository(db: Db, now: () => Date = () => new Date()): UserRepository {
  const findOne = async (column: 'id' | 'email' | 'phone', value: string): Promise<AppUser | null> => {
    const row = await db.selectFrom('users').selectAll().where(column, '=', value).executeTakeFirst();
    return row ? toUser(row) : null;
  };
  return {
    async create(user) {
      const row: UserRow = {
        id: randomUUID(),
        name: user.name ?? '',
        email: user.email ? user.email.trim().toLowerCase() : null,
        phone: user.phone ?? null,
        role: user.role ?? '',
        agency_details_json: user.agencyDetails ? JSON.stringify(user.agencyDetails) : null,
        created_at: now().toISOString(),
        marketing_opt_out: 0,
        organization_id: user.organizationId ?? null,
      };
      await db.insertInto('users').values(row).execute();
      return toUser(row);
    },
    findById: (id) => findOne('id', id),
    findByEmail: (email) => findOne('email', email.trim().toLowerCase()),
    findByPhone: (phone) => findOne('phone', phone),
    async setPhone(id, phone) {
      await db.updateTable('users').set({ phone }).where('id', '=', id).execute();
      return findOne('id', id);
    },
    async setName(id, name) {
      await db.updateTable('users').set({ name }).where('id', '=', id).execute();
      return findOne('id', id);
    },
    async setEmail(id, email) {
      await db.updateTable('users').set({ email: email ? email.trim().toLowerCase() : null }).where('id', '=', id).execute();
      return findOne('id', id);
    },
    async setAgencyDetails(id, details) {
      await db.updateTable('users').set({ agency_details_json: details ? JSON.stringify(details) : null }).where('id', '=', id).execute();
      return findOne('id', id);
    },
    async setOrganization(id, organizationId) {
      await db.updateTable('users').set({ organization_id: organizationId }).where('id', '=', id).execute();
      return findOne('id', id);
    },
    async setRole(id, role) {
      await db.updateTable('users').set({ role }).where('id', '=', id).execute();
      return findOne('id', id);
    },
    async setMarketingOptOut(id, optOut) {
      await db.updateTable('users').set({ marketing_opt_out: optOut ? 1 : 0 }).where('id', '=', id).execute();
      return findOne('id', id);
    },
    async listWithRoles() {
      const rows = await db.selectFrom('users').selectAll().where('role', '<>', '').orderBy('email', 'asc').orderBy('phone', 'asc').orderBy('id', 'asc').execute();
      return rows.map(toUser);
    },
  };
}
