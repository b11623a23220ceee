import type { ReportRowInput } from 'shared-domain';
import type { Db } from '../../db/database';

export interface ReportRepository {
  /** The campaign's stored days, earliest first. */
  listRows(campaignId: string): Promise<ReportRowInput[]>;
  /**
   * Writes the days in one transaction: a day already stored is replaced, others are added.
   * Either every row is written or none is.
   */
  upsertRows(campaignId: string, rows: readonly ReportRowInput[], userId: string, atIso: string): Promise<void>;
}

/** SQLite allows 32,766 bound values; 13 per row keeps a chunk far below on both stores. */
const CHUNK = 500;

type StoredRow = {
  date: string; brand: string; industry: string;
  planned_ads: number | string; actual_ads: number | string; planned_spend: number; actual_spend: number;
  planned_impressions: number | string; actual_impressions: number | string; reach: number | string; clicks: number | string;
};

const toInput = (r: StoredRow): ReportRowInput => ({
  date: r.date,
  brand: r.brand,
  industry: r.industry,
  plannedAds: Number(r.planned_ads),
  actualAds: Number(r.actual_ads),
  plannedSpend: Number(r.planned_spend),
  actualSpend: Number(r.actual_spend),
  plannedImpressions: Number(r.planned_impressions),
  actualImpressions: Number(r.actual_impressions),
  reach: Number(r.reach),
  clicks: Number(r.clicks),
});

export function createReportRepository(db: Db): ReportRepository {
  return {
    async listRows(campaignId) {
      const rows = await db
        .selectFrom('campaign_report_rows')
        .select([
          'date', 'brand', 'industry', 'planned_ads', 'actual_ads', 'planned_spend', 'actual_spend',
          'planned_impressions', 'actual_impressions', 'reach', 'clicks',
        ])
        .where('campaign_id', '=', campaignId)
        .orderBy('date', 'asc')
        .execute();
      return rows.map(toInput);
    },

    async upsertRows(campaignId, rows, userId, atIso) {
      await db.transaction().execute(async (tx) => {
        for (let i = 0; i < rows.length; i += CHUNK) {
          const values = rows.slice(i, i + CHUNK).map((r) => ({
            campaign_id: campaignId,
            date: r.date,
            brand: r.brand,
            industry: r.industry,
            planned_ads: r.plannedAds,
            actual_ads: r.actualAds,
            planned_spend: r.plannedSpend,
            actual_spend: r.actualSpend,
            planned_impressions: r.plannedImpressions,
            actual_impressions: r.actualImpressions,
            reach: r.reach,
            clicks: r.clicks,
            updated_by: userId,
            updated_at: atIso,
          }));
          await tx
            .insertInto('campaign_report_rows')
            .values(values)
            .onConflict((oc) => oc.columns(['campaign_id', 'date']).doUpdateSet((eb) => ({
              brand: eb.ref('excluded.brand'),
              industry: eb.ref('excluded.industry'),
              planned_ads: eb.ref('excluded.planned_ads'),
              actual_ads: eb.ref('excluded.actual_ads'),
              planned_spend: eb.ref('excluded.planned_spend'),
              actual_spend: eb.ref('excluded.actual_spend'),
              planned_impressions: eb.ref('excluded.planned_impressions'),
              actual_impressions: eb.ref('excluded.actual_impressions'),
              reach: eb.ref('excluded.reach'),
              clicks: eb.ref('excluded.clicks'),
              updated_by: eb.ref('excluded.updated_by'),
              updated_at: eb.ref('excluded.updated_at'),
            })))
            .execute();
        }
      });
    },
  };
}
