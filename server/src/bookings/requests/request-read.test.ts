import type { BookingRequest, InsertionOrder } from 'shared-domain';
import { appForSuite, createTestApp } from '../../../test/support/test-app';
import type { Actor } from '../../../test/support/campaign.fixtures';
import { smallCatalog } from '../../../test/support/fixtures';
import { campaignApi, OPTION_A, OPTION_B, OPTION_STAFF, mailsTo, placeRequest, requestCast, type Seller } from '../../../test/support/booking-requests.fixtures';

const t = appForSuite(() => createTestApp({ catalog: smallCatalog() }));
const api = campaignApi(t);
// Near the real time: the tokens makeUser issues expire by the app's clock.
const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);

let buyer: Actor;
let otherBuyer: Actor;
let staff: Actor;
let sellerA: Seller<Actor>;
let sellerB: Seller<Actor>;

beforeAll(async () => {
  t().setNow(T0);
  ({ buyer, otherBuyer, staff, sellerA, sellerB } = await requestCast(t));
});

const place = (optionId: string) => placeRequest(t().db, { optionId, buyer, at: T0 });

describe('issue 37: GET /booking-requests/{id}', () => {
  it('the buyer, the request\'s seller side and staff read it with its order (null until accepted); anyone else gets 404', async () => {
    const { requestId } = await place(OPTION_A);
    for (const who of [buyer, sellerA, staff]) {
      const res = await api('GET', `/booking-requests/${requestId}`, who);
      expect([res.status, (res.body.request as BookingRequest)._id, res.body.order]).toEqual([200, requestId, null]);
    }
    expect((await api('GET', `/booking-requests/${requestId}`, buyer)).body.request).toMatchObject({
      status: 'sent', optionName: 'Option 1', mediaName: 'Times of India', sellerName: 'Skyline Media', buyer: { name: 'Asha Rao' }, orderId: null,
    });
    for (const who of [otherBuyer, sellerB]) {
      const res = await api('GET', `/booking-requests/${requestId}`, who);
      expect([res.status, res.body.error]).toEqual([404, 'not_found']);
    }
    expect((await api('GET', '/booking-requests/no-such-request', buyer)).status).toBe(404);
    expect((await api('GET', `/booking-requests/${requestId}`, null)).status).toBe(401);

    expect((await api('POST', `/booking-requests/${requestId}/accept`, sellerA)).status).toBe(200);
    const seller = await api('GET', `/booking-requests/${requestId}`, sellerA);
    const order = seller.body.order as InsertionOrder;
    expect(seller.body.request).toMatchObject({ status: 'accepted', orderId: order._id });
    expect(order).toMatchObject({ requestId, version: 1, status: 'awaiting-signatures', canSignAs: ['seller'] });
    expect((await api('GET', `/booking-requests/${requestId}`, buyer)).body.order).toMatchObject({ _id: order._id, canSignAs: ['buyer'] });
  });

  it('for the marketplace\'s own catalogue, staff are the seller side and no seller account is named', async () => {
    const { requestId } = await place(OPTION_STAFF);
    expect((await api('GET', `/booking-requests/${requestId}`, staff)).body.request).toMatchObject({ _id: requestId, sellerName: 'MediaMart' });
    expect((await api('GET', `/booking-requests/${requestId}`, sellerA)).status).toBe(404);
  });
});

describe('issue 37: the seller is e-mailed when the buyer answers a counter-offer', () => {
  it('a yes tells the terms booked and the order to sign; a no says the units are free again', async () => {
    const yes = await place(OPTION_A);
    expect((await api('POST', `/booking-requests/${yes.requestId}/counter`, sellerA, { rate: 90000 })).status).toBe(200);
    const before = (await mailsTo(t().db, sellerA.email)).length;
    const accepted = await api('POST', `/booking-requests/${yes.requestId}/counter-answer`, buyer, { accept: true });
    expect(accepted.status).toBe(200);
    const number = (accepted.body.order as InsertionOrder).content.number;
    const mails = await mailsTo(t().db, sellerA.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe('Counter-offer accepted: Times of India');
    expect(mails.at(-1)!.text).toContain('Asha Rao accepted your counter-offer for Option 1 (Times of India, Delhi): from ');
    expect(mails.at(-1)!.text).toContain('at ₹90,000 per month. The units are booked.');
    expect(mails.at(-1)!.text).toContain(`Insertion order ${number} is ready for both sides to sign.`);

    const no = await place(OPTION_B);
    expect((await api('POST', `/booking-requests/${no.requestId}/counter`, sellerB, { units: 2 })).status).toBe(200);
    expect((await api('POST', `/booking-requests/${no.requestId}/counter-answer`, buyer, { accept: false })).status).toBe(200);
    expect((await mailsTo(t().db, sellerB.email)).at(-1)).toEqual({
      subject: 'Counter-offer declined: Hindustan Times',
      text: 'Asha Rao declined your counter-offer for Option 1 (Hindustan Times, Mumbai). The request is closed and the units they held are free again.\n\n'
        + 'Open "Bookings" in your seller studio to see it.',
    });
    // Seller A's mailbox got nothing of B's request.
    expect(await mailsTo(t().db, sellerA.email)).toHaveLength(before + 1);
  });
});
