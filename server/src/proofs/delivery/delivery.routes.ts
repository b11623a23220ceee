/**
 * The delivery ledger and make-goods (issue 38, service B):
 * GET /campaigns/:id/delivery (the campaign's readers: owner, shared users, staff; 404 to others)
 * and POST /campaigns/:id/make-goods (the campaign owner only: staff may not answer for the buyer).
 */
import { ConflictError, NotFoundError } from '../../errors';
import type { TypedFastify } from '../../http/type-provider';
import { createCampaignRepository } from '../../campaigns/campaign.repository';
import { accessOf, campaignAccessHook } from '../../campaigns/reports/records-access';
import type { ProofDeps } from '../proofs.module';
import { createDeliveryRepository } from './delivery.repository';
import { answerMakeGoodSchema, getDeliverySchema } from './delivery.schema';

export const MAKE_GOOD_MESSAGES = {
  noLine: 'This campaign has no such line with bought days',
  noOffer: 'This line has no make-good offer to answer (it may have been answered already); reload the delivery ledger',
  changed: 'The make-good offer for this line has changed since you read it; reload the delivery ledger and answer the new offer',
} as const;

export function registerDeliveryRoutes(app: TypedFastify, deps: ProofDeps): void {
  const campaigns = createCampaignRepository(deps.db, deps.now);
  const delivery = createDeliveryRepository(deps.db, deps.now);

  app.get('/campaigns/:id/delivery', {
    schema: getDeliverySchema,
    onRequest: campaignAccessHook(campaigns, 'read'),
  }, async (request) => delivery.ledger(accessOf(request).loaded));

  // 'manage': the owner only (403 to shared users and staff, 404 to anyone who cannot see the campaign).
  app.post('/campaigns/:id/make-goods', {
    schema: answerMakeGoodSchema,
    onRequest: campaignAccessHook(campaigns, 'manage'),
  }, async (request, reply) => {
    const { user, campaignId } = accessOf(request);
    const result = await delivery.answer(campaignId, user._id, request.body);
    if ('ledger' in result) return reply.code(201).send(result.ledger);
    if (result.refused === 'no-line') throw new NotFoundError(MAKE_GOOD_MESSAGES.noLine);
    throw new ConflictError(result.refused === 'changed' ? MAKE_GOOD_MESSAGES.changed : MAKE_GOOD_MESSAGES.noOffer);
  });
}
