import type { FastifyRequest } from 'fastify';
import { normalizeOrigin } from 'shared-domain';

/** The request's own origin: its Host, or what a trusted proxy forwarded (Fastify's trustProxy decides). */
export function requestOrigin(request: FastifyRequest): string {
  const raw = `${request.protocol}://${request.host}`;
  return normalizeOrigin(raw) ?? raw;
}
