import type { Db } from '../db/database';
import { summaryOf, type CampaignSummary } from './campaign.document';

/** SQLite answers EXISTS as 1 or 0, PostgreSQL as a boolean. */
const isTrue = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 't';

/** Campaigns the user owns or is shared on, most recently updated first (summary columns only). */
export async function listCampaignsOf(db: Db, userId: string): Promise<CampaignSummary[]> {
  const rows = await db
    .selectFrom('campaigns')
    .select(['id', 'owner_id', 'name', 'status', 'total_price', 'option_count', 'start_date', 'end_date', 'created_at', 'updated_at'])
    .where((eb) => eb.or([
      eb('owner_id', '=', userId),
      eb('id', 'in', eb.selectFrom('campaign_users').select('campaign_id').where('user_id', '=', userId)),
    ]))
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((r) => summaryOf(r, r.owner_id === userId ? 'owner' : 'shared'));
}

/** Every campaign (organizationId null) or those whose owners belong to one organisation, with their owners. */
export async function listEveryCampaign(db: Db, viewerId: string, organizationId: string | null): Promise<CampaignSummary[]> {
  let q = db
    .selectFrom('campaigns as c')
    .leftJoin('users as u', 'u.id', 'c.owner_id')
    .select([
      'c.id', 'c.owner_id', 'c.name', 'c.status', 'c.total_price', 'c.option_count', 'c.start_date', 'c.end_date',
      'c.created_at', 'c.updated_at', 'u.name as owner_name', 'u.email as owner_email',
    ])
    .select((eb) => eb.exists(
      eb.selectFrom('campaign_users as cu').select('cu.user_id').whereRef('cu.campaign_id', '=', 'c.id').where('cu.user_id', '=', viewerId),
    ).as('shared_with_viewer'));
  if (organizationId !== null) q = q.where('u.organization_id', '=', organizationId);
  const rows = await q.orderBy('c.updated_at', 'desc').orderBy('c.id', 'asc').execute();
  const others = organizationId === null ? 'staff' : 'organisation';
  return rows.map((r) => ({
    ...summaryOf(r, r.owner_id === viewerId ? 'owner' : isTrue(r.shared_with_viewer) ? 'shared' : others),
    owner: { _id: r.owner_id, name: r.owner_name ?? '', email: r.owner_email ?? null },
  }));
}
