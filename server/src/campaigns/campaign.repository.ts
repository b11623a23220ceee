import type { Campaign } from 'shared-domain';
import type { Db } from '../db/database';

export interface CampaignRepository {
  /** Campaigns the user owns, most recently updated first. */
  listForOwner(ownerId: string): Promise<Campaign[]>;
}

type CampaignRow = { id: string; name: string; status: string; data_json: string; updated_at: string };
type StoredDocument = Partial<Omit<Campaign, '_id' | 'name' | 'status' | 'updatedAt'>>;

const money = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * A stored row as a Campaign: columns win over the document, and a document written by an
 * older version (missing amounts or lists) reads as zeros and empty lists, never as NaN.
 */
export function toCampaign(row: CampaignRow, data: StoredDocument): Campaign {
  return {
    ...data,
    plans: data.plans ?? [],
    payments: data.payments ?? [],
    _users: data._users ?? [],
    mediaOptions: data.mediaOptions ?? [],
    totalPrice: money(data.totalPrice),
    receivable: money(data.receivable),
    taxReceivable: money(data.taxReceivable),
    totalReceivable: money(data.totalReceivable),
    payable: money(data.payable),
    taxPayable: money(data.taxPayable),
    totalPayable: money(data.totalPayable),
    _id: row.id,
    name: row.name,
    status: row.status,
    updatedAt: row.updated_at,
  };
}

/** Campaign reads over the Kysely store. */
export function createCampaignRepository(db: Db): CampaignRepository {
  return {
    async listForOwner(ownerId) {
      const rows = await db
        .selectFrom('campaigns')
        .select(['id', 'name', 'status', 'data_json', 'updated_at'])
        .where('owner_id', '=', ownerId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'asc')
        .execute();
      return rows.map((r) => toCampaign(r, JSON.parse(r.data_json) as StoredDocument));
    },
  };
}
