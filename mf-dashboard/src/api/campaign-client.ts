import type { AxiosInstance } from 'axios';
import { AUTH_TOKEN_KEY, createServiceBClient } from 'shared-domain';

/** The stored auth token, or null when signed out or when storage is unavailable. */
export function readAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage can throw (blocked cookies, some private modes): treat as signed out.
    return null;
  }
}

/** Service B's base from service A's: `/api` → `/campaign-api`, `https://x/api/` → `https://x/campaign-api/`. */
export function campaignBaseFrom(apiBase: string): string {
  return /\/api\/?$/.test(apiBase) ? apiBase.replace(/\/api(\/?)$/, '/campaign-api$1') : apiBase.replace('/api', '/campaign-api');
}

/** A campaign-service client sending `Authorization: Bearer <getToken()>`. */
export function createCampaignClient(baseURL: string, getToken: () => string | null | undefined = readAuthToken): AxiosInstance {
  return createServiceBClient({ baseURL, getToken });
}
