import { randomBytes } from 'node:crypto';
import {
  checkPaymentAmount, formatRupeesExact, normalizePaymentReference, paymentPosition, paymentReferenceProblem, paymentRefusal, readPaymentReview,
  recordedPaymentVerification, reviewPayment, statusAfterPaymentRecorded, statusAfterPaymentReview, toPaise,
  type CampaignStatus, type PaymentReview, type PaymentVerification, type RecordedPayment, type User,
} from 'shared-domain';
import { staffRole } from '../../auth/roles';
import { ConflictError, httpError, InputError, NotFoundError } from '../../errors';
import { authorizeCampaign } from '../campaign.access';
import { withStatusChange } from '../campaign.lifecycle';
import { campaignDocument, type CampaignRepository } from '../campaign.repository';
import type { GatewayPaymentProof, PaymentGateway } from './payment-gateway';
import type { PaymentBody } from './payment.schema';

/**
 * A payment as stored on the campaign; card payments keep their gateway order. `state`
 * (shared-domain's verification rules) says whether it counts toward the amount paid.
 */
export type CampaignPayment = RecordedPayment & PaymentVerification;

/** What the payment routes answer: the payment list and the campaign status after the change. */
export type PaymentsAnswer = { payments: CampaignPayment[]; status: CampaignStatus };

/** Who verifies a payment awaiting verification: staff (403 for anyone else who sees the campaign). */
export const PAYMENT_VERIFIERS = staffRole('Only staff may verify payments');

export type PaymentOrderAnswer = {
  orderId: string;
  /** Rupees, like every amount of the API. */
  amount: number;
  /** What the gateway's checkout takes. */
  amountInPaise: number;
  currency: string;
  keyId: string;
  /** True when the gateway is in test mode (nothing is charged). */
  testMode: boolean;
};

const newId = (): string => randomBytes(12).toString('hex');

/**
 * The amount a payment may be: `amount` checked against the balance (by default what is
 * payable now); 409 when the campaign takes no payment now (before approval, closed, paid or
 * all of it awaiting verification), 400 for an amount it does not take.
 */
function payableAmount(status: CampaignStatus, payments: readonly CampaignPayment[], totalPrice: number, amount?: number): number {
  const position = paymentPosition(payments, totalPrice);
  const refusal = paymentRefusal(status, position.balanceDue, position.awaitingVerification);
  if (refusal) throw new ConflictError(refusal);
  const checked = checkPaymentAmount(amount ?? position.payableNow, position.balanceDue, position.awaitingVerification);
  if (!checked.ok) throw new InputError(checked.message);
  return checked.amount;
}

/** A payment as sent: a card checkout's proof, or an offline amount with its reference checked; 400 for what is missing or malformed. */
function readPaymentBody(body: PaymentBody, cardPayments: boolean): { proof: GatewayPaymentProof } | { offline: { amount: number; reference: string } } {
  if (body.mode === 'card') {
    if (!cardPayments) throw new CardPaymentsUnavailableError();
    if (!body.orderId || !body.paymentId || !body.signature) {
      throw new InputError('A card payment needs the orderId, paymentId and signature the checkout returned');
    }
    return { proof: { orderId: body.orderId, paymentId: body.paymentId, signature: body.signature } };
  }
  if (body.amount === undefined || body.reference === undefined) throw new InputError('A bank or UPI payment needs the amount and the reference');
  const reference = normalizePaymentReference(body.mode, body.reference);
  const problem = paymentReferenceProblem(body.mode, reference);
  if (problem) throw new InputError(problem);
  return { offline: { amount: body.amount, reference } };
}

/** The status once `payments` (with the new one) are recorded; 409 when payments are not taken now. */
function statusAfterPayment(from: CampaignStatus, payments: readonly CampaignPayment[], totalPrice: number): CampaignStatus {
  const next = statusAfterPaymentRecorded(from, payments, totalPrice);
  if (!next.ok) throw new ConflictError(next.message);
  return next.status;
}

/** 503 card_payments_unavailable: this server takes no card payments (PAYMENT_GATEWAY=none). */
export class CardPaymentsUnavailableError extends httpError(
  'card_payments_unavailable', 'Card payments are not available on this site. Pay by bank transfer or UPI and enter its reference.',
) {}

/** Campaign payments: offline references and card payments through `gateway`. */
export function createPaymentService(campaigns: CampaignRepository, gateway: PaymentGateway, currency: string, now: () => Date) {
  return {
    /** POST /campaigns/{id}/payments/order: a gateway order for `amount` rupees (default: the balance due). */
    async createOrder(user: User, id: string, amount?: number): Promise<PaymentOrderAnswer> {
      const { campaign } = authorizeCampaign(user, await campaigns.load(id, user._id), 'manage');
      if (!gateway.enabled) throw new CardPaymentsUnavailableError();
      const c = campaign.campaign;
      const wanted = payableAmount(c.status, c.payments as CampaignPayment[], c.totalPrice, amount);
      // The gateway is called outside any transaction (no row lock held over the network); the
      // order is only a request to pay, so a payment recorded meanwhile is caught when it is paid.
      const order = await gateway.createOrder({ amountInPaise: toPaise(wanted), currency, receipt: id });
      await campaigns.modify(id, user._id, async (loaded, writer) => {
        authorizeCampaign(user, loaded, 'manage');
        await writer.insertOrder({ id: order.orderId, userId: user._id, amount: wanted, currency: order.currency });
      });
      return {
        orderId: order.orderId, amount: wanted, amountInPaise: order.amountInPaise, currency: order.currency,
        keyId: gateway.keyId, testMode: gateway.testMode,
      };
    },

    /**
     * POST /campaigns/{id}/payments. Bank and UPI: the reference is checked and recorded once;
     * recorded by the advertiser it awaits verification (counts for nothing until staff verify
     * it), recorded by staff it is verified. Card: the checkout's signature must verify
     * (constant-time) and the order must be this campaign's and unpaid; then it is verified.
     * A bad signature or a replay stores nothing.
     */
    async addPayment(user: User, id: string, body: PaymentBody): Promise<PaymentsAnswer> {
      const sent = readPaymentBody(body, gateway.enabled);

      return campaigns.modify(id, user._id, async (loaded, writer) => {
        const { campaign } = authorizeCampaign(user, loaded, 'manage');
        const c = campaign.campaign;
        const payments = c.payments as CampaignPayment[];
        const at = now().toISOString();
        let payment: CampaignPayment;
        let status: CampaignStatus;

        if ('proof' in sent) {
          const { proof } = sent;
          if (!gateway.verifyPayment(proof)) throw new InputError('The payment signature does not match; the payment was not recorded');
          const order = await writer.findOrder(proof.orderId);
          if (!order) throw new InputError('No payment order with that id belongs to this campaign');
          if (body.amount !== undefined && toPaise(body.amount) !== toPaise(order.amount)) {
            throw new InputError(`The amount does not match the order (${formatRupeesExact(order.amount)})`);
          }
          if (order.status !== 'created') throw new ConflictError('This order is already paid');
          if (!(await writer.claimPaymentReference('card', proof.paymentId))) throw new ConflictError('This payment was already recorded');
          if (!(await writer.markOrderPaid(order.id, proof.paymentId))) throw new ConflictError('This order is already paid');
          payment = {
            _id: newId(), amount: order.amount, mode: 'card', reference: proof.paymentId, orderId: order.id, createdAt: at, paidBy: user._id,
            ...recordedPaymentVerification('card', PAYMENT_VERIFIERS.allows(user), user._id, at),
          };
          // The gateway has taken the money: a campaign paid in full meanwhile stays Paid (the excess is refunded by hand).
          status = statusAfterPayment(c.status, [...payments, payment], c.totalPrice);
        } else {
          const { amount, reference } = sent.offline;
          const checkedAmount = payableAmount(c.status, payments, c.totalPrice, amount);
          if (!(await writer.claimPaymentReference(body.mode, reference))) {
            throw new ConflictError('A payment with this reference was already recorded');
          }
          payment = {
            _id: newId(), amount: checkedAmount, mode: body.mode, reference, createdAt: at, paidBy: user._id,
            ...recordedPaymentVerification(body.mode, PAYMENT_VERIFIERS.allows(user), user._id, at),
          };
          status = statusAfterPayment(c.status, [...payments, payment], c.totalPrice);
        }

        const doc = withStatusChange({ ...campaignDocument(c), payments: [...payments, payment] }, c.status, status, user._id, at);
        const saved = await writer.save({ doc, status });
        return { payments: saved.campaign.payments as CampaignPayment[], status: saved.campaign.status };
      });
    },

    /**
     * POST /campaigns/{id}/payments/{paymentId}/verify (staff): verifies or rejects a payment
     * awaiting verification, in one transaction; verified payments covering the total make the
     * campaign Paid (shared-domain's life cycle). 400 for a rejection without a note, 404 for
     * an unknown payment, 409 for one already verified or rejected.
     */
    async verifyPayment(user: User, id: string, paymentId: string, review: PaymentReview): Promise<PaymentsAnswer> {
      const read = readPaymentReview(review);
      if (!read.ok) throw new InputError(read.message);
      return campaigns.modify(id, user._id, async (loaded, writer) => {
        const { campaign } = authorizeCampaign(user, loaded, 'read');
        PAYMENT_VERIFIERS.admit(user);
        const c = campaign.campaign;
        const at = now().toISOString();
        const result = reviewPayment(c.payments as CampaignPayment[], paymentId, review, user._id, at);
        if (!result.ok) {
          throw result.reason === 'not-found' ? new NotFoundError(result.message)
            : result.reason === 'conflict' ? new ConflictError(result.message) : new InputError(result.message);
        }
        const next = statusAfterPaymentReview(c.status, result.payments, c.totalPrice);
        if (!next.ok) throw new ConflictError(next.message);
        const doc = withStatusChange({ ...campaignDocument(c), payments: result.payments }, c.status, next.status, user._id, at);
        const saved = await writer.save({ doc, status: next.status });
        return { payments: saved.campaign.payments as CampaignPayment[], status: saved.campaign.status };
      });
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
