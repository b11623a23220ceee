/**
 * A seller's live listings' traffic from the analytics events: page views of the listing's
 * page (`/{category}/{slug}`) and adds to bag sent from it.
 */
import type { ListingStats } from 'shared-domain';
import type { Db } from '../db/database';

/** How many days back the studio's figures count. */
export const STATS_DAYS = 30;

export async function sellerStats(db: Db, sellerId: string, now: Date): Promise<ListingStats[]> {
  const live = await db.selectFrom('seller_profiles').select(['id', 'live_category', 'live_slug'])
    .where('seller_id', '=', sellerId).where('media_id', 'is not', null).orderBy('published_at', 'desc').orderBy('id').execute();
  const pathOf = new Map(live.flatMap((p) => (p.live_category && p.live_slug ? [[p.id, `/${p.live_category}/${p.live_slug}`] as const] : [])));
  const paths = [...new Set(pathOf.values())];
  const counts = new Map<string, { views: number; addsToBag: number }>();
  if (paths.length > 0) {
    const since = new Date(now.getTime() - STATS_DAYS * 86_400_000).toISOString();
    const rows = await db.selectFrom('events').select((eb) => ['path', 'type', eb.fn.countAll<number | string>().as('n')])
      .where('at', '>=', since).where('path', 'in', paths)
      .where((eb) => eb.or([eb('type', '=', 'pageview'), eb.and([eb('type', '=', 'action'), eb('action', '=', 'add_to_bag')])]))
      .groupBy(['path', 'type']).execute();
    for (const row of rows) {
      const entry = counts.get(row.path) ?? { views: 0, addsToBag: 0 };
      if (row.type === 'pageview') entry.views += Number(row.n);
      else entry.addsToBag += Number(row.n);
      counts.set(row.path, entry);
    }
  }
  return [...pathOf].map(([profileId, path]) => ({ profileId, views: 0, addsToBag: 0, ...counts.get(path) }));
}
