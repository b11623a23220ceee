/** The tables of paying a bag at its save (migration 0031; campaigns/payments/bag-payment.repository.ts reads and writes them). */

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
