import { Type } from '@sinclair/typebox';
import { PAYMENT_MODES } from 'shared-domain';
import { errorResponses, StringEnum } from '../../http/schema-helpers';
import { CampaignIdParams } from '../campaign.schema';

const security = [{ bearerAuth: [] }];
const tags = ['payments'];
const Rupees = (description: string) => Type.Number({ exclusiveMinimum: 0, maximum: 1e11, description });
const ORDER_ID = '^order_[A-Za-z0-9]{8,40}$';

const PaymentSchema = Type.Object(
  {
    _id: Type.String(),
    amount: Type.Number(),
    mode: Type.String(),
    reference: Type.String(),
    createdAt: Type.String(),
    orderId: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

export const createOrderSchema = {
  summary: 'Creates a card-gateway order for a payment (default: the balance due)',
  tags, security,
  params: CampaignIdParams,
  body: Type.Optional(Type.Object({ amount: Type.Optional(Rupees('Rupees; default the balance due')) }, { additionalProperties: false })),
  response: {
    200: Type.Object({
      orderId: Type.String(),
      amount: Type.Number({ description: 'Rupees' }),
      amountInPaise: Type.Integer({ description: 'What the checkout takes' }),
      currency: Type.String(),
      keyId: Type.String({ description: 'Public key id to open the checkout with' }),
      testMode: Type.Boolean({ description: 'True with test keys: nothing is charged' }),
    }),
    ...errorResponses(400, 401, 403, 404, 409),
  },
};

export const addPaymentSchema = {
  summary: 'Records a payment: bank transfer or UPI with its reference, or a card payment with the checkout\'s signature',
  tags, security,
  params: CampaignIdParams,
  body: Type.Object(
    {
      mode: StringEnum(PAYMENT_MODES),
      amount: Type.Optional(Rupees('Rupees, at most two decimals; required for bank and upi')),
      reference: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'bank: the UTR (12–22 letters and digits); upi: the 12-digit UPI transaction id' })),
      orderId: Type.Optional(Type.String({ pattern: ORDER_ID, description: 'card: from POST …/payments/order' })),
      paymentId: Type.Optional(Type.String({ pattern: '^pay_[A-Za-z0-9]{8,40}$', description: 'card: from the checkout' })),
      signature: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$', description: 'card: hex HMAC-SHA256 of orderId|paymentId' })),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ payments: Type.Array(PaymentSchema), status: Type.String() }),
    ...errorResponses(400, 401, 403, 404, 409),
  },
};

export const testSignatureSchema = {
  summary: 'Development only (test keys, not production): what the checkout returns after a successful test card payment',
  tags, security,
  params: CampaignIdParams,
  body: Type.Object({ orderId: Type.String({ pattern: ORDER_ID }) }, { additionalProperties: false }),
  response: {
    200: Type.Object({ orderId: Type.String(), paymentId: Type.String(), signature: Type.String() }),
    ...errorResponses(400, 401, 403, 404, 409),
  },
};
