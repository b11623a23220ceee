import { campaignProgress, hasApprovedPlan, paymentSummary, sumTotals } from 'shared-domain';
import type { GrantedRelation } from './campaign.access';
import type { LoadedCampaign } from './campaign.repository';

/**
 * A campaign as service B answers it: the document with `_users`, who owns it, how the
 * caller holds it (`access`: owner, shared or staff), the totals of its options, what is
 * paid and due, and the progress stepper.
 */
export function campaignView(loaded: LoadedCampaign, access: GrantedRelation) {
  const c = loaded.campaign;
  return {
    ...c,
    ownerId: loaded.ownerId,
    owner: loaded.owner,
    createdAt: loaded.createdAt,
    access,
    totals: sumTotals(c.mediaOptions),
    ...paymentSummary(c.payments, c.totalPrice),
    progress: campaignProgress(c.status, c.mediaOptions, hasApprovedPlan(c.plans)),
  };
}

export type CampaignView = ReturnType<typeof campaignView>;
