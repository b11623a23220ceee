/** The typo lookups of the embedded search over `search_vocab_variants` (typo-index.ts says how they work). */
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { lookupVariants, nearestTerms, type TypoLookup } from './typo-index';

/** Variants per statement (well under SQLite's and PostgreSQL's parameter limits). */
const LOOKUP_CHUNK = 500;

/** Typo lookups over `search_vocab_variants`. */
export function createTypoLookup(db: Kysely<DatabaseSchema>): TypoLookup {
  return {
    async corrections(words) {
      const variantsOf = lookupVariants(words);
      const all = [...new Set([...variantsOf.values()].flat())];
      const termsOf = new Map<string, string[]>();
      for (let i = 0; i < all.length; i += LOOKUP_CHUNK) {
        const rows = await db.selectFrom('search_vocab_variants').select(['variant', 'term']).where('variant', 'in', all.slice(i, i + LOOKUP_CHUNK)).execute();
        for (const row of rows) termsOf.set(row.variant, [...(termsOf.get(row.variant) ?? []), row.term]);
      }
      return nearestTerms(variantsOf, termsOf);
    },
  };
}
