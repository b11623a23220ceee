import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentConfig } from './payment-config';

/** What the checkout hands back after a card payment (Razorpay's handler fields, camel-cased). */
export type GatewayPaymentProof = { orderId: string; paymentId: string; signature: string };

export type GatewayOrder = { orderId: string; amountInPaise: number; currency: string };

/** A card payment gateway: creates orders, and checks what the checkout returns. */
export interface PaymentGateway {
  /** False when card payments are off (PAYMENT_GATEWAY=none): orders and card payments answer 503. */
  readonly enabled: boolean;
  /** The public key id the client opens the checkout with. */
  readonly keyId: string;
  /** True when no real money moves (test keys). */
  readonly testMode: boolean;
  createOrder(input: { amountInPaise: number; currency: string; receipt: string }): Promise<GatewayOrder>;
  /** True when `signature` is HMAC-SHA256(orderId + '|' + paymentId) under the key secret. */
  verifyPayment(proof: GatewayPaymentProof): boolean;
}

/** The checkout signature, Razorpay style: hex HMAC-SHA256 of `orderId|paymentId` with the key secret. */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`, 'utf8').digest('hex');
}

/** Compares in constant time (for equal lengths); a signature of another length is simply wrong. */
export function verifyPaymentSignature(proof: GatewayPaymentProof, keySecret: string): boolean {
  const expected = Buffer.from(paymentSignature(proof.orderId, proof.paymentId, keySecret), 'utf8');
  const given = Buffer.from(proof.signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const gatewayId = (prefix: string): string => `${prefix}_${randomBytes(10).toString('hex').slice(0, 14)}`;

/** Why the test gateway would not take a test card payment. */
export class TestGatewayRefusal extends Error {
  constructor(readonly reason: 'unknown-order' | 'already-paid' | 'wrong-key', message: string) {
    super(message);
    this.name = 'TestGatewayRefusal';
  }
}

/** The orders a test gateway remembers (a gateway knows its own orders); the oldest go first past this. */
const TEST_GATEWAY_MAX_ORDERS = 10_000;

/** The built-in TEST gateway: what the test checkout page needs of it besides the gateway API. */
export type TestGateway = PaymentGateway & {
  readonly kind: 'test';
  /**
   * A test card payment of `orderId` at the test checkout: what the real gateway's checkout
   * hands back (payment id and its signature). Refuses an order it did not make, one paid
   * already, or a checkout opened with another key id.
   */
  pay(orderId: string, keyId: string): GatewayPaymentProof & { amountInPaise: number; currency: string };
  /** An order it made and has not been paid, for its checkout page. */
  order(orderId: string): (GatewayOrder & { paid: boolean }) | null;
};

/**
 * The built-in TEST gateway: orders are made up locally and nothing is charged. Its checkout
 * (test-checkout.routes.ts) takes the place of the gateway's, and signs exactly as the real
 * gateway does, so the browser and the server go through the same steps.
 */
export function createTestGateway(config: Pick<PaymentConfig, 'keyId' | 'keySecret' | 'testMode'>): TestGateway {
  const orders = new Map<string, GatewayOrder & { paid: boolean }>();
  return {
    kind: 'test',
    enabled: true,
    keyId: config.keyId,
    testMode: config.testMode,
    async createOrder({ amountInPaise, currency }) {
      const order = { orderId: gatewayId('order'), amountInPaise, currency };
      if (orders.size >= TEST_GATEWAY_MAX_ORDERS) orders.delete(orders.keys().next().value as string);
      orders.set(order.orderId, { ...order, paid: false });
      return order;
    },
    verifyPayment: (proof) => verifyPaymentSignature(proof, config.keySecret),
    order: (orderId) => orders.get(orderId) ?? null,
    pay(orderId, keyId) {
      if (keyId !== config.keyId) throw new TestGatewayRefusal('wrong-key', 'The checkout was opened with another key id');
      const order = orders.get(orderId);
      if (!order) throw new TestGatewayRefusal('unknown-order', 'The test gateway made no order with that id');
      if (order.paid) throw new TestGatewayRefusal('already-paid', 'This order is already paid');
      order.paid = true;
      const paymentId = gatewayId('pay');
      return {
        orderId, paymentId, signature: paymentSignature(orderId, paymentId, config.keySecret),
        amountInPaise: order.amountInPaise, currency: order.currency,
      };
    },
  };
}

/** Whether `gateway` is the built-in test gateway (whose checkout this server serves). */
export const isTestGateway = (gateway: PaymentGateway): gateway is TestGateway => (gateway as Partial<TestGateway>).kind === 'test';

type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal }) => Promise<{
  ok: boolean; status: number; json(): Promise<unknown>;
}>;

/** Razorpay's Orders API (`POST /orders`, basic auth with the key id and secret). */
export function createRazorpayGateway(
  config: Pick<PaymentConfig, 'keyId' | 'keySecret' | 'testMode' | 'apiUrl'>,
  fetchImpl: FetchLike = fetch as unknown as FetchLike,
): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  return {
    enabled: true,
    keyId: config.keyId,
    testMode: config.testMode,
    async createOrder({ amountInPaise, currency, receipt }) {
      const res = await fetchImpl(`${config.apiUrl}/orders`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: amountInPaise, currency, receipt }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await res.json().catch(() => null)) as { id?: unknown; amount?: unknown; currency?: unknown } | null;
      if (!res.ok || typeof body?.id !== 'string') throw new Error(`The payment gateway refused the order (HTTP ${res.status})`);
      return { orderId: body.id, amountInPaise: typeof body.amount === 'number' ? body.amount : amountInPaise, currency: typeof body.currency === 'string' ? body.currency : currency };
    },
    verifyPayment: (proof) => verifyPaymentSignature(proof, config.keySecret),
  };
}

/** Card payments off: no order is made and no signature ever verifies. */
export const NO_GATEWAY: PaymentGateway = {
  enabled: false,
  keyId: '',
  testMode: false,
  async createOrder() {
    throw new Error('card payments are off');
  },
  verifyPayment: () => false,
};

/** The gateway PAYMENT_GATEWAY names. */
export function createPaymentGateway(config: PaymentConfig): PaymentGateway {
  if (config.gateway === 'none' || !config.cardPayments) return NO_GATEWAY;
  return config.gateway === 'razorpay' ? createRazorpayGateway(config) : createTestGateway(config);
}
