import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkEventBatch, defaultSummaryRange, summaryRangeProblem, type User } from 'shared-domain';
import { registerRole, staffRole } from '../auth/roles';
import type { TokenRepository } from '../auth/token.repository';
import { InputError } from '../errors';
import type { TypeBoxProvider } from '../http/type-provider';
import { byClient, rateLimitHook } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { AnalyticsConfig } from './analytics-config';
import { ingestSchema, summarySchema } from './analytics.schema';
import type { EventRepository } from './event.repository';
import { createMarketingRelay } from './marketing-relay';

export type AnalyticsRouteDeps = {
  events: EventRepository;
  now: () => Date;
  tokens: TokenRepository;
  limiter: RateLimiter;
  config: AnalyticsConfig;
};

/** sendBeacon's limit; a full batch of 50 events is far below it. */
const BODY_LIMIT = 64 * 1024;
const ANALYSTS = staffRole('Only staff can see the analytics');

/** The summary's days: `to` default today, `from` default 29 days earlier (shared-domain's rule). */
export function summaryRange(query: { from?: string; to?: string }, now: Date): { from: string; to: string } {
  const fallback = defaultSummaryRange(now);
  const to = query.to ?? fallback.to;
  const from = query.from ?? (query.to ? defaultSummaryRange(new Date(`${to}T12:00:00.000Z`)).from : fallback.from);
  const problem = summaryRangeProblem(from, to);
  if (problem) throw new InputError(problem);
  return { from, to };
}

/** The message of a refused batch: the shared rule's (index and field) when it finds the fault, else the schema's. */
function batchMessage(body: unknown, validationError: FastifyRequest['validationError'], now: Date): string {
  const events = typeof body === 'object' && body !== null ? (body as { events?: unknown }).events : undefined;
  const checked = checkEventBatch(events, now);
  if (!checked.ok) return checked.message;
  return validationError?.message ?? 'The events are not valid';
}

/**
 * POST /events (202; JSON or sendBeacon's text/plain) and GET /analytics/summary (staff).
 * Registered in its own context, so its text/plain parser serves these routes only.
 */
export async function registerAnalyticsRoutes(parent: FastifyInstance, deps: AnalyticsRouteDeps): Promise<void> {
  const { events, now, tokens } = deps;
  await parent.register(async (instance) => {
    instance.removeContentTypeParser('text/plain');
    instance.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)) as unknown);
      } catch {
        done(new InputError('The body must be JSON: { "events": [...] }'), undefined);
      }
    });
    const app = instance.withTypeProvider<TypeBoxProvider>();
    const relay = createMarketingRelay(deps.config.marketing, instance.log);
    const limit = rateLimitHook(deps.limiter, { ...deps.config.ingest, name: 'events', what: 'Too many event batches' }, byClient);

    app.post('/events', { schema: ingestSchema, attachValidation: true, bodyLimit: BODY_LIMIT, onRequest: limit }, async (request, reply) => {
      const at = now();
      if (request.validationError) throw new InputError(batchMessage(request.body, request.validationError, at));
      const checked = checkEventBatch(request.body.events, at);
      if (!checked.ok) throw new InputError(checked.message);
      let user: User | null = request.user;
      if (!user && request.body.token) user = await tokens.findUserByToken(request.body.token.trim());
      await events.insertBatch(checked.events, user?._id ?? null, at);
      void reply.code(202);
      const email = user && !user.marketingOptOut ? user.email : null;
      if (relay.enabled && email) {
        const origin = `${request.protocol}://${request.host}`;
        const urls = checked.events.filter((e) => e.type === 'pageview').map((e) => `${origin}${e.path}`);
        // After the answer, never in its way: the relay logs its own failures.
        if (urls.length) setImmediate(() => void relay.pageviews(email, urls));
      }
      return { accepted: checked.events.length };
    });

    registerRole(app, ANALYSTS, (analysts) => {
      analysts.get('/analytics/summary', { schema: summarySchema }, async (request) => {
        const { from, to } = summaryRange(request.query, now());
        return events.summary(from, to);
      });
    });
  });
}
