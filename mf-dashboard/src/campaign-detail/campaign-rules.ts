/** The campaign rules the page follows: shared-domain's, the same ones the server enforces. */
import { type CampaignStatus } from 'shared-domain';
import { nextCampaignStatus } from 'shared-domain/campaign';

export {
  CAMPAIGN_STATUSES,
  PAYMENT_MODES,
  acceptsPayments,
  isEditableStatus,
  staffNextStatuses,
  normalizePaymentReference,
  paymentAmountProblem,
  paymentReferenceProblem,
  paymentSummary,
  type PaymentMode,
} from 'shared-domain/campaign';

/** True when the life cycle lets the advertiser ask for approval now (a draft). */
export function canRequestApproval(status: CampaignStatus): boolean {
  return nextCampaignStatus(status, { type: 'approval-requested' }).ok;
}
