/**
 * POST /recommendations (issue 18, /media-recommendation): a media plan within a budget.
 * Public and rate-limited per client address like leads. The request is checked by
 * shared-domain's `checkRecommendationRequest`, the plan made by `recommendPlan` over a bounded
 * shortlist read from the catalog (recommendation.repository.ts). Shortlists and the city list
 * are kept in memory for the catalog-cache period, as the catalog's answers are.
 */
import {
  campaignDaysOf, checkRecommendationRequest, plannedCategories, recommendPlan, type PlanCandidate,
} from 'shared-domain';
import { FieldsError, httpError } from '../errors';
import type { TypedFastify } from '../http/type-provider';
import { byClient, rateLimitHook, type LimitRule } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { RecommendationRepository, ShortlistFilter } from './recommendation.repository';
import { recommendationSchema } from './recommendation.schema';
import { CITY_POPULATIONS } from './city-populations';

/** 400 `budget_too_small`, with the cheapest workable line (`smallestBudget`, rupees). */
class BudgetTooSmallError extends httpError('budget_too_small') {}

export type RecommendationRouteDeps = {
  repository: RecommendationRepository;
  limiter: RateLimiter;
  /** How long shortlists and the city list are kept (the catalog cache's TTL); 0 keeps nothing. */
  cacheTtlMs?: number;
  /** Plans per client address (config.limits.recommendations). */
  limit: LimitRule;
  now?: () => Date;
};

/** Values kept for a while, most recently used last; at most `maxEntries`. */
function memo<T>(ttlMs: number, maxEntries: number) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return Object.assign((key: string, compute: () => Promise<T>): Promise<T> => {
    if (ttlMs <= 0) return compute();
    const hit = entries.get(key);
    const at = Date.now();
    if (hit && hit.expires > at) return hit.value;
    const value = compute();
    entries.delete(key);
    entries.set(key, { value, expires: at + ttlMs });
    // A failed read is not kept.
    value.catch(() => entries.delete(key));
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return value;
  }, { clear: () => entries.clear() });
}


/** Registers the route; answers how to drop its kept shortlists and cities (on a catalog change). */
export function registerRecommendationRoutes(app: TypedFastify, deps: RecommendationRouteDeps): { clear(): void } {
  const now = deps.now ?? (() => new Date());
  const { repository } = deps;
  const ttl = deps.cacheTtlMs ?? 30_000;
  const cities = memo<string[]>(ttl, 1);
  const shortlists = memo<PlanCandidate[]>(ttl, 500);
  const { limit } = deps;
  const onRequest = rateLimitHook(deps.limiter, { ...limit, name: 'recommendation', what: 'Too many plans asked for from this address' }, byClient);

  app.post('/recommendations', { schema: recommendationSchema, onRequest }, async (request) => {
    const knownCities = await cities('cities', () => repository.cities());
    const checked = checkRecommendationRequest(request.body, { now: now(), knownCities });
    if (!checked.ok) throw new FieldsError(checked.errors);
    const value = checked.value;
    const filter: ShortlistFilter = {
      categories: plannedCategories(value),
      cities: [...value.cities].sort(),
      languages: value.languages.map((l) => l.toLowerCase()).sort(),
    };
    // Equivalent requests (order, case) share one shortlist.
    const key = JSON.stringify([[...filter.categories].sort(), filter.cities, filter.languages]);
    const candidates = await shortlists(key, () => repository.candidates(filter));
    const result = recommendPlan(candidates, {
      budget: value.budget, objective: value.objective, campaignDays: campaignDaysOf(value),
      // Reach is people of the chosen cities (all India when none), counted against their population.
      market: { cities: filter.cities, populations: CITY_POPULATIONS },
    });
    if (result.kind === 'budget_too_small') throw new BudgetTooSmallError(result.message, { smallestBudget: result.smallestBudget });
    return {
      options: result.options,
      totals: result.totals,
      objective: result.objective,
      ...(result.message ? { message: result.message } : {}),
      ...(value.audience ? { audience: value.audience } : {}),
    };
  });
  return {
    clear() {
      cities.clear();
      shortlists.clear();
    },
  };
}
