import type { AxiosInstance } from 'axios';
import type { CreativeInput, EstimateInput } from 'shared-domain/campaign';
import { campaignPath, normalizeCampaign, type CampaignDetail } from './campaigns.api';

/** Staff: PUT /campaigns/{id}/estimate (no amount: the latest plan's total); answers the campaign. */
export async function setCampaignEstimate(api: AxiosInstance, id: string, estimate: EstimateInput): Promise<CampaignDetail> {
  const res = await api.put<CampaignDetail>(`${campaignPath(id)}/estimate`, estimate);
  return normalizeCampaign(res.data);
}

/** POST /campaigns/{id}/creatives (owner or staff): a link or a file of the campaign; answers the campaign. */
export async function addCampaignCreative(api: AxiosInstance, id: string, creative: CreativeInput): Promise<CampaignDetail> {
  const res = await api.post<CampaignDetail>(`${campaignPath(id)}/creatives`, creative);
  return normalizeCampaign(res.data);
}

/** POST /campaigns/{id}/versions (owner): saves the media plan as it is now; answers the campaign. */
export async function saveCampaignVersion(api: AxiosInstance, id: string, note?: string): Promise<CampaignDetail> {
  const res = await api.post<CampaignDetail>(`${campaignPath(id)}/versions`, note ? { note } : {});
  return normalizeCampaign(res.data);
}
