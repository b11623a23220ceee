import type { FastifyBaseLogger } from 'fastify';
import type { MarketingRelayConfig } from './analytics-config';

/** The most page views one batch relays (a tab sends one per page change; the rest is noise). */
export const MAX_RELAYED_PER_BATCH = 10;

/** Sends a signed-in user's page views to the e-mail marketing service. */
export type MarketingRelay = {
  /** True when EMAIL_MARKETING_URL is set. */
  readonly enabled: boolean;
  /**
   * Posts `{ email, event_name: 'pageview', event_properties: { url } }` to `${url}/addEvent`
   * for each url (at most MAX_RELAYED_PER_BATCH), one after another. Never throws: a failure
   * or timeout is logged and dropped.
   */
  pageviews(email: string, urls: readonly string[]): Promise<void>;
};

export function createMarketingRelay(config: MarketingRelayConfig, log: FastifyBaseLogger): MarketingRelay {
  const { url, key, timeoutMs } = config;
  if (!url) return { enabled: false, pageviews: async () => undefined };
  const endpoint = `${url}/addEvent`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key) headers['x-api-key'] = key;
  return {
    enabled: true,
    async pageviews(email, urls) {
      for (const pageUrl of urls.slice(0, MAX_RELAYED_PER_BATCH)) {
        try {
          const res = await fetch(endpoint, {
            method: 'POST',
            headers,
            body: JSON.stringify({ email, event_name: 'pageview', event_properties: { url: pageUrl } }),
            signal: AbortSignal.timeout(timeoutMs),
          });
          await res.arrayBuffer().catch(() => undefined);
          if (!res.ok) log.warn({ status: res.status }, 'e-mail marketing relay: the service refused a page view');
        } catch (err) {
          log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'e-mail marketing relay: a page view could not be sent');
        }
      }
    },
  };
}
