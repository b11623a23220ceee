import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppConfig } from './config';
import { createDatabase, type Db } from './db/database';
import { errorHandler, frameworkErrorHandler, NoRouteError } from './errors';
import { registerHostGuard } from './http/host-header';
import { registerHtmlEtags } from './http/conditional-get';
import { COMPRESSION } from './http/prepared-answer';
import { registerTextGuard } from './http/text-guard';
import { trustProxyOption } from './http/trust-proxy';
import { registerStrictValidation } from './http/validation';
import { createRateLimiter } from './rate-limit/create-rate-limiter';
import type { RateLimiter } from './rate-limit/rate-limiter';
import { campaignPlugin } from './services/campaign/campaign.plugin';
import { createDelivery } from './delivery/delivery';
import { createOutboxRepository } from './delivery/outbox.repository';
import { searchIndexPlugin } from './search/search-index.plugin';
import { mainApiPlugin } from './services/main-api/main-api.plugin';
import { registerSecurityHeaders, securityHeadersOptions } from './http/security-headers';
import { templateScriptHashes } from './site/inline-scripts';
import { isSiteRoute } from './site/site-route';
import { pageAnswer } from './site/site-pages';
import { registerSite } from './site/site.plugin';
import { pageThirdParties } from './analytics/third-party-config';
import { registerSitemap } from './site/sitemap';
import { createSitemapRepository } from './site/sitemap.repository';
import { createCatalogRepository } from './catalog/catalog.repository';
import type { CatalogChanges } from './catalog/catalog-changes';
import { createCatalogChanges } from './catalog/catalog-changes.redis';
import { createContentChanges, type ContentChanges } from './content/content-changes';
import { createOrganizationChanges } from './organizations/organization-changes';
import { createContentRepository } from './content/content.repository';
import { createReleaseRegistry } from './releases/release.repository';
import { releaseOptionsOf } from './releases/release.module';
import type { ReleaseRegistry, RemoteChange } from './releases/release-registry';
import { createRemoteChanges, type RemoteChanges } from './releases/remote-changes';
import { createSiteReleases } from './releases/site-releases';
import { previewAnswerHeaders } from './site/site-releases.routes';
import { createOrganizationDirectory } from './organizations/organization-directory';
import { createOrganizationRepository } from './organizations/organization.repository';
import type { TxtLookup } from './organizations/hostname-proof';

/** Which parts one process serves: a prefix per service (false = not served), and the site. */
export type AppParts = {
  mainApi: string | false;
  campaign: string | false;
  site: boolean;
};

/** A path's text for the route table; a badly encoded one stays as sent (it then matches no page). */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Everything served from one process, as `npm start` does. */
export const COMPOSED: AppParts = { mainApi: '/api', campaign: '/campaign-api', site: true };

export type AppDeps = {
  /** An open store; when absent one is created from the config and closed with the app. */
  db?: Db;
  now?: () => Date;
  parts?: AppParts;
  /** The limiter every limit counts with; when absent one is made from the config (REDIS_URL or the store) and closed with the app. */
  limiter?: RateLimiter;
  /** Tells every instance of a catalog change; when absent one is made from the config (Redis pub/sub with REDIS_URL, else this process) and closed with the app. */
  catalogChanges?: CatalogChanges;
  /** Tells every instance that a content page changed; when absent one is made from the config like catalogChanges, and closed with the app. */
  contentChanges?: ContentChanges;
  /** Tells every instance that a remote's live release changed; when absent one is made from the config like catalogChanges, and closed with the app. */
  remoteChanges?: RemoteChanges;
  /** The release registry the site reads; when absent, the store's (createReleaseRegistry). */
  releaseRegistry?: ReleaseRegistry;
  /** Asks DNS for a hostname claim's TXT record; when absent, the system's resolvers (tests give their own: no network). */
  txtLookup?: TxtLookup;
};

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

function registerJsonParser(app: FastifyInstance): void {
  // Clients POST with `content-type: application/json` and no body (e.g. /authenticate/me):
  // treat that as no body rather than a 400; anything else goes to Fastify's safe parser.
  const strict = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    strict(request, text, done);
  });
}

/**
 * The change notices every instance hears (Redis pub/sub with REDIS_URL, else this process's
 * only), each closed with the app unless `deps` brought it.
 */
function changeChannels(app: FastifyInstance, config: AppConfig, deps: AppDeps) {
  const { redisUrl, redisKeyPrefix: keyPrefix } = config.limits;
  const warn = (what: string, meanwhile: string) => (err: Error) => app.log.warn({ err }, `${what} changes: Redis failed; other instances see ${meanwhile}`);
  const closed = <T extends { close(): Promise<void> }>(channel: T, given: T | undefined): T => {
    if (!given) app.addHook('onClose', async () => channel.close());
    return channel;
  };
  return {
    // Every catalog cache of this process listens to it.
    catalogChanges: closed(deps.catalogChanges ?? createCatalogChanges(redisUrl, { keyPrefix, onError: warn('catalog', 'a change once their cache expires') }), deps.catalogChanges),
    // Likewise for content pages: a save on any instance drops every instance's cached pages.
    contentChanges: closed(deps.contentChanges ?? createContentChanges(redisUrl, { keyPrefix, onError: warn('content', 'a saved page once their cache expires') }), deps.contentChanges),
    // A switch of a remote's live release.
    remoteChanges: closed(deps.remoteChanges ?? createRemoteChanges(redisUrl, { keyPrefix, onError: warn('remote', 'a switch once their live map expires (seconds)') }), deps.remoteChanges),
    // An organisation created or edited: every instance's directory forgets what it holds.
    organizationChanges: closed(createOrganizationChanges(redisUrl, { keyPrefix, onError: warn('organisation', 'an edit once their directory expires (a minute)') }), undefined),
  };
}

/**
 * Builds the Fastify app: store, error handling, compression, service A and B under their
 * prefixes and the static site. Does not migrate or listen (see startServer).
 */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const parts = deps.parts ?? COMPOSED;
  const app = Fastify({
    logger: { level: config.logLevel },
    // Limits count by client address: only the configured proxies may name it (TRUST_PROXY).
    trustProxy: trustProxyOption(config.trustProxy),
    // Refusals raised while routing (414 for an over-long path parameter, 400 for a badly
    // encoded URL) answer in our `{ error, message }` shape, without echoing the URL.
    frameworkErrors: frameworkErrorHandler,
  });
  // First of all hooks: a malformed or missing Host is 400 before any route or page uses it.
  registerHostGuard(app);
  const db = deps.db ?? createDatabase(config);
  app.decorate('db', db);
  if (!deps.db) app.addHook('onClose', async () => db.destroy());
  const limiter = deps.limiter ?? createRateLimiter(config.limits, db, deps.now ?? (() => new Date()), app.log);
  if (!deps.limiter) app.addHook('onClose', async () => limiter.close());
  const { catalogChanges, contentChanges, remoteChanges, organizationChanges } = changeChannels(app, config, deps);
  const releaseRegistry = deps.releaseRegistry ?? createReleaseRegistry(db, { remoteUrlOverrides: config.remoteUrlOverrides, now: deps.now });
  // The site's live map: read from the store each time, or (when every instance hears a switch through Redis) kept until a switch.
  const siteReleases = createSiteReleases(releaseRegistry, { changes: remoteChanges, cache: config.limits.redisUrl !== null, now: deps.now });
  app.addHook('onClose', async () => siteReleases.close());

  // One cache of the organisations per process: hostname lookups, embed origins (CORS, frame-ancestors), the site's first HTML.
  // An edit on any instance drops every instance's (Redis pub/sub with REDIS_URL).
  const organizations = createOrganizationDirectory(createOrganizationRepository(db, deps.now ?? (() => new Date())), { changes: organizationChanges });

  app.setErrorHandler(errorHandler);
  registerStrictValidation(app);
  registerTextGuard(app);
  registerSecurityHeaders(app, {
    ...securityHeadersOptions(config),
    organizations,
    inlineScriptHashes: templateScriptHashes(path.join(config.webRoot, 'host-shell', 'dist', 'index.html')),
  });
  registerJsonParser(app);
  registerHtmlEtags(app);
  // The catalog's cached answers are compressed ahead with the same settings (http/prepared-answer.ts).
  await app.register(compress, { global: true, threshold: COMPRESSION.threshold, encodings: [...COMPRESSION.encodings] });

  // The repositories the site's pages share with service A: built once here.
  const catalog = createCatalogRepository(db);
  const content = createContentRepository(db, deps.now ?? (() => new Date()));
  const serviceOptions = {
    db, now: deps.now, corsOrigin: config.corsOrigin, tokenTtlMs: config.tokenTtlMs, catalogCacheTtlMs: config.catalogCacheTtlMs, limiter, limits: config.limits, catalogChanges, contentChanges,
    organizations, productHosts: config.productHosts,
  };
  if (parts.mainApi !== false) {
    // A switch of a remote's live release is told to every instance (this one's site included) once stored.
    const releases = { ...releaseOptionsOf(config), registry: releaseRegistry, onSwitch: (change: RemoteChange) => remoteChanges.publish(change) };
    await app.register(mainApiPlugin, {
      ...serviceOptions, auth: config.auth, embedSessionTtlMs: config.embedSessionTtlMs, adminSiteUrl: config.adminSiteUrl, search: config.search, analytics: config.analytics, leads: config.leads,
      footer: config.footer, chat: config.chat, catalog, content, releases, txtLookup: deps.txtLookup, prefix: parts.mainApi,
    });
    // Service A's Elasticsearch-compatible index lives at the site root, where the site's search client expects it.
    await app.register(searchIndexPlugin, { db, search: config.search, corsOrigin: config.corsOrigin, prefix: '/search-index' });
  }
  if (parts.campaign !== false) {
    // Booking e-mails (requests to sellers, answers to buyers) go out as the sign-in codes do: SMTP when configured, the outbox in development.
    const bookingDelivery = createDelivery(config.auth.otp, createOutboxRepository(db, deps.now ?? (() => new Date())));
    app.addHook('onClose', async () => bookingDelivery.close?.());
    await app.register(campaignPlugin, { ...serviceOptions, payment: config.payment, invoices: config.invoices, uploads: config.uploads, bookingDelivery, prefix: parts.campaign });
  }

  const site = parts.site
    ? await registerSite(app, {
      webRoot: config.webRoot, organizations, productHosts: config.productHosts,
      content, catalog, releases: siteReleases, render: config.render, production: config.nodeEnv === 'production', now: deps.now,
      thirdParties: pageThirdParties(config.thirdParties),
    })
    : null;
  if (site?.hostRoot) app.log.debug({ site }, 'serving the site');
  if (parts.site) registerSitemap(app, { media: createSitemapRepository(db) });

  /** The host's page for a site path: its status from the route table, rendered for the request's host. */
  const sitePage = async (request: FastifyRequest, reply: FastifyReply, urlPath: string, rest: string | undefined) => {
    const path = safeDecode(urlPath);
    const answer = await pageAnswer(catalog, path, rest ? `?${rest}` : '');
    if (answer.status === 301) return reply.redirect(answer.location, 301);
    // The page differs by host (a white-label organisation's look, the product's structured data),
    // and is rendered in the browser alone for a preview (then never stored by a shared cache).
    const preview = await site!.preview(request);
    const html = await site!.page(request, path, answer.status, preview, answer.serverRender);
    previewAnswerHeaders(request, reply, preview, answer.cacheControl);
    return reply.code(answer.status).header('vary', 'Host').type('text/html; charset=utf-8').send(html);
  };

  if (site?.hostRoot) {
    // The home page is rendered like every other page (the static files are served without an index).
    app.get('/', { schema: { hide: true } }, async (request, reply) => sitePage(request, reply, '/', request.url.split(/\?(.*)/s, 2)[1]));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const [urlPath, rest] = request.url.split(/\?(.*)/s, 2) as [string, string | undefined];
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (site?.hostRoot && isRead && isSiteRoute(urlPath)) {
      // History-API fallback: the host's router renders every page, the not-found page
      // included; the status comes from the route table (404 for a path or object that is not there).
      return sitePage(request, reply, urlPath, rest);
    }
    throw new NoRouteError(request.method);
  });

  return app;
}
