import type { FastifyRequest } from 'fastify';
import { campaignListStats } from 'shared-domain';
import { requireUser } from '../auth/auth.hook';
import type { TypedFastify } from '../http/type-provider';
import type { CampaignLifecycle } from './campaign.lifecycle';
import type { CampaignRepository } from './campaign.repository';
import { campaignDetailSchema, campaignListSchema, saveFromBagSchema } from './campaign.schema';

/** Runs after the service's auth hook and before validation: anonymous calls get 401, not 400. */
export const signedIn = async (request: FastifyRequest): Promise<void> => {
  requireUser(request);
};

/** GET /campaigns, GET /campaigns/:id, POST /campaigns/bag (service B). */
export function registerCampaignRoutes(app: TypedFastify, campaigns: CampaignRepository, lifecycle: CampaignLifecycle): void {
  app.get('/campaigns', { schema: campaignListSchema, onRequest: signedIn }, async (request) => {
    const user = requireUser(request);
    const list = await campaigns.listForUser(user._id);
    return { campaigns: list, ...campaignListStats(list) };
  });

  app.get('/campaigns/:id', { schema: campaignDetailSchema, onRequest: signedIn }, async (request) =>
    lifecycle.read(requireUser(request), request.params.id));

  app.post('/campaigns/bag', { schema: saveFromBagSchema, onRequest: signedIn }, async (request, reply) => {
    const user = requireUser(request);
    const { selectedMOs, transactionId } = request.body ?? {};
    const result = await campaigns.saveFromBag(
      user,
      { selectedMOs, transactionId, lookingForRates: request.query.lookingForRates === true, campaignId: request.query.campaignId },
      request.headers['idempotency-key'],
    );
    if (result.replayed) void reply.header('idempotent-replayed', 'true');
    return reply.code(result.statusCode).send(result.body);
  });
}
