/**
 * Test support for the invoice tests (used by *.test.ts only): an option of the catalogue, and
 * a booking request with its insertion order written directly (H2 makes them through its
 * routes), so an invoice has fully signed orders to bill.
 */
import { randomBytes } from 'node:crypto';
import { roundRupees, type AgencyDetails, type BookingAmounts, type InsertionOrderContent } from 'shared-domain';
import type { Db } from '../../src/db/database';
import { createUserRepository } from '../../src/users/user.repository';

const id = (): string => randomBytes(12).toString('hex');

/** A media profile with one option of `category` (made once per id). */
export async function ensureOption(db: Db, optionId: string, category: string): Promise<void> {
  const exists = await db.selectFrom('media_options').select('id').where('id', '=', optionId).executeTakeFirst();
  if (exists) return;
  const mediaId = `media-${optionId}`;
  await db.insertInto('media').values({
    id: mediaId, category, slug: mediaId, name: `Media of ${optionId}`, city: 'Bengaluru', language: 'English', logo_url: '', audience: 1000,
    score: 50, popularity: 1, option_count: 1, min_price: 1000, max_saving_percent: 0, sub_title: '', detail_json: '{}',
  }).onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('media_options').values({
    id: optionId, media_id: mediaId, position: 0, name: `Option ${optionId}`, type: 'standard', card_rate: 1000, discounted_rate: 1000, data_json: '{}',
  }).onConflict((oc) => oc.doNothing()).execute();
}

export type OrderSeed = {
  campaignId: string;
  buyerId: string;
  category?: string;
  /** The campaign line (`mediaOptions[]._id`) the request came from. */
  lineId?: string | null;
  from: string;
  to: string;
  units?: number;
  rate: number;
  quantity?: number;
  gstPercent?: number;
  status?: 'signed' | 'awaiting-signatures' | 'superseded';
};

/** The priced line of an order: rate × quantity, GST at `gstPercent`. */
export function amountsOf(rate: number, quantity: number, gstPercent: number): BookingAmounts {
  const subTotal = roundRupees(rate * quantity);
  const gst = roundRupees((subTotal * gstPercent) / 100);
  return { unitLabel: 'per month', rate, quantity, subTotal, gstPercent, gst, total: roundRupees(subTotal + gst) };
}

/** A request (accepted) and its insertion order v1 in `status` ('signed' unless told). */
export async function insertOrder(db: Db, seed: OrderSeed): Promise<{ orderId: string; requestId: string; content: InsertionOrderContent }> {
  const category = seed.category ?? 'outdoor';
  const optionId = `opt-${category}`;
  await ensureOption(db, optionId, category);
  const requestId = id();
  const orderId = id();
  const at = new Date().toISOString();
  const units = seed.units ?? 1;
  const amounts = amountsOf(seed.rate, seed.quantity ?? 1, seed.gstPercent ?? (category === 'newspaper' || category === 'magazine' ? 5 : 18));
  await db.insertInto('booking_requests').values({
    id: requestId, hold_id: null, option_id: optionId, media_id: `media-${optionId}`, seller_id: null, buyer_id: seed.buyerId,
    campaign_id: seed.campaignId, line_id: seed.lineId ?? null, start_day: seed.from, end_day: seed.to, units, rate: seed.rate,
    amounts_json: JSON.stringify(amounts), status: 'accepted', sent_at: at, respond_by: at, viewed_at: at, answered_at: at,
    answered_by: null, decline_reason: null, counter_json: null, buyer_answered_at: null, updated_at: at,
  }).execute();
  const content: InsertionOrderContent = {
    number: `IO-${requestId.slice(0, 6).toUpperCase()}-v1`, version: 1, issuedAt: at,
    buyer: { name: 'Asha Rao', company: 'Asha Ads', gstin: null, address: null, email: null, phone: null },
    seller: { name: 'Media Market', company: null, gstin: null, address: null, email: null, phone: null },
    option: { id: optionId, name: `Option ${optionId}`, mediaName: `Media of ${optionId}`, category, city: 'Bengaluru' },
    from: seed.from, to: seed.to, units, amounts, terms: ['Payment within 30 days of the invoice.'],
  };
  await db.insertInto('insertion_orders').values({
    id: orderId, request_id: requestId, campaign_id: seed.campaignId, version: 1, content_json: JSON.stringify(content),
    pdf: '', sha256: '0'.repeat(64), status: seed.status ?? 'signed', created_by: null, created_at: at, superseded_at: null,
  }).execute();
  return { orderId, requestId, content };
}

/** Sets (or with null removes) a user's agency details, as PUT /api/user/agency-details does. */
export async function setAgencyDetails(db: Db, userId: string, details: AgencyDetails | null): Promise<void> {
  await createUserRepository(db).setAgencyDetails(userId, details);
}

export const KARNATAKA_AGENCY: AgencyDetails = {
  agencyName: 'Asha Ads LLP', gstin: '29AAPFU0939F1ZR', address: '4 Residency Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560025',
};
export const MAHARASHTRA_AGENCY: AgencyDetails = {
  agencyName: 'Ravi Media', gstin: '27AABCM1234C1Z3', address: '9 Linking Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050',
};
/** No GSTIN: an unregistered recipient (no e-invoice). */
export const UNREGISTERED_AGENCY: AgencyDetails = { agencyName: 'Small Shop', address: '2 Main Street', city: 'Chennai', state: 'Tamil Nadu', pincode: '600001' };
