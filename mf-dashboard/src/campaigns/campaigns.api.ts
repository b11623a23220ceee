import type { AxiosInstance } from 'axios';
import { createServiceBClient, type Campaign } from 'shared-domain';

/** A campaign as the dashboard list shows it (GET /campaigns, API.md). */
export type CampaignSummary = Pick<Campaign, '_id' | 'name' | 'status' | 'updatedAt'> & { totalPrice?: number };

/** GET /campaigns. */
export type CampaignList = {
  campaigns: CampaignSummary[];
  count: number;
  totalSpend: number;
  liveCampaigns: number;
  endedCampaigns: number;
};

/** Service B's campaign calls; the HTTP one below, a fake in tests. All reject with ApiError. */
export interface CampaignsApi {
  list(): Promise<CampaignList>;
  get(id: string): Promise<Campaign>;
}

export function createCampaignsApi(client: AxiosInstance): CampaignsApi {
  return {
    list: async () => (await client.get<CampaignList>('/campaigns')).data,
    get: async (id) => (await client.get<Campaign>(`/campaigns/${encodeURIComponent(id)}`)).data,
  };
}

/** The HTTP implementation over service B with the bearer token. */
export function createHttpCampaignsApi(baseURL: string, token: string | null): CampaignsApi {
  return createCampaignsApi(createServiceBClient({ baseURL, getToken: () => token }));
}
