import { useEffect, useState } from 'react';
import type { AxiosInstance } from 'axios';
import { CheckoutCancelled, checkoutScriptUrl, payWithCheckout, type CheckoutOrder, type PaymentGatewayName } from 'shared-ui/runtime';

/** What the save sends with the bag when it was paid by card (SPEC.md 7.14). */
export type BagCardProof = { transactionId: string; orderId: string; signature: string };

/** GET /payments/config (service B): whether this site takes cards, and through which gateway's checkout. */
export type CardSettings = { cardPayments: boolean; gateway: PaymentGatewayName; testMode: boolean };

/** The gateway the bag can pay through now; null while asking, when the site takes no cards or the question failed. */
export function useCardGateway(serviceB: AxiosInstance, enabled: boolean): PaymentGatewayName | null {
  const [gateway, setGateway] = useState<PaymentGatewayName | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    serviceB.get<CardSettings>('/payments/config')
      .then((res) => { if (live) setGateway(res.data.cardPayments && res.data.gateway !== 'none' ? res.data.gateway : null); })
      .catch(() => { if (live) setGateway(null); });
    return () => { live = false; };
  }, [serviceB, enabled]);
  return gateway;
}

/**
 * Pays the chosen bag lines by card before they are saved: the server makes an order for their
 * price (POST /bag/payments/order), the gateway's checkout takes the card, and its answer goes
 * with the save for the server to verify. Null when the checkout was closed without paying.
 */
export async function payForBag(
  serviceB: AxiosInstance, gateway: PaymentGatewayName, selectedMOs: readonly string[], details: { name: string; description: string },
): Promise<BagCardProof | null> {
  const scriptUrl = checkoutScriptUrl(gateway, serviceB.defaults.baseURL ?? '/campaign-api');
  if (!scriptUrl) throw new Error('Card payments are not available on this site.');
  const order = (await serviceB.post<CheckoutOrder>('/bag/payments/order', { selectedMOs })).data;
  try {
    const proof = await payWithCheckout(order, details, scriptUrl);
    return { transactionId: proof.paymentId, orderId: proof.orderId, signature: proof.signature };
  } catch (err) {
    if (err instanceof CheckoutCancelled) return null;
    throw err;
  }
}

/** Said when the checkout was closed without paying: nothing was charged, and nothing saved. */
export const CARD_CANCELLED_NOTHING_SAVED = 'Card payment cancelled. Nothing was charged and nothing was saved.';
