/**
 * Insertion order versions (issue 37): a version's content from its request (both parties, the
 * option, dates, units, amounts, terms), its PDF (H3's renderer) and the SHA-256 of exactly the
 * stored bytes. Written in the caller's transaction with the trail's entry.
 */
import { createHash, randomBytes } from 'node:crypto';
import { insertionOrderContent, type BookingAmounts, type BookingParty, type InsertionOrderContent } from 'shared-domain';
import type { Executor } from '../../db/database';
import { recordBookingEvent } from '../booking-events.repository';
import { renderInsertionOrderPdf } from '../pdf/insertion-order-pdf';
import { MARKETPLACE_SELLER } from '../requests/booking-rows.repository';
import { optionNames, type RequestRow } from '../requests/booking-rows.repository';

/** SHA-256 (hex) of the bytes. */
export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

type AgencyDetails = { agencyName?: unknown; gstin?: unknown; address?: unknown; city?: unknown; state?: unknown; pincode?: unknown };

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The buyer as the order names them: their name, and their agency's details when kept. */
async function buyerParty(db: Executor, buyerId: string): Promise<BookingParty> {
  const user = await db.selectFrom('users').select(['name', 'email', 'phone', 'agency_details_json']).where('id', '=', buyerId).executeTakeFirst();
  const details = (user?.agency_details_json ? JSON.parse(user.agency_details_json) : {}) as AgencyDetails;
  const address = [details.address, details.city, details.state, details.pincode].map(str).filter((p): p is string => p !== null).join(', ');
  return {
    name: user?.name ?? 'Buyer', company: str(details.agencyName), gstin: str(details.gstin), address: address || null,
    email: user?.email ?? null, phone: user?.phone ?? null,
  };
}

/** The seller as the order names them: the seller account, or the marketplace for its own catalogue. */
async function sellerParty(db: Executor, sellerId: string | null): Promise<BookingParty> {
  const account = sellerId
    ? await db.selectFrom('seller_accounts').select(['name', 'contact_email', 'contact_phone']).where('id', '=', sellerId).executeTakeFirst()
    : undefined;
  if (!account) return { name: MARKETPLACE_SELLER, company: null, gstin: null, address: null, email: null, phone: null };
  return { name: account.name, company: account.name, gstin: null, address: null, email: account.contact_email, phone: account.contact_phone };
}

export type IssuedOrder = { id: string; number: string; sha256: string; version: number };

/**
 * Writes version `version` of the request's order (its terms as stored on the row), awaiting
 * signatures, with the trail's entry (`order.created` for the first, `order.revised` after).
 */
export async function issueOrderVersion(
  tx: Executor,
  request: RequestRow,
  input: { version: number; at: Date; actorId: string | null; role: 'buyer' | 'seller' | 'staff' | 'system'; terms?: readonly string[] },
): Promise<IssuedOrder> {
  const option = (await optionNames(tx, [request.option_id])).get(request.option_id);
  const content: InsertionOrderContent = insertionOrderContent({
    requestId: request.id,
    version: input.version,
    issuedAt: input.at.toISOString(),
    buyer: await buyerParty(tx, request.buyer_id),
    seller: await sellerParty(tx, request.seller_id),
    option: {
      id: request.option_id, name: option?.optionName ?? 'Media option', mediaName: option?.mediaName ?? 'Media',
      category: option?.category ?? '', city: option?.city ?? '',
    },
    from: request.start_day,
    to: request.end_day,
    units: Number(request.units),
    amounts: JSON.parse(request.amounts_json) as BookingAmounts,
    terms: input.terms,
  });
  const pdf = await renderInsertionOrderPdf(content);
  const sha256 = sha256Hex(pdf);
  const id = randomBytes(12).toString('hex');
  await tx.insertInto('insertion_orders').values({
    id, request_id: request.id, campaign_id: request.campaign_id, version: input.version, content_json: JSON.stringify(content),
    pdf: pdf.toString('base64'), sha256, status: 'awaiting-signatures', created_by: input.actorId, created_at: input.at.toISOString(), superseded_at: null,
  }).execute();
  await recordBookingEvent(tx, input.at, {
    action: input.version === 1 ? 'order.created' : 'order.revised',
    role: input.role, actorId: input.actorId, campaignId: request.campaign_id, holdId: request.hold_id, requestId: request.id, orderId: id,
    detail: { number: content.number, version: input.version, previousVersion: input.version - 1, sha256 },
  });
  return { id, number: content.number, sha256, version: input.version };
}
