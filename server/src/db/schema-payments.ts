/** The tables of card payments: a campaign's orders and references, and paying a bag at its save (migration 0031; campaigns/payments/bag-payment.repository.ts). */

/** A card order for paying a bag as it is saved (migration 0031); `campaign_id` once a save paid it. */
export interface BagPaymentOrderTable {
  id: string;
  user_id: string;
  /** Rupees. */
  amount: number;
  currency: string;
  status: string;
  payment_id: string | null;
  campaign_id: string | null;
  created_at: string;
  paid_at: string | null;
}

/** A card-gateway order; `status` created → paid, once. */
export interface PaymentOrderTable {
  id: string;
  campaign_id: string;
  user_id: string;
  /** Rupees. */
  amount: number;
  currency: string;
  status: string;
  payment_id: string | null;
  created_at: string;
  paid_at: string | null;
}

/** Every recorded payment reference once per mode (replay guard). */
export interface PaymentReferenceTable {
  mode: string;
  reference: string;
  campaign_id: string;
  created_at: string;
}
