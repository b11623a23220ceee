import type { AxiosInstance } from 'axios';
import { createServiceBClient, storedTokenOptions } from 'shared-domain';

const tokens = storedTokenOptions(() => window.localStorage);

/** The stored auth token, or null when signed out or when storage is unavailable. */
export const readAuthToken = tokens.getToken;

/** One rule for both remotes, in shared-domain. */
export { campaignBaseFrom } from 'shared-domain';

/** A campaign-service client sending `Authorization: Bearer <getToken()>`. */
export function createCampaignClient(baseURL: string, getToken: () => string | null | undefined = readAuthToken): AxiosInstance {
  // Any answer carrying a token is stored (SPEC.md section 4).
  return createServiceBClient({ baseURL, getToken, onToken: tokens.onToken });
}
