import type { Executor, Tx } from '../db/database';
import type { SharedUser } from './campaign.document';

/** The users campaign `campaignId` is shared with, in the order they were added. */
export async function sharedUsers(ex: Executor, campaignId: string): Promise<SharedUser[]> {
  const rows = await ex
    .selectFrom('campaign_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select(['u.id', 'u.name', 'u.email'])
    .where('cu.campaign_id', '=', campaignId)
    .orderBy('cu.created_at', 'asc')
    .orderBy('u.id', 'asc')
    .execute();
  return rows.map((r) => ({ _id: r.id, name: r.name, email: r.email }));
}

/** Users by e-mail (lower-cased); unknown ones are missing from the map. */
export async function usersByEmail(tx: Tx, emails: readonly string[]): Promise<Map<string, string>> {
  if (!emails.length) return new Map();
  const rows = await tx.selectFrom('users').select(['id', 'email']).where('email', 'in', [...emails]).execute();
  return new Map(rows.map((r) => [r.email ?? '', r.id]));
}

/** Adds and removes users the campaign is shared with (adding one already there does nothing). */
export async function setSharedUsers(
  tx: Tx, campaignId: string, change: { add: readonly string[]; remove: readonly string[]; by: string; atIso: string },
): Promise<void> {
  const { add, remove, by, atIso } = change;
  if (remove.length) await tx.deleteFrom('campaign_users').where('campaign_id', '=', campaignId).where('user_id', 'in', [...remove]).execute();
  for (const userId of add) {
    await tx.insertInto('campaign_users')
      .values({ campaign_id: campaignId, user_id: userId, added_by: by, created_at: atIso })
      .onConflict((oc) => oc.columns(['campaign_id', 'user_id']).doNothing())
      .execute();
  }
}
