import { campaignListStats, checkCampaignName, type User } from 'shared-domain';
import { organisationAdminRole, staffRole } from '../auth/roles';
import { InputError } from '../errors';
import { REPLAYED_HEADER } from '../http/idempotency';
import type { OrganizationIdOf, SignedInFastify } from '../http/type-provider';
import { authorizeCampaign } from './campaign.access';
import type { CampaignLifecycle } from './campaign.lifecycle';
import type { CampaignSaveLimits } from './campaign.limits';
import { campaignDocument, type CampaignRepository } from './campaign.repository';
import { campaignDetailSchema, campaignListSchema, renameCampaignSchema, saveFromBagSchema } from './campaign.schema';
import { campaignView, type CampaignView } from './campaign.view';

/** Who renames a campaign they do not own. */
const RENAMERS = staffRole('Only the owner of this campaign or staff may rename it');
/** Who lists every campaign: staff, or a white-label-admin its organisation's users' (read-only). */
const EVERY_CAMPAIGN_READERS = organisationAdminRole('Only staff can list every campaign; leave out scope=all to see your own');

/** A campaign name as typed (shared-domain's rule); a 400 saying what to fix. */
export function campaignNameFrom(raw: string): string {
  const checked = checkCampaignName(raw);
  if (!checked.ok) throw new InputError(checked.message);
  return checked.name;
}

/**
 * PATCH /campaigns/{id}: the owner or staff rename a campaign, in one transaction. Anyone
 * else who may see it (a user it is shared with) gets 403, anyone who may not 404, and a
 * bad name 400; a refused call changes nothing.
 */
export async function renameCampaign(campaigns: CampaignRepository, user: User, id: string, rawName: string): Promise<CampaignView> {
  return campaigns.modify(id, user._id, async (loaded, writer) => {
    const { campaign, relation } = authorizeCampaign(user, loaded, 'read');
    if (relation !== 'owner') RENAMERS.admit(user);
    const name = campaignNameFrom(rawName);
    const saved = await writer.save({ doc: campaignDocument(campaign.campaign), name });
    return campaignView(saved, relation);
  });
}

/** GET /campaigns, GET and PATCH /campaigns/:id, POST /campaigns/bag (service B's signed-in scope). */
export function registerCampaignRoutes(
  app: SignedInFastify, campaigns: CampaignRepository, lifecycle: CampaignLifecycle, limits: CampaignSaveLimits,
  organizationIdOf: OrganizationIdOf = async () => null,
): void {
  app.get('/campaigns', { schema: campaignListSchema }, async (request) => {
    const { user } = request;
    if (request.query.scope === 'all') {
      const { organizationScope } = EVERY_CAMPAIGN_READERS.admit(user);
      if (organizationScope !== null) {
        const own = await campaigns.listForOrganization(organizationScope, user._id);
        return { campaigns: own, ...campaignListStats(own) };
      }
      const all = await campaigns.listAll(user._id);
      return { campaigns: all, ...campaignListStats(all) };
    }
    const list = await campaigns.listForUser(user._id);
    return { campaigns: list, ...campaignListStats(list) };
  });

  app.get('/campaigns/:id', { schema: campaignDetailSchema }, async (request) =>
    lifecycle.read(request.user, request.params.id));

  app.patch('/campaigns/:id', { schema: renameCampaignSchema }, async (request) =>
    renameCampaign(campaigns, request.user, request.params.id, request.body.name));

  app.post('/campaigns/bag', { schema: saveFromBagSchema, onRequest: limits.saveFromBag }, async (request, reply) => {
    const { user } = request;
    const { selectedMOs, transactionId } = request.body ?? {};
    const result = await campaigns.saveFromBag(
      user,
      {
        selectedMOs, transactionId, lookingForRates: request.query.lookingForRates === true, campaignId: request.query.campaignId,
        organizationId: await organizationIdOf(request),
      },
      request.headers['idempotency-key'],
    );
    if (result.replayed) void reply.header(REPLAYED_HEADER, 'true');
    return reply.code(result.statusCode).send(result.body);
  });
}
