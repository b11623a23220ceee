import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Typo tolerance and name ranking of the embedded search index (server/src/search):
 *
 * - `search_vocab_variants`: every indexed word under each string left when up to one or two
 *   of its letters are deleted (search/typo-index.ts says how many). Two words are within a
 *   few edits when their deletion variants meet, so a typed word's near words are one indexed
 *   lookup on both databases, without pg_trgm or an SQLite extension. Derived from
 *   `search_vocab`; filled by the index writer (and once for an index built before this).
 * - an index on the documents' name tokens, so names equal to or starting with the typed text
 *   are found by an index range, most popular first, however many documents match.
 */
export const searchTypoVariants: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const KEY = postgres ? sql`text collate "C"` : sql`text`;
    await db.schema
      .createTable('search_vocab_variants')
      .addColumn('variant', KEY, (c) => c.notNull())
      .addColumn('term', KEY, (c) => c.notNull())
      .addPrimaryKeyConstraint('search_vocab_variants_pk', ['variant', 'term'])
      .execute();
    // Prefix ranges compare code points: SQLite's BINARY order, "C" on PostgreSQL.
    const name = postgres ? sql`name_tokens collate "C"` : sql`name_tokens`;
    await sql`create index search_docs_name_tokens_idx on search_docs (${name}, popularity desc, doc_id)`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop index if exists search_docs_name_tokens_idx`.execute(db);
    await db.schema.dropTable('search_vocab_variants').ifExists().execute();
  },
};
