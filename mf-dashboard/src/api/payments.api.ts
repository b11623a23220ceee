import type { AxiosInstance } from 'axios';
import type { CampaignStatus } from 'shared-domain';
import type { CheckoutOrder, PaymentGatewayName } from 'shared-ui/runtime';
import { campaignPath, type PaymentView } from './campaigns.api';

/** Offline modes carry the reference the payer typed (a UTR); `card` goes through the gateway. */
export type OfflinePayment = { amount: number; mode: 'bank' | 'upi'; reference: string };
export type CardPayment = { mode: 'card'; orderId: string; paymentId: string; signature: string };
export type PaymentAnswer = { payments: PaymentView[]; status: CampaignStatus };

/** POST /campaigns/{id}/payments: the payment list and the campaign status after it. */
export async function addPayment(api: AxiosInstance, id: string, body: OfflinePayment | CardPayment): Promise<PaymentAnswer> {
  const res = await api.post<PaymentAnswer>(`${campaignPath(id)}/payments`, body);
  return res.data;
}

/** A card-gateway order (shared-ui's checkout opens it). */
export type PaymentOrder = CheckoutOrder;
export type { PaymentGatewayName };

/** GET /payments/config: whether cards are taken, and through which gateway's checkout. */
export type PaymentSettings = { cardPayments: boolean; gateway: PaymentGatewayName; testMode: boolean };

/** GET /payments/config (service B). */
export async function fetchPaymentSettings(api: AxiosInstance): Promise<PaymentSettings> {
  const res = await api.get<PaymentSettings>('/payments/config');
  return res.data;
}

/** POST /campaigns/{id}/payments/order: a card-gateway order for `amount` rupees. */
export async function createPaymentOrder(api: AxiosInstance, id: string, amount: number): Promise<PaymentOrder> {
  const res = await api.post<PaymentOrder>(`${campaignPath(id)}/payments/order`, { amount });
  return res.data;
}

/** Staff's decision on a payment awaiting verification; `note` is required when rejecting. */
export type PaymentDecision = { approved: boolean; note?: string };

/** POST /campaigns/{id}/payments/{paymentId}/verify (staff): the payment list and the campaign status after it. */
export async function verifyPayment(api: AxiosInstance, id: string, paymentId: string, decision: PaymentDecision): Promise<PaymentAnswer> {
  const res = await api.post<PaymentAnswer>(`${campaignPath(id)}/payments/${encodeURIComponent(paymentId)}/verify`, decision);
  return res.data;
}
