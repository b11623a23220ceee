import { requireUser } from '../auth/auth.hook';
import type { TypedFastify } from '../http/type-provider';
import type { CampaignRepository } from './campaign.repository';
import { campaignListSchema } from './campaign.schema';
import { campaignListStats } from 'shared-domain';

/** GET /campaigns (service B). */
export function registerCampaignRoutes(app: TypedFastify, campaigns: CampaignRepository): void {
  app.get('/campaigns', { schema: campaignListSchema }, async (request) => {
    const user = requireUser(request);
    const list = await campaigns.listForOwner(user._id);
    return { campaigns: list, ...campaignListStats(list) };
  });
}
