/**
 * The image sizes media options ask for in their creative specs (issue 18, the ad creative
 * maker): per category, each pixel size with how many options ask for it and a few of them.
 * Fast at 100,000 options: the database groups the options by their creative specs (options
 * of one template share theirs) and hands over a few rows per distinct specs text — each
 * parsed once here — after skipping, by a cheap text test, the options whose specs list no sizes.
 */
import { sql, type SqlBool } from 'kysely';
import { creativeSizesOf, mergedSizeLabel, specCopyLimits, type CreativeSize, type CreativeSpec } from 'shared-domain';
import { dialectOf, type Db } from '../db/database';

/** Options named per size (the most popular media first); `optionCount` counts them all. */
export const CREATIVE_SIZE_EXAMPLES = 5;

export type SizedOption = { mediaOptionId: string; mediaName: string; optionName: string };
export type CategorySize = { width: number; height: number; label: string; scaled: boolean; optionCount: number; options: SizedOption[] };
/** One option's sizes, and the copy lengths its text and CTA specs state (null: not stated). */
export type OptionSizes = { option: SizedOption & { category: string }; sizes: CreativeSize[]; copyLimits: { text: number | null; cta: number | null } };

export interface CreativeSizesRepository {
  /** The sizes the options of `category` ask for, the most asked-for first. */
  categorySizes(category: string): Promise<CategorySize[]>;
  /** One option's sizes and copy limits, or null when no option has that id. */
  optionSizes(mediaOptionId: string): Promise<OptionSizes | null>;
}

export function createCreativeSizesRepository(db: Db): CreativeSizesRepository {
  const postgres = dialectOf(db) === 'postgres';
  // The creative specs as JSON text, extracted in the database so the rest of the row stays there.
  const specsText = postgres
    ? sql<string | null>`(o.data_json::json -> 'creativeSpecs')::text`
    : sql<string | null>`json_extract(o.data_json, '$.creativeSpecs')`;
  // A cheap text test first: only specs that list sizes are extracted and parsed.
  const listsSizes = sql<SqlBool>`(o.data_json like '%"Sizes"%' or o.data_json like '%"Dimensions"%')`;

  return {
    async categorySizes(category) {
      // Options of one template share their specs text: per distinct text, how many options
      // have it and its first few by popularity — a handful of rows, however big the category.
      // The specs are extracted once per option (inner query), then ranked within their text.
      const sized = db
        .selectFrom('media_options as o')
        .innerJoin('media as m', 'm.id', 'o.media_id')
        .select(['o.id', 'o.name', 'm.name as media_name', 'm.popularity', specsText.as('specs')])
        .where('m.category', '=', category)
        .where(listsSizes)
        .as('s');
      const ranked = db
        .selectFrom(sized)
        .selectAll()
        .select([
          sql<number>`row_number() over (partition by s.specs order by s.popularity desc, s.id)`.as('rank'),
          sql<number | string>`count(*) over (partition by s.specs)`.as('total'),
        ])
        .as('r');
      const rows = await db.selectFrom(ranked).selectAll().where('r.rank', '<=', CREATIVE_SIZE_EXAMPLES).execute();
      // The most common specs first, then by text: the same catalog always gives the same labels.
      rows.sort((a, b) => Number(b.total) - Number(a.total) || ((a.specs ?? '') < (b.specs ?? '') ? -1 : (a.specs ?? '') > (b.specs ?? '') ? 1 : Number(a.rank) - Number(b.rank)));
      const bySize = new Map<string, { sizes: CreativeSize[]; optionCount: number; options: (SizedOption & { popularity: number })[] }>();
      const counted = new Set<string>();
      for (const row of rows) {
        if (!row.specs) continue;
        const sizes = creativeSizesOf({ creativeSpecs: JSON.parse(row.specs) as CreativeSpec[] });
        const first = !counted.has(row.specs);
        counted.add(row.specs);
        for (const size of sizes) {
          const key = `${size.width}x${size.height}`;
          let entry = bySize.get(key);
          if (!entry) bySize.set(key, (entry = { sizes: [], optionCount: 0, options: [] }));
          if (first) {
            entry.sizes.push(size);
            entry.optionCount += Number(row.total);
          }
          entry.options.push({ mediaOptionId: row.id, mediaName: row.media_name, optionName: row.name, popularity: Number(row.popularity) });
        }
      }
      return [...bySize.values()]
        .map(({ sizes, optionCount, options }) => ({
          width: sizes[0].width, height: sizes[0].height, label: mergedSizeLabel(sizes), scaled: sizes.some((s) => s.scaled), optionCount,
          options: options
            .sort((a, b) => b.popularity - a.popularity || (a.mediaOptionId < b.mediaOptionId ? -1 : a.mediaOptionId > b.mediaOptionId ? 1 : 0))
            .slice(0, CREATIVE_SIZE_EXAMPLES)
            .map(({ mediaOptionId, mediaName, optionName }) => ({ mediaOptionId, mediaName, optionName })),
        }))
        .sort((a, b) => b.optionCount - a.optionCount || b.width * b.height - a.width * a.height);
    },

    async optionSizes(mediaOptionId) {
      const row = await db
        .selectFrom('media_options as o')
        .innerJoin('media as m', 'm.id', 'o.media_id')
        .select(['o.id', 'o.name', 'm.name as media_name', 'm.category', specsText.as('specs')])
        .where('o.id', '=', mediaOptionId)
        .executeTakeFirst();
      if (!row) return null;
      const specs = row.specs ? (JSON.parse(row.specs) as CreativeSpec[]) : [];
      return {
        option: { mediaOptionId: row.id, mediaName: row.media_name, optionName: row.name, category: row.category },
        sizes: creativeSizesOf({ creativeSpecs: specs }),
        copyLimits: specCopyLimits(specs),
      };
    },
  };
}
