/**
 * Writes the embedded search index from the catalog tables: hit documents (with the SQLite
 * FTS5 table or the PostgreSQL tsvector), their vocabulary, and the suggestion tables.
 * `rebuildSearchIndex` replaces everything (after a seed); `reindexMedia` replaces what some
 * media contribute (call it after a catalog write). Both run in one transaction, so readers
 * see the old index or the new one, never half of it.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { CATEGORIES, categoryInfo, type CategoryInfo } from 'shared-domain';
import { dialectOf, type Db } from '../db/database';
import type { DatabaseSchema } from '../db/schema';
import { codePointLength, codePointPrefix, searchKey, tokenize } from './search-text';
import { termVariants } from './typo-index';

type Executor = Kysely<DatabaseSchema>;

/** `type` of a hit: a media profile or a category page. */
export const DOC_TYPE_MEDIA = 'media';
export const DOC_TYPE_CATEGORY = 'category';

/** Weight of category suggestions: above any media popularity (0–100), so "Radio" leads "radio…". */
const CATEGORY_WEIGHT = 100;
/** Word starts indexed per suggestion, and the longest key kept per start. */
const MAX_WORD_STARTS = 10;
const MAX_KEY_LENGTH = 120;
/** Keyword tokens kept per document (PostgreSQL keeps at most 256 positions per lexeme). */
const MAX_KEYWORD_TOKENS = 400;
/** Gap between fields in tsvector positions, so a phrase cannot run from one field into the next. */
const FIELD_GAP = 100;
const MEDIA_PAGE = 2_000;
/** Ids per `in (…)` list. */
const INSERT_CHUNK = 500;
/** Rows per bulk insert statement (one JSON parameter). */
const BULK_CHUNK = 5_000;

/** Words of a category beyond its key and label that people search for. */
const CATEGORY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  nontraditional: ['Nontraditional', 'Below the Line'],
  outdoor: ['Out of Home', 'OOH'],
  television: ['TV'],
  'influencer-marketing': ['Influencers'],
};

/** The toolKeywords field of a category: its key, label, tab label and aliases. */
export function toolTokens(category: CategoryInfo): string[] {
  const words = [category.key, category.label, category.tabLabel ?? '', ...(CATEGORY_ALIASES[category.key] ?? [])];
  return [...new Set(tokenize(words.join(' ')))];
}

/** The display fields and tokens of one hit document. */
export type SearchDocument = {
  id: string;
  mediaId: string | null;
  name: string;
  toolName: string;
  urlSlug: string;
  type: string;
  url: string;
  subTitle: string;
  popularity: number;
  toolTokens: string[];
  nameTokens: string[];
  keywordTokens: string[];
};

/** What a media profile contributes, read from `media` and its options. */
export type MediaSource = {
  id: string;
  category: string;
  slug: string;
  name: string;
  city: string;
  language: string;
  subTitle: string;
  popularity: number;
  options: ReadonlyArray<{ name: string; type: string }>;
};

/** The hit document of a media profile (null for a category the site does not have). */
export function mediaDocument(media: MediaSource): SearchDocument | null {
  const category = categoryInfo(media.category);
  if (!category) return null;
  const keywordValues = [...new Set([
    media.city, media.language, media.subTitle,
    ...media.options.map((o) => o.type), ...media.options.map((o) => o.name),
  ].filter((v) => v.trim() !== ''))];
  return {
    id: media.id,
    mediaId: media.id,
    name: media.name,
    toolName: category.key,
    urlSlug: media.slug,
    type: DOC_TYPE_MEDIA,
    url: `${category.path}/${media.slug}`,
    subTitle: media.subTitle,
    popularity: media.popularity,
    toolTokens: toolTokens(category),
    nameTokens: tokenize(media.name),
    keywordTokens: tokenize(keywordValues.join(' ')).slice(0, MAX_KEYWORD_TOKENS),
  };
}

/** The hit document of a category page (`/newspaper`). */
export function categoryDocument(category: CategoryInfo): SearchDocument {
  const subTitle = `${category.label} advertising in India`;
  return {
    id: `category:${category.key}`,
    mediaId: null,
    name: category.label,
    toolName: category.key,
    urlSlug: category.path.replace(/^\//, ''),
    type: DOC_TYPE_CATEGORY,
    url: category.path,
    subTitle,
    popularity: CATEGORY_WEIGHT,
    toolTokens: toolTokens(category),
    nameTokens: tokenize(category.label),
    keywordTokens: tokenize(subTitle),
  };
}

/** A tsvector literal: every token with its position and the weight letter of its field. */
export function tsvectorLiteral(doc: Pick<SearchDocument, 'toolTokens' | 'nameTokens' | 'keywordTokens'>): string {
  const positions = new Map<string, string[]>();
  let position = 1;
  const add = (tokens: readonly string[], weight: 'A' | 'B' | 'C') => {
    for (const token of tokens) {
      const list = positions.get(token) ?? [];
      // tsvector keeps at most 256 positions per lexeme and positions up to 16383.
      if (list.length < 255) list.push(`${Math.min(position, 16_383)}${weight}`);
      positions.set(token, list);
      position += 1;
    }
    position += FIELD_GAP;
  };
  add(doc.toolTokens, 'A');
  add(doc.nameTokens, 'B');
  add(doc.keywordTokens, 'C');
  return [...positions].map(([token, list]) => `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}':${list.join(',')}`).join(' ');
}

/** One suggestion before it gets an id. */
export type SuggestionSource = { text: string; toolName: string; kind: 'name' | 'category' | 'city' | 'keyword'; mediaId: string | null; weight: number };

/** The key rows of a suggestion: one per word start (at most 10), each with its 1–3 code-point heads. */
export function suggestionKeys(key: string): Array<{ key: string; start: number; p1: string; p2: string; p3: string }> {
  const tokens = key.split(' ').filter(Boolean);
  const rows: Array<{ key: string; start: number; p1: string; p2: string; p3: string }> = [];
  for (let i = 0; i < Math.min(tokens.length, MAX_WORD_STARTS); i += 1) {
    const suffix = codePointPrefix(tokens.slice(i).join(' '), MAX_KEY_LENGTH);
    rows.push({ key: suffix, start: i === 0 ? 1 : 0, p1: codePointPrefix(suffix, 1), p2: codePointPrefix(suffix, 2), p3: codePointPrefix(suffix, 3) });
  }
  return rows;
}

/** Sub-title parts worth suggesting: "Mumbai · Beauty · Micro" → Beauty, Micro (no figures). */
function subTitleParts(subTitle: string): string[] {
  return subTitle.split(/\s*[·|•,]\s*/).map((p) => p.trim()).filter((p) => p !== '' && !/\d/.test(p));
}

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

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Runs `work` in the caller's transaction, or in a new one. */
async function inTransaction<T>(db: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute((trx: Transaction<DatabaseSchema>) => work(trx));
}

/**
 * The writer of one index transaction: hands out ids (it holds the write lock, see `lock`)
 * and writes documents, vocabulary and suggestions.
 */
function createWriter(trx: Executor) {
  const postgres = dialectOf(trx as Db) === 'postgres';
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

    async deleteEverything(): Promise<void> {
      if (!postgres) await sql`delete from search_docs_fts`.execute(trx);
      await trx.deleteFrom('search_docs').execute();
      await trx.deleteFrom('search_vocab').execute();
      await trx.deleteFrom('search_vocab_variants').execute();
      await trx.deleteFrom('search_suggestion_keys').execute();
      await trx.deleteFrom('search_suggestions').execute();
    },
  };
}

type Writer = ReturnType<typeof createWriter>;

/** Files indexed words under their deletion variants (typo-index.ts); words already there are skipped. */
async function writeTypoVariants(trx: Executor, postgres: boolean, terms: readonly string[]): Promise<void> {
  const rows = terms.flatMap((term) => termVariants(term).map((variant) => [variant, term]));
  for (const chunk of chunks(rows, BULK_CHUNK)) {
    await insertRows(trx, postgres, 'search_vocab_variants', [['variant', 'text'], ['term', 'text']], chunk, true);
  }
}

/** Media rows (with their options' names and types) by id, or one page after `afterId`. */
async function loadMedia(trx: Executor, where: { ids: readonly string[] } | { afterId: string; limit: number }): Promise<MediaSource[]> {
  let query = trx.selectFrom('media').select(['id', 'category', 'slug', 'name', 'city', 'language', 'sub_title', 'popularity']);
  query = 'ids' in where ? query.where('id', 'in', where.ids) : query.where('id', '>', where.afterId).orderBy('id').limit(where.limit);
  const rows = await query.execute();
  if (!rows.length) return [];
  const options = await trx.selectFrom('media_options').select(['media_id', 'name', 'type'])
    .where('media_id', 'in', rows.map((r) => r.id)).orderBy('media_id').orderBy('position').execute();
  const byMedia = new Map<string, Array<{ name: string; type: string }>>();
  for (const o of options) {
    const list = byMedia.get(o.media_id) ?? [];
    list.push({ name: o.name, type: o.type });
    byMedia.set(o.media_id, list);
  }
  return rows.map((r) => ({
    id: r.id, category: r.category, slug: r.slug, name: r.name, city: r.city, language: r.language,
    subTitle: r.sub_title, popularity: Number(r.popularity), options: byMedia.get(r.id) ?? [],
  }));
}

/** Writes the documents and name suggestions of some media. */
async function writeMedia(writer: Writer, media: readonly MediaSource[]): Promise<void> {
  const docs = media.flatMap((m) => mediaDocument(m) ?? []);
  await writer.insertDocuments(docs);
  await writer.insertSuggestions(docs.map((d) => ({ text: d.name, toolName: d.toolName, kind: 'name' as const, mediaId: d.mediaId, weight: d.popularity })));
}

/**
 * The category-level suggestions of some categories, recomputed from the catalog: the
 * category itself, and its cities, languages, sub-title words, option types and option
 * names, each weighted by its most popular media.
 */
async function writeCategorySuggestions(trx: Executor, writer: Writer, categories: readonly string[]): Promise<void> {
  await writer.deleteCategorySuggestions(categories);
  const sources: SuggestionSource[] = [];
  for (const key of categories) {
    const category = categoryInfo(key);
    if (!category) continue;
    for (const text of [category.label, ...(CATEGORY_ALIASES[key] ?? [])]) {
      sources.push({ text, toolName: key, kind: 'category', mediaId: null, weight: CATEGORY_WEIGHT });
    }
    const media = await trx.selectFrom('media').select(['city', 'language', 'sub_title'])
      .select((eb) => eb.fn.max('popularity').as('weight'))
      .where('category', '=', key).groupBy(['city', 'language', 'sub_title']).execute();
    const options = await trx.selectFrom('media_options as o').innerJoin('media as m', 'm.id', 'o.media_id')
      .select(['o.name', 'o.type']).select((eb) => eb.fn.max('m.popularity').as('weight'))
      .where('m.category', '=', key).groupBy(['o.name', 'o.type']).execute();

    // One suggestion per distinct key in the category: cities first, then keywords.
    const seen = new Map<string, SuggestionSource>();
    const add = (text: string, kind: 'city' | 'keyword', weight: number) => {
      const k = searchKey(text);
      if (!k) return;
      const existing = seen.get(k);
      if (existing) existing.weight = Math.max(existing.weight, weight);
      else seen.set(k, { text: text.trim(), toolName: key, kind, mediaId: null, weight });
    };
    for (const row of media) add(row.city, 'city', Number(row.weight));
    for (const row of media) {
      add(row.language, 'keyword', Number(row.weight));
      for (const part of subTitleParts(row.sub_title)) add(part, 'keyword', Number(row.weight));
    }
    for (const row of options) {
      add(row.type, 'keyword', Number(row.weight));
      add(row.name, 'keyword', Number(row.weight));
    }
    // The category's own names are suggested already.
    for (const text of [category.label, ...(CATEGORY_ALIASES[key] ?? [])]) seen.delete(searchKey(text));
    sources.push(...seen.values());
  }
  await writer.insertSuggestions(sources);
}

/** Replaces the whole index with one built from the catalog tables. */
export async function rebuildSearchIndex(db: Executor): Promise<{ documents: number; suggestions: number; ms: number }> {
  const started = Date.now();
  return inTransaction(db, async (trx) => {
    const writer = createWriter(trx);
    await writer.lock();
    await writer.deleteEverything();
    await writer.startIds();
    await writer.insertDocuments(CATEGORIES.map(categoryDocument));
    let documents = CATEGORIES.length;
    for (let afterId = ''; ;) {
      const page = await loadMedia(trx, { afterId, limit: MEDIA_PAGE });
      if (!page.length) break;
      await writeMedia(writer, page);
      documents += page.length;
      afterId = page[page.length - 1].id;
    }
    await writeCategorySuggestions(trx, writer, CATEGORIES.map((c) => c.key));
    await writer.flushVocabulary();
    // Fresh statistics, or PostgreSQL plans the first searches for empty tables.
    if (writer.postgres) await sql`analyze search_docs, search_vocab, search_suggestions, search_suggestion_keys`.execute(trx);
    const row = await trx.selectFrom('search_suggestions').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    return { documents, suggestions: Number(row.n), ms: Date.now() - started };
  });
}

/**
 * Brings the index in step with the catalog for these media after they were inserted,
 * changed or deleted: their documents and name suggestions are replaced (or removed), and
 * the category-level suggestions of every category they were or are in are recomputed.
 * Pass the transaction of the catalog write to make both one change.
 */
export async function reindexMedia(db: Executor, ids: readonly string[]): Promise<void> {
  const distinct = [...new Set(ids)];
  if (!distinct.length) return;
  await inTransaction(db, async (trx) => {
    const writer = createWriter(trx);
    await writer.lock();
    const before: Array<{ tool_name: string }> = [];
    for (const chunk of chunks(distinct, INSERT_CHUNK)) {
      before.push(...await trx.selectFrom('search_docs').select('tool_name').distinct().where('media_id', 'in', chunk).execute());
    }
    await writer.deleteMedia(distinct);
    await writer.startIds();
    const media: MediaSource[] = [];
    for (const chunk of chunks(distinct, INSERT_CHUNK)) media.push(...await loadMedia(trx, { ids: chunk }));
    await writeMedia(writer, media);
    const categories = new Set([...before.map((r) => r.tool_name), ...media.map((m) => m.category)]);
    await writeCategorySuggestions(trx, writer, [...categories]);
    await writer.flushVocabulary();
  });
}

/**
 * Builds the index when the catalog has media but the index has none of them (a store
 * seeded before search existed), and the typo variants of a vocabulary written before they
 * existed. Cheap when there is nothing to do: a few one-row reads.
 */
export async function ensureSearchIndex(db: Executor): Promise<boolean> {
  const media = await db.selectFrom('media').select('id').limit(1).executeTakeFirst();
  if (!media) return false;
  const indexed = await db.selectFrom('search_docs').select('doc_id').where('media_id', 'is not', null).limit(1).executeTakeFirst();
  if (!indexed) {
    await rebuildSearchIndex(db);
    return true;
  }
  const variant = await db.selectFrom('search_vocab_variants').select('term').limit(1).executeTakeFirst();
  if (variant) return false;
  await inTransaction(db, async (trx) => {
    await createWriter(trx).lock();
    const terms = (await trx.selectFrom('search_vocab').select('term').execute()).map((r) => r.term);
    await writeTypoVariants(trx, dialectOf(trx as Db) === 'postgres', terms);
  });
  return true;
}
