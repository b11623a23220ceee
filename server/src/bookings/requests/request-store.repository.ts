/**
 * The reads around a request's answer (issue 37): the request row locked in the answer's
 * transaction (the first lock of every answer on PostgreSQL: the request, then the option's
 * kept days, then the hold), how the caller stands to it, and its stored terms. New terms are
 * checked by availability's one `checkUnitsFree`.
 */
import { isStaff, type BookingTerms } from 'shared-domain';
import type { SessionUser } from '../../auth/auth.hook';
import { dialectOf, type Executor } from '../../db/database';
import { NotFoundError } from '../../errors';
import { sellerIdOfUser } from '../availability/option-facts.repository';
import { NO_REQUEST, type BookingRelation } from './request-access';
import type { HoldRow, RequestRow } from './booking-rows.repository';

export { type BookingRelation };

/** How `user` stands to a request (by its buyer and seller account). */
export async function relationTo(db: Executor, user: SessionUser, request: { buyer_id: string; seller_id: string | null }): Promise<BookingRelation> {
  const staff = isStaff(user);
  const sellerId = await sellerIdOfUser(db, user._id);
  const isSellerSide = request.seller_id === null ? staff : sellerId === request.seller_id;
  return { isBuyer: request.buyer_id === user._id, isSellerSide, isStaff: staff, sellerId };
}

/** The buyer's e-mail address (null without one). */
export async function emailOf(db: Executor, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email ?? null;
}

/** The request, locked until the transaction ends (PostgreSQL; SQLite's one writer serialises anyway); 404 when missing. */
export async function lockRequest(tx: Executor, id: string): Promise<RequestRow> {
  let query = tx.selectFrom('booking_requests').selectAll().where('id', '=', id);
  if (dialectOf(tx) === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new NotFoundError(NO_REQUEST);
  return row;
}

export async function findHold(tx: Executor, id: string | null): Promise<HoldRow | null> {
  if (!id) return null;
  return (await tx.selectFrom('booking_holds').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** The request's stored terms. */
export function termsOfRow(row: Pick<RequestRow, 'start_day' | 'end_day' | 'units' | 'rate'>): BookingTerms {
  return { from: row.start_day, to: row.end_day, units: Number(row.units), rate: Number(row.rate) };
}
