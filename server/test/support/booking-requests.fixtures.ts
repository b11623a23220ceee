/**
 * Test support of the request and order tests (issue 37, used by *.test.ts only): sellers that
 * own a media of the test catalogue, kept availability, and a hold with its request written
 * straight into the tables as the hold route writes them (status sent, respond_by = the hold's
 * expiry, amounts a BookingAmounts), so these tests do not depend on that route.
 */
import { randomBytes } from 'node:crypto';
import type { BookingAmounts } from 'shared-domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database';
import { recordBookingEvent } from '../../src/bookings/booking-events.repository';
import { makeUser, type Actor as FixtureActor } from './campaign.fixtures';

/** A signed-in user of the tests (test/support makeUser's Actor). */
export type Actor = { id: string; token: string; email: string };
/** A member of a seller account. */
export type Seller<A extends Actor = Actor> = A & { sellerId: string };
/** What these helpers need of a test app (test/support createTestApp's TestApp). */
export type AppAndDb = { app: FastifyInstance; db: Db };

const bearer = (actor: Actor | null): Record<string, string> => (actor ? { authorization: `Bearer ${actor.token}` } : {});

const id = () => randomBytes(12).toString('hex');

/** `user` signs up a seller account (POST /api/seller/account) whose live profile is the catalogue's media `mediaId`. */
export async function sellerOf<A extends Actor>(t: () => AppAndDb, user: A, name: string, mediaId: string): Promise<Seller<A>> {
  const res = await t().app.inject({
    method: 'POST', url: '/api/seller/account', headers: { 'x-access-token': user.token }, payload: { name: `${name} Media`, contactEmail: user.email },
  });
  if (res.statusCode !== 201) throw new Error(`seller sign-up answered ${res.statusCode}: ${res.body}`);
  const seller: Seller<A> = { ...user, sellerId: (res.json() as { account: { _id: string } }).account._id };
  const media = await t().db.selectFrom('media').select(['category', 'name', 'city', 'slug']).where('id', '=', mediaId).executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  await t().db.insertInto('seller_profiles').values({
    id: id(), seller_id: seller.sellerId, category: media.category, name: media.name, city: media.city, status: 'live', score: 50, draft_json: '{}',
    version: 1, comments_json: '[]', media_id: mediaId, live_category: media.category, live_slug: media.slug, published_at: at, submitted_at: at,
    created_at: at, updated_at: at,
  }).execute();
  return seller;
}

/** Keeps `units` on each day from `from` to `to` for the option. */
export async function keepAvailability(db: Db, optionId: string, from: string, to: string, units: number): Promise<void> {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const rows = [];
  for (let d = start; d <= end; d += 86_400_000) {
    rows.push({ option_id: optionId, day: new Date(d).toISOString().slice(0, 10), units, updated_by: null, updated_at: new Date().toISOString() });
  }
  await db.insertInto('option_availability').values(rows).execute();
}

/** The options of the request tests: two of seller A's media (Times of India, Delhi), one of seller B's (Hindustan Times, Mumbai), and one of the marketplace's own (staff answer). */
export const OPTION_A = 'np-toi-delhi-o0';
export const OPTION_A2 = 'np-toi-delhi-o1';
export const OPTION_B = 'np-ht-mumbai-o0';
export const OPTION_STAFF = 'radio-mirchi-delhi-o0';

/** The people of the request tests: a buyer, another buyer, staff, and the sellers of media A and B. */
export type RequestCast = { buyer: FixtureActor; otherBuyer: FixtureActor; staff: FixtureActor; sellerA: Seller<FixtureActor>; sellerB: Seller<FixtureActor> };

export async function requestCast(t: () => AppAndDb): Promise<RequestCast> {
  return {
    buyer: await makeUser(t().db, 'Asha Rao'),
    otherBuyer: await makeUser(t().db, 'Ravi'),
    staff: await makeUser(t().db, 'Planner', 'media-planner'),
    sellerA: await sellerOf(t, await makeUser(t().db, 'Skyline'), 'Skyline', 'np-toi-delhi'),
    sellerB: await sellerOf(t, await makeUser(t().db, 'Coastal'), 'Coastal', 'np-ht-mumbai'),
  };
}

export type PlacedRequest = { holdId: string | null; requestId: string };

export type PlaceOptions = {
  optionId: string;
  buyer: Actor;
  at: Date;
  from?: string;
  to?: string;
  units?: number;
  rate?: number;
  quantity?: number;
  campaignId?: string | null;
  lineId?: string | null;
  holdHours?: number;
  /** False: a request on request (no hold). */
  withHold?: boolean;
  /** The hold's status (another buyer's confirmed booking: 'confirmed'). */
  holdStatus?: 'active' | 'confirmed';
};

/** A hold (unless `withHold` is false) and its request to the option's seller, with the trail's entries. */
export async function placeRequest(db: Db, o: PlaceOptions): Promise<PlacedRequest> {
  const option = await db.selectFrom('media_options').select(['media_id']).where('id', '=', o.optionId).executeTakeFirstOrThrow();
  const profile = await db.selectFrom('seller_profiles').select('seller_id').where('media_id', '=', option.media_id).executeTakeFirst();
  const sellerId = profile?.seller_id ?? null;
  const at = o.at.toISOString();
  const expiresAt = new Date(o.at.getTime() + (o.holdHours ?? 48) * 3_600_000).toISOString();
  const from = o.from ?? '2030-03-01';
  const to = o.to ?? '2030-03-31';
  const units = o.units ?? 1;
  const rate = o.rate ?? 100_000;
  const quantity = o.quantity ?? 1;
  const subTotal = rate * quantity;
  const amounts: BookingAmounts = { unitLabel: 'per month', rate, quantity, subTotal, gstPercent: 18, gst: Math.round(subTotal * 18) / 100, total: subTotal * 1.18 };
  const holdId = o.withHold === false ? null : id();
  const status = o.holdStatus ?? 'active';
  if (holdId) {
    await db.insertInto('booking_holds').values({
      id: holdId, option_id: o.optionId, media_id: option.media_id, seller_id: sellerId, user_id: o.buyer.id, campaign_id: o.campaignId ?? null,
      line_id: o.lineId ?? null, bag_item_id: null, start_day: from, end_day: to, units, status, expires_at: status === 'active' ? expiresAt : null,
      created_at: at, updated_at: at,
    }).execute();
    await recordBookingEvent(db, o.at, { action: 'hold.placed', role: 'buyer', actorId: o.buyer.id, campaignId: o.campaignId ?? null, holdId });
  }
  const requestId = id();
  await db.insertInto('booking_requests').values({
    id: requestId, hold_id: holdId, option_id: o.optionId, media_id: option.media_id, seller_id: sellerId, buyer_id: o.buyer.id,
    campaign_id: o.campaignId ?? null, line_id: o.lineId ?? null, start_day: from, end_day: to, units, rate, amounts_json: JSON.stringify(amounts),
    status: status === 'confirmed' ? 'accepted' : 'sent', sent_at: at, respond_by: expiresAt, viewed_at: null, answered_at: null, answered_by: null,
    decline_reason: null, counter_json: null, buyer_answered_at: null, updated_at: at,
  }).execute();
  await recordBookingEvent(db, o.at, { action: 'request.sent', role: 'buyer', actorId: o.buyer.id, campaignId: o.campaignId ?? null, holdId, requestId });
  return { holdId, requestId };
}

export type Res = { status: number; body: Record<string, unknown> & { error?: string; message?: string; fields?: Record<string, string> } };

/** Calls `/campaign-api{path}` as `who` with a JSON body. */
export function campaignApi(t: () => AppAndDb) {
  return async (method: 'GET' | 'POST' | 'DELETE' | 'PUT', path: string, who: Actor | null, body?: unknown): Promise<Res> => {
    const res = await t().app.inject({ method, url: `/campaign-api${path}`, headers: bearer(who), ...(body !== undefined ? { payload: body as object } : {}) });
    const json = res.headers['content-type']?.toString().startsWith('application/json');
    return { status: res.statusCode, body: json && res.body ? (res.json() as Res['body']) : {} };
  };
}

/** The e-mails the outbox holds for `to`, oldest first. */
export async function mailsTo(db: Db, to: string): Promise<{ subject: string; text: string }[]> {
  return db.selectFrom('outbox').select(['subject', 'text']).where('to_address', '=', to).orderBy('seq').execute();
}

/** The stored rows of a request and its hold (to check that a refusal changed nothing). */
export async function storedBooking(db: Db, requestId: string) {
  const request = await db.selectFrom('booking_requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
  const hold = request.hold_id ? await db.selectFrom('booking_holds').selectAll().where('id', '=', request.hold_id).executeTakeFirstOrThrow() : null;
  const events = await db.selectFrom('booking_events').select(['action']).where('request_id', '=', requestId).execute();
  return { request: { ...request, units: Number(request.units), rate: Number(request.rate) }, hold: hold && { ...hold, units: Number(hold.units) }, events: events.length };
}
