import type { FastifyRequest } from 'fastify';
import { isStaff } from 'shared-domain';
import { requireUser } from '../../auth/auth.hook';
import { ForbiddenError } from '../../errors';
import type { TypedFastify } from '../../http/type-provider';
import { signedIn } from '../campaign.routes';
import type { CampaignRepository } from '../campaign.repository';
import { accessOf, campaignAccessHook } from '../reports/records-access';
import type { PaymentConfig } from './payment-config';
import { createPaymentGateway, createTestGateway, type PaymentGateway } from './payment-gateway';
import { addPaymentSchema, createOrderSchema, testSignatureSchema, verifyPaymentSchema } from './payment.schema';
import { createPaymentService, STAFF_ONLY_VERIFY } from './payment.service';

/**
 * Campaign payments (service B): `POST /campaigns/{id}/payments/order`,
 * `POST /campaigns/{id}/payments` and, for staff, `POST /campaigns/{id}/payments/{paymentId}/verify`; with test keys outside production also
 * `POST /campaigns/{id}/payments/test-signature`, which stands in for the gateway's checkout.
 */
export function registerPaymentRoutes(
  app: TypedFastify, campaigns: CampaignRepository, config: PaymentConfig, now: () => Date, gateway: PaymentGateway = createPaymentGateway(config),
): void {
  const payments = createPaymentService(campaigns, gateway, config.currency, now);

  app.post('/campaigns/:id/payments/order', { schema: createOrderSchema, onRequest: signedIn }, async (request) =>
    payments.createOrder(requireUser(request), request.params.id, request.body?.amount));

  app.post('/campaigns/:id/payments', { schema: addPaymentSchema, onRequest: signedIn }, async (request) =>
    payments.addPayment(requireUser(request), request.params.id, request.body));

  // Staff check a payment awaiting verification. Before the body is read: 401 anonymous, 404 for
  // a campaign the caller may not see, 403 for its owner and shared users (they see it, may not verify).
  const staffOnly = async (request: FastifyRequest): Promise<void> => {
    if (!isStaff(accessOf(request).user)) throw new ForbiddenError(STAFF_ONLY_VERIFY);
  };
  app.post('/campaigns/:id/payments/:paymentId/verify', {
    schema: verifyPaymentSchema, onRequest: [campaignAccessHook(campaigns, 'read'), staffOnly],
  }, async (request) => payments.verifyPayment(requireUser(request), request.params.id, request.params.paymentId, request.body));

  if (config.devCheckout) {
    const testGateway = createTestGateway(config);
    app.post('/campaigns/:id/payments/test-signature', { schema: testSignatureSchema, onRequest: signedIn }, async (request) =>
      payments.testSignature(requireUser(request), request.params.id, request.body.orderId, testGateway.simulateCheckout));
  }
}
