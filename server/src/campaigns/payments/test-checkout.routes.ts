import { ConflictError, InputError, NotFoundError } from '../../errors';
import type { TypedFastify } from '../../http/type-provider';
import { TestGatewayRefusal, type TestGateway } from './payment-gateway';
import { testCheckoutPageSchema, testCheckoutPageScriptSchema, testCheckoutPaySchema, testCheckoutScriptSchema } from './payment.schema';
import { CHECKOUT_PAGE_POLICY, CHECKOUT_PAGE_SCRIPT, CHECKOUT_SCRIPT, checkoutPage } from './test-checkout.assets';

/** Where the test gateway's checkout is served, under service B. */
export const TEST_GATEWAY_PATH = '/test-gateway';

/**
 * The built-in TEST gateway's checkout (only with PAYMENT_GATEWAY=test, a test key and
 * NODE_ENV other than production): `checkout.js`, the checkout page and its script, and the
 * "charge" of a test card, which answers what Razorpay's checkout hands the page. No sign-in:
 * like the gateway's, it knows only its orders (random ids the order route gave the payer).
 */
export function registerTestCheckoutRoutes(app: TypedFastify, gateway: TestGateway): void {
  const script = (source: string) => async (_request: unknown, reply: { header(name: string, value: string): unknown }) => {
    reply.header('content-type', 'application/javascript; charset=utf-8');
    reply.header('cache-control', 'no-cache');
    return source;
  };
  app.get(`${TEST_GATEWAY_PATH}/checkout.js`, { schema: testCheckoutScriptSchema }, script(CHECKOUT_SCRIPT));
  app.get(`${TEST_GATEWAY_PATH}/checkout-page.js`, { schema: testCheckoutPageScriptSchema }, script(CHECKOUT_PAGE_SCRIPT));

  app.get(`${TEST_GATEWAY_PATH}/checkout`, { schema: testCheckoutPageSchema }, async (request, reply) => {
    const { order_id: orderId, key_id: keyId, name, description } = request.query;
    if (keyId !== gateway.keyId) throw new InputError('key_id is not this gateway\'s key id');
    const order = gateway.order(orderId);
    if (!order) throw new NotFoundError('The test gateway made no order with that id');
    void reply.header('content-type', 'text/html; charset=utf-8');
    void reply.header('cache-control', 'no-store');
    void reply.header('content-security-policy', CHECKOUT_PAGE_POLICY);
    return checkoutPage({ orderId, amountInPaise: order.amountInPaise, currency: order.currency, name: name ?? '', description: description ?? '' });
  });

  app.post(`${TEST_GATEWAY_PATH}/orders/:orderId/pay`, { schema: testCheckoutPaySchema }, async (request) => {
    try {
      const proof = gateway.pay(request.params.orderId, request.body.key_id);
      return { razorpay_order_id: proof.orderId, razorpay_payment_id: proof.paymentId, razorpay_signature: proof.signature };
    } catch (err) {
      if (!(err instanceof TestGatewayRefusal)) throw err;
      if (err.reason === 'unknown-order') throw new NotFoundError(err.message);
      if (err.reason === 'already-paid') throw new ConflictError(err.message);
      throw new InputError(err.message);
    }
  });
}
