/**
 * Seller accounts and their members (0017). A user belongs to at most one account (the
 * members table's key is the user), so "already a seller" is the store's own answer, also
 * when two requests race. Members join only by accepting an invitation
 * (seller-invitation.repository.ts) and may leave (`leaveOutcome`).
 */
import { randomBytes } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { leaveOutcome, type SellerAccount, type SellerAccountAnswer } from 'shared-domain';
import { dialectOf, type Db } from '../db/database';
import type { SellerAccountTable } from '../db/schema-sellers';
import { contactOf, isUniqueViolation } from '../users/user.repository';

/** A new 24-hex id, shaped like the catalog's (Mongo ObjectId) ids. */
export const newSellerId = (): string => randomBytes(12).toString('hex');

export type NewSellerAccount = { name: string; contactEmail: string; contactPhone: string };

/** What leaving came to: left (`closed` when the account went with the last member), or why not. */
export type LeaveResult = { ok: true; sellerId: string; closed: boolean } | { ok: false; reason: 'not_a_seller' } | { ok: false; reason: 'refused'; message: string };

export interface SellerAccountRepository {
  /** The account the user is a member of, or null. */
  sellerIdOf(userId: string): Promise<string | null>;
  /** The account and its members (null when there is no such account). */
  find(sellerId: string): Promise<SellerAccountAnswer | null>;
  /** A new account with `userId` as its first member; null when that user already belongs to one. */
  create(userId: string, input: NewSellerAccount): Promise<SellerAccountAnswer | null>;
  /** Takes the user out of their account; the last member closes it (with its drafts, files and invitations) unless a listing is live. */
  leave(userId: string): Promise<LeaveResult>;
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

    async leave(userId) {
      const isPostgres = dialectOf(db) === 'postgres';
      return db.transaction().execute(async (tx): Promise<LeaveResult> => {
        const membership = await tx.selectFrom('seller_members').select('seller_id').where('user_id', '=', userId).executeTakeFirst();
        if (!membership) return { ok: false, reason: 'not_a_seller' };
        const sellerId = membership.seller_id;
        // Locked so two last-but-one members leaving at once cannot both see the other still there.
        let lock = tx.selectFrom('seller_accounts').select('id').where('id', '=', sellerId);
        if (isPostgres) lock = lock.forUpdate();
        await lock.executeTakeFirst();
        const [members, live] = await Promise.all([
          tx.selectFrom('seller_members').select((eb) => eb.fn.countAll<number | string>().as('n')).where('seller_id', '=', sellerId).executeTakeFirstOrThrow(),
          tx.selectFrom('seller_profiles').select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('seller_id', '=', sellerId).where('media_id', 'is not', null).executeTakeFirstOrThrow(),
        ]);
        const outcome = leaveOutcome({ members: Number(members.n), liveListings: Number(live.n) });
        if (!outcome.ok) return { ok: false, reason: 'refused', message: outcome.message };
        if (outcome.closes) await tx.deleteFrom('seller_accounts').where('id', '=', sellerId).execute();
        else await tx.deleteFrom('seller_members').where('user_id', '=', userId).execute();
        return { ok: true, sellerId, closed: outcome.closes };
      });
    },
  };
}
