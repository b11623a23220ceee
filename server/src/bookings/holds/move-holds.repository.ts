import type { Tx } from '../../db/database';

/**
 * At a save from the bag (campaigns/save-from-bag): the buyer's holds and requests placed from
 * the saved bag lines go with them to the campaign; a campaign line keeps its bag line's id.
 */
export async function moveHoldsToCampaign(tx: Tx, userId: string, lines: readonly { _id: string }[], campaignId: string, atIso: string): Promise<void> {
  const lineIds = lines.map((l) => l._id);
  if (!lineIds.length) return;
  const holds = await tx.selectFrom('booking_holds').select(['id', 'bag_item_id'])
    .where('user_id', '=', userId).where('bag_item_id', 'in', lineIds).where('campaign_id', 'is', null).execute();
  for (const hold of holds) {
    await tx.updateTable('booking_holds').set({ campaign_id: campaignId, line_id: hold.bag_item_id, updated_at: atIso }).where('id', '=', hold.id).execute();
    await tx.updateTable('booking_requests').set({ campaign_id: campaignId, line_id: hold.bag_item_id, updated_at: atIso })
      .where('hold_id', '=', hold.id).where('campaign_id', 'is', null).execute();
    await tx.updateTable('booking_events').set({ campaign_id: campaignId }).where('hold_id', '=', hold.id).where('campaign_id', 'is', null).execute();
  }
}
