import { Type, type Static } from '@sinclair/typebox';
import { PAYMENT_MODES, PAYMENT_NOTE_MAX, PAYMENT_STATES } from 'shared-domain';
import { errorResponses, StringEnum } from '../../http/schema-helpers';
import { CONTENT_TYPES_KEY } from '../../openapi/openapi-collector';
import { CampaignIdParams } from '../campaign.schema';

const security = [{ bearerAuth: [] }];
const tags = ['payments'];
// Amounts are checked by shared-domain's checkPaymentAmount (the payment form's own check), so the messages are the same.
const Rupees = (description: string) => Type.Number({ description });
/** A card-gateway order as the checkout opens it (a campaign's payment, or a bag's at its save). */
export const CardOrderAnswer = Type.Object({
  orderId: Type.String(),
  amount: Type.Number({ description: 'Rupees' }),
  amountInPaise: Type.Integer({ description: 'What the checkout takes' }),
  currency: Type.String(),
  keyId: Type.String({ description: 'Public key id to open the checkout with' }),
  testMode: Type.Boolean({ description: 'True with test keys: nothing is charged' }),
});

const ORDER_ID = '^order_[A-Za-z0-9]{8,40}$';

const PaymentSchema = Type.Object(
  {
    _id: Type.String(),
    amount: Type.Number(),
    mode: Type.String(),
    reference: Type.String(),
    createdAt: Type.String(),
    orderId: Type.Optional(Type.String()),
    state: Type.Optional(StringEnum(PAYMENT_STATES, { description: 'pending: awaiting verification by staff (does not count); verified: counts toward amountPaid; rejected: never counts. Absent on old payments, which count as verified' })),
    verifiedAt: Type.Optional(Type.String()),
    verifiedBy: Type.Optional(Type.String({ description: 'The staff user id, or gateway for a card payment whose signature checked out' })),
    rejectedAt: Type.Optional(Type.String()),
    rejectedBy: Type.Optional(Type.String()),
    note: Type.Optional(Type.String({ description: 'Why it was rejected, or staff\'s remark on verifying' })),
  },
  { additionalProperties: true },
);

const PaymentsAnswer = Type.Object({ payments: Type.Array(PaymentSchema), status: Type.String() });

export const createOrderSchema = {
  summary: 'Creates a card-gateway order for a payment (default: the balance due)',
  tags, security,
  params: CampaignIdParams,
  body: Type.Optional(Type.Object({ amount: Type.Optional(Rupees('Rupees; default what may be paid now: the balance due less payments awaiting verification')) }, { additionalProperties: false })),
  response: {
    200: CardOrderAnswer,
    ...errorResponses(400, 401, 403, 404, 409, 503),
  },
};

/** `POST /campaigns/{id}/payments`: an offline payment with its reference, or the card checkout's proof. */
export const AddPaymentBody = Type.Object(
  {
    mode: StringEnum(PAYMENT_MODES),
    amount: Type.Optional(Rupees('Rupees, at most two decimals; required for bank and upi')),
    reference: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'bank: the UTR (12–22 letters and digits); upi: the 12-digit UPI transaction id' })),
    orderId: Type.Optional(Type.String({ pattern: ORDER_ID, description: 'card: from POST …/payments/order' })),
    paymentId: Type.Optional(Type.String({ pattern: '^pay_[A-Za-z0-9]{8,40}$', description: 'card: from the checkout' })),
    signature: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$', description: 'card: hex HMAC-SHA256 of orderId|paymentId' })),
  },
  { additionalProperties: false },
);

/** The body of `POST /campaigns/{id}/payments`. */
export type PaymentBody = Static<typeof AddPaymentBody>;

export const addPaymentSchema = {
  summary: 'Records a payment: bank transfer or UPI with its reference (awaits verification by staff unless staff record it), or a card payment with the checkout\'s signature (verified)',
  tags, security,
  params: CampaignIdParams,
  body: AddPaymentBody,
  response: {
    200: PaymentsAnswer,
    ...errorResponses(400, 401, 403, 404, 409, 503),
  },
};

export const verifyPaymentSchema = {
  summary: 'Staff: verifies (approved) or rejects a payment awaiting verification; a verified payment counts toward the amount paid',
  tags, security,
  params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), paymentId: Type.String({ minLength: 1, maxLength: 64 }) }),
  body: Type.Object(
    {
      approved: Type.Boolean(),
      note: Type.Optional(Type.String({ maxLength: PAYMENT_NOTE_MAX * 4, description: `Required when rejecting; at most ${PAYMENT_NOTE_MAX} characters once trimmed` })),
    },
    { additionalProperties: false },
  ),
  response: {
    200: PaymentsAnswer,
    ...errorResponses(400, 401, 403, 404, 409),
  },
};

export const paymentConfigSchema = {
  summary: 'Whether this site takes card payments, and through which gateway (the page loads that gateway\'s checkout)',
  tags,
  response: {
    200: Type.Object({
      cardPayments: Type.Boolean({ description: 'False: card orders and card payments answer 503; pay by bank transfer or UPI' }),
      gateway: StringEnum(['razorpay', 'test', 'none'] as const, { description: 'razorpay: its checkout.js; test: this server\'s test checkout (never in production)' }),
      testMode: Type.Boolean({ description: 'True with test keys: nothing is charged' }),
    }),
  },
};

// The test gateway's routes stand in for a third party's (the card gateway's checkout), so they
// are not part of service B's documented API: hidden from its OpenAPI document.
const testGateway = { hide: true, tags: ['test gateway'] };
const Script = Type.Unsafe<string>({ type: 'string', description: 'JavaScript', [CONTENT_TYPES_KEY]: ['application/javascript'] });

export const testCheckoutScriptSchema = { ...testGateway, summary: 'The test checkout script: window.Razorpay as the gateway\'s checkout.js defines it', response: { 200: Script } };
export const testCheckoutPageScriptSchema = { ...testGateway, summary: 'The test checkout page\'s script', response: { 200: Script } };

export const testCheckoutPageSchema = {
  ...testGateway,
  summary: 'The test checkout page for an order the test gateway made',
  querystring: Type.Object({
    order_id: Type.String({ pattern: ORDER_ID }),
    key_id: Type.String({ minLength: 1, maxLength: 64 }),
    amount: Type.Optional(Type.String({ maxLength: 20 })),
    currency: Type.Optional(Type.String({ maxLength: 3 })),
    name: Type.Optional(Type.String({ maxLength: 120 })),
    description: Type.Optional(Type.String({ maxLength: 240 })),
    origin: Type.Optional(Type.String({ maxLength: 200 })),
  }),
  response: {
    200: Type.Unsafe<string>({ type: 'string', description: 'HTML', [CONTENT_TYPES_KEY]: ['text/html'] }),
    ...errorResponses(400, 404),
  },
};

export const testCheckoutPaySchema = {
  ...testGateway,
  summary: 'The test card is charged: what the gateway\'s checkout hands back (payment id and signature)',
  params: Type.Object({ orderId: Type.String({ pattern: ORDER_ID }) }),
  body: Type.Object({ key_id: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }),
  response: {
    200: Type.Object({ razorpay_order_id: Type.String(), razorpay_payment_id: Type.String(), razorpay_signature: Type.String() }),
    ...errorResponses(400, 404, 409),
  },
};
