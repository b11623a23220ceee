import type { AxiosInstance } from 'axios';
import type { Brief } from 'shared-domain';
import { campaignPath, normalizeCampaign, type CampaignDetail } from './campaigns.api';

/** PUT /campaigns/{id}/brief: replaces the brief; answers the campaign. */
export async function saveCampaignBrief(api: AxiosInstance, id: string, brief: Brief): Promise<CampaignDetail> {
  const res = await api.put<CampaignDetail>(`${campaignPath(id)}/brief`, brief);
  return normalizeCampaign(res.data);
}
