import { randomBytes } from 'node:crypto';
import {
  approvePlan, campaignAmounts, latestPlan, planBrandOf, plansAfterNewVersion, priceBag, requestPlanChanges, sumTotals,
  type BagMediaOption, type BagTotals, type PlanActionFailure, type PricedMediaOption, type SharedPlan, type User,
} from 'shared-domain';
import { ConflictError, InputError, NotFoundError } from '../errors';
import { authorizeCampaign } from './campaign.access';
import { documentOf, type StoredDocument } from './campaign.document';
import type { CampaignRepository } from './campaign.repository';
import { transition, withStatusChange } from './campaign.status';
import { campaignView, type CampaignView } from './campaign.view';

/** A plan as a campaign stores it: shared-domain's SharedPlan. */
export type StoredPlan = SharedPlan;

export type SharePlanBody = {
  version?: number;
  name?: string;
  note?: string;
  /** The same as `note` (what the dashboard sends). */
  comment?: string;
  /** Options without an `_id` get a new one. */
  mediaOptions?: (Omit<BagMediaOption, '_id'> & { _id?: string })[];
  discountOnTotal?: number | string;
};

const newId = (): string => randomBytes(12).toString('hex');

function planFailure(failure: PlanActionFailure): never {
  throw failure.reason === 'not-found' ? new NotFoundError(failure.message) : new ConflictError(failure.message);
}

/** The options of a new plan version: those sent, priced with priceBag, else the campaign's as saved (a snapshot, figures unchanged). */
function planOptions(body: SharePlanBody, campaignOptions: PricedMediaOption[]): { mediaOptions: PricedMediaOption[]; totals: BagTotals } {
  if (!body.mediaOptions) return { mediaOptions: campaignOptions, totals: sumTotals(campaignOptions) };
  const lines: BagMediaOption[] = body.mediaOptions.map((o) => ({ ...o, _id: o._id || newId() }));
  const priced = priceBag(lines, body.discountOnTotal !== undefined ? { discountOnTotal: body.discountOnTotal } : {});
  return { mediaOptions: priced.options as PricedMediaOption[], totals: priced.totals };
}

/** The plan operations of the life cycle: the team shares versions, the buyer approves one or asks for changes. */
export function createPlanActions(campaigns: CampaignRepository, now: () => Date) {
  return {
    /** POST /campaigns/{id}/plans/{planId}/approve: the plan approved, its options become the campaign's. */
    async approve(user: User, id: string, planId: string): Promise<CampaignView> {
      return campaigns.modify(id, user._id, async (loaded, writer) => {
        const { campaign, relation } = authorizeCampaign(user, loaded, 'manage');
        const at = now().toISOString();
        const plans = campaign.campaign.plans as StoredPlan[];
        const result = approvePlan(campaign.campaign.status, plans, planId, at);
        if (!result.ok) planFailure(result);
        if (Array.isArray(result.plan.mediaOptions) && !result.plan.mediaOptions.length) {
          // Every option of this version was removed from the campaign: there is nothing to approve.
          throw new ConflictError(`Plan v${result.plan.version} has no media options left; ask our team for a new version`);
        }
        let doc: StoredDocument = { ...documentOf(campaign), plans: result.plans };
        if (result.plan.mediaOptions?.length) {
          doc = { ...doc, mediaOptions: result.plan.mediaOptions, ...campaignAmounts(result.plan.mediaOptions) };
        }
        doc = withStatusChange(doc, campaign.campaign.status, result.status, user._id, at);
        return campaignView(await writer.save({ doc, status: result.status }), relation);
      });
    },

    /** POST /campaigns/{id}/plans/{planId}/changes: the comment (and remarks) stored on the plan. */
    async requestChanges(user: User, id: string, planId: string, change: { comment: string; remarks?: string }): Promise<StoredPlan> {
      const comment = change.comment.trim();
      if (!comment) throw new InputError('Write what should change in the plan');
      const remarks = change.remarks?.trim();
      return campaigns.modify(id, user._id, async (loaded, writer) => {
        const { campaign } = authorizeCampaign(user, loaded, 'comment');
        const at = now().toISOString();
        const plans = campaign.campaign.plans as StoredPlan[];
        const result = requestPlanChanges(campaign.campaign.status, plans, planId, { comment, remarks }, at);
        if (!result.ok) planFailure(result);
        const plan = { ...result.plan, changesRequestedBy: user._id };
        let doc: StoredDocument = { ...documentOf(campaign), plans: result.plans.map((p) => (p._id === planId ? plan : p)) };
        doc = withStatusChange(doc, campaign.campaign.status, result.status, user._id, at);
        await writer.save({ doc, status: result.status });
        return plan;
      });
    },

    /** Staff: POST /campaigns/{id}/plans shares a new plan version (given options priced with priceBag, else the campaign's). */
    async sharePlan(user: User, id: string, body: SharePlanBody): Promise<CampaignView> {
      return campaigns.modify(id, user._id, async (loaded, writer) => {
        const { campaign, relation } = authorizeCampaign(user, loaded, 'staff');
        const from = campaign.campaign.status;
        const status = transition(from, { type: 'plan-shared' });
        const plans = campaign.campaign.plans as StoredPlan[];
        const latest = latestPlan(plans)?.version ?? 0;
        const version = body.version ?? latest + 1;
        if (version <= latest) throw new ConflictError(`Plan v${latest} is already shared; share v${latest + 1} or later`);
        const { mediaOptions, totals } = planOptions(body, campaign.campaign.mediaOptions);
        if (!mediaOptions.length) throw new InputError('A plan needs media options: send mediaOptions, or add options to the campaign first');
        const at = now().toISOString();
        const note = (body.note ?? body.comment)?.trim();
        // The brand it is for (SPEC.md 3.12): the brief's, as it is when the plan is shared.
        const brand = planBrandOf(campaign.campaign.brief);
        const plan: StoredPlan = {
          _id: newId(), version, name: body.name?.trim() || `Plan v${version}`, approved: false,
          ...(note ? { note } : {}),
          ...(brand ? { brand } : {}),
          mediaOptions, totals, sharedBy: user._id, createdAt: at, updatedAt: at,
        };
        const doc = withStatusChange({ ...documentOf(campaign), plans: [...plansAfterNewVersion(plans, at), plan] }, from, status, user._id, at);
        return campaignView(await writer.save({ doc, status }), relation);
      });
    },
  };
}
