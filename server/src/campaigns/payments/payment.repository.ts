import type { Tx } from '../../db/database';

/** A card order of a campaign, as `payment_orders` stores it. */
export type PaymentOrderRow = {
  id: string; campaign_id: string; user_id: string; amount: number; currency: string;
  status: string; payment_id: string | null; created_at: string; paid_at: string | null;
};

/** A campaign's payment records (references and card orders), written in the campaign's transaction. */
export interface PaymentRecords {
  /** Records a payment reference; false when it was recorded before (a replay or a reused reference). */
  claimPaymentReference(mode: string, reference: string): Promise<boolean>;
  /** A card order of this campaign. */
  findOrder(orderId: string): Promise<PaymentOrderRow | null>;
  /** Marks a created order paid by `paymentId`; false when it was already paid. */
  markOrderPaid(orderId: string, paymentId: string): Promise<boolean>;
  insertOrder(order: { id: string; userId: string; amount: number; currency: string }): Promise<void>;
}

/** The payment records of campaign `campaignId` inside `tx`. */
export function paymentRecords(tx: Tx, campaignId: string, now: () => Date): PaymentRecords {
  return {
    async claimPaymentReference(mode, reference) {
      const claimed = await tx.insertInto('payment_references')
        .values({ mode, reference, campaign_id: campaignId, created_at: now().toISOString() })
        .onConflict((oc) => oc.columns(['mode', 'reference']).doNothing())
        .returning('reference')
        .executeTakeFirst();
      return claimed !== undefined;
    },
    async findOrder(orderId) {
      const row = await tx.selectFrom('payment_orders').selectAll().where('id', '=', orderId).where('campaign_id', '=', campaignId).executeTakeFirst();
      return row ? { ...row, amount: Number(row.amount) } : null;
    },
    async markOrderPaid(orderId, paymentId) {
      const res = await tx.updateTable('payment_orders')
        .set({ status: 'paid', payment_id: paymentId, paid_at: now().toISOString() })
        .where('id', '=', orderId)
        .where('campaign_id', '=', campaignId)
        .where('status', '=', 'created')
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    async insertOrder({ id, userId, amount, currency }) {
      await tx.insertInto('payment_orders').values({
        id, campaign_id: campaignId, user_id: userId, amount, currency, status: 'created', payment_id: null,
        created_at: now().toISOString(), paid_at: null,
      }).execute();
    },
  };
}
