import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import type { TypeBoxProvider } from '../../http/type-provider';
import { bearer, makeUser, sampleOption, seedCampaign, storedCampaign, type Actor } from '../../../test/support/campaign.fixtures';
import { createCampaignRepository } from '../campaign.repository';
import { loadPaymentConfig } from './payment-config';
import { paymentSignature } from './payment-gateway';
import { registerPaymentRoutes } from './payment.routes';

let t: TestApp;
let owner: Actor;
let staff: Actor;
// The key the service B plugin reads (test defaults unless PAYMENT_* is set).
const keySecret = loadPaymentConfig(process.env, 'test').keySecret;

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t.db, 'Payer');
  staff = await makeUser(t.db, 'Accounts', 'finance');
});
afterAll(async () => {
  await t.close();
});

async function post(path: string, payload: object, who: Actor | null = owner) {
  const res = await t.app.inject({ method: 'POST', url: `/campaign-api${path}`, headers: bearer(who), payload });
  return { status: res.statusCode, body: res.json() };
}

async function detail(id: string, who: Actor = owner) {
  const res = await t.app.inject({ method: 'GET', url: `/campaign-api/campaigns/${id}`, headers: bearer(who) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** An approved campaign of 2 × ₹800 + 18 % GST = ₹1,888. */
async function approvedCampaign(): Promise<string> {
  const { id } = await seedCampaign(t.db, owner, { status: 'Approved', options: [sampleOption(`p-${Math.random().toString(36).slice(2, 8)}`)] });
  return id;
}

async function order(id: string, amount?: number): Promise<string> {
  const res = await post(`/campaigns/${id}/payments/order`, amount === undefined ? {} : { amount });
  expect(res.status).toBe(200);
  return res.body.orderId;
}

const signed = (orderId: string, paymentId: string) => ({ mode: 'card', orderId, paymentId, signature: paymentSignature(orderId, paymentId, keySecret) });

describe('card payments (gateway signature)', () => {
  it('a good signature records the payment once; the replay is 409 and stores nothing more', async () => {
    const id = await approvedCampaign();
    const orderId = await order(id);
    const body = signed(orderId, 'pay_GoodPayment0001');
    const first = await post(`/campaigns/${id}/payments`, body);
    expect(first).toEqual({
      status: 200,
      body: {
        status: 'Paid',
        payments: [{
          _id: expect.any(String), amount: 1888, mode: 'card', reference: 'pay_GoodPayment0001', orderId, createdAt: expect.any(String), paidBy: owner.id,
          // The gateway's signature checked out: verified at once.
          state: 'verified', verifiedAt: expect.any(String), verifiedBy: 'gateway',
        }],
      },
    });
    const after = await storedCampaign(t.db, id);
    expect(after.orders).toEqual([expect.objectContaining({ id: orderId, status: 'paid', payment_id: 'pay_GoodPayment0001' })]);
    const replay = await post(`/campaigns/${id}/payments`, body);
    expect(replay).toEqual({ status: 409, body: { error: 'conflict', message: 'This order is already paid' } });
    expect(await storedCampaign(t.db, id)).toEqual(after);
  });

  it('a bad signature is 400 and stores nothing', async () => {
    const id = await approvedCampaign();
    const orderId = await order(id);
    const before = await storedCampaign(t.db, id);
    const good = signed(orderId, 'pay_BadSignature01');
    const forged = [
      { ...good, signature: good.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
      { ...good, signature: paymentSignature(orderId, 'pay_BadSignature01', 'guessed-secret') },
      { ...good, paymentId: 'pay_BadSignature02' },
    ];
    for (const body of forged) {
      expect(await post(`/campaigns/${id}/payments`, body)).toEqual({
        status: 400, body: { error: 'bad_request', message: 'The payment signature does not match; the payment was not recorded' },
      });
    }
    expect(await storedCampaign(t.db, id)).toEqual(before);
    expect(before.orders[0]).toMatchObject({ status: 'created', payment_id: null });
  });

  it('a payment id cannot be used for a second order; an order of another campaign is refused', async () => {
    const id = await approvedCampaign();
    const first = await order(id, 500);
    expect((await post(`/campaigns/${id}/payments`, signed(first, 'pay_Reused000001'))).body.status).toBe('Payment Pending');
    const second = await order(id, 500);
    const before = await storedCampaign(t.db, id);
    expect(await post(`/campaigns/${id}/payments`, signed(second, 'pay_Reused000001'))).toMatchObject({ status: 409, body: { message: 'This payment was already recorded' } });
    expect(await storedCampaign(t.db, id)).toEqual(before);

    const otherCampaign = await approvedCampaign();
    const foreign = await order(otherCampaign);
    expect(await post(`/campaigns/${id}/payments`, signed(foreign, 'pay_Foreign000001'))).toMatchObject({ status: 400, body: { message: 'No payment order with that id belongs to this campaign' } });
    expect(await storedCampaign(t.db, id)).toEqual(before);
  });

  it('parallel submissions of one checkout record it once', async () => {
    const id = await approvedCampaign();
    const orderId = await order(id);
    const body = signed(orderId, 'pay_Parallel00001');
    const results = await Promise.all(Array.from({ length: 6 }, () => post(`/campaigns/${id}/payments`, body)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await storedCampaign(t.db, id)).references).toHaveLength(1);
    const detail = await t.app.inject({ method: 'GET', url: `/campaign-api/campaigns/${id}`, headers: bearer(owner) });
    expect(detail.json().payments).toHaveLength(1);
  });

  it('checks the card fields and the amount against the order', async () => {
    const id = await approvedCampaign();
    const orderId = await order(id, 100);
    const before = await storedCampaign(t.db, id);
    for (const [body, message] of [
      [{ mode: 'card', orderId }, 'A card payment needs the orderId, paymentId and signature the checkout returned'],
      [{ ...signed(orderId, 'pay_Amount0000001'), amount: 99 }, 'The amount does not match the order (₹100)'],
      [{ ...signed(orderId, 'pay_Amount0000001'), signature: 'XYZ' }, /body\/signature must match pattern/],
      [{ ...signed(orderId, 'pay_Amount0000001'), orderId: 'order-1' }, /body\/orderId must match pattern/],
    ] as [object, string | RegExp][]) {
      const expected = message instanceof RegExp ? expect.stringMatching(message) : message;
      expect(await post(`/campaigns/${id}/payments`, body)).toEqual({ status: 400, body: { error: 'bad_request', message: expected } });
    }
    expect(await storedCampaign(t.db, id)).toEqual(before);
  });
});

describe('bank and UPI payments', () => {
  it('records a valid reference once (across campaigns); the payments await verification and do not make the campaign Paid', async () => {
    const id = await approvedCampaign();
    const part = await post(`/campaigns/${id}/payments`, { mode: 'upi', amount: 888, reference: '4123 4567 8901' });
    expect(part).toEqual({ status: 200, body: { status: 'Payment Pending', payments: [expect.objectContaining({ amount: 888, mode: 'upi', reference: '412345678901', state: 'pending' })] } });
    const dupe = await post(`/campaigns/${id}/payments`, { mode: 'upi', amount: 1000, reference: '412345678901' });
    expect(dupe).toEqual({ status: 409, body: { error: 'conflict', message: 'A payment with this reference was already recorded' } });
    const elsewhere = await approvedCampaign();
    expect((await post(`/campaigns/${elsewhere}/payments`, { mode: 'upi', amount: 10, reference: '412345678901' })).status).toBe(409);
    const rest = await post(`/campaigns/${id}/payments`, { mode: 'bank', amount: 1000, reference: 'ICICR52024010100001234' });
    // The whole amount is recorded, none of it verified: not Paid, nothing paid yet.
    expect(rest.body.status).toBe('Payment Pending');
    expect(rest.body.payments.map((p: { amount: number; state: string }) => [p.amount, p.state])).toEqual([[888, 'pending'], [1000, 'pending']]);
    expect(await detail(id)).toMatchObject({ status: 'Payment Pending', amountPaid: 0, balanceDue: 1888 });
  });

  it('bad input is 400 and changes nothing', async () => {
    const id = await approvedCampaign();
    const before = await storedCampaign(t.db, id);
    for (const [body, message] of [
      [{ mode: 'cash', amount: 10, reference: 'x' }, 'body/mode must be one of: bank, upi, card'],
      [{ mode: 'bank', amount: 10 }, 'A bank or UPI payment needs the amount and the reference'],
      [{ mode: 'bank', amount: 10, reference: 'ABC' }, 'A bank transfer reference is the UTR number: 12 to 22 letters and digits'],
      [{ mode: 'upi', amount: 10, reference: '12345' }, 'A UPI reference is the 12-digit UPI transaction id (UTR)'],
      [{ mode: 'upi', amount: 0, reference: '412345678902' }, 'The amount must be more than ₹0'],
      [{ mode: 'upi', amount: -5, reference: '412345678902' }, 'The amount must be more than ₹0'],
      [{ mode: 'upi', amount: 10.555, reference: '412345678902' }, 'The amount must be in rupees with at most two decimals'],
      [{ mode: 'upi', amount: 1888.01, reference: '412345678902' }, 'The amount is more than the balance due (₹1,888)'],
      [{ mode: 'upi', amount: 'abc', reference: '412345678902' }, 'body/amount must be number'],
    ] as [object, string][]) {
      expect(await post(`/campaigns/${id}/payments`, body)).toEqual({ status: 400, body: { error: 'bad_request', message } });
    }
    expect(await storedCampaign(t.db, id)).toEqual(before);
  });

  it('payments and orders wait for an approved plan', async () => {
    const { id } = await seedCampaign(t.db, owner, { status: 'Plan Shared', options: [sampleOption('w-1')] });
    const before = await storedCampaign(t.db, id);
    expect(await post(`/campaigns/${id}/payments`, { mode: 'upi', amount: 10, reference: '512345678901' })).toEqual({
      status: 409, body: { error: 'conflict', message: 'Payments are taken once a plan is approved.' },
    });
    expect((await post(`/campaigns/${id}/payments/order`, {})).status).toBe(409);
    expect(await storedCampaign(t.db, id)).toEqual(before);
  });

  it('an order cannot exceed what may be paid now; a paid campaign takes no more orders', async () => {
    const id = await approvedCampaign();
    expect(await post(`/campaigns/${id}/payments/order`, { amount: 5000 })).toMatchObject({ status: 400, body: { message: 'The amount is more than the balance due (₹1,888)' } });
    const part = await post(`/campaigns/${id}/payments`, { mode: 'bank', amount: 1000, reference: 'SBIN000012345677' });
    // ₹1,000 awaits verification: the default order is for the other ₹888, and no more may be ordered.
    expect(await post(`/campaigns/${id}/payments/order`, {})).toMatchObject({ status: 200, body: { amount: 888 } });
    expect(await post(`/campaigns/${id}/payments/order`, { amount: 900 })).toMatchObject({
      status: 400, body: { message: '₹1,000 of the balance is awaiting verification; you can pay up to ₹888 now' },
    });
    await post(`/campaigns/${id}/payments`, { mode: 'bank', amount: 888, reference: 'SBIN000012345678' });
    expect(await post(`/campaigns/${id}/payments/order`, {})).toMatchObject({ status: 409, body: { message: 'The balance due is covered by payments awaiting verification.' } });
    for (const p of (await detail(id)).payments) expect((await post(`/campaigns/${id}/payments/${p._id}/verify`, { approved: true }, staff)).status).toBe(200);
    expect(await post(`/campaigns/${id}/payments/order`, {})).toMatchObject({ status: 409, body: { message: 'This campaign is paid in full.' } });
    expect(part.body.payments[0].state).toBe('pending');
  });
});

describe('GET /payments/config', () => {
  it('says the page may offer cards and through which gateway (the built-in test one here), to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/campaign-api/payments/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cardPayments: true, gateway: 'test', testMode: true });
  });

  it.each([
    ['card payments off (production without a gateway)', loadPaymentConfig({}, 'production'), { cardPayments: false, gateway: 'none', testMode: false }],
    ['Razorpay with live keys', loadPaymentConfig({ PAYMENT_GATEWAY: 'razorpay', PAYMENT_KEY_ID: 'rzp_live_1', PAYMENT_KEY_SECRET: 's' }, 'production'), { cardPayments: true, gateway: 'razorpay', testMode: false }],
  ])('%s', async (_what, config, expected) => {
    const app = Fastify().withTypeProvider<TypeBoxProvider>();
    registerPaymentRoutes(app, createCampaignRepository(t.db), config, () => new Date());
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/payments/config' })).json()).toEqual(expected);
    } finally {
      await app.close();
    }
  });
});

describe("the test gateway's checkout", () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/campaign-api/test-gateway${url}` });
  const pay = async (orderId: string, keyId = keyIdOf()) => {
    const res = await t.app.inject({ method: 'POST', url: `/campaign-api/test-gateway/orders/${orderId}/pay`, payload: { key_id: keyId } });
    return { status: res.statusCode, body: res.json() };
  };
  const keyIdOf = () => loadPaymentConfig(process.env, 'test').keyId;

  it('serves checkout.js, which defines window.Razorpay as the gateway\'s script does', async () => {
    const res = await get('/checkout.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.body).toContain('window.Razorpay = TestCheckout');
    expect((await get('/checkout-page.js')).headers['content-type']).toMatch(/^application\/javascript/);
  });

  it('serves a checkout page for its own orders, under its own strict policy, framable by the dashboard wherever it runs', async () => {
    const id = await approvedCampaign();
    const orderId = await order(id, 1000);
    const page = await get(`/checkout?order_id=${orderId}&key_id=${keyIdOf()}&name=${encodeURIComponent('<b>MediaMart</b>')}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors *");
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('Pay ₹1,000');
    expect(page.body).toContain('&lt;b&gt;MediaMart&lt;/b&gt;');
    expect(page.body).not.toContain('<b>MediaMart');
    expect(page.body).toContain('<script src="checkout-page.js"></script>');
    expect((await get(`/checkout?order_id=order_Unknown0000001&key_id=${keyIdOf()}`)).statusCode).toBe(404);
    expect((await get(`/checkout?order_id=${orderId}&key_id=rzp_test_other`)).statusCode).toBe(400);
  });

  it('charges an order once and answers what the gateway\'s checkout does: the page records it with that answer', async () => {
    const id = await approvedCampaign();
    const orderId = await order(id, 1000);
    const charged = await pay(orderId);
    expect(charged).toEqual({
      status: 200,
      body: {
        razorpay_order_id: orderId, razorpay_payment_id: expect.stringMatching(/^pay_/),
        razorpay_signature: paymentSignature(orderId, charged.body.razorpay_payment_id, keySecret),
      },
    });
    const recorded = await post(`/campaigns/${id}/payments`, {
      mode: 'card', orderId: charged.body.razorpay_order_id, paymentId: charged.body.razorpay_payment_id, signature: charged.body.razorpay_signature,
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body.payments).toEqual([expect.objectContaining({ mode: 'card', amount: 1000, state: 'verified', orderId })]);
    expect(await pay(orderId)).toMatchObject({ status: 409, body: { error: 'conflict', message: 'This order is already paid' } });
    expect(await pay('order_Unknown0000001')).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await pay(orderId, 'rzp_test_other')).toMatchObject({ status: 400 });
  });

  it('does not exist in production or with another gateway', async () => {
    for (const config of [
      loadPaymentConfig({}, 'production'),
      loadPaymentConfig({ PAYMENT_GATEWAY: 'razorpay', PAYMENT_KEY_ID: 'rzp_live_1', PAYMENT_KEY_SECRET: 's' }, 'development'),
      loadPaymentConfig({ PAYMENT_GATEWAY: 'razorpay', PAYMENT_KEY_ID: 'rzp_test_1', PAYMENT_KEY_SECRET: 's' }, 'development'),
    ]) {
      const app = Fastify().withTypeProvider<TypeBoxProvider>();
      registerPaymentRoutes(app, createCampaignRepository(t.db), config, () => new Date());
      await app.ready();
      for (const url of ['/test-gateway/checkout.js', '/test-gateway/checkout', '/test-gateway/checkout-page.js']) {
        expect(app.hasRoute({ method: 'GET', url })).toBe(false);
      }
      expect(app.hasRoute({ method: 'POST', url: '/test-gateway/orders/:orderId/pay' })).toBe(false);
      expect(app.hasRoute({ method: 'POST', url: '/campaigns/:id/payments' })).toBe(true);
      await app.close();
    }
  });
});
