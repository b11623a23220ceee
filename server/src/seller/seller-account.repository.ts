/**
 * Seller accounts and their members (0017). A user belongs to at most one account (the
 * members table's key is the user), so "already a seller" is the store's own answer, also
 * when two requests race.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { SellerAccount, SellerAccountAnswer } from 'shared-domain';
import type { Db } from '../db/database';
import type { SellerAccountTable } from '../db/schema-sellers';
import { contactOf, isUniqueViolation } from '../users/user.repository';

/** A new 24-hex id, shaped like the catalog's (Mongo ObjectId) ids. */
export const newSellerId = (): string => randomBytes(12).toString('hex');

export type NewSellerAccount = { name: string; contactEmail: string; contactPhone: string };

/** What adding a member came to: the account, or why not. */
export type AddMemberResult = SellerAccountAnswer | 'no_such_user' | 'already_a_seller';

export interface SellerAccountRepository {
  /** The account the user is a member of, or null. */
  sellerIdOf(userId: string): Promise<string | null>;
  /** The account and its members (null when there is no such account). */
  find(sellerId: string): Promise<SellerAccountAnswer | null>;
  /** A new account with `userId` as its first member; null when that user already belongs to one. */
  create(userId: string, input: NewSellerAccount): Promise<SellerAccountAnswer | null>;
  /** Adds the user with this (normalised) e-mail to the account. */
  addMember(sellerId: string, email: string): Promise<AddMemberResult>;
}

function accountOf(row: Selectable<SellerAccountTable>): SellerAccount {
  return { _id: row.id, name: row.name, contactEmail: row.contact_email, contactPhone: row.contact_phone, createdAt: row.created_at };
}

export function createSellerAccountRepository(db: Db, now: () => Date): SellerAccountRepository {
  const find = async (sellerId: string): Promise<SellerAccountAnswer | null> => {
    const account = await db.selectFrom('seller_accounts').selectAll().where('id', '=', sellerId).executeTakeFirst();
    if (!account) return null;
    // The member who signed the account up first, then the others as they were added.
    const members = await db.selectFrom('seller_members as m').innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.id', 'u.name', 'u.email', 'u.phone']).where('m.seller_id', '=', sellerId)
      .orderBy(sql`case when m.user_id = ${account.created_by} then 0 else 1 end`).orderBy('m.added_at').orderBy('u.id').execute();
    return { account: accountOf(account), members: members.map(contactOf) };
  };

  return {
    async sellerIdOf(userId) {
      const row = await db.selectFrom('seller_members').select('seller_id').where('user_id', '=', userId).executeTakeFirst();
      return row?.seller_id ?? null;
    },

    find,

    async create(userId, input) {
      const id = newSellerId();
      const at = now().toISOString();
      try {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('seller_accounts').values({
            id, name: input.name, contact_email: input.contactEmail, contact_phone: input.contactPhone, created_by: userId, created_at: at,
          }).execute();
          await trx.insertInto('seller_members').values({ user_id: userId, seller_id: id, added_at: at }).execute();
        });
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
      return find(id);
    },

    async addMember(sellerId, email) {
      const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      if (!user) return 'no_such_user';
      try {
        await db.insertInto('seller_members').values({ user_id: user.id, seller_id: sellerId, added_at: now().toISOString() }).execute();
      } catch (err) {
        if (isUniqueViolation(err)) return 'already_a_seller';
        throw err;
      }
      return (await find(sellerId)) ?? 'no_such_user';
    },
  };
}
