import type { FastifyInstance } from 'fastify';
import { CONSENT_POLICY_VERSION } from 'shared-domain';
import { InputError } from '../errors';
import type { TypeBoxProvider } from '../http/type-provider';
import { byClient, rateLimitHook, type LimitRule } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { consentSchema } from './consent.schema';
import type { ConsentRepository } from './consent.repository';

export type ConsentRouteDeps = {
  consents: ConsentRepository;
  now: () => Date;
  limiter: RateLimiter;
  /** Answers per client address per window: the event ingest's rule. */
  limit: LimitRule;
};

/** POST /consent (201): the visitor's answer to the third-party scripts notice, with the signed-in user's id if any. */
export function registerConsentRoutes(parent: FastifyInstance, deps: ConsentRouteDeps): void {
  const app = parent.withTypeProvider<TypeBoxProvider>();
  const limit = rateLimitHook(deps.limiter, { ...deps.limit, name: 'consent', what: 'Too many consent answers' }, byClient);
  app.post('/consent', { schema: consentSchema, onRequest: limit }, async (request, reply) => {
    const { choice, policyVersion } = request.body;
    if (policyVersion !== CONSENT_POLICY_VERSION) {
      throw new InputError(`policyVersion must be ${CONSENT_POLICY_VERSION}, the notice now shown; reload the page to read it`);
    }
    const at = deps.now();
    await deps.consents.record({ choice, policyVersion, userId: request.user?._id ?? null, at });
    void reply.code(201);
    return { choice, policyVersion, at: at.toISOString() };
  });
}
