import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/auth.hook';
import { REPLAYED_HEADER } from '../http/idempotency';
import type { TypedFastify } from '../http/type-provider';
import type { CampaignLifecycle } from './campaign.lifecycle';
import type { CampaignSaveLimits } from './campaign.limits';
import {
  approvePlanSchema, createFromBriefSchema, removeOptionSchema, requestApprovalSchema, requestChangesSchema,
  setStatusSchema, setUsersSchema, sharePlanSchema, updateBriefSchema,
} from './campaign.lifecycle.schema';
import { signedIn } from './campaign.routes';

/**
 * The campaign life cycle (service B): plans, approval, options, sharing, brief, and the
 * staff routes. Access is decided in `lifecycle` by `authorizeCampaign`.
 */
export function registerLifecycleRoutes(
  app: TypedFastify, lifecycle: CampaignLifecycle, limits: Pick<CampaignSaveLimits, 'createFromBrief'>,
  organizationIdOf: (request: FastifyRequest) => Promise<string | null> = async () => null,
): void {
  app.post('/campaigns/brief', { schema: createFromBriefSchema, onRequest: [signedIn, limits.createFromBrief] }, async (request, reply) => {
    const organizationId = await organizationIdOf(request);
    const { view, replayed } = await lifecycle.createFromBrief(requireUser(request), request.body, request.headers['idempotency-key'], organizationId);
    if (replayed) void reply.header(REPLAYED_HEADER, 'true');
    return reply.code(201).send(view);
  });

  app.post('/campaigns/:id/plans/:planId/approve', { schema: approvePlanSchema, onRequest: signedIn }, async (request) =>
    lifecycle.approve(requireUser(request), request.params.id, request.params.planId));

  app.post('/campaigns/:id/plans/:planId/changes', { schema: requestChangesSchema, onRequest: signedIn }, async (request) =>
    lifecycle.requestChanges(requireUser(request), request.params.id, request.params.planId, request.body));

  app.post('/campaigns/:id/request-approval', { schema: requestApprovalSchema, onRequest: signedIn }, async (request) =>
    lifecycle.requestApproval(requireUser(request), request.params.id));

  app.delete('/campaigns/:id/media-options/:optionId', { schema: removeOptionSchema, onRequest: signedIn }, async (request) =>
    lifecycle.removeOption(requireUser(request), request.params.id, request.params.optionId));

  app.put('/campaigns/:id/users', { schema: setUsersSchema, onRequest: signedIn }, async (request) =>
    lifecycle.setUsers(requireUser(request), request.params.id, { add: request.body.add ?? [], remove: request.body.remove ?? [] }));

  app.put('/campaigns/:id/brief', { schema: updateBriefSchema, onRequest: signedIn }, async (request) =>
    lifecycle.updateBrief(requireUser(request), request.params.id, request.body));

  // Staff routes: 403 for anyone without a staff role, whether or not the campaign exists.
  app.post('/campaigns/:id/plans', { schema: sharePlanSchema, onRequest: signedIn }, async (request, reply) =>
    reply.code(201).send(await lifecycle.sharePlan(requireUser(request), request.params.id, request.body)));

  app.put('/campaigns/:id/status', { schema: setStatusSchema, onRequest: signedIn }, async (request) =>
    lifecycle.setStatus(requireUser(request), request.params.id, request.body.status));
}
