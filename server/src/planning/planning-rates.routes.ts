/**
 * GET /planning/cities, /planning/budget-estimate and /planning/ipl-budget (issue 18): the
 * budget estimator's and the IPL calculator's answers from the catalog's rates. Public and
 * read-only; answers are cached like the catalog's (the catalog changes rarely).
 */
import type { FastifyReply } from 'fastify';
import {
  checkBudgetEstimate, checkIplBudget, estimateBudget, estimateIplBudget,
} from 'shared-domain';
import type { TypedFastify } from '../http/type-provider';
import type { ResponseCache } from '../catalog/response-cache';
import type { PlanningRatesRepository } from './planning-rates.repository';
import { budgetEstimateSchema, citiesSchema, iplBudgetSchema } from './planning-rates.schema';

const JSON_TYPE = 'application/json; charset=utf-8';

async function cached<T>(reply: FastifyReply, cache: ResponseCache, key: string, compute: () => Promise<T>): Promise<FastifyReply> {
  const hit = cache.get(key);
  if (hit !== undefined) return reply.type(JSON_TYPE).send(hit);
  const body = String(reply.serialize(await compute()));
  cache.set(key, body);
  return reply.type(JSON_TYPE).send(body);
}

/** A 400 naming each wrong value, in the words the page shows beside its field. */
function refuse(reply: FastifyReply, fields: Partial<Record<string, string>>): FastifyReply {
  const entries = Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string');
  return reply.code(400).send({ error: 'bad_request', message: entries.map(([f, m]) => `${f}: ${m}`).join('; '), fields: Object.fromEntries(entries) });
}

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
    if (!check.ok) return refuse(reply, check.errors);
    const { categories, weeks } = check.value;
    const chosen = [...check.value.cities].sort();
    // The checked values are the key: equivalent addresses (order, case, spaces) share one answer.
    return cached(reply, cache, `budget:${[...categories].sort().join(',')}:${chosen.join(',')}:${weeks}`, async () => {
      const rows = (await Promise.all(categories.map((c) => rates.categoryRows(c, chosen)))).flat();
      return estimateBudget(rows, { categories, weeks });
    });
  });

  app.get('/planning/ipl-budget', { schema: iplBudgetSchema }, async (request, reply) => {
    const q = request.query;
    const check = checkIplBudget({ channels: list(q.channels), matches: q.matches ?? '', spots: q.spots ?? '' });
    if (!check.ok) return refuse(reply, check.errors);
    const { channels, matches, spots } = check.value;
    return cached(reply, cache, `ipl:${[...channels].sort().join(',')}:${matches}:${spots}`, async () => estimateIplBudget(await rates.iplRows(), check.value));
  });
}
