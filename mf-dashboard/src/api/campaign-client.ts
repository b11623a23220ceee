import type { AxiosInstance } from 'axios';
import { createServiceBClient, storedTokenOptions } from 'shared-domain';

const tokens = storedTokenOptions(() => window.localStorage);

/** The stored auth token, or null when signed out or when storage is unavailable. */
export const readAuthToken = tokens.getToken;

/** Service B's base from service A's: `/api` → `/campaign-api`, `https://x/api/` → `https://x/campaign-api/`. */
export function campaignBaseFrom(apiBase: string): string {
  return /\/api\/?$/.test(apiBase) ? apiBase.replace(/\/api(\/?)$/, '/campaign-api$1') : apiBase.replace('/api', '/campaign-api');
}

/** A campaign-service client sending `Authorization: Bearer <getToken()>`. */
export function createCampaignClient(baseURL: string, getToken: () => string | null | undefined = readAuthToken): AxiosInstance {
  // Any answer carrying a token is stored (SPEC.md section 4).
  return createServiceBClient({ baseURL, getToken, onToken: tokens.onToken });
}
