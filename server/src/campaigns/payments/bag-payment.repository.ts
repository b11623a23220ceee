import type { Db } from '../../db/database';

/** A new card order for paying a bag at its save. */
export type NewBagOrder = { id: string; userId: string; amount: number; currency: string; atIso: string };

/** Bag payment orders (`bag_payment_orders`); the save from the bag pays them in its own transaction (save-from-bag.repository.ts). */
export interface BagPaymentOrders {
  insert(order: NewBagOrder): Promise<void>;
}

export function createBagPaymentOrders(db: Db): BagPaymentOrders {
  return {
    async insert({ id, userId, amount, currency, atIso }) {
      await db.insertInto('bag_payment_orders').values({
        id, user_id: userId, amount, currency, status: 'created', payment_id: null, campaign_id: null, created_at: atIso, paid_at: null,
      }).execute();
    },
  };
}
