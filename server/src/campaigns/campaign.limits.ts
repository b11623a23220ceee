import type { FastifyReply, FastifyRequest } from 'fastify';
import { byUser, rateLimitHook, type LimitRule, type RouteLimit } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { CREATE_FROM_BRIEF_ROUTE } from './campaign.lifecycle';
import { SAVE_FROM_BAG_ROUTE, type CampaignRepository } from './campaign.repository';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The hooks that count campaign saves: one budget per user for both ways of creating a campaign. */
export type CampaignSaveLimits = { saveFromBag: Hook; createFromBrief: Hook };

/** The request's Idempotency-Key as sent (the route's schema checks its form later). */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key !== '' ? key : undefined;
}

/**
 * CAMPAIGN_SAVE_LIMIT per user over POST /campaigns/bag and POST /campaigns/brief. A save
 * that repeats an Idempotency-Key is the same save: it is counted once while its first
 * take is in the window, and not at all once its answer is stored, so replays are never
 * refused (both routes honour the key).
 */
export function campaignSaveLimits(limiter: RateLimiter, rule: LimitRule, campaigns: CampaignRepository): CampaignSaveLimits {
  const limit: RouteLimit = { ...rule, name: 'campaign-save', what: 'Too many campaigns saved' };
  const hook = (route: string) => rateLimitHook(limiter, limit, byUser, {
    // The route keeps the two routes' keys apart: one key may name a save and a brief.
    eventIdOf: (request) => {
      const key = idempotencyKeyOf(request);
      return key === undefined ? undefined : `${route} ${key}`;
    },
    skip: async (request) => {
      const key = idempotencyKeyOf(request);
      return key !== undefined && request.user !== null && campaigns.hasSavedAnswer(request.user._id, route, key);
    },
  });
  return { saveFromBag: hook(SAVE_FROM_BAG_ROUTE), createFromBrief: hook(CREATE_FROM_BRIEF_ROUTE) };
}
