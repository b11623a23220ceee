/**
 * The campaign contract: a campaign as the server answers it (GET /campaigns/{id}, and every
 * route that answers the campaign). The server builds it (campaign.view.ts, its response
 * schema checked against it at compile time); the dashboard reads it.
 */
import type { Campaign, Payment, PricedMediaOption } from '../entities/entities';
import type { BagTotals } from '../pricing/types';
import type { CampaignRelation } from './campaign-access';
import type { CampaignPlan } from './campaign-lifecycle';
import type { ProgressStep } from './campaign-status';

/** A user on a campaign (its owner, or a user it is shared with): id, name and e-mail. */
export type CampaignUser = { _id: string; name: string; email: string | null };

/** Who owns a campaign (the campaign view, and each row of the all-campaigns list). */
export type CampaignOwner = CampaignUser;

/** How the caller holds the campaign; `organisation`: a white-label-admin reading a campaign of its organisation's users (read-only). */
export type CampaignViewAccess = Exclude<CampaignRelation, 'none'> | 'organisation';

/** A plan version as the team shared it: the media options and totals at that moment, and who shared it. */
export type SharedPlan = CampaignPlan & {
  mediaOptions: PricedMediaOption[];
  totals: BagTotals;
  sharedBy: string;
  /** The advertiser who asked for changes to it. */
  changesRequestedBy?: string;
};

/** A payment as recorded on a campaign: who paid, and the gateway order of a card payment. */
export type RecordedPayment = Payment & { orderId?: string; paidBy: string };

/**
 * A campaign as the server answers it: the document with its users, plans and payments; who
 * owns it, how the caller holds it, the totals of its options, what is paid and due, and the
 * progress stepper.
 */
export type CampaignView = Omit<Campaign, '_users' | 'plans' | 'payments'> & {
  _users: CampaignUser[];
  plans: SharedPlan[];
  payments: RecordedPayment[];
  ownerId: string;
  owner: CampaignOwner;
  createdAt: string;
  access: CampaignViewAccess;
  totals: BagTotals;
  amountPaid: number;
  balanceDue: number;
  progress: ProgressStep[];
};
