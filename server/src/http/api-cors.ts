import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Everything the site's clients do across origins: agencies' pages embed the bag and the
 * dashboard and call both services from their own origin, so every method the clients use
 * needs its preflight allowed (@fastify/cors allows only GET, HEAD and POST by default).
 */
export const API_CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Headers the clients send that are not CORS-safelisted: both services' tokens, idempotency keys, JSON bodies. */
export const API_CORS_REQUEST_HEADERS = ['content-type', 'x-access-token', 'authorization', 'idempotency-key'] as const;

/**
 * Headers the clients read from answers, which a cross-origin script sees only when exposed:
 * a throttle's wait, a download's file name, and whether an idempotent write was replayed.
 */
export const API_CORS_EXPOSED_HEADERS = ['retry-after', 'content-disposition', 'idempotent-replayed'] as const;

/**
 * The one CORS policy of the APIs (service A, service B, the search index), registered inside
 * each encapsulated service so it covers only that service's routes. `origin` is CORS_ORIGIN.
 */
export async function registerApiCors(instance: FastifyInstance, origin: string | undefined): Promise<void> {
  await instance.register(cors, {
    origin: origin ?? '*',
    methods: [...API_CORS_METHODS],
    allowedHeaders: [...API_CORS_REQUEST_HEADERS],
    exposedHeaders: [...API_CORS_EXPOSED_HEADERS],
    // Browsers cap this (Chromium at 2 h); 10 min keeps a changed policy from lingering.
    maxAge: 600,
  });
}
