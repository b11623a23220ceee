import {
  BRIEF_DEFAULTS, briefErrorList, campaignAmounts, isEditableStatus, normaliseBrief, readBriefExtras, serverToday, validateBrief,
  type Brief, type CampaignBriefExtras, type User,
} from 'shared-domain';
import type { Static } from '@sinclair/typebox';
import { ConflictError, InputError } from '../errors';
import type { BriefBodySchema } from './campaign.lifecycle.schema';
import { authorizeCampaign } from './campaign.access';
import { documentOf, type StoredDocument } from './campaign.document';
import type { CampaignRepository } from './campaign.repository';
import { campaignView, type CampaignView } from './campaign.view';

/** The route `Idempotency-Key`s of a brief are kept under. */
export const CREATE_FROM_BRIEF_ROUTE = 'POST /campaigns/brief';

/** A brief as the routes accept it (its schema): every part may be left out; what has a default gets it. */
export type BriefBody = Static<typeof BriefBodySchema>;

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
      // Income only when given (the form always sends one; the chat assistant never asks it).
      ...(tg.income ? { income: { from: tg.income.from ?? BRIEF_DEFAULTS.income.from, to: tg.income.to ?? BRIEF_DEFAULTS.income.to } } : {}),
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

/**
 * The campaign's choices sent with a brief (client, requestCallback, executeWithTma), applied to
 * `doc`: each one sent replaces the stored one, an empty client removes it; 400 for a bad one.
 */
export function withBriefExtras(doc: StoredDocument, body: BriefBody): StoredDocument {
  const read = readBriefExtras(body);
  if (!read.ok) throw new InputError(read.message);
  const extras: CampaignBriefExtras = read.value;
  const next: StoredDocument = { ...doc, ...extras };
  if (extras.client === '') delete next.client;
  return next;
}

/** The brief operations of the life cycle: a campaign from a brief, and the brief changed while planning. */
export function createBriefActions(campaigns: CampaignRepository, now: () => Date) {
  return {
    /** PUT /campaigns/{id}/brief: the owner replaces the brief while the campaign is being planned. */
    async updateBrief(user: User, id: string, body: BriefBody): Promise<CampaignView> {
      const brief = briefFrom(body, now());
      return campaigns.modify(id, user._id, async (loaded, writer) => {
        const { campaign, relation } = authorizeCampaign(user, loaded, 'manage');
        const status = campaign.campaign.status;
        if (!isEditableStatus(status)) throw new ConflictError(`The brief cannot be changed once a campaign is ${status}`);
        return campaignView(await writer.save({ doc: withBriefExtras({ ...documentOf(campaign), brief }, body) }), relation);
      });
    },

    /**
     * POST /campaigns/brief: a campaign in Plan Requested. With an `Idempotency-Key` a repeat
     * (a double click, a retry) creates nothing and answers the first one's campaign.
     */
    async createFromBrief(user: User, body: BriefBody, idempotencyKey?: string, organizationId: string | null = null): Promise<{ view: CampaignView; replayed: boolean }> {
      const at = now().toISOString();
      const brief = briefFrom(body, now());
      const doc: StoredDocument = withBriefExtras({
        brief,
        plans: [],
        payments: [],
        mediaOptions: [],
        planRequestedAt: at,
        startDate: brief.campaignDetails.duration.startDate,
        endDate: brief.campaignDetails.duration.endDate,
        ...campaignAmounts([]),
        statusHistory: [{ status: 'Plan Requested', at, by: user._id }],
      }, body);
      const created = await campaigns.create(user._id, { name: brief.brand.name, status: 'Plan Requested', doc, organizationId }, {
        route: CREATE_FROM_BRIEF_ROUTE, key: idempotencyKey, fingerprint: body,
      });
      return { view: campaignView(created, 'owner'), replayed: created.replayed };
    },
  };
}
