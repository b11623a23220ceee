import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { bearer, makeUser, sampleOption, seedCampaign, storedCampaign, type Actor } from '../../../test/support/campaign.fixtures';
import { DEV_TEST_PAYMENT_KEY_SECRET } from './payment-config';
import { paymentSignature } from './payment-gateway';

/**
 * A server deployed with NODE_ENV=production and no gateway configured: the test gateway and
 * the secret written in the repository do not exist, so a card payment signed with that
 * secret (forged) is never recorded. Bank and UPI payments still work.
 */
let t: TestApp;
let owner: Actor;

beforeAll(async () => {
  t = await createTestApp({ env: { NODE_ENV: 'production' } });
  owner = await makeUser(t.db, 'Forger');
});
afterAll(async () => {
  await t.close();
});

async function post(path: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url: `/campaign-api${path}`, headers: bearer(owner), payload });
  return { status: res.statusCode, body: res.json() };
}

describe('card payments in production mode without a configured gateway', () => {
  it('a card payment signed with the repository test secret is refused and nothing is stored', async () => {
    const { id } = await seedCampaign(t.db, owner, { status: 'Approved', options: [sampleOption('forged', 2, 800)] });
    const before = await storedCampaign(t.db, id);
    const orderId = 'order_Forged000001';
    const paymentId = 'pay_Forged00000001';
    const forged = { mode: 'card', orderId, paymentId, signature: paymentSignature(orderId, paymentId, DEV_TEST_PAYMENT_KEY_SECRET) };
    expect(await post(`/campaigns/${id}/payments`, forged)).toEqual({
      status: 503,
      body: { error: 'card_payments_unavailable', message: 'Card payments are not available on this site. Pay by bank transfer or UPI and enter its reference.' },
    });
    expect((await post(`/campaigns/${id}/payments/order`, {})).status).toBe(503);
    expect((await post(`/test-gateway/orders/${orderId}/pay`, { key_id: 'rzp_test_mediamart_local' })).status).toBe(404);
    const config = await t.app.inject({ method: 'GET', url: '/campaign-api/payments/config' });
    expect(config.json()).toEqual({ cardPayments: false, gateway: 'none', testMode: false });
    expect((await t.app.inject({ method: 'GET', url: '/campaign-api/test-gateway/checkout.js' })).statusCode).toBe(404);
    expect(await storedCampaign(t.db, id)).toEqual(before);

    const upi = await post(`/campaigns/${id}/payments`, { mode: 'upi', amount: 500, reference: '123456789012' });
    expect(upi.status).toBe(200);
    expect(upi.body.payments).toHaveLength(1);
  });

  it('the server refuses to start with the test gateway in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'test' })).toThrow(/does not exist in production/);
  });
});
