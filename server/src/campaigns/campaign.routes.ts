import type { FastifyRequest } from 'fastify';
import { campaignListStats, campaignProgress } from 'shared-domain';
import { requireUser } from '../auth/auth.hook';
import { NotFoundError } from '../errors';
import type { TypedFastify } from '../http/type-provider';
import type { CampaignRepository } from './campaign.repository';
import { campaignDetailSchema, campaignListSchema, saveFromBagSchema } from './campaign.schema';

/** GET /campaigns, GET /campaigns/:id, POST /campaigns/bag (service B). */
export function registerCampaignRoutes(app: TypedFastify, campaigns: CampaignRepository): void {
  // Runs after the service's auth hook and before validation: anonymous calls get 401, not 400.
  const signedIn = async (request: FastifyRequest) => {
    requireUser(request);
  };

  app.get('/campaigns', { schema: campaignListSchema }, async (request) => {
    const user = requireUser(request);
    const list = await campaigns.listForOwner(user._id);
    return { campaigns: list, ...campaignListStats(list) };
  });

  app.get('/campaigns/:id', { schema: campaignDetailSchema, onRequest: signedIn }, async (request) => {
    const user = requireUser(request);
    const campaign = await campaigns.findForUser(user._id, request.params.id);
    // Unknown and other users' campaigns answer alike, so ids cannot be probed.
    if (!campaign) throw new NotFoundError('Campaign not found');
    return { ...campaign, progress: campaignProgress(campaign.status, campaign.mediaOptions) };
  });

  app.post('/campaigns/bag', { schema: saveFromBagSchema, onRequest: signedIn }, async (request, reply) => {
    const user = requireUser(request);
    const { selectedMOs, transactionId } = request.body ?? {};
    const result = await campaigns.saveFromBag(
      user._id,
      { selectedMOs, transactionId, lookingForRates: request.query.lookingForRates === true, campaignId: request.query.campaignId },
      request.headers['idempotency-key'],
    );
    if (result.replayed) void reply.header('idempotent-replayed', 'true');
    return reply.code(result.statusCode).send(result.body);
  });
}
