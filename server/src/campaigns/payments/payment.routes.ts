import type { FastifyRequest } from 'fastify';
import { registerSignedIn } from '../../auth/auth.hook';
import type { TypedFastify } from '../../http/type-provider';
import type { CampaignRepository } from '../campaign.repository';
import { accessOf, campaignAccessHook } from '../reports/records-access';
import type { PaymentConfig } from './payment-config';
import { createPaymentGateway, isTestGateway, type PaymentGateway } from './payment-gateway';
import { addPaymentSchema, createOrderSchema, paymentConfigSchema, verifyPaymentSchema } from './payment.schema';
import { createPaymentService, PAYMENT_VERIFIERS } from './payment.service';
import { registerTestCheckoutRoutes } from './test-checkout.routes';

/**
 * Campaign payments (service B): `GET /payments/config`, `POST /campaigns/{id}/payments/order`,
 * `POST /campaigns/{id}/payments` and, for staff, `POST /campaigns/{id}/payments/{paymentId}/verify`.
 * Card payments go order → the gateway's checkout in the browser → the checkout's signed answer
 * posted to `/payments`; with the built-in test gateway (test keys, never in production) this
 * server also serves the checkout (test-checkout.routes.ts).
 */
export function registerPaymentRoutes(
  app: TypedFastify, campaigns: CampaignRepository, config: PaymentConfig, now: () => Date, gateway: PaymentGateway = createPaymentGateway(config),
): void {
  const payments = createPaymentService(campaigns, gateway, config.currency, now);

  // The page asks before offering card payments, and loads the named gateway's checkout.
  app.get('/payments/config', { schema: paymentConfigSchema }, async () => ({
    cardPayments: gateway.enabled,
    gateway: !gateway.enabled ? 'none' as const : isTestGateway(gateway) ? 'test' as const : 'razorpay' as const,
    testMode: gateway.enabled && gateway.testMode,
  }));

  registerSignedIn(app, (signedIn) => {
    signedIn.post('/campaigns/:id/payments/order', { schema: createOrderSchema }, async (request) =>
      payments.createOrder(request.user, request.params.id, request.body?.amount));

    signedIn.post('/campaigns/:id/payments', { schema: addPaymentSchema }, async (request) =>
      payments.addPayment(request.user, request.params.id, request.body));

    // Staff check a payment awaiting verification. Before the body is read: 401 anonymous, 404 for
    // a campaign the caller may not see, 403 for its owner and shared users (they see it, may not verify).
    const staffOnly = async (request: FastifyRequest): Promise<void> => {
      PAYMENT_VERIFIERS.admit(accessOf(request).user);
    };
    signedIn.post('/campaigns/:id/payments/:paymentId/verify', {
      schema: verifyPaymentSchema, onRequest: [campaignAccessHook(campaigns, 'read'), staffOnly],
    }, async (request) => payments.verifyPayment(request.user, request.params.id, request.params.paymentId, request.body));
  });

  if (config.devCheckout && isTestGateway(gateway)) registerTestCheckoutRoutes(app, gateway);
}
