import type { Kysely, Migration } from 'kysely';

/**
 * Issue 35: suggestions within 20 ms at 1,000,000 options. A prefix longer than three
 * letters walks the rows of its first three (`p3`) in rank order and keeps those whose key
 * starts with it (search/suggestion-steps.repository.ts `startsWith`). With the key in the
 * index the walk reads the index alone: a rare prefix ("tims of inda") among 27,000 rows of
 * "tim" no longer visits each row of the table.
 */
const RANK = ['start desc', 'weight desc', 'len', 'suggestion_id'];

export const suggestionPrefixKey: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('search_suggestion_keys_p3_idx').ifExists().execute();
    await db.schema.createIndex('search_suggestion_keys_p3_idx').on('search_suggestion_keys').columns(['p3', ...RANK, 'key']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('search_suggestion_keys_p3_idx').ifExists().execute();
    await db.schema.createIndex('search_suggestion_keys_p3_idx').on('search_suggestion_keys').columns(['p3', ...RANK]).execute();
  },
};
