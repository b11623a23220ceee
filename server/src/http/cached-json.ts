import type { FastifyReply } from 'fastify';
import type { ResponseCache } from '../catalog/response-cache';
import { answerFor, seesVendorCosts } from './vendor-costs';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers from the cache, or computes, serializes with the route's response schema and
 * stores. Only successful answers are stored (errors throw before `set`), and only when the
 * cache was not cleared while the answer was computed. The answer skips the service's
 * vendor-cost hook (it is text by then), so it is projected here, and staff's whole answer
 * is cached apart from everyone else's.
 */
export async function cachedJson<T>(reply: FastifyReply, cache: ResponseCache, name: string, compute: () => Promise<T>): Promise<FastifyReply> {
  const key = `${seesVendorCosts(reply.request) ? 'staff' : 'buyer'}:${name}`;
  const hit = cache.get(key);
  if (hit !== undefined) return reply.type(JSON_TYPE).send(hit);
  // A catalog change while this answer is computed must not leave the old answer cached.
  const generation = cache.generation;
  const body = String(reply.serialize(answerFor(reply.request, await compute())));
  cache.set(key, body, generation);
  return reply.type(JSON_TYPE).send(body);
}
