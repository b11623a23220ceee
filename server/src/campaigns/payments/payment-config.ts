/** Card payment gateway settings (PAYMENT_*), read from the environment. */

export const PAYMENT_GATEWAYS = ['test', 'razorpay'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/**
 * TEST credentials for local development and tests only. They belong to no gateway
 * account: with them card payments are simulated by the built-in test gateway, never charged.
 */
export const DEV_TEST_PAYMENT_KEY_ID = 'rzp_test_mediamart_local';
export const DEV_TEST_PAYMENT_KEY_SECRET = 'mediamart-local-TEST-secret-not-for-production';

export type PaymentConfig = {
  /** PAYMENT_GATEWAY: `test` (built in, simulated; the default) or `razorpay` (creates real orders). */
  gateway: PaymentGatewayName;
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
   * Whether `POST /campaigns/{id}/payments/test-signature` exists: only with the test gateway
   * and a test key, and never when NODE_ENV=production.
   */
  devCheckout: boolean;
};

type Env = Readonly<Record<string, string | undefined>>;

const value = (env: Env, name: string): string | null => {
  const raw = env[name];
  return raw !== undefined && raw.trim() !== '' ? raw.trim() : null;
};

/** Reads PAYMENT_GATEWAY, PAYMENT_KEY_ID, PAYMENT_KEY_SECRET, PAYMENT_CURRENCY, PAYMENT_API_URL. */
export function loadPaymentConfig(env: Env, nodeEnv: string): PaymentConfig {
  const gateway = (value(env, 'PAYMENT_GATEWAY') ?? 'test') as PaymentGatewayName;
  if (!PAYMENT_GATEWAYS.includes(gateway)) {
    throw new Error(`PAYMENT_GATEWAY must be one of ${PAYMENT_GATEWAYS.join(', ')}, got "${gateway}"`);
  }
  const keyId = value(env, 'PAYMENT_KEY_ID');
  const keySecret = value(env, 'PAYMENT_KEY_SECRET');
  if ((keyId === null) !== (keySecret === null)) throw new Error('Set both PAYMENT_KEY_ID and PAYMENT_KEY_SECRET, or neither');
  if (gateway === 'razorpay' && keyId === null) throw new Error('PAYMENT_GATEWAY=razorpay needs PAYMENT_KEY_ID and PAYMENT_KEY_SECRET');
  const id = keyId ?? DEV_TEST_PAYMENT_KEY_ID;
  const currency = (value(env, 'PAYMENT_CURRENCY') ?? 'INR').toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw new Error(`PAYMENT_CURRENCY must be a 3-letter code, got "${currency}"`);
  const testMode = id.startsWith('rzp_test_');
  return {
    gateway,
    keyId: id,
    keySecret: keySecret ?? DEV_TEST_PAYMENT_KEY_SECRET,
    currency,
    testMode,
    apiUrl: (value(env, 'PAYMENT_API_URL') ?? 'https://api.razorpay.com/v1').replace(/\/+$/, ''),
    devCheckout: gateway === 'test' && testMode && nodeEnv !== 'production',
  };
}
