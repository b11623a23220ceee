import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * The embedded search index (server/src/search): hit documents for
 * `POST /search-index/_search`, their vocabulary for leading wildcards, and the suggestion
 * table for `GET /search/suggestions`. Everything here is derived from `media` and
 * `media_options` and rebuilt by the seed (search/search-index.repository.ts), so it holds no data of
 * its own. Tokens are cut in JavaScript (search/search-text.ts) and stored ready-made.
 */
export const search: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    // Prefix range scans compare code points: SQLite's default BINARY order, "C" on PostgreSQL.
    const KEY = postgres ? sql`text collate "C"` : sql`text`;
    // Ids are handed out by the index writer (which holds the write lock), so FTS5 rowids
    // and document ids agree without a round trip per row.
    const ID = 'integer';

    // One document per media profile and one per category page.
    let docs = db.schema
      .createTable('search_docs')
      .addColumn('doc_id', ID, (c) => c.primaryKey())
      .addColumn('id', 'text', (c) => c.notNull().unique())
      .addColumn('media_id', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('tool_name', 'text', (c) => c.notNull())
      .addColumn('url_slug', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('sub_title', 'text', (c) => c.notNull())
      .addColumn('popularity', sql`double precision`, (c) => c.notNull().defaultTo(0))
      // Space-separated tokens of the three searchable fields (the site's query_string names them).
      .addColumn('tool_tokens', 'text', (c) => c.notNull())
      .addColumn('name_tokens', 'text', (c) => c.notNull())
      .addColumn('keyword_tokens', 'text', (c) => c.notNull());
    // PostgreSQL: the same tokens as a tsvector, weights A/B/C = toolKeywords/name/keywords.
    if (postgres) docs = docs.addColumn('tsv', sql`tsvector`, (c) => c.notNull());
    await docs.execute();
    await db.schema.createIndex('search_docs_media_idx').on('search_docs').column('media_id').execute();

    if (postgres) {
      await sql`create index search_docs_tsv_idx on search_docs using gin (tsv)`.execute(db);
    } else {
      // Tokens are already cut: the ascii tokenizer splits on the spaces and keeps every
      // non-ASCII character (Devanagari vowel signs included) inside its word.
      await sql`create virtual table search_docs_fts using fts5(tool_tokens, name_tokens, keyword_tokens, tokenize = 'ascii', prefix = '1 2 3')`.execute(db);
    }

    // Every token of every document, for expanding `*mirchi`-style wildcards.
    await db.schema.createTable('search_vocab').addColumn('term', KEY, (c) => c.primaryKey()).execute();

    // Suggestions: media names, categories, cities and keywords, each in one category (tool).
    await db.schema
      .createTable('search_suggestions')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('key', KEY, (c) => c.notNull())
      .addColumn('tool_name', 'text', (c) => c.notNull())
      // name | category | city | keyword
      .addColumn('kind', 'text', (c) => c.notNull())
      // Set for names: the media the suggestion comes from (reindexMedia replaces it).
      .addColumn('media_id', 'text')
      .addColumn('weight', sql`double precision`, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('search_suggestions_media_idx').on('search_suggestions').column('media_id').execute();
    await db.schema.createIndex('search_suggestions_tool_kind_idx').on('search_suggestions').columns(['tool_name', 'kind']).execute();

    // One row per word start of a suggestion's key ("radio mirchi delhi", "mirchi delhi",
    // "delhi"); start = 1 for the whole key. p1..p3 are the first 1..3 code points, so a
    // short prefix is an equality seek on an index already in rank order (LIMIT stops early).
    await db.schema
      .createTable('search_suggestion_keys')
      .addColumn('suggestion_id', 'integer', (c) => c.notNull())
      .addColumn('key', KEY, (c) => c.notNull())
      .addColumn('start', 'integer', (c) => c.notNull())
      .addColumn('weight', sql`double precision`, (c) => c.notNull())
      .addColumn('len', 'integer', (c) => c.notNull())
      .addColumn('p1', KEY, (c) => c.notNull())
      .addColumn('p2', KEY, (c) => c.notNull())
      .addColumn('p3', KEY, (c) => c.notNull())
      .execute();
    const rank = ['start desc', 'weight desc', 'len', 'suggestion_id'];
    for (const column of ['p1', 'p2', 'p3', 'key']) {
      await db.schema.createIndex(`search_suggestion_keys_${column}_idx`).on('search_suggestion_keys').columns([column, ...rank]).execute();
    }
    await db.schema.createIndex('search_suggestion_keys_suggestion_idx').on('search_suggestion_keys').columns(['suggestion_id', 'key']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['search_suggestion_keys', 'search_suggestions', 'search_vocab', 'search_docs_fts', 'search_docs']) {
      await sql`drop table if exists ${sql.table(table)}`.execute(db);
    }
  },
};
