import cors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import { bearerToken, registerAuthHook } from '../../auth/auth.hook';
import { createTokenRepository } from '../../auth/token.repository';
import { createCampaignRepository } from '../../campaigns/campaign.repository';
import { registerCampaignRoutes } from '../../campaigns/campaign.routes';
import { registerHealthRoute } from '../../health/health.routes';
import type { TypeBoxProvider } from '../../http/type-provider';
import { createOpenApiCollector } from '../../openapi/openapi-collector';
import type { ServiceOptions } from '../service-options';

/**
 * Service B, the campaign service: `Authorization: Bearer <token>`. Encapsulated like
 * service A, with its own auth hook and OpenAPI document.
 */
export const campaignPlugin: FastifyPluginAsync<ServiceOptions> = async (instance, options) => {
  const now = options.now ?? (() => new Date());
  const tokens = createTokenRepository(options.db, now, options.tokenTtlMs);
  const docs = createOpenApiCollector({
    title: 'MediaMart campaign service (service B)',
    version: '0.1.0',
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
  });
  instance.addHook('onRoute', (route) => docs.onRoute(route));

  await instance.register(cors, {
    origin: options.corsOrigin ?? '*',
    allowedHeaders: ['content-type', 'authorization', 'idempotency-key'],
    maxAge: 600,
  });
  registerAuthHook(instance, tokens, bearerToken);

  const app = instance.withTypeProvider<TypeBoxProvider>();
  app.get('/openapi.json', { schema: { hide: true } }, async () => docs.document());
  registerHealthRoute(app);
  registerCampaignRoutes(app, createCampaignRepository(options.db, now));
};
