import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { ResponseCache } from '../catalog/response-cache';
import { prepareAnswer, sendPrepared } from './prepared-answer';
import { answerFor, seesVendorCosts } from './vendor-costs';

/** Staff's answers are cached apart from everyone else's (vendor costs). */
const audienceOf = (request: FastifyRequest) => (seesVendorCosts(request) ? 'staff' : 'buyer');

/** The name an answer is also filed under: who sees it and the URL exactly as sent. */
const urlAlias = (request: FastifyRequest) => `${audienceOf(request)} ${request.url}`;

/** Caches whose routes look answers up by URL (answerFromCache): only their answers are filed by URL. */
const lookedUpByUrl = new WeakSet<ResponseCache>();

/**
 * Answers from the cache, or computes, serializes with the route's response schema and
 * stores. Only successful answers are stored (errors throw before `set`), and only when the
 * cache was not cleared while the answer was computed. The answer skips the service's
 * vendor-cost hook (it is text by then), so it is projected here, and staff's whole answer
 * is cached apart from everyone else's. It goes out as prepared bytes (sendPrepared): with
 * its ETag, compressed once per encoding.
 */
export async function cachedJson<T>(reply: FastifyReply, cache: ResponseCache, name: string, compute: () => Promise<T>): Promise<FastifyReply> {
  const { request } = reply;
  const key = `${audienceOf(request)}:${name}`;
  let answer = cache.answer(key);
  if (answer === undefined) {
    // A catalog change while this answer is computed must not leave the old answer cached.
    const generation = cache.generation;
    const body = String(reply.serialize(answerFor(request, await compute())));
    cache.set(key, body, generation);
    // Not stored (the cache is off, or was cleared meanwhile): prepared for this reply alone.
    answer = cache.answer(key) ?? prepareAnswer(body);
  }
  if (lookedUpByUrl.has(cache)) cache.alias(urlAlias(request), key);
  return sendPrepared(request, reply, answer);
}

/**
 * A route's onRequest hook that sends the cached answer of a URL seen before, before the
 * query is validated and the route's key worked out: the same URL, validated the same way,
 * led to that answer (cachedJson filed it under the URL). It runs after the service's own
 * hooks (host, text guard, CORS, the caller's session), and the answer still goes through
 * every onSend hook (security headers). Anything else goes on to the route as usual.
 */
export function answerFromCache(cache: ResponseCache) {
  lookedUpByUrl.add(cache);
  return function answerFromCacheHook(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const answer = cache.answerByAlias(urlAlias(request));
    if (answer === undefined) {
      done();
      return;
    }
    sendPrepared(request, reply, answer);
  };
}
