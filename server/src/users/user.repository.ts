import { randomUUID } from 'node:crypto';
import type { User } from 'shared-domain';
import type { Db } from '../db/database';
import type { UserTable } from '../db/schema';
import type { Selectable } from 'kysely';

export type NewUser = {
  name?: string;
  email?: string | null;
  phone?: string | null;
  role?: string;
  agencyDetails?: Record<string, unknown> | null;
};

export interface UserRepository {
  create(user: NewUser): Promise<User>;
  findById(id: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  findByPhone(phone: string): Promise<User | null>;
}

type UserRow = Selectable<UserTable>;

/** Maps a `users` row to the shared-domain User. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    agencyDetails: row.agency_details_json ? (JSON.parse(row.agency_details_json) as Record<string, unknown>) : null,
  };
}

/** Users in the Kysely store. E-mails are kept lower-case so lookups ignore case. */
export function createUserRepository(db: Db, now: () => Date = () => new Date()): UserRepository {
  const findOne = async (column: 'id' | 'email' | 'phone', value: string): Promise<User | null> => {
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
      };
      await db.insertInto('users').values(row).execute();
      return toUser(row);
    },
    findById: (id) => findOne('id', id),
    findByEmail: (email) => findOne('email', email.trim().toLowerCase()),
    findByPhone: (phone) => findOne('phone', phone),
  };
}
