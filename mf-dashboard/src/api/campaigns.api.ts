import type { AxiosInstance } from 'axios';
import type { Campaign, CampaignListStats, CampaignStatus } from 'shared-domain';
import { normalizeCampaign, type CampaignDetail, type CampaignOwner } from './campaign-types';

export * from './campaign-types';

/** A row of GET /campaigns; the server guarantees these fields and may send more. */
export type CampaignListItem = Pick<Campaign, '_id' | 'name' | 'status' | 'updatedAt'> & {
  totalPrice?: number;
  startDate?: string | null;
  endDate?: string | null;
  mediaOptionCount?: number;
  /** 'shared' for a campaign someone else owns and shared with the caller; 'staff' in the all-campaigns list. */
  access?: 'owner' | 'shared' | 'staff' | string;
  /** Who owns it; sent in the all-campaigns list (`scope=all`). */
  owner?: CampaignOwner | null;
};

/** GET /campaigns (service B). */
export type CampaignListResponse = CampaignListStats & { campaigns: CampaignListItem[] };

/** Which campaigns the list shows: the caller's own and shared ones, or (staff) every campaign. */
export type CampaignScope = 'mine' | 'all';

const path = (id: string) => `/campaigns/${encodeURIComponent(id)}`;
export const campaignPath = path;

/** The signed-in user's campaigns (staff: every campaign with scope 'all') with the dashboard figures. */
export async function fetchCampaigns(api: AxiosInstance, scope: CampaignScope = 'mine'): Promise<CampaignListResponse> {
  const res = await api.get<CampaignListResponse>('/campaigns', scope === 'all' ? { params: { scope: 'all' } } : undefined);
  return res.data;
}

/** One campaign; rejects with ApiError 404 for a campaign that is not the caller's. */
export async function fetchCampaign(api: AxiosInstance, id: string): Promise<CampaignDetail> {
  const res = await api.get<CampaignDetail>(path(id));
  return normalizeCampaign(res.data);
}

/** PATCH /campaigns/{id}: the owner or staff rename the campaign; answers the campaign. */
export async function renameCampaign(api: AxiosInstance, id: string, name: string): Promise<CampaignDetail> {
  const res = await api.patch<CampaignDetail>(path(id), { name });
  return normalizeCampaign(res.data);
}

/** POST /campaigns/{id}/request-approval: asks the team to approve; answers the new status. */
export async function requestApproval(api: AxiosInstance, id: string): Promise<{ status: CampaignStatus }> {
  const res = await api.post<{ status: CampaignStatus }>(`${path(id)}/request-approval`);
  return res.data;
}

/** Staff: PUT /campaigns/{id}/status. The answer may be the campaign or just `{ status }`. */
export async function setCampaignStatus(
  api: AxiosInstance,
  id: string,
  status: CampaignStatus,
): Promise<{ status: CampaignStatus } & Partial<CampaignDetail>> {
  const res = await api.put<{ status: CampaignStatus } & Partial<CampaignDetail>>(`${path(id)}/status`, { status });
  return res.data;
}
