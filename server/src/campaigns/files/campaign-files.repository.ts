import type { Executor } from '../../db/database';

/** A campaign's file as the campaign document lists it: SPEC.md's `uploads (_id, name)` with its kind. */
export type CampaignFileRef = { _id: string; name: string; kind: string };

/** The campaign's files, oldest first (for kind 'brief', the brief's `files`). */
export async function campaignFiles(ex: Executor, campaignId: string): Promise<CampaignFileRef[]> {
  const rows = await ex.selectFrom('campaign_uploads').select(['id', 'name', 'kind'])
    .where('campaign_id', '=', campaignId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((r) => ({ _id: r.id, name: r.name, kind: r.kind }));
}
