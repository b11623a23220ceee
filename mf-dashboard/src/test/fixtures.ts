import type { CampaignDetail, CampaignListItem, CampaignListResponse } from '../api/campaigns.api';

export function listItem(over: Partial<CampaignListItem> = {}): CampaignListItem {
  return { _id: 'c-diwali', name: 'Diwali print push', status: 'In Execution', totalPrice: 250000, updatedAt: '2025-03-05T10:00:00.000Z', ...over };
}

export function listResponse(campaigns: CampaignListItem[] = [
  listItem(),
  listItem({ _id: 'c-monsoon', name: 'Monsoon radio', status: 'Ended', totalPrice: 1_20_000, updatedAt: '2024-07-01T08:00:00.000Z' }),
]): CampaignListResponse {
  return { campaigns, count: campaigns.length, totalSpend: 370000, liveCampaigns: 1, endedCampaigns: 1 };
}

export function campaignDetail(over: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    _id: 'c-diwali',
    name: 'Diwali print push',
    status: 'Approved',
    updatedAt: '2025-03-05T10:00:00.000Z',
    totalPrice: 250000,
    mediaOptions: [{ schedule: [{ date: '2025-03-10', units: 1, po: { id: 'PO-1' } }] }],
    ...over,
  };
}
