import { ApiError, type Campaign } from 'shared-domain';
import type { CampaignList, CampaignsApi } from '../campaigns/campaigns.api';

export const sampleList: CampaignList = {
  campaigns: [
    { _id: 'c1', name: 'Diwali push', status: 'In Execution', totalPrice: 250000, updatedAt: '2025-10-01T10:00:00Z' },
    { _id: 'c2', name: 'Monsoon radio', status: 'Ended', totalPrice: 120000, updatedAt: '2025-07-15T10:00:00Z' },
  ],
  count: 2,
  totalSpend: 370000,
  liveCampaigns: 1,
  endedCampaigns: 1,
};

/** A CampaignsApi whose answers each test sets. */
export function fakeCampaignsApi(over: Partial<CampaignsApi> = {}): jest.Mocked<CampaignsApi> {
  return {
    list: jest.fn(async () => sampleList),
    get: jest.fn(async (id: string): Promise<Campaign> => {
      throw new ApiError(404, 'not_found', `No campaign ${id}`);
    }),
    ...over,
  } as jest.Mocked<CampaignsApi>;
}
