import type { Campaign } from 'shared-domain';
import type { Db } from '../db/database';

export interface CampaignRepository {
  /** Campaigns the user owns, most recently updated first. */
  listForOwner(ownerId: string): Promise<Campaign[]>;
}

/** Campaign reads over the Kysely store; columns win over the stored document. */
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
      return rows.map((r) => ({
        ...(JSON.parse(r.data_json) as Omit<Campaign, '_id' | 'name' | 'status' | 'updatedAt'>),
        _id: r.id,
        name: r.name,
        status: r.status,
        updatedAt: r.updated_at,
      }));
    },
  };
}
