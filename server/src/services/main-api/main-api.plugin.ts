import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { normalizeHostname } from 'shared-domain';
import { accessTokenHeader, registerAuthHook, registerSignedIn, SESSION_REQUIRED } from '../../auth/auth.hook';
import { registerVendorCostGuard } from '../../http/vendor-costs';
import { createTokenRepository } from '../../auth/token.repository';
import { createBagRepository } from '../../bag/bag.repository';
import { registerBagRoutes } from '../../bag/bag.routes';
import { createCatalogRepository, type CatalogRepository } from '../../catalog/catalog.repository';
import { registerCatalogRoutes } from '../../catalog/catalog.routes';
import { createResponseCache } from '../../catalog/response-cache';
import { EMPTY_FOOTER_CONFIG, type FooterConfig } from '../../catalog/footer-config';
import { registerFooterRoute } from '../../catalog/footer.routes';
import { createContentRepository, type ContentRepository } from '../../content/content.repository';
import { registerContentRoutes } from '../../content/content.routes';
import { registerHealthRoute } from '../../health/health.routes';
import { registerApiCors } from '../../http/api-cors';
import { UnauthorizedError } from '../../errors';
import { errorResponses } from '../../http/schema-helpers';
import type { TypeBoxProvider } from '../../http/type-provider';
import { createOpenApiCollector } from '../../openapi/openapi-collector';
import { catalogChangesOf, contentChangesOf, limiterOf, organizationsOf, productHostsOf, type ServiceOptions } from '../service-options';
import { organizationLogoRoutes, registerOrganizationRoutes } from '../../organizations/organization.routes';
import { organizationOfRequest } from '../../organizations/organization-directory';
import type { TxtLookup } from '../../organizations/hostname-proof';
import type { AuthConfig } from '../../auth/auth-config';
import { registerAccountRoutes } from '../../auth/account.module';
import { UserSchema } from '../../users/user.schema';
import { createEmbeddedSearch } from '../../search/embedded-search.repository';
import { createSearchBackend } from '../../search/search-backend';
import type { SearchConfig } from '../../search/search-config';
import { registerSearchRoutes } from '../../search/search.routes';
import { createSuggestionRepository } from '../../search/suggestions.repository';
import { DEFAULT_ANALYTICS_CONFIG, type AnalyticsConfig } from '../../analytics/analytics-config';
import { registerAnalyticsRoutes } from '../../analytics/analytics.routes';
import { createEventRepository } from '../../analytics/event.repository';
import { registerConsentRoutes } from '../../analytics/consent.routes';
import { createConsentRepository } from '../../analytics/consent.repository';
import { loadLeadsConfig, type LeadsConfig } from '../../leads/leads-config';
import { createLeadRepository } from '../../leads/lead.repository';
import { registerLeadRoutes } from '../../leads/lead.routes';
import { registerChatModule, type ChatConfig } from '../../chat/chat.module';
import { createPlanningRatesRepository } from '../../planning/planning-rates.repository';
import { registerPlanningRatesRoutes } from '../../planning/planning-rates.routes';
import { createCreativeSizesRepository } from '../../planning/creative-sizes.repository';
import { registerCreativeSizesRoutes } from '../../planning/creative-sizes.routes';
import { createRecommendationRepository } from '../../planning/recommendation.repository';
import { registerRecommendationRoutes } from '../../planning/recommendation.routes';
import { createSellerFileRepository } from '../../seller/files/seller-file.repository';
import { sellerFileRoutes } from '../../seller/files/seller-file.routes';
import { registerSellerModule } from '../../seller/seller.module';
import { registerReleaseModule, type ReleaseOptions } from '../../releases/release.module';

/** Service A's options: the shared ones plus its sign-in settings (defaults when absent) and the admin site's URL. */
export type MainApiOptions = ServiceOptions & {
  auth?: AuthConfig;
  /** EMBED_SESSION_TTL_MS: the longest an embedded session lasts; 12 hours when absent. */
  embedSessionTtlMs?: number;
  adminSiteUrl?: string | null;
  search?: Pick<SearchConfig, 'url' | 'timeoutMs'>;
  analytics?: AnalyticsConfig;
  /** The sales address and the per-address lead limit; the defaults when absent. */
  leads?: LeadsConfig;
  /** The footer's social links and certification badge (SITE_SOCIAL_LINKS, SITE_CERTIFICATION_*); none when absent. */
  footer?: FooterConfig;
  /** The brief assistant's model settings (CHAT_LLM_*); rules only when absent. */
  chat?: ChatConfig;
  /** The composed app's catalog and content repositories (it pages the site with them too); built here when absent. */
  catalog?: CatalogRepository;
  content?: ContentRepository;
  /** The release registry's settings (WEB_ROOT, REMOTE_URL_MF_*, RELEASE_ORIGINS, production), its registry and switch notice; strict defaults when absent. */
  releases?: ReleaseOptions;
  /** Asks DNS for a hostname claim's TXT record; the system's resolvers when absent. */
  txtLookup?: TxtLookup;
};

export { UserSchema };

const meSchema = {
  summary: 'The user the token belongs to',
  tags: ['auth'],
  security: [{ accessToken: [] }],
  response: {
    200: Type.Object({
      user: UserSchema,
      embed: Type.Optional(Type.Object({
        origin: Type.String({ description: 'The agency page origin the session works from' }),
        organizationId: Type.String(),
        expiresAt: Type.String({ description: 'ISO time the embedded session ends' }),
      }, { description: 'Only for an embedded session (POST /auth/embed-session); its user is seen with no staff role' })),
    }),
    ...errorResponses(401),
  },
};

const siteConfigSchema = {
  summary: 'Settings the site reads at run time (no sign-in needed)',
  tags: ['config'],
  response: {
    200: Type.Object({
      adminSiteUrl: Type.Union([Type.String(), Type.Null()], {
        description: "The admin site's origin, no trailing slash (ADMIN_SITE_URL): a saved campaign's media space is `${adminSiteUrl}/campaigns/{id}/media-space`; null when not set",
      }),
    }),
  },
};

/** The hosts no organisation may claim: the product's own, and the admin site's when it is set (ADMIN_SITE_URL). */
function claimRefusedHosts(productHosts: readonly string[], adminSiteUrl: string | null): string[] {
  const adminHost = adminSiteUrl ? normalizeHostname(new URL(adminSiteUrl).host) : null;
  return adminHost && !productHosts.includes(adminHost) ? [...productHosts, adminHost] : [...productHosts];
}

/**
 * Service A, the main API: token in `x-access-token`. Encapsulated, so its auth hook,
 * CORS and OpenAPI document cover only its own routes.
 */
export const mainApiPlugin: FastifyPluginAsync<MainApiOptions> = async (instance, options) => {
  const now = options.now ?? (() => new Date());
  const tokens = createTokenRepository(options.db, now, options.tokenTtlMs);
  const docs = createOpenApiCollector({
    title: 'MediaMart main API (service A)',
    version: '0.1.0',
    securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'x-access-token' } },
  });
  instance.addHook('onRoute', (route) => docs.onRoute(route));

  const organizations = organizationsOf(options, now);
  const productHosts = productHostsOf(options);
  /** The organisation whose host a request came to (null on the product's own hosts): sign-ups and leads are tagged with it. */
  const organizationIdOf = async (request: FastifyRequest) => (await organizationOfRequest(request, organizations, productHosts))?._org ?? null;
  /** Its name: the brand of the mail sent for the request (sign-in codes, seller invitations). */
  const brandOf = async (request: FastifyRequest) => (await organizationOfRequest(request, organizations, productHosts))?.name ?? null;

  await registerApiCors(instance, options.corsOrigin, organizations);
  registerAuthHook(instance, tokens, accessTokenHeader, { service: 'main-api', organizations });
  // Vendor rates and what is owed to sellers: staff answers only (issue 32).
  registerVendorCostGuard(instance);

  const app = instance.withTypeProvider<TypeBoxProvider>();
  app.get('/openapi.json', { schema: { hide: true } }, async () => docs.document());
  registerHealthRoute(app);
  // Outside the signed-in scope: its body is read first, so malformed JSON is a 400 before any 401.
  app.post('/authenticate/me', { schema: meSchema }, async (request) => {
    if (!request.user) throw new UnauthorizedError(SESSION_REQUIRED);
    const embed = request.embedSession;
    return embed ? { user: request.user, embed: { origin: embed.origin, organizationId: embed.organizationId, expiresAt: embed.expiresAt } } : { user: request.user };
  });
  const adminSiteUrl = options.adminSiteUrl ?? null;
  app.get('/config', { schema: siteConfigSchema }, async () => ({ adminSiteUrl }));
  const limiter = limiterOf(options, now);
  const { delivery } = registerAccountRoutes(app, {
    db: options.db, now, tokens, tokenTtlMs: options.tokenTtlMs, auth: options.auth, limiter, organizationIdOf, organizations, embedSessionTtlMs: options.embedSessionTtlMs, brandOf,
  });
  registerLeadRoutes(app, { leads: createLeadRepository(options.db, now), config: options.leads ?? loadLeadsConfig({}), limiter, delivery, organizationIdOf, organizationOf: (request) => organizationOfRequest(request, organizations, productHosts) });
  registerChatModule(app, { db: options.db, now, limiter, limit: options.limits.chat, config: options.chat });
  registerOrganizationRoutes(app, { directory: organizations, productHosts: claimRefusedHosts(productHosts, adminSiteUrl), txtLookup: options.txtLookup, now });
  await instance.register(organizationLogoRoutes, { directory: organizations });
  await instance.register(sellerFileRoutes, { files: createSellerFileRepository(options.db), limiter, uploadRate: options.limits.sellerUploads, now });
  const catalog = options.catalog ?? createCatalogRepository(options.db);
  // The caches of catalog answers: each drops its entries on a catalog change (a profile approved on any instance).
  const catalogChanges = catalogChangesOf(options);
  const catalogTtl = { ttlMs: options.catalogCacheTtlMs };
  const catalogCaches = [createResponseCache(catalogTtl), createResponseCache({ maxEntries: 1, ...catalogTtl }), createResponseCache(catalogTtl), createResponseCache({ maxEntries: 20, ...catalogTtl })] as const;
  registerCatalogRoutes(app, catalog, catalogCaches[0]);
  registerFooterRoute(app, catalog, catalogCaches[1], options.footer ?? EMPTY_FOOTER_CONFIG);
  registerSignedIn(app, (signedIn) => {
    registerBagRoutes(signedIn, createBagRepository(options.db, now), now);
  });
  // The cache of content pages: dropped on a save on any instance (the save tells every instance).
  const contentChanges = contentChangesOf(options);
  const contentCache = createResponseCache({ ttlMs: options.catalogCacheTtlMs });
  const stopContent = contentChanges.subscribe(() => contentCache.clear());
  instance.addHook('onClose', async () => stopContent());
  registerContentRoutes(app, options.content ?? createContentRepository(options.db, now), contentCache, { organizations, productHosts, changes: contentChanges });
  registerPlanningRatesRoutes(app, createPlanningRatesRepository(options.db), catalogCaches[2]);
  const recommendations = registerRecommendationRoutes(app, { repository: createRecommendationRepository(options.db), limiter, limit: options.limits.recommendations, cacheTtlMs: options.catalogCacheTtlMs, now });
  registerCreativeSizesRoutes(app, createCreativeSizesRepository(options.db), catalogCaches[3]);
  const stopListening = catalogChanges.subscribe(() => {
    for (const cache of [...catalogCaches, recommendations]) cache.clear();
  });
  instance.addHook('onClose', async () => stopListening());
  registerSellerModule(app, { db: options.db, now, files: createSellerFileRepository(options.db), changes: catalogChanges, delivery, brandOf });
  registerSearchRoutes(app, {
    suggestions: createSuggestionRepository(options.db),
    backend: createSearchBackend(options.search ?? { url: null, timeoutMs: 5_000 }, () => createEmbeddedSearch(options.db)),
  });
  await registerReleaseModule(instance, { db: options.db, now, options: options.releases });
  const analytics = options.analytics ?? DEFAULT_ANALYTICS_CONFIG;
  await registerAnalyticsRoutes(instance, { events: createEventRepository(options.db), now, tokens, limiter, config: analytics });
  registerConsentRoutes(app, { consents: createConsentRepository(options.db), now, limiter, limit: analytics.ingest });
};
