import type { BookingRequest, InsertionOrder } from 'shared-domain';
import { appForSuite, createTestApp } from '../../../test/support/test-app';
import { sampleOption, seedCampaign, type Actor } from '../../../test/support/campaign.fixtures';
import { smallCatalog } from '../../../test/support/fixtures';
import { campaignApi, OPTION_A, OPTION_A2, OPTION_B, OPTION_STAFF, keepAvailability, mailsTo, placeRequest, requestCast, storedBooking, type Seller } from '../../../test/support/booking-requests.fixtures';

const t = appForSuite(() => createTestApp({ catalog: smallCatalog() }));
const api = campaignApi(t);
// Near the real time: the tokens makeUser issues expire by the app's clock.
const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);
const hours = (h: number) => new Date(T0.getTime() + h * 3_600_000);

let buyer: Actor;
let otherBuyer: Actor;
let staff: Actor;
let sellerA: Seller<Actor>;
let sellerB: Seller<Actor>;

beforeAll(async () => {
  t().setNow(T0);
  ({ buyer, otherBuyer, staff, sellerA, sellerB } = await requestCast(t));
});
beforeEach(() => t().setNow(T0));

const place = (optionId: string, extra: Partial<Parameters<typeof placeRequest>[1]> = {}) => placeRequest(t().db, { optionId, buyer, at: T0, ...extra });
const ids = (body: Record<string, unknown>) => (body.requests as BookingRequest[]).map((r) => r._id);

describe('issue 37: the seller inbox', () => {
  it('a seller sees only its own account\'s requests, staff those of the marketplace\'s own catalogue, a buyer none', async () => {
    const a = await place(OPTION_A);
    const b = await place(OPTION_B);
    const s = await place(OPTION_STAFF);
    const inboxA = await api('GET', '/seller/booking-requests', sellerA);
    expect(inboxA.status).toBe(200);
    expect(ids(inboxA.body)).toContain(a.requestId);
    expect(ids(inboxA.body)).not.toContain(b.requestId);
    expect(ids(inboxA.body)).not.toContain(s.requestId);
    const inboxB = await api('GET', '/seller/booking-requests', sellerB);
    expect(ids(inboxB.body)).toContain(b.requestId);
    expect(ids(inboxB.body)).not.toContain(a.requestId);
    const inboxStaff = await api('GET', '/seller/booking-requests', staff);
    expect(ids(inboxStaff.body)).toEqual(expect.arrayContaining([s.requestId]));
    expect(ids(inboxStaff.body)).not.toContain(a.requestId);
    expect((await api('GET', '/seller/booking-requests', buyer)).body.error).toBe('not_a_seller');
    expect((await api('GET', '/seller/booking-requests', null)).status).toBe(401);

    const request = (inboxA.body.requests as BookingRequest[]).find((r) => r._id === a.requestId)!;
    expect(request).toMatchObject({
      status: 'sent', optionName: 'Option 1', mediaName: 'Times of India', city: 'Delhi', sellerName: 'Skyline Media',
      buyer: { name: 'Asha Rao', company: null }, from: '2030-03-01', to: '2030-03-31', units: 1, rate: 100000, viewedAt: null, orderId: null,
    });
    expect((await api('GET', '/seller/booking-requests?status=accepted', sellerA)).body.requests).toEqual([]);
    expect((await api('GET', '/seller/booking-requests?status=nope', sellerA)).status).toBe(400);
    // The buyer's own list.
    expect(ids((await api('GET', '/booking-requests', buyer)).body)).toEqual(expect.arrayContaining([a.requestId, b.requestId, s.requestId]));
    expect(ids((await api('GET', '/booking-requests', otherBuyer)).body)).toEqual([]);
  });

  it('viewed is set once by the seller side; another seller gets 404, the buyer 403', async () => {
    const { requestId } = await place(OPTION_A);
    t().setNow(hours(1));
    const first = await api('POST', `/booking-requests/${requestId}/viewed`, sellerA);
    expect(first.status).toBe(200);
    expect(first.body.request).toMatchObject({ status: 'viewed', viewedAt: hours(1).toISOString() });
    t().setNow(hours(2));
    const again = await api('POST', `/booking-requests/${requestId}/viewed`, sellerA);
    expect(again.body.request).toMatchObject({ status: 'viewed', viewedAt: hours(1).toISOString() });
    expect((await api('POST', `/booking-requests/${requestId}/viewed`, sellerB)).status).toBe(404);
    expect((await api('POST', `/booking-requests/${requestId}/viewed`, buyer)).status).toBe(403);
    const events = await t().db.selectFrom('booking_events').select('action').where('request_id', '=', requestId).where('action', '=', 'request.viewed').execute();
    expect(events).toHaveLength(1);
  });
});

describe('issue 37: the seller answers', () => {
  it('accept confirms the hold and issues insertion order v1; the buyer is e-mailed', async () => {
    const { requestId, holdId } = await place(OPTION_A);
    expect((await api('POST', `/booking-requests/${requestId}/accept`, sellerB)).status).toBe(404);
    expect((await api('POST', `/booking-requests/${requestId}/accept`, buyer)).status).toBe(403);
    expect((await api('POST', `/booking-requests/${requestId}/accept`, staff)).status).toBe(403);
    t().setNow(hours(3));
    const accepted = await api('POST', `/booking-requests/${requestId}/accept`, sellerA);
    expect(accepted.status).toBe(200);
    const order = accepted.body.order as InsertionOrder;
    expect(accepted.body.request).toMatchObject({ status: 'accepted', answeredAt: hours(3).toISOString(), orderId: order._id });
    expect(order).toMatchObject({ version: 1, status: 'awaiting-signatures', requestId, canSignAs: ['seller'], signatures: [] });
    expect(order.content).toMatchObject({ version: 1, buyer: { name: 'Asha Rao' }, seller: { name: 'Skyline Media' }, from: '2030-03-01', units: 1 });
    expect(order.content.number).toBe(`IO-${requestId.slice(-8).toUpperCase()}-v1`);
    expect(order.sha256).toMatch(/^[0-9a-f]{64}$/);
    const hold = await t().db.selectFrom('booking_holds').selectAll().where('id', '=', holdId!).executeTakeFirstOrThrow();
    expect(hold).toMatchObject({ status: 'confirmed', expires_at: null });
    const mails = await mailsTo(t().db, buyer.email);
    expect(mails.at(-1)).toMatchObject({ subject: 'Booking accepted: Times of India' });
    expect(mails.at(-1)!.text).toContain(order.content.number);
    expect((await api('POST', `/booking-requests/${requestId}/accept`, sellerA)).status).toBe(409);
    expect((await api('POST', `/booking-requests/${requestId}/decline`, sellerA, { reason: 'Late' })).status).toBe(409);
  });

  it('a decline needs a reason (400 naming it, nothing written); it releases the hold and tells the buyer why', async () => {
    const { requestId } = await place(OPTION_STAFF);
    const before = await storedBooking(t().db, requestId);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const res = await api('POST', `/booking-requests/${requestId}/decline`, staff, body);
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty('reason');
    }
    expect(await storedBooking(t().db, requestId)).toEqual(before);
    const declined = await api('POST', `/booking-requests/${requestId}/decline`, staff, { reason: 'Booked for an election campaign' });
    expect(declined.status).toBe(200);
    expect(declined.body.request).toMatchObject({ status: 'declined', declineReason: 'Booked for an election campaign' });
    expect((await storedBooking(t().db, requestId)).hold).toMatchObject({ status: 'released' });
    expect((await mailsTo(t().db, buyer.email)).at(-1)!.text).toContain('Reason: Booked for an election campaign');
  });

  it('answers after respond_by are refused with 409 and the request reads expired, its hold too', async () => {
    const { requestId } = await place(OPTION_A, { holdHours: 48 });
    t().setNow(hours(48));
    const late = await api('POST', `/booking-requests/${requestId}/accept`, sellerA);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/expired/);
    expect((await api('POST', `/booking-requests/${requestId}/counter`, sellerA, { rate: 5 })).status).toBe(409);
    const stored = await storedBooking(t().db, requestId);
    expect(stored.request.status).toBe('expired');
    expect(stored.hold!.status).toBe('expired');
    const listed = (await api('GET', '/seller/booking-requests?status=expired', sellerA)).body.requests as BookingRequest[];
    expect(listed.map((r) => r._id)).toContain(requestId);
    // Read without a write: a request past its deadline reads expired at once.
    const other = await place(OPTION_A2, { at: T0 });
    t().setNow(hours(49));
    const read = (await api('GET', '/booking-requests', buyer)).body.requests as BookingRequest[];
    expect(read.find((r) => r._id === other.requestId)!.status).toBe('expired');
  });
});

describe('issue 37: counter-offers', () => {
  it('bad counters name the field and change nothing; the counter keeps the hold until the buyer\'s deadline', async () => {
    const { requestId, holdId } = await place(OPTION_A);
    const before = await storedBooking(t().db, requestId);
    const bad: [object, string][] = [[{}, 'rate'], [{ rate: 0 }, 'rate'], [{ units: 0 }, 'units'], [{ from: '2020-02-01' }, 'from'], [{ to: '2030-02-28' }, 'to'],
      [{ rate: 100000 }, 'rate'], [{ rate: 5, note: 'x'.repeat(501) }, 'note']];
    for (const [body, field] of bad) {
      const res = await api('POST', `/booking-requests/${requestId}/counter`, sellerA, body);
      expect([res.status, Object.keys(res.body.fields ?? {})]).toEqual([400, [field]]);
    }
    expect(await storedBooking(t().db, requestId)).toEqual(before);
    t().setNow(hours(10));
    const countered = await api('POST', `/booking-requests/${requestId}/counter`, sellerA, { rate: 90000, note: 'Festive rate' });
    expect(countered.status).toBe(200);
    const respondBy = hours(58).toISOString();
    expect(countered.body.request).toMatchObject({ status: 'countered', counter: { rate: 90000, note: 'Festive rate', respondBy } });
    const hold = await t().db.selectFrom('booking_holds').select(['status', 'expires_at']).where('id', '=', holdId!).executeTakeFirstOrThrow();
    expect(hold).toEqual({ status: 'active', expires_at: respondBy });
    expect((await mailsTo(t().db, buyer.email)).at(-1)).toMatchObject({ subject: 'Counter-offer: Times of India' });
    expect((await api('POST', `/booking-requests/${requestId}/counter-answer`, sellerA, { accept: true })).status).toBe(403);
    expect((await api('POST', `/booking-requests/${requestId}/counter-answer`, otherBuyer, { accept: true })).status).toBe(404);
    // Past the buyer's deadline the answer is refused and the request reads expired.
    t().setNow(hours(58));
    expect((await api('POST', `/booking-requests/${requestId}/counter-answer`, buyer, { accept: true })).status).toBe(409);
    expect((await storedBooking(t().db, requestId)).request.status).toBe('expired');
  });

  it('the buyer\'s yes books the new terms, issues the order and sets the campaign line\'s agencyRate', async () => {
    const campaign = await seedCampaign(t().db, buyer, { status: 'Draft', options: [sampleOption('line1', 1, 100000)] });
    const lineId = campaign.optionIds[0];
    const { requestId, holdId } = await place(OPTION_A2, { campaignId: campaign.id, lineId, rate: 100000 });
    await api('POST', `/booking-requests/${requestId}/counter`, sellerA, { rate: 90000, to: '2030-03-15' });
    t().setNow(hours(5));
    const yes = await api('POST', `/booking-requests/${requestId}/counter-answer`, buyer, { accept: true });
    expect(yes.status).toBe(200);
    expect(yes.body.request).toMatchObject({
      status: 'accepted', rate: 90000, from: '2030-03-01', to: '2030-03-15', buyerAnsweredAt: hours(5).toISOString(),
      amounts: { rate: 90000, quantity: 0.48, subTotal: 43200, gst: 7776, total: 50976 },
    });
    expect((yes.body.order as InsertionOrder).content).toMatchObject({ to: '2030-03-15', amounts: { rate: 90000 } });
    const hold = await t().db.selectFrom('booking_holds').select(['status', 'end_day', 'expires_at']).where('id', '=', holdId!).executeTakeFirstOrThrow();
    expect(hold).toEqual({ status: 'confirmed', end_day: '2030-03-15', expires_at: null });
    const view = await t().app.inject({ method: 'GET', url: `/campaign-api/campaigns/${campaign.id}`, headers: { authorization: `Bearer ${buyer.token}` } });
    const line = (view.json() as { mediaOptions: { _id: string; agencyRate?: number; discountedRate: number; subTotal: number }[] }).mediaOptions[0];
    expect(line).toMatchObject({ _id: lineId, agencyRate: 90000, discountedRate: 90000, subTotal: 90000 });
  });

  it('the buyer\'s no declines the request and releases the hold; a yes on units taken meanwhile is 409 taken', async () => {
    const no = await place(OPTION_B);
    await api('POST', `/booking-requests/${no.requestId}/counter`, sellerB, { units: 2 });
    const answered = await api('POST', `/booking-requests/${no.requestId}/counter-answer`, buyer, { accept: false });
    expect(answered.body).toMatchObject({ request: { status: 'declined' }, order: null });
    expect((await storedBooking(t().db, no.requestId)).hold!.status).toBe('released');

    await keepAvailability(t().db, OPTION_STAFF, '2030-04-01', '2030-04-30', 1);
    const mine = await place(OPTION_STAFF, { from: '2030-04-01', to: '2030-04-10' });
    await placeRequest(t().db, { optionId: OPTION_STAFF, buyer: otherBuyer, at: T0, from: '2030-04-12', to: '2030-04-20', holdStatus: 'confirmed' });
    await api('POST', `/booking-requests/${mine.requestId}/counter`, staff, { to: '2030-04-15' });
    const before = await storedBooking(t().db, mine.requestId);
    const taken = await api('POST', `/booking-requests/${mine.requestId}/counter-answer`, buyer, { accept: true });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('taken');
    expect(await storedBooking(t().db, mine.requestId)).toEqual(before);
  });
});

describe('issue 37: a counter\'s days are India\'s days, as a hold\'s are', () => {
  it('at 20:00 UTC (01:30 the next day in India) the UTC day is already past for a counter\'s start', async () => {
    const evening = new Date(T0);
    evening.setUTCHours(20, 0, 0, 0);
    if (evening <= T0) evening.setUTCDate(evening.getUTCDate() + 1);
    const utcDay = evening.toISOString().slice(0, 10);
    const indiaDay = new Date(evening.getTime() + 86_400_000).toISOString().slice(0, 10);
    const to = new Date(evening.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    const { requestId } = await placeRequest(t().db, { optionId: OPTION_A, buyer, at: evening, from: indiaDay, to });
    t().setNow(evening);
    const past = await api('POST', `/booking-requests/${requestId}/counter`, sellerA, { from: utcDay });
    expect([past.status, past.body.fields]).toEqual([400, { from: 'The start date cannot be in the past' }]);
    const today = await api('POST', `/booking-requests/${requestId}/counter`, sellerA, { from: indiaDay, rate: 90000 });
    expect([today.status, today.body.fields]).toEqual([200, undefined]);
  });
});

describe('issue 37: answers at the same moment', () => {
  it('an accept and a decline at once: exactly one wins, and the other is told the request was answered', async () => {
    for (let i = 0; i < 3; i += 1) {
      const { requestId } = await place(OPTION_A);
      const [accept, decline] = await Promise.all([
        api('POST', `/booking-requests/${requestId}/accept`, sellerA),
        api('POST', `/booking-requests/${requestId}/decline`, sellerA, { reason: 'Taken by another brand' }),
      ]);
      expect([accept.status, decline.status].sort()).toEqual([200, 409]);
      const stored = await storedBooking(t().db, requestId);
      const orders = await t().db.selectFrom('insertion_orders').select('id').where('request_id', '=', requestId).execute();
      expect(stored.request.status).toBe(accept.status === 200 ? 'accepted' : 'declined');
      expect(orders).toHaveLength(accept.status === 200 ? 1 : 0);
    }
  });
});
