import type { FastifyReply } from 'fastify';
import type { ResponseCache } from '../catalog/response-cache';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers from the cache, or computes, serializes with the route's response schema and
 * stores. Only successful answers are stored (errors throw before `set`).
 */
export async function cachedJson<T>(reply: FastifyReply, cache: ResponseCache, key: string, compute: () => Promise<T>): Promise<FastifyReply> {
  const hit = cache.get(key);
  if (hit !== undefined) return reply.type(JSON_TYPE).send(hit);
  const body = String(reply.serialize(await compute()));
  cache.set(key, body);
  return reply.type(JSON_TYPE).send(body);
}
