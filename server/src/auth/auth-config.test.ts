import { loadConfig } from '../config';
import { loadAuthConfig } from './auth-config';

describe('loadAuthConfig', () => {
  it('defaults: outbox, 3 per address from one IP and 20 per IP per 15 minutes, 10 per address per hour, waits from 30 s after 5 sends, no identity provider', () => {
    expect(loadAuthConfig({}, 'development')).toEqual({
      otp: {
        delivery: ['outbox'], smtpUrl: null, smtpFrom: 'MediaMart <no-reply@mediamart.local>', smsApiUrl: null, smsApiKey: null,
        maxSendsPerAddress: 3, maxSendsPerIp: 20, sendWindowMs: 15 * 60_000,
        addressCeiling: 10, addressCeilingWindowMs: 60 * 60_000, ipBackoff: { after: 5, baseMs: 30_000, maxMs: 600_000 },
      },
      oidc: { providers: [] },
      devRoutes: true,
    });
  });

  it('reads the environment', () => {
    const config = loadAuthConfig({
      OTP_DELIVERY: 'smtp, http-sms', SMTP_URL: 'smtp://u:p@mail:587', SMTP_FROM: 'x@y.in', SMS_API_URL: 'https://sms.example/send', SMS_API_KEY: 'k',
      OTP_MAX_SENDS_PER_ADDRESS: '5', OTP_MAX_SENDS_PER_IP: '50', OTP_SEND_WINDOW_MINUTES: '10',
      OTP_ADDRESS_CEILING: '12', OTP_ADDRESS_CEILING_MINUTES: '120', OTP_IP_BACKOFF_AFTER: '0', OTP_IP_BACKOFF_SECONDS: '0', OTP_IP_BACKOFF_MAX_SECONDS: '60',
      OIDC_ISSUER: 'https://accounts.google.com', OIDC_NAME: 'Google', OIDC_CLIENT_ID: 'abc.apps.googleusercontent.com', OIDC_CLIENT_SECRET: 's',
    }, 'production');
    expect(config).toEqual({
      otp: { delivery: ['smtp', 'http-sms'], smtpUrl: 'smtp://u:p@mail:587', smtpFrom: 'x@y.in', smsApiUrl: 'https://sms.example/send', smsApiKey: 'k', maxSendsPerAddress: 5, maxSendsPerIp: 50, sendWindowMs: 10 * 60_000,
        addressCeiling: 12, addressCeilingWindowMs: 120 * 60_000, ipBackoff: { after: 0, baseMs: 0, maxMs: 60_000 },
      },
      oidc: {
        providers: [{ id: 'google', name: 'Google', issuer: 'https://accounts.google.com', clientId: 'abc.apps.googleusercontent.com', clientSecret: 's', scope: 'openid profile email' }],
      },
      devRoutes: false,
    });
  });

  it.each([
    [{ OTP_DELIVERY: 'carrier-pigeon' }, /OTP_DELIVERY must be/],
    [{ OTP_DELIVERY: 'smtp' }, 'OTP_DELIVERY=smtp needs SMTP_URL'],
    [{ OTP_DELIVERY: 'http-sms' }, 'OTP_DELIVERY=http-sms needs SMS_API_URL'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL must be a URL, got "not a url"'],
    [{ OTP_MAX_SENDS_PER_IP: '0' }, 'OTP_MAX_SENDS_PER_IP must be a positive integer, got "0"'],
    [{ OTP_ADDRESS_CEILING: 'ten' }, 'OTP_ADDRESS_CEILING must be a positive integer, got "ten"'],
    [{ OTP_IP_BACKOFF_SECONDS: '-1' }, 'OTP_IP_BACKOFF_SECONDS must be a non-negative integer, got "-1"'],
  ])('refuses %j', (env, message) => {
    expect(() => loadAuthConfig(env, 'development')).toThrow(message);
  });

  it('is part of loadConfig, with the outbox route off in production (NODE_ENV unset included)', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).auth.devRoutes).toBe(false);
    expect(loadConfig({}).auth.devRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).auth.devRoutes).toBe(true);
  });
});
