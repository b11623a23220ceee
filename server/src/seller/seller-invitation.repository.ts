/**
 * Invitations to seller accounts (0020). A member invites an address; only a signed-in user
 * whose (verified) e-mail is that address sees, accepts or declines it. Nothing here looks the
 * address up among the users, so inviting cannot tell whether it has an account. Writes that
 * depend on counts lock the account row on PostgreSQL (SQLite runs one transaction at a time),
 * so two invites cannot both take the last free place, nor an accept join an account that is
 * being closed.
 */
import {
  invitationExpiresAt, invitationLimitProblem, shouldMailInvitation,
  type SellerInvitation, type SellerSentInvitation,
} from 'shared-domain';
import { dialectOf, type Db, type Tx } from '../db/database';
import { NotFoundError } from '../errors';
import { isUniqueViolation } from '../users/user.repository';
import { newSellerId } from './seller-account.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const ACCOUNT_CLOSED = 'This seller account has been closed';

/** What sending an invitation came to: sent (with the e-mail to send, when one is due), or over a limit. */
export type InviteResult =
  | { ok: true; mail: { accountName: string; expiresAt: string } | null }
  | { ok: false; limit: 'pending' }
  | { ok: false; limit: 'daily'; retryAfterSeconds: number };

/** What accepting came to: joined (or already in that account), no such open invitation for the caller, or a member elsewhere. */
export type AcceptResult = { ok: true; sellerId: string } | { ok: false; reason: 'not_found' } | { ok: false; reason: 'member_elsewhere'; accountName: string };

export interface SellerInvitationRepository {
  /** Invites `email` (normalised) to the account, or refreshes its invitation; never says whether the address has a user. */
  invite(sellerId: string, email: string, invitedBy: string): Promise<InviteResult>;
  /** The account's open invitations, newest first. */
  listSent(sellerId: string): Promise<SellerSentInvitation[]>;
  /** Closes one open invitation of the account; false when it has none of that id. */
  revoke(sellerId: string, id: string): Promise<boolean>;
  /** The open invitations to `email`, newest first. */
  listFor(email: string): Promise<SellerInvitation[]>;
  /** Says no to an open invitation to `email`; false when there is none of that id. */
  decline(id: string, email: string): Promise<boolean>;
  /** Joins the user (whose e-mail is `email`) to the inviting account. */
  accept(id: string, userId: string, email: string): Promise<AcceptResult>;
}

export function createSellerInvitationRepository(db: Db, now: () => Date): SellerInvitationRepository {
  const isPostgres = dialectOf(db) === 'postgres';

  /** The account row, locked for the rest of the transaction on PostgreSQL. */
  const lockAccount = (tx: Tx, sellerId: string) => {
    let query = tx.selectFrom('seller_accounts').select(['id', 'name']).where('id', '=', sellerId);
    if (isPostgres) query = query.forUpdate();
    return query.executeTakeFirst();
  };

  const openOf = (id: string, at: string) => db.selectFrom('seller_invitations').selectAll()
    .where('id', '=', id).where('status', '=', 'pending').where('expires_at', '>', at);

  return {
    async invite(sellerId, email, invitedBy) {
      const at = now();
      const atIso = at.toISOString();
      const dayAgo = new Date(at.getTime() - DAY_MS).toISOString();
      return db.transaction().execute(async (tx): Promise<InviteResult> => {
        const account = await lockAccount(tx, sellerId);
        if (!account) throw new NotFoundError(ACCOUNT_CLOSED);
        const existing = await tx.selectFrom('seller_invitations').select(['id', 'status', 'expires_at', 'sent_at', 'mailed_at'])
          .where('seller_id', '=', sellerId).where('email', '=', email).executeTakeFirst();
        const [pending, today] = await Promise.all([
          tx.selectFrom('seller_invitations').select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('seller_id', '=', sellerId).where('status', '=', 'pending').where('expires_at', '>', atIso).executeTakeFirstOrThrow(),
          tx.selectFrom('seller_invitations').select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('sent_at').as('oldest')])
            .where('seller_id', '=', sellerId).where('sent_at', '>', dayAgo).executeTakeFirstOrThrow(),
        ]);
        const problem = invitationLimitProblem({
          pending: Number(pending.n),
          sentToday: Number(today.n),
          alreadyPending: existing?.status === 'pending' && existing.expires_at > atIso,
          sentTodayAlready: existing !== undefined && existing.sent_at > dayAgo,
        });
        if (problem === 'pending') return { ok: false, limit: 'pending' };
        if (problem === 'daily') {
          const freeAt = Date.parse(String(today.oldest ?? atIso)) + DAY_MS;
          return { ok: false, limit: 'daily', retryAfterSeconds: Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)) };
        }
        const expiresAt = invitationExpiresAt(at).toISOString();
        const mail = shouldMailInvitation(existing?.mailed_at ?? null, at);
        const fields = { status: 'pending', invited_by: invitedBy, sent_at: atIso, expires_at: expiresAt, answered_at: null };
        if (existing) {
          await tx.updateTable('seller_invitations').set({ ...fields, ...(mail ? { mailed_at: atIso } : {}) }).where('id', '=', existing.id).execute();
        } else {
          await tx.insertInto('seller_invitations').values({ id: newSellerId(), seller_id: sellerId, email, ...fields, mailed_at: atIso }).execute();
        }
        return { ok: true, mail: mail ? { accountName: account.name, expiresAt } : null };
      });
    },

    async listSent(sellerId) {
      const rows = await db.selectFrom('seller_invitations as i').innerJoin('users as u', 'u.id', 'i.invited_by')
        .select(['i.id', 'i.email', 'i.sent_at', 'i.expires_at', 'u.name'])
        .where('i.seller_id', '=', sellerId).where('i.status', '=', 'pending').where('i.expires_at', '>', now().toISOString())
        .orderBy('i.sent_at', 'desc').orderBy('i.id').execute();
      return rows.map((r) => ({ _id: r.id, email: r.email, invitedBy: r.name, sentAt: r.sent_at, expiresAt: r.expires_at }));
    },

    async revoke(sellerId, id) {
      const atIso = now().toISOString();
      const res = await db.updateTable('seller_invitations').set({ status: 'revoked', answered_at: atIso })
        .where('id', '=', id).where('seller_id', '=', sellerId).where('status', '=', 'pending').where('expires_at', '>', atIso)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    async listFor(email) {
      const rows = await db.selectFrom('seller_invitations as i')
        .innerJoin('seller_accounts as a', 'a.id', 'i.seller_id').innerJoin('users as u', 'u.id', 'i.invited_by')
        .select(['i.id', 'i.sent_at', 'i.expires_at', 'a.name as account_name', 'u.name as invited_by'])
        .where('i.email', '=', email).where('i.status', '=', 'pending').where('i.expires_at', '>', now().toISOString())
        .orderBy('i.sent_at', 'desc').orderBy('i.id').execute();
      return rows.map((r) => ({ _id: r.id, accountName: r.account_name, invitedBy: r.invited_by, sentAt: r.sent_at, expiresAt: r.expires_at }));
    },

    async decline(id, email) {
      const atIso = now().toISOString();
      const res = await db.updateTable('seller_invitations').set({ status: 'declined', answered_at: atIso })
        .where('id', '=', id).where('email', '=', email).where('status', '=', 'pending').where('expires_at', '>', atIso)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    async accept(id, userId, email) {
      const atIso = now().toISOString();
      const found = await openOf(id, atIso).where('email', '=', email).executeTakeFirst();
      if (!found) return { ok: false, reason: 'not_found' };
      try {
        return await db.transaction().execute(async (tx): Promise<AcceptResult> => {
          // Locked before the invitation is read again, so a revoke or a closing account in between is seen.
          if (!(await lockAccount(tx, found.seller_id))) return { ok: false, reason: 'not_found' };
          const invitation = await tx.selectFrom('seller_invitations').select('id')
            .where('id', '=', id).where('email', '=', email).where('status', '=', 'pending').where('expires_at', '>', atIso).executeTakeFirst();
          if (!invitation) return { ok: false, reason: 'not_found' };
          const membership = await tx.selectFrom('seller_members as m').innerJoin('seller_accounts as a', 'a.id', 'm.seller_id')
            .select(['m.seller_id', 'a.name']).where('m.user_id', '=', userId).executeTakeFirst();
          if (membership && membership.seller_id !== found.seller_id) return { ok: false, reason: 'member_elsewhere', accountName: membership.name };
          if (!membership) await tx.insertInto('seller_members').values({ user_id: userId, seller_id: found.seller_id, added_at: atIso }).execute();
          await tx.updateTable('seller_invitations').set({ status: 'accepted', answered_at: atIso }).where('id', '=', id).execute();
          return { ok: true, sellerId: found.seller_id };
        });
      } catch (err) {
        // Another accept or a sign-up made the user a member meanwhile.
        if (!isUniqueViolation(err)) throw err;
        const member = await db.selectFrom('seller_members as m').innerJoin('seller_accounts as a', 'a.id', 'm.seller_id')
          .select(['m.seller_id', 'a.name']).where('m.user_id', '=', userId).executeTakeFirst();
        if (member?.seller_id === found.seller_id) return { ok: true, sellerId: found.seller_id };
        return { ok: false, reason: 'member_elsewhere', accountName: member?.name ?? 'another seller account' };
      }
    },
  };
}
