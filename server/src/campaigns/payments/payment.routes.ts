import { requireUser } from '../../auth/auth.hook';
import type { TypedFastify } from '../../http/type-provider';
import { signedIn } from '../campaign.routes';
import type { CampaignRepository } from '../campaign.repository';
import type { PaymentConfig } from './payment-config';
import { createPaymentGateway, createTestGateway, type PaymentGateway } from './payment-gateway';
import { addPaymentSchema, createOrderSchema, testSignatureSchema } from './payment.schema';
import { createPaymentService } from './payment.service';

/**
 * Campaign payments (service B): `POST /campaigns/{id}/payments/order` and
 * `POST /campaigns/{id}/payments`; with test keys outside production also
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

  if (config.devCheckout) {
    const testGateway = createTestGateway(config);
    app.post('/campaigns/:id/payments/test-signature', { schema: testSignatureSchema, onRequest: signedIn }, async (request) =>
      payments.testSignature(requireUser(request), request.params.id, request.body.orderId, testGateway.simulateCheckout));
  }
}
