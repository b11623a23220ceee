import { CATEGORY_KEYS } from 'shared-domain';
import type { Db } from '../db/database';

/** A media profile's place on the site: `/{category}/{slug}`. */
export type MediaPath = { category: string; slug: string };

/** What the sitemap reads of the catalog: how many profiles there are and their paths, in a stable order. */
export interface SitemapRepository {
  /** Profiles of the site's categories (those with a page). */
  countMedia(): Promise<number>;
  /** Profiles' paths by category and slug, from the `offset`-th, at most `limit`, read a batch at a time. */
  mediaPaths(offset: number, limit: number): AsyncIterable<MediaPath>;
}

/** Rows read per query: a sitemap file of 50,000 profiles takes ten. */
const BATCH = 5000;

/** The sitemap's reads over the Kysely store; batches after the first continue from the last path read (no growing offsets). */
export function createSitemapRepository(db: Db, batch = BATCH): SitemapRepository {
  const media = () => db.selectFrom('media').where('category', 'in', [...CATEGORY_KEYS]);
  return {
    async countMedia() {
      const row = await media().select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async *mediaPaths(offset, limit) {
      let after: MediaPath | null = null;
      for (let left = limit; left > 0;) {
        const from: MediaPath | null = after;
        let query = media().select(['category', 'slug']).orderBy('category', 'asc').orderBy('slug', 'asc').limit(Math.min(batch, left));
        query = from
          ? query.where((eb) => eb.or([eb('category', '>', from.category), eb.and([eb('category', '=', from.category), eb('slug', '>', from.slug)])]))
          : query.offset(offset);
        const rows = await query.execute();
        for (const row of rows) yield { category: row.category, slug: row.slug };
        if (rows.length < Math.min(batch, left)) return;
        left -= rows.length;
        after = rows[rows.length - 1]!;
      }
    },
  };
}
