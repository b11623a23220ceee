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
import { NO_GATEWAY, type PaymentGateway } from './payments/payment-gateway';
import { CardPaymentsUnavailableError } from './payments/payment.service';

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

/**
 * A card payment sent with a save from the bag: all three parts, its signature checked with the
 * gateway as campaign card payments are (503 when card payments are off, 400 for a part missing
 * or a signature that does not match); none without `transactionId`.
 */
export function bagCardPayment(
  gateway: PaymentGateway, body: { transactionId?: string; orderId?: string; signature?: string },
): { orderId: string; paymentId: string; signature: string } | undefined {
  const { transactionId, orderId, signature } = body;
  if (transactionId === undefined) {
    if (orderId !== undefined || signature !== undefined) throw new InputError('orderId and signature go with a transactionId');
    return undefined;
  }
  if (!gateway.enabled) throw new CardPaymentsUnavailableError();
  if (!orderId || !signature) throw new InputError('A card payment needs the transactionId, orderId and signature the checkout returned');
  const proof = { orderId, paymentId: transactionId, signature };
  if (!gateway.verifyPayment(proof)) throw new InputError('The payment signature does not match; nothing was saved');
  return proof;
}

/** GET /campaigns, GET and PATCH /campaigns/:id, POST /campaigns/bag (service B's signed-in scope). */
export function registerCampaignRoutes(
  app: SignedInFastify, campaigns: CampaignRepository, lifecycle: CampaignLifecycle, limits: CampaignSaveLimits,
  organizationIdOf: OrganizationIdOf = async () => null, gateway: PaymentGateway = NO_GATEWAY,
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
    const body = request.body ?? {};
    const cardPayment = bagCardPayment(gateway, body);
    const result = await campaigns.saveFromBag(
      user,
      {
        selectedMOs: body.selectedMOs, cardPayment, lookingForRates: request.query.lookingForRates === true, campaignId: request.query.campaignId,
        organizationId: await organizationIdOf(request),
      },
      request.headers['idempotency-key'],
    );
    if (result.replayed) void reply.header(REPLAYED_HEADER, 'true');
    return reply.code(result.statusCode).send(result.body);
  });
}
