import { campaignProgress, hasApprovedPlan, paymentSummary, sumTotals, type CampaignView, type RecordedPayment, type SharedPlan } from 'shared-domain';
import type { GrantedRelation } from './campaign.access';
import type { LoadedCampaign } from './campaign.repository';

export type { CampaignView };

/**
 * A campaign as service B answers it (shared-domain's `CampaignView`): the document with
 * `_users`, who owns it, how the caller holds it (`access`: owner, shared or staff), the
 * totals of its options, what is paid and due, and the progress stepper. Plans and payments
 * are read as the life cycle and the payment service store them.
 */
export function campaignView(loaded: LoadedCampaign, access: GrantedRelation): CampaignView {
  const c = loaded.campaign;
  return {
    ...c,
    plans: c.plans as SharedPlan[],
    payments: c.payments as RecordedPayment[],
    ownerId: loaded.ownerId,
    owner: loaded.owner,
    createdAt: loaded.createdAt,
    access,
    totals: sumTotals(c.mediaOptions),
    ...paymentSummary(c.payments, c.totalPrice),
    progress: campaignProgress(c.status, c.mediaOptions, hasApprovedPlan(c.plans)),
  };
}
