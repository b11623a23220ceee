import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { normalizeOrigin } from 'shared-domain';

/** What the CORS policy needs of the organisations: their embed origins (cached, refreshed on edit). */
export type EmbedOriginSource = { embedOrigins(): Promise<string[]> };

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
 * Who may call the API from a page of another origin. CORS_ORIGIN unset or `*`: anyone
 * (`*`, as before). Otherwise the origins it lists (comma-separated) plus every
 * organisation's embed origins: the request's origin is echoed back when it is one of them,
 * and no CORS header is sent when it is not.
 */
export function corsOriginOption(
  setting: string | undefined, organizations?: EmbedOriginSource,
): string | ((origin: string | undefined, callback: (err: Error | null, allow: boolean) => void) => void) {
  const configured = (setting ?? '*').split(',').map((o) => o.trim()).filter(Boolean);
  if (!configured.length || configured.includes('*')) return '*';
  const own = new Set(configured.map((o) => normalizeOrigin(o) ?? o));
  return (origin, callback) => {
    const asked = origin ? normalizeOrigin(origin) : null;
    if (!asked) return callback(null, false);
    if (own.has(asked)) return callback(null, true);
    if (!organizations) return callback(null, false);
    organizations.embedOrigins().then(
      (list) => callback(null, list.includes(asked)),
      // A failed lookup refuses only the organisations' origins; the configured ones answered above.
      () => callback(null, false),
    );
  };
}

/**
 * The one CORS policy of the APIs (service A, service B, the search index), registered inside
 * each encapsulated service so it covers only that service's routes. `origin` is CORS_ORIGIN;
 * `organizations` adds their embed origins when CORS_ORIGIN names origins (corsOriginOption).
 */
export async function registerApiCors(instance: FastifyInstance, origin: string | undefined, organizations?: EmbedOriginSource): Promise<void> {
  await instance.register(cors, {
    origin: corsOriginOption(origin, organizations),
    methods: [...API_CORS_METHODS],
    allowedHeaders: [...API_CORS_REQUEST_HEADERS],
    exposedHeaders: [...API_CORS_EXPOSED_HEADERS],
    // Browsers cap this (Chromium at 2 h); 10 min keeps a changed policy from lingering.
    maxAge: 600,
  });
}
