import type { FastifyReply } from 'fastify';
import type { ResponseCache } from '../catalog/response-cache';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers from the cache, or computes, serializes with the route's response schema and
 * stores. Only successful answers are stored (errors throw before `set`), and only when the
 * cache was not cleared while the answer was computed.
 */
export async function cachedJson<T>(reply: FastifyReply, cache: ResponseCache, key: string, compute: () => Promise<T>): Promise<FastifyReply> {
  const hit = cache.get(key);
  if (hit !== undefined) return reply.type(JSON_TYPE).send(hit);
  // A catalog change while this answer is computed must not leave the old answer cached.
  const generation = cache.generation;
  const body = String(reply.serialize(await compute()));
  cache.set(key, body, generation);
  return reply.type(JSON_TYPE).send(body);
}
