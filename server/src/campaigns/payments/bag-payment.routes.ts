import { Type } from '@sinclair/typebox';
import { campaignAmounts, toPaise, type User } from 'shared-domain';
import type { BagRepository } from '../../bag/bag.repository';
import { InputError } from '../../errors';
import { errorResponses } from '../../http/schema-helpers';
import type { SignedInFastify } from '../../http/type-provider';
import { pricedChoice } from '../save-from-bag.repository';
import type { BagPaymentOrders } from './bag-payment.repository';
import type { PaymentGateway } from './payment-gateway';
import { CardOrderAnswer } from './payment.schema';
import { CardPaymentsUnavailableError, type PaymentOrderAnswer } from './payment.service';

export const bagPaymentOrderSchema = {
  summary: 'Pay now by card: a card-gateway order for the bag lines about to be saved as a campaign (SPEC.md 7.14)',
  description: 'The amount is the server\'s price of the lines (as POST /campaigns/bag would store them), never a figure from the browser. Pay it at the checkout, then send its payment id, order id and signature with POST /campaigns/bag (transactionId, orderId, signature).',
  tags: ['payments'],
  security: [{ bearerAuth: [] }],
  body: Type.Optional(Type.Object(
    {
      selectedMOs: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
        maxItems: 1000, description: 'Bag line ids, as POST /campaigns/bag takes them; default: the selected lines, or all lines when none is selected',
      })),
    },
    { additionalProperties: false },
  )),
  response: {
    200: CardOrderAnswer,
    ...errorResponses(400, 401, 503),
  },
};

/** What paying the bag needs: the bag, the orders, the gateway and its currency, and the clock. */
export type BagPaymentDeps = { orders: BagPaymentOrders; bags: BagRepository; gateway: PaymentGateway; currency: string; now: () => Date };

/** The order for paying `user`'s chosen bag lines now: priced by the server, made at the gateway, stored unpaid. */
export async function createBagPaymentOrder(
  deps: BagPaymentDeps, user: User, selectedMOs: readonly string[] | undefined,
): Promise<PaymentOrderAnswer> {
  const { orders, bags, gateway, currency, now } = deps;
  if (!gateway.enabled) throw new CardPaymentsUnavailableError();
  const found = await bags.findBag(user._id);
  if (!found || !found.lines.length) throw new InputError('Your bag is empty; add media options before paying');
  const amount = campaignAmounts(pricedChoice(found.bag, found.lines, selectedMOs)).totalPrice;
  if (!(amount > 0)) throw new InputError('These media options have no price to pay yet; save them and ask our team for a quote');
  // The gateway is called outside any transaction; the order is only a request to pay.
  const order = await gateway.createOrder({ amountInPaise: toPaise(amount), currency, receipt: `bag-${user._id}` });
  await orders.insert({ id: order.orderId, userId: user._id, amount, currency: order.currency, atIso: now().toISOString() });
  return { orderId: order.orderId, amount, amountInPaise: order.amountInPaise, currency: order.currency, keyId: gateway.keyId, testMode: gateway.testMode };
}

/** POST /bag/payments/order (service B, signed in). */
export function registerBagPaymentRoutes(
  app: SignedInFastify, deps: BagPaymentDeps,
): void {
  app.post('/bag/payments/order', { schema: bagPaymentOrderSchema }, async (request) =>
    createBagPaymentOrder(deps, request.user, request.body?.selectedMOs));
}
