import type { AxiosInstance } from 'axios';
import type { Campaign, CampaignListStats, ScheduleEntry } from 'shared-domain';

/** A row of GET /campaigns; the server guarantees these fields and may send more. */
export type CampaignListItem = Pick<Campaign, '_id' | 'name' | 'status' | 'updatedAt'> & { totalPrice?: number };

/** GET /campaigns (service B). */
export type CampaignListResponse = CampaignListStats & { campaigns: CampaignListItem[] };

/** GET /campaigns/{id} (service B): what the detail page reads of the campaign. */
export type CampaignDetail = Pick<Campaign, '_id' | 'name' | 'status'> &
  Partial<Pick<Campaign, 'updatedAt' | 'totalPrice'>> & {
    mediaOptions?: { schedule?: ScheduleEntry[] }[];
  };

/** The signed-in user's campaigns with the dashboard figures. */
export async function fetchCampaigns(api: AxiosInstance): Promise<CampaignListResponse> {
  const res = await api.get<CampaignListResponse>('/campaigns');
  return res.data;
}

/** One campaign; rejects with ApiError 404 for a campaign that is not the caller's. */
export async function fetchCampaign(api: AxiosInstance, id: string): Promise<CampaignDetail> {
  const res = await api.get<CampaignDetail>(`/campaigns/${encodeURIComponent(id)}`);
  return res.data;
}
