import crypto from 'node:crypto';
import { DEV_TEST_PAYMENT_KEY_ID, DEV_TEST_PAYMENT_KEY_SECRET, loadPaymentConfig } from './payment-config';
import {
  NO_GATEWAY, TestGatewayRefusal, createPaymentGateway, createRazorpayGateway, createTestGateway, isTestGateway, paymentSignature, verifyPaymentSignature,
} from './payment-gateway';

const SECRET = 'test_secret_for_unit_tests';

describe('payment signature (Razorpay style)', () => {
  it('is hex HMAC-SHA256 of "orderId|paymentId" under the key secret', () => {
    const expected = crypto.createHmac('sha256', SECRET).update('order_IluGWxBm9U8zJ8|pay_IluGXnaXmHTHbH').digest('hex');
    expect(paymentSignature('order_IluGWxBm9U8zJ8', 'pay_IluGXnaXmHTHbH', SECRET)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies a good signature and refuses a changed one, another key, swapped ids or another length', () => {
    const proof = { orderId: 'order_A1b2C3d4E5f6G7', paymentId: 'pay_Z9y8X7w6V5u4T3', signature: paymentSignature('order_A1b2C3d4E5f6G7', 'pay_Z9y8X7w6V5u4T3', SECRET) };
    expect(verifyPaymentSignature(proof, SECRET)).toBe(true);
    const flipped = proof.signature.slice(0, -1) + (proof.signature.endsWith('0') ? '1' : '0');
    expect(verifyPaymentSignature({ ...proof, signature: flipped }, SECRET)).toBe(false);
    expect(verifyPaymentSignature(proof, 'another_secret')).toBe(false);
    expect(verifyPaymentSignature({ ...proof, orderId: 'order_other1234567' }, SECRET)).toBe(false);
    expect(verifyPaymentSignature({ ...proof, signature: proof.signature.slice(0, 10) }, SECRET)).toBe(false);
    expect(verifyPaymentSignature({ ...proof, signature: '' }, SECRET)).toBe(false);
  });

  it('compares in constant time', () => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    try {
      verifyPaymentSignature({ orderId: 'order_x1234567', paymentId: 'pay_y1234567', signature: 'a'.repeat(64) }, SECRET);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('gateways', () => {
  it('the test gateway makes up orders and, at its checkout, charges each once and signs it with the key secret', async () => {
    const gateway = createTestGateway({ keyId: DEV_TEST_PAYMENT_KEY_ID, keySecret: SECRET, testMode: true });
    const order = await gateway.createOrder({ amountInPaise: 123456, currency: 'INR', receipt: 'c1' });
    expect(order).toEqual({ orderId: expect.stringMatching(/^order_[a-f0-9]{14}$/), amountInPaise: 123456, currency: 'INR' });
    expect(gateway.order(order.orderId)).toEqual({ ...order, paid: false });
    expect(() => gateway.pay(order.orderId, 'rzp_test_other')).toThrow(new TestGatewayRefusal('wrong-key', 'The checkout was opened with another key id'));
    const proof = gateway.pay(order.orderId, DEV_TEST_PAYMENT_KEY_ID);
    expect(proof.paymentId).toMatch(/^pay_[a-f0-9]{14}$/);
    expect(proof).toMatchObject({ orderId: order.orderId, amountInPaise: 123456, currency: 'INR' });
    expect(gateway.verifyPayment(proof)).toBe(true);
    expect(verifyPaymentSignature(proof, SECRET)).toBe(true);
    expect(() => gateway.pay(order.orderId, DEV_TEST_PAYMENT_KEY_ID)).toThrow('This order is already paid');
    expect(() => gateway.pay('order_Unknown0000001', DEV_TEST_PAYMENT_KEY_ID)).toThrow('The test gateway made no order with that id');
    expect(isTestGateway(gateway)).toBe(true);
    expect(isTestGateway(NO_GATEWAY)).toBe(false);
  });

  it('the Razorpay gateway creates orders through the Orders API with basic auth', async () => {
    const calls: { url: string; init: { headers: Record<string, string>; body: string } }[] = [];
    const fetchStub = async (url: string, init: { method: string; headers: Record<string, string>; body: string }) => {
      calls.push({ url, init });
      return { ok: true, status: 200, json: async () => ({ id: 'order_RealOrder12345', amount: 5000, currency: 'INR' }) };
    };
    const gateway = createRazorpayGateway({ keyId: 'rzp_live_abc', keySecret: 'live_secret', testMode: false, apiUrl: 'https://api.example/v1' }, fetchStub);
    expect(await gateway.createOrder({ amountInPaise: 5000, currency: 'INR', receipt: 'campaign-1' })).toEqual({ orderId: 'order_RealOrder12345', amountInPaise: 5000, currency: 'INR' });
    expect(calls[0].url).toBe('https://api.example/v1/orders');
    expect(calls[0].init.headers.authorization).toBe(`Basic ${Buffer.from('rzp_live_abc:live_secret').toString('base64')}`);
    expect(JSON.parse(calls[0].init.body)).toEqual({ amount: 5000, currency: 'INR', receipt: 'campaign-1' });

    const refusing = createRazorpayGateway({ keyId: 'k', keySecret: 's', testMode: false, apiUrl: 'https://api.example/v1' }, async () => ({ ok: false, status: 401, json: async () => ({ error: {} }) }));
    await expect(refusing.createOrder({ amountInPaise: 1, currency: 'INR', receipt: 'r' })).rejects.toThrow('The payment gateway refused the order (HTTP 401)');
  });
});

describe('payment config', () => {
  it('defaults to the built-in test gateway with clearly marked test keys', () => {
    expect(loadPaymentConfig({}, 'development')).toEqual({
      gateway: 'test', cardPayments: true, keyId: DEV_TEST_PAYMENT_KEY_ID, keySecret: DEV_TEST_PAYMENT_KEY_SECRET, currency: 'INR', testMode: true,
      apiUrl: 'https://api.razorpay.com/v1', devCheckout: true,
    });
    expect(DEV_TEST_PAYMENT_KEY_ID).toMatch(/^rzp_test_/);
    expect(DEV_TEST_PAYMENT_KEY_SECRET).toMatch(/TEST/);
  });

  it('never offers the simulated checkout in production or with live keys', () => {
    expect(loadPaymentConfig({}, 'production').devCheckout).toBe(false);
    const live = loadPaymentConfig({ PAYMENT_GATEWAY: 'razorpay', PAYMENT_KEY_ID: 'rzp_live_x', PAYMENT_KEY_SECRET: 's' }, 'development');
    expect(live).toMatchObject({ gateway: 'razorpay', testMode: false, devCheckout: false });
  });

  it('in production the test gateway and the test secret do not exist: card payments are off unless a gateway is configured', () => {
    expect(loadPaymentConfig({}, 'production')).toEqual({
      gateway: 'none', cardPayments: false, keyId: '', keySecret: '', currency: 'INR', testMode: false, apiUrl: 'https://api.razorpay.com/v1', devCheckout: false,
    });
    expect(() => loadPaymentConfig({ PAYMENT_GATEWAY: 'test' }, 'production')).toThrow(/does not exist in production/);
    expect(() => loadPaymentConfig({ PAYMENT_GATEWAY: 'razorpay', PAYMENT_KEY_ID: 'rzp_live_1', PAYMENT_KEY_SECRET: DEV_TEST_PAYMENT_KEY_SECRET }, 'production'))
      .toThrow(/test secret written in the repository/);
    expect(loadPaymentConfig({ PAYMENT_GATEWAY: 'razorpay', PAYMENT_KEY_ID: 'rzp_live_1', PAYMENT_KEY_SECRET: 'live-secret' }, 'production'))
      .toMatchObject({ gateway: 'razorpay', cardPayments: true, keySecret: 'live-secret', devCheckout: false });
    expect(createPaymentGateway(loadPaymentConfig({}, 'production')).verifyPayment({ orderId: 'order_1', paymentId: 'pay_1', signature: 'x' })).toBe(false);
  });

  it('refuses half a key pair, an unknown gateway, razorpay without keys and a bad currency', () => {
    expect(() => loadPaymentConfig({ PAYMENT_KEY_ID: 'rzp_test_x' }, 'test')).toThrow('Set both PAYMENT_KEY_ID and PAYMENT_KEY_SECRET, or neither');
    expect(() => loadPaymentConfig({ PAYMENT_GATEWAY: 'paypal' }, 'test')).toThrow('PAYMENT_GATEWAY must be one of test, razorpay, none, got "paypal"');
    expect(() => loadPaymentConfig({ PAYMENT_GATEWAY: 'razorpay' }, 'test')).toThrow(/needs PAYMENT_KEY_ID/);
    expect(() => loadPaymentConfig({ PAYMENT_CURRENCY: 'rupees' }, 'test')).toThrow(/3-letter code/);
  });
});
