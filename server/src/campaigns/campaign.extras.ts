import { randomBytes } from 'node:crypto';
import {
  latestPlan, planVersionOf, readCreative, readEstimate, serverToday,
  type CreativeInput, type EstimateInput, type User,
} from 'shared-domain';
import { ForbiddenError, InputError } from '../errors';
import type { SignedInFastify } from '../http/type-provider';
import { authorizeCampaign } from './campaign.access';
import { documentOf } from './campaign.document';
import type { CampaignRepository } from './campaign.repository';
import { addCreativeSchema, saveVersionSchema, setEstimateSchema } from './campaign.extras.schema';
import { campaignView, type CampaignView } from './campaign.view';

const newId = (): string => randomBytes(12).toString('hex');

function checked<T>(result: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new InputError(result.message);
  return result.value;
}

/** The campaign's estimate, creatives and saved versions (SPEC.md 3.11); each write in the campaign's transaction. */
export function createCampaignExtras(campaigns: CampaignRepository, now: () => Date) {
  return {
    /** Staff: PUT /campaigns/{id}/estimate. */
    async setEstimate(user: User, id: string, input: EstimateInput): Promise<CampaignView> {
      return campaigns.modify(id, user._id, async (loaded, writer) => {
        const { campaign, relation } = authorizeCampaign(user, loaded, 'staff');
        const at = now();
        const plan = latestPlan(campaignView(campaign, relation).plans);
        const fromPlan = plan ? { _id: plan._id, totalPrice: plan.totals.totalPrice } : null;
        const estimate = checked(readEstimate(input, serverToday(at), fromPlan, user._id, at.toISOString()));
        return campaignView(await writer.save({ doc: { ...documentOf(campaign), estimate } }), relation);
      });
    },

    /** POST /campaigns/{id}/creatives: the owner or staff add a creative. */
    async addCreative(user: User, id: string, input: CreativeInput): Promise<CampaignView> {
      return campaigns.modify(id, user._id, async (loaded, writer) => {
        const { campaign, relation } = authorizeCampaign(user, loaded, 'read');
        if (relation !== 'owner' && relation !== 'staff') throw new ForbiddenError('Only the owner of this campaign or staff may add creatives');
        const c = campaign.campaign;
        const creatives = c.creatives ?? [];
        const creative = checked(readCreative(
          input,
          { uploadIds: (c.uploads ?? []).map((u) => u._id), optionIds: c.mediaOptions.map((o) => o._id), count: creatives.length },
          { _id: newId(), by: user._id, at: now().toISOString() },
        ));
        return campaignView(await writer.save({ doc: { ...documentOf(campaign), creatives: [...creatives, creative] } }), relation);
      });
    },

    /** POST /campaigns/{id}/versions: the owner saves a version of the media plan as it is now. */
    async saveVersion(user: User, id: string, note: string | undefined): Promise<CampaignView> {
      return campaigns.modify(id, user._id, async (loaded, writer) => {
        const { campaign, relation } = authorizeCampaign(user, loaded, 'manage');
        const c = campaign.campaign;
        const versions = c.versions ?? [];
        const version = checked(planVersionOf(c.mediaOptions, note, versions.length, { _id: newId(), by: user._id, at: now().toISOString() }));
        return campaignView(await writer.save({ doc: { ...documentOf(campaign), versions: [...versions, version] } }), relation);
      });
    },
  };
}

/** PUT /campaigns/{id}/estimate (staff), POST /campaigns/{id}/creatives, POST /campaigns/{id}/versions. */
export function registerCampaignExtrasRoutes(app: SignedInFastify, campaigns: CampaignRepository, now: () => Date): void {
  const extras = createCampaignExtras(campaigns, now);
  app.put('/campaigns/:id/estimate', { schema: setEstimateSchema }, async (request) =>
    extras.setEstimate(request.user, request.params.id, request.body));
  app.post('/campaigns/:id/creatives', { schema: addCreativeSchema }, async (request, reply) =>
    reply.code(201).send(await extras.addCreative(request.user, request.params.id, request.body)));
  app.post('/campaigns/:id/versions', { schema: saveVersionSchema }, async (request, reply) =>
    reply.code(201).send(await extras.saveVersion(request.user, request.params.id, request.body?.note ?? undefined)));
}
