/**
 * The writes around a request's answer (issue 37): the request row locked in the answer's
 * transaction, a hold's new terms checked against the option's kept availability (the other
 * holds and bookings of those days; PostgreSQL locks the days' rows), and the option's hold time.
 */
import { bookingDayCount, isStaff, type BookingTerms } from 'shared-domain';
import type { SessionUser } from '../../auth/auth.hook';
import { dialectOf, type Executor } from '../../db/database';
import { httpError, NotFoundError } from '../../errors';
import { NO_REQUEST, type BookingRelation } from './request-access';
import type { HoldRow, RequestRow } from './booking-rows.repository';

export { type BookingRelation };

/** The seller account the user belongs to (null for none). */
export async function sellerIdOf(db: Executor, userId: string): Promise<string | null> {
  const row = await db.selectFrom('seller_members').select('seller_id').where('user_id', '=', userId).executeTakeFirst();
  return row?.seller_id ?? null;
}

/** How `user` stands to a request (by its buyer and seller account). */
export async function relationTo(db: Executor, user: SessionUser, request: { buyer_id: string; seller_id: string | null }): Promise<BookingRelation> {
  const staff = isStaff(user);
  const sellerId = await sellerIdOf(db, user._id);
  const isSellerSide = request.seller_id === null ? staff : sellerId === request.seller_id;
  return { isBuyer: request.buyer_id === user._id, isSellerSide, isStaff: staff, sellerId };
}

/** The buyer's e-mail address (null without one). */
export async function emailOf(db: Executor, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email ?? null;
}

/** 409 `taken`: the units are held or booked by others on a day of the new terms. */
export class TakenError extends httpError('taken', 'These units are taken on some of these days') {}

export const DEFAULT_HOLD_HOURS = 48;

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

/** How long a hold of the option lasts unconfirmed (the seller's setting, 48 hours by default). */
export async function holdHoursOf(db: Executor, optionId: string): Promise<number> {
  const row = await db.selectFrom('option_booking_settings').select('hold_hours').where('option_id', '=', optionId).executeTakeFirst();
  return row ? Number(row.hold_hours) : DEFAULT_HOLD_HOURS;
}

/** Each day of a range, 'YYYY-MM-DD'. */
function daysOf(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: bookingDayCount(from, to) }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

/**
 * Throws 409 `taken` unless `terms.units` are free on every day of the terms that the seller
 * keeps availability for, counting the option's other live holds (active, not expired) and
 * bookings (confirmed), `holdId` aside. Days with no availability kept are on request: the
 * seller's own answer stands for them.
 */
export async function checkUnitsFree(tx: Executor, optionId: string, terms: BookingTerms, holdId: string | null, now: Date): Promise<void> {
  let kept = tx
    .selectFrom('option_availability').select(['day', 'units'])
    .where('option_id', '=', optionId).where('day', '>=', terms.from).where('day', '<=', terms.to);
  if (dialectOf(tx) === 'postgres') kept = kept.forUpdate();
  const days = await kept.execute();
  if (days.length === 0) return;
  let others = tx
    .selectFrom('booking_holds').select(['start_day', 'end_day', 'units', 'status', 'expires_at'])
    .where('option_id', '=', optionId).where('start_day', '<=', terms.to).where('end_day', '>=', terms.from)
    .where('status', 'in', ['active', 'confirmed']);
  if (holdId) others = others.where('id', '!=', holdId);
  const live = (await others.execute()).filter((h) => h.status === 'confirmed' || h.expires_at === null || Date.parse(h.expires_at) > now.getTime());
  const unitsOn = new Map(days.map((d) => [d.day, Number(d.units)]));
  for (const day of daysOf(terms.from, terms.to)) {
    const units = unitsOn.get(day);
    if (units === undefined) continue;
    const used = live.filter((h) => h.start_day <= day && h.end_day >= day).reduce((sum, h) => sum + Number(h.units), 0);
    if (units - used < terms.units) {
      throw new TakenError(`Only ${Math.max(0, units - used)} of ${units} units are free on ${day}; these terms cannot be booked`);
    }
  }
}

/** The request's stored terms. */
export function termsOfRow(row: Pick<RequestRow, 'start_day' | 'end_day' | 'units' | 'rate'>): BookingTerms {
  return { from: row.start_day, to: row.end_day, units: Number(row.units), rate: Number(row.rate) };
}
