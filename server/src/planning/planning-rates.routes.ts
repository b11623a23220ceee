/**
 * GET /planning/cities, /planning/budget-estimate and /planning/ipl-budget (issue 18): the
 * budget estimator's and the IPL calculator's answers from the catalog's rates. Public and
 * read-only; answers are cached like the catalog's (the catalog changes rarely).
 */
import {
  checkBudgetEstimate, checkIplBudget, estimateBudget, estimateIplBudget,
} from 'shared-domain';
import type { TypedFastify } from '../http/type-provider';
import type { ResponseCache } from '../catalog/response-cache';
import { cachedJson } from '../http/cached-json';
import { FieldsError } from '../errors';
import type { PlanningRatesRepository } from './planning-rates.repository';
import { budgetEstimateSchema, citiesSchema, iplBudgetSchema } from './planning-rates.schema';



const list = (text: string | undefined) => (text ? [text] : []);

export function registerPlanningRatesRoutes(app: TypedFastify, rates: PlanningRatesRepository, cache: ResponseCache): void {
  const cities = async () => {
    const hit = cache.get('cities');
    if (hit !== undefined) return (JSON.parse(hit) as { cities: string[] }).cities;
    const found = await rates.cities();
    cache.set('cities', JSON.stringify({ cities: found }));
    return found;
  };

  app.get('/planning/cities', { schema: citiesSchema }, async () => ({ cities: await cities() }));

  app.get('/planning/budget-estimate', { schema: budgetEstimateSchema }, async (request, reply) => {
    const q = request.query;
    const check = checkBudgetEstimate({ categories: list(q.categories), cities: list(q.cities), weeks: q.weeks ?? '' }, await cities());
    if (!check.ok) throw new FieldsError(check.errors);
    const { categories, weeks } = check.value;
    const chosen = [...check.value.cities].sort();
    // The checked values are the key: equivalent addresses (order, case, spaces) share one answer.
    return cachedJson(reply, cache, `budget:${[...categories].sort().join(',')}:${chosen.join(',')}:${weeks}`, async () => {
      const rows = (await Promise.all(categories.map((c) => rates.categoryRows(c, chosen)))).flat();
      return estimateBudget(rows, { categories, weeks });
    });
  });

  app.get('/planning/ipl-budget', { schema: iplBudgetSchema }, async (request, reply) => {
    const q = request.query;
    const check = checkIplBudget({ channels: list(q.channels), matches: q.matches ?? '', spots: q.spots ?? '' });
    if (!check.ok) throw new FieldsError(check.errors);
    const { channels, matches, spots } = check.value;
    return cachedJson(reply, cache, `ipl:${[...channels].sort().join(',')}:${matches}:${spots}`, async () => estimateIplBudget(await rates.iplRows(), check.value));
  });
}
