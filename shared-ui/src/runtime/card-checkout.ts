/**
 * The card gateway's checkout, as the page drives it. Razorpay's flow: the server creates an
 * order; the page loads the gateway's `checkout.js` and opens its checkout with the order and
 * the key id; the checkout hands back the order id, the payment id and a signature, which the
 * page posts to the server to verify (`POST /campaigns/{id}/payments`, or `POST /campaigns/bag`
 * when the bag is paid at its save). The dashboard and the bag both open it from here. The built-in TEST
 * gateway (outside production only) serves a `checkout.js` with the same surface from this
 * site, so the page takes the same steps whichever gateway the server names.
 */
import { ApiError } from 'shared-domain';

/** The card gateway the server uses (GET /payments/config): `none` means card payments are off on this site. */
export type PaymentGatewayName = 'razorpay' | 'test' | 'none';

/** A gateway order as the server answers it (a campaign's payment order, or a bag's at its save). */
export type CheckoutOrder = {
  orderId: string;
  /** Rupees. */
  amount: number;
  /** What the checkout takes. */
  amountInPaise?: number;
  currency: string;
  /** The public key id the checkout is opened with. */
  keyId: string;
  /** True with test keys: nothing is charged. */
  testMode?: boolean;
};

/** Razorpay's checkout script. Loaded only when the server's gateway is Razorpay (the site's CSP allows it then). */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** How long the checkout script may take to arrive. */
export const CHECKOUT_SCRIPT_TIMEOUT_MS = 15_000;

/** What the checkout hands back after a successful payment, camel-cased for `POST …/payments`. */
export type CheckoutProof = { orderId: string; paymentId: string; signature: string };

/** What the page says about the payment in the checkout. */
export type CheckoutDetails = { name: string; description: string; email?: string | null; phone?: string | null; color?: string };

/** The checkout closed without a payment: nothing was charged. */
export class CheckoutCancelled extends Error {
  constructor() {
    super('Card payment cancelled. Nothing was charged.');
    this.name = 'CheckoutCancelled';
  }
}

/** The part of Razorpay's checkout object the page uses. */
type RazorpayResponse = { razorpay_payment_id?: unknown; razorpay_order_id?: unknown; razorpay_signature?: unknown };
type RazorpayFailure = { error?: { description?: unknown } };
type RazorpayInstance = { open(): void; on(event: 'payment.failed', listener: (failure: RazorpayFailure) => void): void };
type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill?: { email?: string; contact?: string };
  theme?: { color?: string };
  handler(response: RazorpayResponse): void;
  modal: { ondismiss(): void };
};
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

/** Adds a script to the page once per URL; resolves when it has run. */
export type ScriptLoader = (url: string) => Promise<void>;

const loaded = new Map<string, Promise<void>>();

/** The browser's script loader: a `<script>` per URL, a failed or slow load is forgotten so a retry loads again. */
export const loadScript: ScriptLoader = (url) => {
  let pending = loaded.get(url);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      const timer = setTimeout(() => { script.remove(); reject(new Error('timeout')); }, CHECKOUT_SCRIPT_TIMEOUT_MS);
      script.src = url;
      script.async = true;
      script.onload = () => { clearTimeout(timer); resolve(); };
      script.onerror = () => { clearTimeout(timer); script.remove(); reject(new Error('load failed')); };
      document.head.appendChild(script);
    });
    loaded.set(url, pending);
    pending.catch(() => loaded.delete(url));
  }
  return pending;
};

/** The loader `payWithCheckout` uses unless given one (tests put a stand-in gateway here). */
export const checkoutScripts: { load: ScriptLoader } = { load: loadScript };

/** The checkout script of the gateway the server names; null when card payments are off. */
export function checkoutScriptUrl(gateway: PaymentGatewayName, campaignApiBase: string): string | null {
  if (gateway === 'razorpay') return RAZORPAY_CHECKOUT_URL;
  if (gateway === 'test') return `${campaignApiBase.replace(/\/+$/, '')}/test-gateway/checkout.js`;
  return null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/**
 * Opens the checkout for `order` (after loading the script at `scriptUrl`) and resolves with
 * what it hands back. Rejects with CheckoutCancelled when it is closed without a payment, or
 * with an ApiError 402 saying why the last attempt in it failed.
 */
export async function payWithCheckout(
  order: CheckoutOrder, details: CheckoutDetails, scriptUrl: string, load?: ScriptLoader,
): Promise<CheckoutProof> {
  try {
    await (load ?? checkoutScripts.load)(scriptUrl);
  } catch {
    throw new ApiError(0, 'checkout_unavailable', 'The card checkout could not be loaded. Check your connection and try again.');
  }
  const Checkout = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (typeof Checkout !== 'function') {
    throw new ApiError(0, 'checkout_unavailable', 'The card checkout could not be started. Please try again.');
  }
  return new Promise<CheckoutProof>((resolve, reject) => {
    // The gateway keeps its checkout open after a failed attempt, for another try: the last
    // failure is what closing it means.
    let failure: string | null = null;
    const checkout = new Checkout({
      key: order.keyId,
      amount: order.amountInPaise ?? Math.round(order.amount * 100),
      currency: order.currency,
      order_id: order.orderId,
      name: details.name,
      description: details.description,
      prefill: { ...(details.email ? { email: details.email } : {}), ...(details.phone ? { contact: details.phone } : {}) },
      ...(details.color ? { theme: { color: details.color } } : {}),
      handler(response) {
        const orderId = text(response.razorpay_order_id) ?? order.orderId;
        const paymentId = text(response.razorpay_payment_id);
        const signature = text(response.razorpay_signature);
        if (!paymentId || !signature) {
          reject(new ApiError(402, 'payment_failed', 'The checkout did not confirm the payment. If you were charged, our team will refund it.'));
          return;
        }
        resolve({ orderId, paymentId, signature });
      },
      modal: {
        ondismiss() {
          if (failure) reject(new ApiError(402, 'payment_failed', failure));
          else reject(new CheckoutCancelled());
        },
      },
    });
    checkout.on('payment.failed', (f) => {
      failure = `The payment failed: ${text(f.error?.description) ?? 'the card was declined'}.`;
    });
    checkout.open();
  });
}
