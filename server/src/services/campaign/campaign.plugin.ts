import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { organizationOfRequest } from '../../organizations/organization-directory';
import { bearerToken, registerAuthHook, registerSignedIn } from '../../auth/auth.hook';
import { registerVendorCostGuard } from '../../http/vendor-costs';
import { createTokenRepository } from '../../auth/token.repository';
import { createCampaignLifecycle } from '../../campaigns/campaign.lifecycle';
import { campaignSaveLimits } from '../../campaigns/campaign.limits';
import { registerCampaignExtrasRoutes } from '../../campaigns/campaign.extras';
import { registerLifecycleRoutes } from '../../campaigns/campaign.lifecycle.routes';
import { createRateRequestActions, registerRateRequestRoutes } from '../../campaigns/campaign.rate-requests';
import { createBagRepository } from '../../bag/bag.repository';
import { createCampaignRepository } from '../../campaigns/campaign.repository';
import { registerCampaignRoutes } from '../../campaigns/campaign.routes';
import type { PaymentConfig } from '../../campaigns/payments/payment-config';
import { createBagPaymentOrders } from '../../campaigns/payments/bag-payment.repository';
import { registerBagPaymentRoutes } from '../../campaigns/payments/bag-payment.routes';
import { createPaymentGateway } from '../../campaigns/payments/payment-gateway';
import { registerPaymentRoutes } from '../../campaigns/payments/payment.routes';
import { campaignRecordsPlugin } from '../../campaigns/reports/campaign-records.plugin';
import { registerHealthRoute } from '../../health/health.routes';
import { registerApiCors } from '../../http/api-cors';
import type { TypeBoxProvider } from '../../http/type-provider';
import { createOpenApiCollector } from '../../openapi/openapi-collector';
import type { UploadConfig } from '../../config';
import { registerBookings } from '../../bookings/bookings.plugin';
import { registerProofs } from '../../proofs/proofs.plugin';
import type { InvoiceConfig } from '../../bookings/invoices/invoice-config';
import { createOutboxDelivery, type OtpDelivery } from '../../delivery/delivery';
import { createOutboxRepository } from '../../delivery/outbox.repository';
import { limiterOf, organizationsOf, productHostsOf, type ServiceOptions } from '../service-options';

/** Service B's options: the shared ones plus its card payment and campaign file settings. */
export type CampaignServiceOptions = ServiceOptions & {
  payment: PaymentConfig;
  /** Where campaign files go and how large they may be. */
  uploads: UploadConfig;
  /** Where booking e-mails go (the app's delivery); the outbox when absent. */
  bookingDelivery?: OtpDelivery;
  /** GST invoice settings (the development demo supplier when absent). */
  invoices?: InvoiceConfig;
};

/**
 * Service B, the campaign service: `Authorization: Bearer <token>`. Encapsulated like
 * service A, with its own auth hook and OpenAPI document.
 */
export const campaignPlugin: FastifyPluginAsync<CampaignServiceOptions> = async (instance, options) => {
  const now = options.now ?? (() => new Date());
  const tokens = createTokenRepository(options.db, now, options.tokenTtlMs);
  const docs = createOpenApiCollector({
    title: 'MediaMart campaign service (service B)',
    version: '0.1.0',
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
  });
  instance.addHook('onRoute', (route) => docs.onRoute(route));

  const organizations = organizationsOf(options, now);
  const productHosts = productHostsOf(options);
  await registerApiCors(instance, options.corsOrigin, organizations);
  registerAuthHook(instance, tokens, bearerToken, { service: 'campaign-service', organizations });
  // Vendor rates and what is owed to sellers: staff answers only (issue 32).
  registerVendorCostGuard(instance);

  const app = instance.withTypeProvider<TypeBoxProvider>();
  app.get('/openapi.json', { schema: { hide: true } }, async () => docs.document());
  registerHealthRoute(app);
  const bags = createBagRepository(options.db, now);
  const campaigns = createCampaignRepository(options.db, now, bags);
  // One gateway for campaign payments and paying the bag at its save (the test gateway remembers its orders).
  const gateway = createPaymentGateway(options.payment);
  const lifecycle = createCampaignLifecycle(campaigns, now);
  const limiter = limiterOf(options, now);
  const saveLimits = campaignSaveLimits(limiter, options.limits.campaignSaves, campaigns);
  // A campaign saved on an organisation's host is tagged with it.
  const organizationIdOf = async (request: FastifyRequest) => (await organizationOfRequest(request, organizations, productHosts))?._org ?? null;
  registerSignedIn(app, (signedIn) => {
    registerCampaignRoutes(signedIn, campaigns, lifecycle, saveLimits, organizationIdOf, gateway);
    registerBagPaymentRoutes(signedIn, { orders: createBagPaymentOrders(options.db), bags, gateway, currency: options.payment.currency, now });
    registerLifecycleRoutes(signedIn, lifecycle, saveLimits, organizationIdOf);
    registerCampaignExtrasRoutes(signedIn, campaigns, now);
    registerRateRequestRoutes(signedIn, createRateRequestActions(campaigns, now));
  });
  registerPaymentRoutes(app, campaigns, options.payment, now, gateway);
  registerBookings(app, { db: options.db, now, delivery: options.bookingDelivery ?? createOutboxDelivery(createOutboxRepository(options.db, now)), invoices: options.invoices });
  registerProofs(app, {
    db: options.db, now, dir: path.join(options.uploads.dir, 'proofs'), maxBytes: options.uploads.maxBytes, limiter, uploadRate: options.limits.uploads,
  });
  await app.register(campaignRecordsPlugin, { db: options.db, campaigns, now, uploads: options.uploads, limiter, limits: options.limits });
};
