/** Card payment gateway settings (PAYMENT_*), read from the environment. */
import type { NodeEnv } from '../../env-values';

/** `test`: built in, simulated (never in production); `razorpay`: real orders; `none`: card payments off. */
export const PAYMENT_GATEWAYS = ['test', 'razorpay', 'none'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/**
 * TEST credentials for local development and tests only. They belong to no gateway
 * account: with them card payments are simulated by the built-in test gateway, never charged.
 */
export const DEV_TEST_PAYMENT_KEY_ID = 'rzp_test_mediamart_local';
export const DEV_TEST_PAYMENT_KEY_SECRET = 'mediamart-local-TEST-secret-not-for-production';

export type PaymentConfig = {
  /**
   * PAYMENT_GATEWAY: `test` (built in, simulated; the default outside production, refused in
   * production), `razorpay` (creates real orders), or `none` (card payments off; the default
   * in production, so no card payment is ever checked against a secret the repository holds).
   */
  gateway: PaymentGatewayName;
  /** False with `none`: card orders and card payments answer 503, bank and UPI still work. */
  cardPayments: boolean;
  /** PAYMENT_KEY_ID: the public key id the checkout is opened with. */
  keyId: string;
  /** PAYMENT_KEY_SECRET: signs orders and verifies payment signatures; never sent to a client. */
  keySecret: string;
  /** PAYMENT_CURRENCY: ISO code of order amounts (INR). */
  currency: string;
  /** True with a test key (`rzp_test_…`): no real money moves. */
  testMode: boolean;
  /** PAYMENT_API_URL: the gateway API (orders) for `razorpay`. */
  apiUrl: string;
  /**
   * Whether this server serves the test gateway's checkout (`/test-gateway/…`): only with the
   * test gateway and a test key, and never when NODE_ENV=production.
   */
  devCheckout: boolean;
};

type Env = Readonly<Record<string, string | undefined>>;

const value = (env: Env, name: string): string | null => {
  const raw = env[name];
  return raw !== undefined && raw.trim() !== '' ? raw.trim() : null;
};

/**
 * Reads PAYMENT_GATEWAY, PAYMENT_KEY_ID, PAYMENT_KEY_SECRET, PAYMENT_CURRENCY, PAYMENT_API_URL.
 * In production the test gateway and the repository's test secret do not exist: the server
 * refuses to start with them, and without a configured gateway card payments are off.
 */
export function loadPaymentConfig(env: Env, nodeEnv: NodeEnv): PaymentConfig {
  const production = nodeEnv === 'production';
  const gateway = (value(env, 'PAYMENT_GATEWAY') ?? (production ? 'none' : 'test')) as PaymentGatewayName;
  if (!PAYMENT_GATEWAYS.includes(gateway)) {
    throw new Error(`PAYMENT_GATEWAY must be one of ${PAYMENT_GATEWAYS.join(', ')}, got "${gateway}"`);
  }
  if (production && gateway === 'test') {
    throw new Error('PAYMENT_GATEWAY=test is the built-in test gateway and does not exist in production: set PAYMENT_GATEWAY=razorpay with PAYMENT_KEY_ID and PAYMENT_KEY_SECRET, or none (card payments off)');
  }
  const keyId = value(env, 'PAYMENT_KEY_ID');
  const keySecret = value(env, 'PAYMENT_KEY_SECRET');
  if ((keyId === null) !== (keySecret === null)) throw new Error('Set both PAYMENT_KEY_ID and PAYMENT_KEY_SECRET, or neither');
  if (gateway === 'razorpay' && keyId === null) throw new Error('PAYMENT_GATEWAY=razorpay needs PAYMENT_KEY_ID and PAYMENT_KEY_SECRET');
  if (production && keySecret === DEV_TEST_PAYMENT_KEY_SECRET) {
    throw new Error('PAYMENT_KEY_SECRET is the test secret written in the repository; set your gateway account\'s secret in production');
  }
  const currency = (value(env, 'PAYMENT_CURRENCY') ?? 'INR').toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw new Error(`PAYMENT_CURRENCY must be a 3-letter code, got "${currency}"`);
  const apiUrl = (value(env, 'PAYMENT_API_URL') ?? 'https://api.razorpay.com/v1').replace(/\/+$/, '');
  if (gateway === 'none') {
    // No key at all: nothing can be signed or verified, so no card payment can be recorded.
    return { gateway, cardPayments: false, keyId: '', keySecret: '', currency, testMode: false, apiUrl, devCheckout: false };
  }
  const id = keyId ?? DEV_TEST_PAYMENT_KEY_ID;
  const testMode = id.startsWith('rzp_test_');
  return {
    gateway,
    cardPayments: true,
    keyId: id,
    keySecret: keySecret ?? DEV_TEST_PAYMENT_KEY_SECRET,
    currency,
    testMode,
    apiUrl,
    devCheckout: gateway === 'test' && testMode && !production,
  };
}
