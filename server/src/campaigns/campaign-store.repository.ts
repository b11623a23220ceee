import { dialectOf, type Executor, type Tx } from '../db/database';
import { campaignFiles } from './files/campaign-files.repository';
import { campaignDocument, summaryColumns, toCampaign, type LoadedCampaign, type StoredDocument } from './campaign.document';
import { sharedUsers } from './campaign-users.repository';

/** A new `campaigns` row. */
export type NewCampaignRow = {
  id: string; ownerId: string; name: string; status: string; doc: StoredDocument; atIso: string; organizationId: string | null;
};

/** A change of a stored campaign: its document, and its status or name when they change. */
export type CampaignChange = { doc: StoredDocument; status?: string; name?: string };

/**
 * Campaign `campaignId` as `viewerId` would see it (access is decided by the caller), or
 * null when none has that id. With `lock`, the campaign row is locked until the
 * transaction ends (PostgreSQL; SQLite runs one transaction at a time).
 */
export async function loadCampaign(ex: Executor, campaignId: string, viewerId: string, lock: boolean): Promise<LoadedCampaign | null> {
  let q = ex.selectFrom('campaigns').select(['id', 'owner_id', 'name', 'status', 'data_json', 'created_at', 'updated_at']).where('id', '=', campaignId);
  if (lock && dialectOf(ex) === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) return null;
  // Read apart from the locked row, so saving a campaign never locks its owner's user row.
  const ownerRow = await ex.selectFrom('users').select(['id', 'name', 'email', 'organization_id']).where('id', '=', row.owner_id).executeTakeFirst();
  const users = await sharedUsers(ex, row.id);
  const files = await campaignFiles(ex, row.id);
  const campaign = toCampaign(row, JSON.parse(row.data_json) as StoredDocument);
  return {
    campaign: {
      ...campaign,
      _users: users,
      // The kind lets a page show the brief's files while the campaign has no brief (and so no brief.files).
      uploads: files.map((f) => ({ _id: f._id, name: f.name, kind: f.kind })),
      ...(campaign.brief ? { brief: { ...campaign.brief, files: files.filter((f) => f.kind === 'brief').map((f) => ({ _id: f._id })) } } : {}),
    },
    ownerId: row.owner_id,
    owner: { _id: row.owner_id, name: ownerRow?.name ?? '', email: ownerRow?.email ?? null },
    createdAt: row.created_at,
    sharedWithCaller: users.some((u) => u._id === viewerId),
    ownerOrganizationId: ownerRow?.organization_id ?? null,
  };
}

/** Stores a new campaign with its summary columns. */
export async function insertCampaign(tx: Tx, row: NewCampaignRow): Promise<void> {
  const data = campaignDocument(row.doc);
  await tx.insertInto('campaigns').values({
    id: row.id,
    owner_id: row.ownerId,
    name: row.name,
    status: row.status,
    data_json: JSON.stringify(data),
    created_at: row.atIso,
    updated_at: row.atIso,
    ...summaryColumns(data),
    organization_id: row.organizationId,
  }).execute();
}

/** Stores a campaign's new document (and status or name), with the summary columns and `updated_at`. */
export async function updateCampaign(tx: Tx, campaignId: string, { doc, status, name }: CampaignChange, atIso: string): Promise<void> {
  const data = campaignDocument(doc);
  await tx.updateTable('campaigns')
    .set({
      data_json: JSON.stringify(data),
      updated_at: atIso,
      ...summaryColumns(data),
      ...(status !== undefined ? { status } : {}),
      ...(name !== undefined ? { name } : {}),
    })
    .where('id', '=', campaignId)
    .execute();
}
