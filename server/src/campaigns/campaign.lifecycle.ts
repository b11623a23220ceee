import { randomBytes } from 'node:crypto';
import {
  approvePlan, briefErrorList, BRIEF_DEFAULTS, campaignAmounts, isEditableStatus, latestPlan, nextCampaignStatus,
  normaliseBrief, normalizeEmail, priceBag, removeCampaignOption, removeOptionFromPlans, requestPlanChanges, serverToday, sumTotals, validateBrief,
  type BagMediaOption, type Brief, type CampaignEvent, type CampaignPlan, type CampaignStatus, type PricedMediaOption,
  type User, type BagTotals, type PlanActionFailure,
} from 'shared-domain';
import { ConflictError, InputError, NotFoundError } from '../errors';
import { authorizeCampaign } from './campaign.access';
import { campaignDocument, type CampaignRepository, type LoadedCampaign, type SharedUser, type StoredDocument } from './campaign.repository';
import { campaignView, type CampaignView } from './campaign.view';

/** Most people one campaign may be shared with. */
export const MAX_SHARED_USERS = 50;

/** A plan as stored: the version the team shared, its priced options and their totals. */
export type StoredPlan = CampaignPlan & { mediaOptions: PricedMediaOption[]; totals: BagTotals; sharedBy: string };

/** A brief as the routes accept it: every part may be left out; what has a default gets it. */
export type BriefBody = {
  brand?: { name?: string; url?: string; salesChannel?: string[]; category?: string };
  targetGroup?: {
    description?: string;
    uploads?: { _id: string; name: string }[];
    age?: { from?: number; to?: number };
    gender?: string[];
    income?: { from?: number; to?: number };
    geos?: string[];
  };
  campaignDetails?: {
    objective?: string;
    budget?: number;
    duration?: { startDate?: string; endDate?: string };
    expectedOutcome?: string[];
  };
  mediaPreference?: string[];
  files?: { _id: string }[];
};

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

/** The document part of a loaded campaign (what `save` writes back). */
const documentOf = (loaded: LoadedCampaign): StoredDocument => campaignDocument(loaded.campaign);

type StatusChange = { status: CampaignStatus; at: string; by: string };

/** The document with a status move appended to its history (statusHistory is an audit trail). */
export function withStatusChange(doc: StoredDocument, from: CampaignStatus, to: CampaignStatus, by: string, at: string): StoredDocument {
  if (from === to) return doc;
  const history = Array.isArray(doc.statusHistory) ? (doc.statusHistory as StatusChange[]) : [];
  return { ...doc, statusHistory: [...history, { status: to, at, by }] };
}

/** The status after `event`, or a 409 saying why the campaign's state does not allow it. */
function transition(from: CampaignStatus, event: CampaignEvent): CampaignStatus {
  const next = nextCampaignStatus(from, event);
  if (!next.ok) throw new ConflictError(next.message);
  return next.status;
}

function planFailure(failure: PlanActionFailure): never {
  throw failure.reason === 'not-found' ? new NotFoundError(failure.message) : new ConflictError(failure.message);
}

/** The brief with defaults (SPEC.md section 3) filled in, checked by shared-domain's rules; 400 listing every problem. */
export function briefFrom(body: BriefBody, now: Date): Brief {
  const tg = body.targetGroup ?? {};
  const cd = body.campaignDetails ?? {};
  const filled: Brief = {
    brand: { name: body.brand?.name ?? '', url: body.brand?.url, salesChannel: body.brand?.salesChannel ?? [], category: body.brand?.category },
    targetGroup: {
      description: tg.description,
      uploads: tg.uploads,
      age: { from: tg.age?.from ?? BRIEF_DEFAULTS.age.from, to: tg.age?.to ?? BRIEF_DEFAULTS.age.to },
      gender: tg.gender ?? [],
      income: { from: tg.income?.from ?? BRIEF_DEFAULTS.income.from, to: tg.income?.to ?? BRIEF_DEFAULTS.income.to },
      geos: tg.geos ?? [],
    },
    campaignDetails: {
      objective: cd.objective,
      budget: cd.budget ?? BRIEF_DEFAULTS.budget,
      duration: { startDate: (cd.duration?.startDate ?? '').trim(), endDate: (cd.duration?.endDate ?? '').trim() },
      expectedOutcome: cd.expectedOutcome ?? [],
    },
    mediaPreference: body.mediaPreference ?? [],
    files: body.files,
  };
  const problems = briefErrorList(validateBrief(filled, serverToday(now)));
  if (problems.length) throw new InputError(`The brief is not complete: ${problems.map((p) => p.message).join('; ')}`);
  return normaliseBrief(filled);
}

/** The route `Idempotency-Key`s of a brief are kept under. */
export const CREATE_FROM_BRIEF_ROUTE = 'POST /campaigns/brief';

/** The campaign operations of service B; each checks access with `authorizeCampaign` first. */
export function createCampaignLifecycle(campaigns: CampaignRepository, now: () => Date) {
  return {
    /** GET /campaigns/{id}: owner, shared users and staff. */
    async read(user: User, id: string): Promise<CampaignView> {
      const { campaign, relation } = authorizeCampaign(user, await campaigns.load(id, user._id), 'read');
      return campaignView(campaign, relation);
    },

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
      const emails: string[] = [];
      const bad: string[] = [];
      for (const raw of change.add) {
        const email = normalizeEmail(raw);
        if (email) emails.push(email);
        else bad.push(raw);
      }
      if (bad.length) throw new InputError(`Not an e-mail address: ${bad.join(', ')}`);
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

    /** PUT /campaigns/{id}/brief: the owner replaces the brief while the campaign is being planned. */
    async updateBrief(user: User, id: string, body: BriefBody): Promise<CampaignView> {
      const brief = briefFrom(body, now());
      return campaigns.modify(id, user._id, async (loaded, writer) => {
        const { campaign, relation } = authorizeCampaign(user, loaded, 'manage');
        const status = campaign.campaign.status;
        if (!isEditableStatus(status)) throw new ConflictError(`The brief cannot be changed once a campaign is ${status}`);
        return campaignView(await writer.save({ doc: { ...documentOf(campaign), brief } }), relation);
      });
    },

    /** POST /campaigns/brief: a new campaign asking the team for a plan from the brief. */
    /**
     * POST /campaigns/brief: a campaign in Plan Requested. With an `Idempotency-Key` a repeat
     * (a double click, a retry) creates nothing and answers the first one's campaign.
     */
    async createFromBrief(user: User, body: BriefBody, idempotencyKey?: string, organizationId: string | null = null): Promise<{ view: CampaignView; replayed: boolean }> {
      const at = now().toISOString();
      const brief = briefFrom(body, now());
      const doc: StoredDocument = {
        brief,
        plans: [],
        payments: [],
        mediaOptions: [],
        planRequestedAt: at,
        startDate: brief.campaignDetails.duration.startDate,
        endDate: brief.campaignDetails.duration.endDate,
        ...campaignAmounts([]),
        statusHistory: [{ status: 'Plan Requested', at, by: user._id }],
      };
      const created = await campaigns.create(user._id, { name: brief.brand.name, status: 'Plan Requested', doc, organizationId }, {
        route: CREATE_FROM_BRIEF_ROUTE, key: idempotencyKey, fingerprint: body,
      });
      return { view: campaignView(created, 'owner'), replayed: created.replayed };
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
        let mediaOptions: PricedMediaOption[];
        let totals: BagTotals;
        if (body.mediaOptions) {
          const lines: BagMediaOption[] = body.mediaOptions.map((o) => ({ ...o, _id: o._id || newId() }));
          const priced = priceBag(lines, body.discountOnTotal !== undefined ? { discountOnTotal: body.discountOnTotal } : {});
          mediaOptions = priced.options as PricedMediaOption[];
          totals = priced.totals;
        } else {
          // The campaign's options as saved: a snapshot, figures unchanged.
          mediaOptions = campaign.campaign.mediaOptions;
          totals = sumTotals(mediaOptions);
        }
        if (!mediaOptions.length) throw new InputError('A plan needs media options: send mediaOptions, or add options to the campaign first');
        const at = now().toISOString();
        const note = (body.note ?? body.comment)?.trim();
        const plan: StoredPlan = {
          _id: newId(), version, name: body.name?.trim() || `Plan v${version}`, approved: false,
          ...(note ? { note } : {}),
          mediaOptions, totals, sharedBy: user._id, createdAt: at, updatedAt: at,
        };
        const doc = withStatusChange({ ...documentOf(campaign), plans: [...plans, plan] }, from, status, user._id, at);
        return campaignView(await writer.save({ doc, status }), relation);
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
