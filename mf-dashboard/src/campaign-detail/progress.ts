import { campaignProgress, type ProgressStep } from 'shared-domain/campaign';
import type { CampaignDetail } from '../api/campaigns.api';

/**
 * The stepper to show: shared-domain's rule over the campaign as it stands on the page, so a
 * PO set or a plan approved here moves it at once. The server answers the same rule over the
 * same campaign, so its `progress` is not read: an older answer that called a step Done
 * before it happened must not win over the rule.
 */
export function campaignSteps(campaign: Pick<CampaignDetail, 'status' | 'mediaOptions' | 'plans'>): ProgressStep[] {
  return campaignProgress(campaign.status, campaign.mediaOptions, campaign.plans.some((p) => p.approved));
}
