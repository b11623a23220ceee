import {
  campaignAmounts, isEditableStatus, normalizeEmail, removeCampaignOption, removeOptionFromPlans,
  type BagTotals, type CampaignStatus, type PricedMediaOption, type User,
} from 'shared-domain';
import { ConflictError, InputError, NotFoundError } from '../errors';
import { authorizeCampaign } from './campaign.access';
import { createBriefActions } from './campaign.brief';
import { documentOf, type StoredDocument } from './campaign.document';
import { createPlanActions, type StoredPlan } from './campaign.plans';
import type { CampaignRepository, SharedUser } from './campaign.repository';
import { transition, withStatusChange } from './campaign.status';
import { campaignView, type CampaignView } from './campaign.view';

export { CREATE_FROM_BRIEF_ROUTE, type BriefBody } from './campaign.brief';
export type { SharePlanBody, StoredPlan } from './campaign.plans';
export { withStatusChange } from './campaign.status';

/** Most people one campaign may be shared with. */
export const MAX_SHARED_USERS = 50;

/** The e-mail addresses to share with, normalised; any that is not one is a 400. */
function emailsOf(raw: readonly string[]): string[] {
  const emails: string[] = [];
  const bad: string[] = [];
  for (const value of raw) {
    const email = normalizeEmail(value);
    if (email) emails.push(email);
    else bad.push(value);
  }
  if (bad.length) throw new InputError(`Not an e-mail address: ${bad.join(', ')}`);
  return emails;
}

/** The campaign operations of service B; each checks access with `authorizeCampaign` first. */
export function createCampaignLifecycle(campaigns: CampaignRepository, now: () => Date) {
  return {
    /** GET /campaigns/{id}: owner, shared users and staff. */
    async read(user: User, id: string): Promise<CampaignView> {
      const { campaign, relation } = authorizeCampaign(user, await campaigns.load(id, user._id), 'read');
      return campaignView(campaign, relation);
    },

    ...createPlanActions(campaigns, now),
    ...createBriefActions(campaigns, now),

    /** POST /campaigns/{id}/request-approval: a draft with options goes to the team for approval. */
    async requestApproval(user: User, id: string): Promise<{ status: CampaignStatus }> {
      return campaigns.modify(id, user._id, async (loaded, writer) => {
        const { campaign } = authorizeCampaign(user, loaded, 'manage');
        const from = campaign.campaign.status;
        const status = transition(from, { type: 'approval-requested' });
        if (!campaign.campaign.mediaOptions.length) throw new ConflictError('Add media options to the campaign before requesting approval');
        const at = now().toISOString();
        const doc = withStatusChange({ ...documentOf(campaign), approvalRequestedAt: at }, from, status, user._id, at);
        await writer.save({ doc, status });
        return { status };
      });
    },

    /** DELETE /campaigns/{id}/media-options/{optionId}: the rest and their totals; plans awaiting approval lose it too. */
    async removeOption(user: User, id: string, optionId: string): Promise<{ mediaOptions: PricedMediaOption[]; totals: BagTotals }> {
      return campaigns.modify(id, user._id, async (loaded, writer) => {
        const { campaign } = authorizeCampaign(user, loaded, 'manage');
        const status = campaign.campaign.status;
        if (!isEditableStatus(status)) throw new ConflictError(`Media options cannot be removed once a campaign is ${status}`);
        const result = removeCampaignOption(campaign.campaign.mediaOptions, optionId);
        if (!result) throw new NotFoundError('Media option not found in this campaign');
        // Plans still awaiting approval lose it too, so approving one cannot bring it back.
        const plans = removeOptionFromPlans(campaign.campaign.plans as StoredPlan[], optionId, now().toISOString());
        const doc: StoredDocument = {
          ...documentOf(campaign),
          mediaOptions: result.mediaOptions,
          ...campaignAmounts(result.mediaOptions),
          ...(plans.changed.length ? { plans: plans.plans } : {}),
        };
        await writer.save({ doc });
        return result;
      });
    },

    /** PUT /campaigns/{id}/users: the owner grants access by e-mail and removes it by user id. */
    async setUsers(user: User, id: string, change: { add: readonly string[]; remove: readonly string[] }): Promise<{ _users: SharedUser[] }> {
      const emails = emailsOf(change.add);
      return campaigns.modify(id, user._id, async (loaded, writer) => {
        const { campaign } = authorizeCampaign(user, loaded, 'share');
        const found = await writer.usersByEmail([...new Set(emails)]);
        const unknown = emails.filter((e) => !found.has(e));
        if (unknown.length) {
          throw new InputError(`No account uses ${unknown.join(', ')}; ask them to sign in once, then share the campaign again`);
        }
        const addIds = [...new Set(emails.map((e) => found.get(e)!))];
        if (addIds.includes(campaign.ownerId)) throw new InputError('You own this campaign; share it with someone else');
        const removeIds = [...new Set(change.remove)].filter((r) => !addIds.includes(r));
        const after = new Set(campaign.campaign._users.map((u) => u._id));
        for (const r of removeIds) after.delete(r);
        for (const a of addIds) after.add(a);
        if (after.size > MAX_SHARED_USERS) throw new InputError(`A campaign may be shared with at most ${MAX_SHARED_USERS} people`);
        await writer.setSharedUsers(addIds, removeIds, user._id);
        const saved = await writer.save({ doc: documentOf(campaign) });
        return { _users: saved.campaign._users };
      });
    },

    /** Staff: PUT /campaigns/{id}/status moves the campaign along the life cycle. */
    async setStatus(user: User, id: string, to: string): Promise<CampaignView> {
      return campaigns.modify(id, user._id, async (loaded, writer) => {
        const { campaign, relation } = authorizeCampaign(user, loaded, 'staff');
        const from = campaign.campaign.status;
        const status = transition(from, { type: 'status-set', to });
        const doc = withStatusChange(documentOf(campaign), from, status, user._id, now().toISOString());
        return campaignView(await writer.save({ doc, status }), relation);
      });
    },
  };
}

export type CampaignLifecycle = ReturnType<typeof createCampaignLifecycle>;
