import { sql, type Insertable } from 'kysely';
import { dialectOf, type Db } from '../db/database';
import type { MediaFacetTable, MediaOptionTable, MediaTable } from '../db/schema';

export type MediaRow = Insertable<MediaTable>;
export type MediaOptionRow = Insertable<MediaOptionTable>;
export type MediaFacetRow = Insertable<MediaFacetTable>;

// Well under SQLite's 32 766 and PostgreSQL's 65 535 bound parameters per statement.
const MEDIA_CHUNK = 500;
const OPTION_CHUNK = 1000;
const FACET_CHUNK = 5000;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** One batch of catalog rows. */
export type CatalogRows = { media: readonly MediaRow[]; options: readonly MediaOptionRow[]; facets: readonly MediaFacetRow[] };

export interface SeedRepository {
  countMedia(): Promise<number>;
  /**
   * Inserts batches of media, options and facets as they come, in one transaction, in
   * multi-row chunks (only one batch is held at a time); `reset` empties the catalog first.
   */
  insertCatalog(batches: AsyncIterable<CatalogRows> | Iterable<CatalogRows>, reset?: boolean): Promise<void>;
}

/** Catalog writes used by seeding. */
export function createSeedRepository(db: Db): SeedRepository {
  return {
    async countMedia() {
      const row = await db.selectFrom('media').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insertCatalog(batches, reset = false) {
      await db.transaction().execute(async (trx) => {
        if (reset) {
          await trx.deleteFrom('media_facets').execute();
          await trx.deleteFrom('media_options').execute();
          await trx.deleteFrom('media').execute();
        }
        for await (const batch of batches) {
          for (const chunk of chunks(batch.media, MEDIA_CHUNK)) await trx.insertInto('media').values(chunk).execute();
          for (const chunk of chunks(batch.options, OPTION_CHUNK)) await trx.insertInto('media_options').values(chunk).execute();
          for (const chunk of chunks(batch.facets, FACET_CHUNK)) await trx.insertInto('media_facets').values(chunk).execute();
        }
      });
      // PostgreSQL after a bulk write: fresh statistics for the planner, and the visibility map
      // that lets the facet counts read their covering indexes alone (VACUUM runs outside a transaction).
      if (dialectOf(db) === 'postgres') await sql`vacuum analyze media, media_options, media_facets, media_facet_counts`.execute(db);
    },
  };
}
