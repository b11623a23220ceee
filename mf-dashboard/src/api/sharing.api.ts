import type { AxiosInstance } from 'axios';
import { campaignPath, type CampaignUser } from './campaigns.api';

/** PUT /campaigns/{id}/users (owner only): grants by e-mail, removes by user id; answers the new list. */
export async function updateCampaignUsers(
  api: AxiosInstance,
  id: string,
  change: { add?: string[]; remove?: string[] },
): Promise<{ _users: CampaignUser[] }> {
  const res = await api.put<{ _users: CampaignUser[] }>(`${campaignPath(id)}/users`, { add: change.add ?? [], remove: change.remove ?? [] });
  return res.data;
}
