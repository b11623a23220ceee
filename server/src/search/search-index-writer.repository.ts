/** The writer of one search index transaction (search-index.repository.ts): ids, documents, vocabulary, suggestions. */
import { sql, type Kysely, type Transaction } from 'kysely';
import { dialectOf } from '../db/database';
import type { DatabaseSchema } from '../db/schema';
import { tsvectorLiteral, suggestionKeys, type SearchDocument, type SuggestionSource } from './search-documents';
import { codePointLength, searchKey } from './search-text';
import { termVariants } from './typo-index';

/** The store or one of its transactions, as the index functions take it. */
export type Executor = Kysely<DatabaseSchema>;

/** Ids per `in (…)` list. */
export const INSERT_CHUNK = 500;
/** Rows per bulk insert statement (one JSON parameter). */
const BULK_CHUNK = 5_000;

type Column = readonly [name: string, postgresType: string];

const DOC_COLUMNS: readonly Column[] = [
  ['doc_id', 'integer'], ['id', 'text'], ['media_id', 'text'], ['name', 'text'], ['tool_name', 'text'], ['url_slug', 'text'],
  ['type', 'text'], ['url', 'text'], ['sub_title', 'text'], ['popularity', 'double precision'],
  ['tool_tokens', 'text'], ['name_tokens', 'text'], ['keyword_tokens', 'text'],
];
const SUGGESTION_COLUMNS: readonly Column[] = [
  ['id', 'integer'], ['text', 'text'], ['key', 'text'], ['tool_name', 'text'], ['kind', 'text'], ['media_id', 'text'], ['weight', 'double precision'],
];
const KEY_COLUMNS: readonly Column[] = [
  ['suggestion_id', 'integer'], ['key', 'text'], ['start', 'integer'], ['weight', 'double precision'], ['len', 'integer'],
  ['p1', 'text'], ['p2', 'text'], ['p3', 'text'],
];

/**
 * Inserts rows (arrays in column order) with one statement and one JSON parameter: the
 * statement text never changes, and no per-value parameters are built, which is what makes
 * a 100,000-option rebuild take seconds rather than tens of them. `skipExisting` skips
 * rows whose key is already present.
 */
async function insertRows(trx: Executor, postgres: boolean, table: string, columns: readonly Column[], rows: readonly unknown[][], skipExisting = false): Promise<void> {
  if (!rows.length) return;
  const names = sql.join(columns.map(([name]) => sql.ref(name)));
  const values = sql.join(columns.map(([, type], i) => (postgres
    ? sql`cast(value ->> ${sql.lit(i)} as ${sql.raw(type)})`
    : sql`value ->> ${sql.lit(i)}`)));
  const source = postgres ? sql`json_array_elements(cast(${JSON.stringify(rows)} as json))` : sql`json_each(${JSON.stringify(rows)})`;
  // `where true` tells SQLite that ON CONFLICT is not a join's ON.
  const conflict = skipExisting ? sql` where true on conflict do nothing` : sql``;
  await sql`insert into ${sql.table(table)} (${names}) select ${values} from ${source}${conflict}`.execute(trx);
}

/** `rows` in slices of at most `size`. */
export function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Runs `work` in the caller's transaction, or in a new one. */
export async function inTransaction<T>(db: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute((trx: Transaction<DatabaseSchema>) => work(trx));
}

/** Empties every table of the index. */
async function deleteEverything(trx: Executor, postgres: boolean): Promise<void> {
  if (!postgres) await sql`delete from search_docs_fts`.execute(trx);
  await trx.deleteFrom('search_docs').execute();
  await trx.deleteFrom('search_vocab').execute();
  await trx.deleteFrom('search_vocab_variants').execute();
  await trx.deleteFrom('search_suggestion_keys').execute();
  await trx.deleteFrom('search_suggestions').execute();
}

/**
 * The writer of one index transaction: hands out ids (it holds the write lock, see `lock`)
 * and writes documents, vocabulary and suggestions.
 */
export function createWriter(trx: Executor) {
  const postgres = dialectOf(trx) === 'postgres';
  let nextDocId = 0;
  let nextSuggestionId = 0;
  const pendingTerms = new Set<string>();

  return {
    postgres,

    /**
     * Serialises index writers: SQLite has one writer at a time anyway; on PostgreSQL this
     * lock makes other index writers wait (readers do not), so ids and category totals
     * cannot interleave.
     */
    async lock(): Promise<void> {
      if (postgres) await sql`lock table search_docs, search_suggestions in share row exclusive mode`.execute(trx);
    },

    /** Starts the id counters after the current largest ids (call after `lock` and any deletes). */
    async startIds(): Promise<void> {
      const docs = await trx.selectFrom('search_docs').select((eb) => eb.fn.max('doc_id').as('n')).executeTakeFirst();
      const suggestions = await trx.selectFrom('search_suggestions').select((eb) => eb.fn.max('id').as('n')).executeTakeFirst();
      nextDocId = Number(docs?.n ?? 0) + 1;
      nextSuggestionId = Number(suggestions?.n ?? 0) + 1;
    },

    /** The last document id handed out (0 before any). */
    lastDocId: (): number => nextDocId - 1,

    async insertDocuments(docs: readonly SearchDocument[]): Promise<void> {
      if (!docs.length) return;
      const rows = docs.map((d) => [
        nextDocId++, d.id, d.mediaId, d.name, d.toolName, d.urlSlug, d.type, d.url, d.subTitle, d.popularity,
        d.toolTokens.join(' '), d.nameTokens.join(' '), d.keywordTokens.join(' '),
        ...(postgres ? [tsvectorLiteral(d)] : []),
      ]);
      for (const chunk of chunks(rows, BULK_CHUNK)) {
        await insertRows(trx, postgres, 'search_docs', postgres ? [...DOC_COLUMNS, ['tsv', 'tsvector']] : DOC_COLUMNS, chunk);
        if (!postgres) {
          await sql`insert into search_docs_fts (rowid, tool_tokens, name_tokens, keyword_tokens)
            select doc_id, tool_tokens, name_tokens, keyword_tokens from search_docs where doc_id between ${chunk[0][0]} and ${chunk[chunk.length - 1][0]}`.execute(trx);
        }
      }
      for (const d of docs) for (const t of [...d.toolTokens, ...d.nameTokens, ...d.keywordTokens]) pendingTerms.add(t);
    },

    /** Adds the tokens of the documents written so far to the vocabulary and its typo variants (once, at the end). */
    async flushVocabulary(): Promise<void> {
      const terms = [...pendingTerms];
      for (const chunk of chunks(terms.map((term) => [term]), BULK_CHUNK)) {
        await insertRows(trx, postgres, 'search_vocab', [['term', 'text']], chunk, true);
      }
      await writeTypoVariants(trx, postgres, terms);
      pendingTerms.clear();
    },

    async insertSuggestions(sources: readonly SuggestionSource[]): Promise<void> {
      const suggestions: unknown[][] = [];
      const keys: unknown[][] = [];
      for (const s of sources) {
        const key = searchKey(s.text);
        if (!key) continue;
        const id = nextSuggestionId++;
        const len = codePointLength(s.text);
        suggestions.push([id, s.text, key, s.toolName, s.kind, s.mediaId, s.weight]);
        for (const k of suggestionKeys(key)) keys.push([id, k.key, k.start, s.weight, len, k.p1, k.p2, k.p3]);
      }
      for (const chunk of chunks(suggestions, BULK_CHUNK)) await insertRows(trx, postgres, 'search_suggestions', SUGGESTION_COLUMNS, chunk);
      for (const chunk of chunks(keys, BULK_CHUNK)) await insertRows(trx, postgres, 'search_suggestion_keys', KEY_COLUMNS, chunk);
    },

    /** Removes the documents and name suggestions of some media. */
    async deleteMedia(ids: readonly string[]): Promise<void> {
      for (const chunk of chunks(ids, INSERT_CHUNK)) {
        if (!postgres) {
          await sql`delete from search_docs_fts where rowid in (select doc_id from search_docs where media_id in (${sql.join(chunk)}))`.execute(trx);
        }
        await trx.deleteFrom('search_docs').where('media_id', 'in', chunk).execute();
        await trx.deleteFrom('search_suggestion_keys')
          .where('suggestion_id', 'in', (eb) => eb.selectFrom('search_suggestions').select('id').where('media_id', 'in', chunk))
          .execute();
        await trx.deleteFrom('search_suggestions').where('media_id', 'in', chunk).execute();
      }
    },

    /** Removes the category-level suggestions (category, cities, keywords) of some categories. */
    async deleteCategorySuggestions(categories: readonly string[]): Promise<void> {
      if (!categories.length) return;
      await trx.deleteFrom('search_suggestion_keys')
        .where('suggestion_id', 'in', (eb) => eb.selectFrom('search_suggestions').select('id').where('tool_name', 'in', categories).where('kind', '<>', 'name'))
        .execute();
      await trx.deleteFrom('search_suggestions').where('tool_name', 'in', categories).where('kind', '<>', 'name').execute();
    },

    deleteEverything: () => deleteEverything(trx, postgres),
  };
}

export type Writer = ReturnType<typeof createWriter>;

/** Files indexed words under their deletion variants (typo-index.ts); words already there are skipped. */
export async function writeTypoVariants(trx: Executor, postgres: boolean, terms: readonly string[]): Promise<void> {
  const rows = terms.flatMap((term) => termVariants(term).map((variant) => [variant, term]));
  for (const chunk of chunks(rows, BULK_CHUNK)) {
    await insertRows(trx, postgres, 'search_vocab_variants', [['variant', 'text'], ['term', 'text']], chunk, true);
  }
}
