/** Sign-in settings read from the environment (see server/README.md, "Sign-in"). */
import { envValue as value, intFrom, positiveIntFrom as positiveInt, type Env, type NodeEnv } from '../env-values';
import { loadOidcConfig, type OidcConfig } from './oidc-config';

export type { OidcConfig, OidcProviderConfig } from './oidc-config';

export const OTP_DELIVERY_NAMES = ['outbox', 'smtp', 'http-sms'] as const;
export type OtpDeliveryName = (typeof OTP_DELIVERY_NAMES)[number];

export type OtpConfig = {
  /** OTP_DELIVERY, comma-separated: e-mail goes to the first of outbox/smtp, SMS to the first of outbox/http-sms. */
  delivery: OtpDeliveryName[];
  /** SMTP_URL, e.g. `smtp://user:pass@host:587` (`smtps://` for implicit TLS). */
  smtpUrl: string | null;
  /** SMTP_FROM: the From header of code e-mails. */
  smtpFrom: string;
  /** SMS_API_URL: receives `POST { to, text }`. */
  smsApiUrl: string | null;
  /** SMS_API_KEY: sent as `Authorization: Bearer <key>`. */
  smsApiKey: string | null;
  /** OTP_MAX_SENDS_PER_ADDRESS: codes per phone number or e-mail address from one client IP per window. */
  maxSendsPerAddress: number;
  /** OTP_MAX_SENDS_PER_IP: code requests per client IP per window. */
  maxSendsPerIp: number;
  /** OTP_SEND_WINDOW_MINUTES, in ms. */
  sendWindowMs: number;
  /** OTP_ADDRESS_CEILING: codes per phone number or e-mail address from all IPs together per ceiling window. */
  addressCeiling: number;
  /** OTP_ADDRESS_CEILING_MINUTES, in ms. */
  addressCeilingWindowMs: number;
  /**
   * The growing wait per client IP: after OTP_IP_BACKOFF_AFTER sends in the window, each
   * further one waits OTP_IP_BACKOFF_SECONDS, doubling up to OTP_IP_BACKOFF_MAX_SECONDS (0 = off).
   */
  ipBackoff: { after: number; baseMs: number; maxMs: number };
};

export type AuthConfig = {
  otp: OtpConfig;
  /** OpenID Connect providers (oidc-config.ts); none = no identity-provider sign-in. */
  oidc: OidcConfig;
  /** Whether `GET /dev/outbox` may exist (never when NODE_ENV=production). */
  devRoutes: boolean;
};


function url(env: Env, name: string, fallback: string | null): string | null {
  const raw = value(env, name) ?? fallback;
  if (raw === null) return null;
  try {
    new URL(raw);
  } catch {
    throw new Error(`${name} must be a URL, got "${raw}"`);
  }
  return raw;
}

/** Reads and checks the sign-in settings; a delivery that lacks its settings is an error at start. */
export function loadAuthConfig(env: Env, nodeEnv: NodeEnv): AuthConfig {
  const names = (value(env, 'OTP_DELIVERY') ?? 'outbox').split(',').map((s) => s.trim()).filter(Boolean);
  for (const name of names) {
    if (!(OTP_DELIVERY_NAMES as readonly string[]).includes(name)) {
      throw new Error(`OTP_DELIVERY must be a comma-separated list of ${OTP_DELIVERY_NAMES.join(', ')}; got "${name}"`);
    }
  }
  const delivery = [...new Set(names)] as OtpDeliveryName[];
  const otp: OtpConfig = {
    delivery: delivery.length ? delivery : ['outbox'],
    smtpUrl: url(env, 'SMTP_URL', null),
    smtpFrom: value(env, 'SMTP_FROM') ?? 'MediaMart <no-reply@mediamart.local>',
    smsApiUrl: url(env, 'SMS_API_URL', null),
    smsApiKey: value(env, 'SMS_API_KEY'),
    maxSendsPerAddress: positiveInt(env, 'OTP_MAX_SENDS_PER_ADDRESS', 3),
    maxSendsPerIp: positiveInt(env, 'OTP_MAX_SENDS_PER_IP', 20),
    sendWindowMs: positiveInt(env, 'OTP_SEND_WINDOW_MINUTES', 15) * 60_000,
    addressCeiling: positiveInt(env, 'OTP_ADDRESS_CEILING', 10),
    addressCeilingWindowMs: positiveInt(env, 'OTP_ADDRESS_CEILING_MINUTES', 60) * 60_000,
    ipBackoff: {
      after: intFrom(env, 'OTP_IP_BACKOFF_AFTER', 5),
      baseMs: intFrom(env, 'OTP_IP_BACKOFF_SECONDS', 30) * 1000,
      maxMs: positiveInt(env, 'OTP_IP_BACKOFF_MAX_SECONDS', 600) * 1000,
    },
  };
  if (otp.delivery.includes('smtp') && !otp.smtpUrl) throw new Error('OTP_DELIVERY=smtp needs SMTP_URL');
  if (otp.delivery.includes('http-sms') && !otp.smsApiUrl) throw new Error('OTP_DELIVERY=http-sms needs SMS_API_URL');
  return { otp, oidc: loadOidcConfig(env, nodeEnv), devRoutes: nodeEnv !== 'production' };
}
