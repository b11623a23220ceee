import { REPLAYED_HEADER } from '../http/idempotency';
import type { OrganizationIdOf, SignedInFastify } from '../http/type-provider';
import type { CampaignLifecycle } from './campaign.lifecycle';
import type { CampaignSaveLimits } from './campaign.limits';
import {
  approvePlanSchema, createFromBriefSchema, removeOptionSchema, requestApprovalSchema, requestChangesSchema,
  setStatusSchema, setUsersSchema, sharePlanSchema, updateBriefSchema,
} from './campaign.lifecycle.schema';

/**
 * The campaign life cycle (service B's signed-in scope): plans, approval, options, sharing, brief, and the
 * staff routes. Access is decided in `lifecycle` by `authorizeCampaign`.
 */
export function registerLifecycleRoutes(
  app: SignedInFastify, lifecycle: CampaignLifecycle, limits: Pick<CampaignSaveLimits, 'createFromBrief'>,
  organizationIdOf: OrganizationIdOf = async () => null,
): void {
  app.post('/campaigns/brief', { schema: createFromBriefSchema, onRequest: limits.createFromBrief }, async (request, reply) => {
    const organizationId = await organizationIdOf(request);
    const { view, replayed } = await lifecycle.createFromBrief(request.user, request.body, request.headers['idempotency-key'], organizationId);
    if (replayed) void reply.header(REPLAYED_HEADER, 'true');
    return reply.code(201).send(view);
  });

  app.post('/campaigns/:id/plans/:planId/approve', { schema: approvePlanSchema }, async (request) =>
    lifecycle.approve(request.user, request.params.id, request.params.planId));

  app.post('/campaigns/:id/plans/:planId/changes', { schema: requestChangesSchema }, async (request) =>
    lifecycle.requestChanges(request.user, request.params.id, request.params.planId, request.body));

  app.post('/campaigns/:id/request-approval', { schema: requestApprovalSchema }, async (request) =>
    lifecycle.requestApproval(request.user, request.params.id));

  app.delete('/campaigns/:id/media-options/:optionId', { schema: removeOptionSchema }, async (request) =>
    lifecycle.removeOption(request.user, request.params.id, request.params.optionId));

  app.put('/campaigns/:id/users', { schema: setUsersSchema }, async (request) =>
    lifecycle.setUsers(request.user, request.params.id, { add: request.body.add ?? [], remove: request.body.remove ?? [] }));

  app.put('/campaigns/:id/brief', { schema: updateBriefSchema }, async (request) =>
    lifecycle.updateBrief(request.user, request.params.id, request.body));

  // Staff routes: 403 for anyone without a staff role, whether or not the campaign exists.
  app.post('/campaigns/:id/plans', { schema: sharePlanSchema }, async (request, reply) =>
    reply.code(201).send(await lifecycle.sharePlan(request.user, request.params.id, request.body)));

  app.put('/campaigns/:id/status', { schema: setStatusSchema }, async (request) =>
    lifecycle.setStatus(request.user, request.params.id, request.body.status));
}
