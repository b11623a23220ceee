import { createHash } from 'node:crypto';
import type { BookingEvent, CampaignBookings, InsertionOrder } from 'shared-domain';
import { appForSuite, createTestApp } from '../../../test/support/test-app';
import { makeUser, sampleOption, seedCampaign, type Actor } from '../../../test/support/campaign.fixtures';
import { smallCatalog } from '../../../test/support/fixtures';
import { campaignApi, placeRequest, sellerOf, type Seller } from '../../../test/support/booking-requests.fixtures';

const t = appForSuite(() => createTestApp({ catalog: smallCatalog() }));
const api = campaignApi(t);
// Near the real time: the tokens makeUser issues expire by the app's clock.
const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);
const minutes = (m: number) => new Date(T0.getTime() + m * 60_000);

let buyer: Actor;
let colleague: Actor;
let stranger: Actor;
let staff: Actor;
let seller: Seller<Actor>;
let otherSeller: Seller<Actor>;

beforeAll(async () => {
  t().setNow(T0);
  buyer = await makeUser(t().db, 'Asha Rao');
  colleague = await makeUser(t().db, 'Ravi');
  stranger = await makeUser(t().db, 'Meera');
  staff = await makeUser(t().db, 'Planner', 'media-planner');
  seller = await sellerOf(t, await makeUser(t().db, 'Vikram Shah'), 'Skyline', 'np-toi-delhi');
  otherSeller = await sellerOf(t, await makeUser(t().db, 'Coastal'), 'Coastal', 'np-ht-mumbai');
});

/** A campaign of the buyer with a request to the seller, accepted: answers the order v1. */
async function acceptedOrder(optionId = 'np-toi-delhi-o0'): Promise<{ campaignId: string; requestId: string; order: InsertionOrder }> {
  t().setNow(T0);
  const campaign = await seedCampaign(t().db, buyer, { status: 'Draft', options: [sampleOption(`l-${Math.random()}`, 1, 100000)], sharedWith: [colleague] });
  const { requestId } = await placeRequest(t().db, { optionId, buyer, at: T0, campaignId: campaign.id, lineId: campaign.optionIds[0] });
  t().setNow(minutes(1));
  const accepted = await api('POST', `/booking-requests/${requestId}/accept`, seller);
  expect(accepted.status).toBe(200);
  return { campaignId: campaign.id, requestId, order: accepted.body.order as InsertionOrder };
}

async function pdfOf(who: Actor, orderId: string) {
  const res = await t().app.inject({ method: 'GET', url: `/campaign-api/insertion-orders/${orderId}/pdf`, headers: { authorization: `Bearer ${who.token}` } });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, sha256: createHash('sha256').update(res.rawPayload).digest('hex') };
}

const sign = (who: Actor, orderId: string, side: 'buyer' | 'seller', name: string) => api('POST', `/insertion-orders/${orderId}/signatures`, who, { name, side });

describe('issue 37: insertion orders are read by both sides and staff only', () => {
  it('the buyer, the seller and staff read the order and its PDF, whose SHA-256 is the order\'s; others get 404', async () => {
    const { order } = await acceptedOrder();
    for (const who of [buyer, seller, staff]) expect((await api('GET', `/insertion-orders/${order._id}`, who)).status).toBe(200);
    for (const who of [stranger, otherSeller]) expect((await api('GET', `/insertion-orders/${order._id}`, who)).status).toBe(404);
    expect((await api('GET', `/insertion-orders/${order._id}`, null)).status).toBe(401);
    const pdf = await pdfOf(buyer, order._id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${order.content.number}.pdf"`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['x-content-sha256']).toBe(pdf.sha256);
    expect(order.sha256).toBe(pdf.sha256);
    expect((await pdfOf(stranger, order._id)).status).toBe(404);
    expect((await api('GET', '/insertion-orders/nope', buyer)).status).toBe(404);
  });
});

describe('issue 37: signatures', () => {
  it('both sides sign by typed name, each naming the PDF\'s hash; a buyer signing as the seller is refused', async () => {
    const { order } = await acceptedOrder();
    const { sha256 } = await pdfOf(buyer, order._id);
    expect((await api('GET', `/insertion-orders/${order._id}`, buyer)).body.canSignAs).toEqual(['buyer']);
    expect((await sign(buyer, order._id, 'seller', 'Asha Rao')).status).toBe(403);
    expect((await sign(colleague, order._id, 'buyer', 'Ravi')).status).toBe(404);
    expect((await sign(staff, order._id, 'seller', 'Planner')).status).toBe(403);
    const bad = await sign(buyer, order._id, 'buyer', ' A ');
    expect([bad.status, bad.body.fields]).toEqual([400, { name: 'Type your full name to sign' }]);
    expect((await api('GET', `/insertion-orders/${order._id}`, buyer)).body.signatures).toEqual([]);

    t().setNow(minutes(5));
    const byBuyer = await sign(buyer, order._id, 'buyer', '  Asha   Rao ');
    expect(byBuyer.status).toBe(200);
    expect(byBuyer.body).toMatchObject({
      status: 'awaiting-signatures', canSignAs: [],
      signatures: [{ side: 'buyer', name: 'Asha Rao', userId: buyer.id, sha256, signedAt: minutes(5).toISOString(), withdrawnAt: null }],
    });
    expect((await sign(buyer, order._id, 'buyer', 'Asha Rao')).status).toBe(409);
    t().setNow(minutes(6));
    const bySeller = await sign(seller, order._id, 'seller', 'Vikram Shah');
    expect(bySeller.body).toMatchObject({ status: 'signed' });
    expect((bySeller.body as InsertionOrder).signatures.map((s) => [s.side, s.sha256])).toEqual([['buyer', sha256], ['seller', sha256]]);
    // The PDF does not change when someone signs.
    expect((await pdfOf(seller, order._id)).sha256).toBe(sha256);
    // Too late to withdraw once both have signed.
    const buyerSignature = (bySeller.body as InsertionOrder).signatures[0];
    const late = await api('DELETE', `/insertion-orders/${order._id}/signatures/${buyerSignature._id}`, buyer);
    expect(late.status).toBe(409);
    const hold = await t().db.selectFrom('booking_holds').select('status').where('id', '=', (await t().db.selectFrom('booking_requests').select('hold_id').where('id', '=', order.requestId).executeTakeFirstOrThrow()).hold_id!).executeTakeFirstOrThrow();
    expect(hold.status).toBe('confirmed');
  });

  it('a signature is withdrawn by its signer before the other side signs, and then no longer counts', async () => {
    const { order } = await acceptedOrder();
    const signed = (await sign(buyer, order._id, 'buyer', 'Asha Rao')).body as InsertionOrder;
    const signatureId = signed.signatures[0]._id;
    expect((await api('DELETE', `/insertion-orders/${order._id}/signatures/${signatureId}`, seller)).status).toBe(403);
    expect((await api('DELETE', `/insertion-orders/${order._id}/signatures/${signatureId}`, stranger)).status).toBe(404);
    t().setNow(minutes(9));
    const withdrawn = await api('DELETE', `/insertion-orders/${order._id}/signatures/${signatureId}`, buyer);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ status: 'awaiting-signatures', canSignAs: ['buyer'], signatures: [{ _id: signatureId, withdrawnAt: minutes(9).toISOString() }] });
    expect((await api('DELETE', `/insertion-orders/${order._id}/signatures/${signatureId}`, buyer)).status).toBe(409);
    // The seller's signature alone does not make it signed: the withdrawn one does not count.
    expect((await sign(seller, order._id, 'seller', 'Vikram Shah')).body.status).toBe('awaiting-signatures');
    expect((await sign(buyer, order._id, 'buyer', 'Asha Rao')).body.status).toBe('signed');
  });
});

describe('issue 37: revisions and the audit trail', () => {
  it('a revised order is version 2 with a new PDF and hash, needing new signatures; version 1 and its signatures stay in the trail', async () => {
    const { order, campaignId, requestId } = await acceptedOrder();
    t().setNow(minutes(2));
    await sign(buyer, order._id, 'buyer', 'Asha Rao');
    t().setNow(minutes(3));
    await sign(seller, order._id, 'seller', 'Vikram Shah');
    expect((await api('POST', `/insertion-orders/${order._id}/revise`, buyer, { units: 2 })).status).toBe(403);
    expect((await api('POST', `/insertion-orders/${order._id}/revise`, seller, {})).status).toBe(400);
    const badTerms = await api('POST', `/insertion-orders/${order._id}/revise`, seller, { terms: [' '] });
    expect(Object.keys(badTerms.body.fields ?? {})).toEqual(['terms']);
    t().setNow(minutes(4));
    const revised = await api('POST', `/insertion-orders/${order._id}/revise`, seller, { rate: 95000, terms: ['Net 30 days.'] });
    expect(revised.status).toBe(200);
    const v2 = revised.body as InsertionOrder;
    expect(v2).toMatchObject({ version: 2, status: 'awaiting-signatures', signatures: [], canSignAs: ['seller'] });
    expect(v2.content).toMatchObject({ number: order.content.number.replace('-v1', '-v2'), terms: ['Net 30 days.'], amounts: { rate: 95000 } });
    expect(v2.sha256).not.toBe(order.sha256);
    expect((await pdfOf(buyer, v2._id)).sha256).toBe(v2.sha256);
    const v1 = (await api('GET', `/insertion-orders/${order._id}`, buyer)).body as InsertionOrder;
    expect(v1.status).toBe('superseded');
    expect(v1.signatures).toHaveLength(2);
    expect((await sign(buyer, order._id, 'buyer', 'Asha Rao')).status).toBe(409);
    expect((await api('POST', `/insertion-orders/${order._id}/revise`, seller, { rate: 1 })).status).toBe(409);
    expect((await sign(buyer, v2._id, 'buyer', 'Asha Rao')).body.status).toBe('awaiting-signatures');

    const bookings = await api('GET', `/campaigns/${campaignId}/bookings`, colleague);
    expect(bookings.status).toBe(200);
    const body = bookings.body as unknown as CampaignBookings;
    expect(body.orders.map((o) => o._id)).toEqual([v2._id]);
    expect(body.requests).toMatchObject([{ _id: requestId, status: 'accepted', orderId: v2._id, rate: 95000 }]);
    expect(body.holds).toMatchObject([{ status: 'confirmed', requestId, expiresAt: null }]);
    expect(body.events.map((e: BookingEvent) => e.action)).toEqual([
      'hold.placed', 'request.sent', 'request.accepted', 'hold.confirmed', 'order.created',
      'order.signed', 'order.signed', 'order.fully-signed', 'order.revised', 'order.signed',
    ]);
    const signedV1 = body.events.filter((e) => e.action === 'order.signed' && e.orderId === order._id);
    expect(signedV1.map((e) => e.summary)).toEqual([
      `Asha Rao signed the order as the buyer (SHA-256 ${order.sha256.slice(0, 8)}…)`,
      `Vikram Shah signed the order as the seller (SHA-256 ${order.sha256.slice(0, 8)}…)`,
    ]);
    expect(body.events.find((e) => e.action === 'order.revised')).toMatchObject({ actor: { name: 'Vikram Shah', role: 'seller' }, orderId: v2._id });
    expect((await api('GET', `/campaigns/${campaignId}/bookings`, stranger)).status).toBe(404);
    expect((await api('GET', `/booking-requests?campaignId=${campaignId}`, colleague)).body.requests).toHaveLength(1);
    expect((await api('GET', `/booking-requests?campaignId=${campaignId}`, stranger)).status).toBe(404);
  });
});

describe('issue 37: every request and order route needs a session', () => {
  it('answers 401 without a token, before the body is read', async () => {
    const calls: [('GET' | 'POST' | 'DELETE'), string][] = [
      ['GET', '/seller/booking-requests'], ['GET', '/booking-requests'], ['POST', '/booking-requests/x/viewed'], ['POST', '/booking-requests/x/accept'],
      ['POST', '/booking-requests/x/decline'], ['POST', '/booking-requests/x/counter'], ['POST', '/booking-requests/x/counter-answer'],
      ['GET', '/insertion-orders/x'], ['GET', '/insertion-orders/x/pdf'], ['POST', '/insertion-orders/x/signatures'],
      ['DELETE', '/insertion-orders/x/signatures/y'], ['POST', '/insertion-orders/x/revise'], ['GET', '/campaigns/x/bookings'],
    ];
    for (const [method, path] of calls) {
      const res = await api(method, path, null, method === 'POST' ? { bad: true } : undefined);
      expect({ path, status: res.status, error: res.body.error }).toEqual({ path, status: 401, error: 'unauthorized' });
    }
  });
});

describe('issue 37: both sides sign at the same moment', () => {
  it('the order ends signed by both, each signature once', async () => {
    const { order } = await acceptedOrder();
    const [a, b, again] = await Promise.all([
      sign(buyer, order._id, 'buyer', 'Asha Rao'), sign(seller, order._id, 'seller', 'Vikram Shah'), sign(buyer, order._id, 'buyer', 'Asha Rao'),
    ]);
    expect([a.status, b.status, again.status].sort()).toEqual([200, 200, 409]);
    const read = (await api('GET', `/insertion-orders/${order._id}`, buyer)).body as InsertionOrder;
    expect(read.status).toBe('signed');
    expect(read.signatures.map((s) => s.side).sort()).toEqual(['buyer', 'seller']);
  });
});
