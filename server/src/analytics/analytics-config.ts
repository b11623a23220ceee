import type { LimitRule } from '../rate-limit/rate-limit.hook';

/** The e-mail marketing relay: page views of signed-in users who have not opted out. */
export type MarketingRelayConfig = {
  /** EMAIL_MARKETING_URL: the service's base URL (events go to `${url}/addEvent`); null turns the relay off. */
  url: string | null;
  /** EMAIL_MARKETING_KEY: sent in the `x-api-key` header; never leaves the server otherwise. */
  key: string | null;
  /** EMAIL_MARKETING_TIMEOUT_MS: how long one relay call may take before it is dropped. */
  timeoutMs: number;
};

/** Analytics settings (config.ts reads them; the plugin gets them passed in). */
export type AnalyticsConfig = {
  marketing: MarketingRelayConfig;
  /** EVENTS_RATE_LIMIT per EVENTS_RATE_WINDOW_SECONDS: event batches per client address. */
  ingest: LimitRule;
};

/** Relay off, 120 batches a minute per address: what a service built without config uses. */
export const DEFAULT_ANALYTICS_CONFIG: AnalyticsConfig = {
  marketing: { url: null, key: null, timeoutMs: 3_000 },
  ingest: { limit: 120, windowMs: 60_000 },
};
