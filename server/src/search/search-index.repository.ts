/**
 * Writes the embedded search index from the catalog tables: hit documents (with the SQLite
 * FTS5 table or the PostgreSQL tsvector), their vocabulary, and the suggestion tables.
 * `rebuildSearchIndex` replaces everything (after a seed); `reindexMedia` replaces what some
 * media contribute (call it after a catalog write). Both run in one transaction, so readers
 * see the old index or the new one, never half of it.
 */
import { sql } from 'kysely';
import { CATEGORIES, categoryInfo } from 'shared-domain';
import { dialectOf } from '../db/database';
import { categoryDocument, categorySuggestions, mediaDocument, type MediaSource, type SuggestionSource } from './search-documents';
import { chunks, createWriter, inTransaction, INSERT_CHUNK, writeTypoVariants, type Executor, type Writer } from './search-index-writer.repository';

/** Media read per page while the whole index is rebuilt. */
const MEDIA_PAGE = 2_000;

/** Media rows (with their options' names and types) by id, in the order of `ids`. */
async function loadMedia(trx: Executor, ids: readonly string[]): Promise<MediaSource[]> {
  const query = trx.selectFrom('media').select(['id', 'category', 'slug', 'name', 'city', 'language', 'sub_title', 'popularity']).where('id', 'in', ids);
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
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0)).map((r) => ({
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
 * The category-level suggestions of some categories, recomputed from the catalog (see
 * `categorySuggestions`).
 */
async function writeCategorySuggestions(trx: Executor, writer: Writer, categories: readonly string[]): Promise<void> {
  await writer.deleteCategorySuggestions(categories);
  const sources: SuggestionSource[] = [];
  for (const key of categories) {
    const category = categoryInfo(key);
    if (!category) continue;
    const media = await trx.selectFrom('media').select(['city', 'language', 'sub_title'])
      .select((eb) => eb.fn.max('popularity').as('weight'))
      .where('category', '=', key).groupBy(['city', 'language', 'sub_title']).execute();
    const options = await trx.selectFrom('media_options as o').innerJoin('media as m', 'm.id', 'o.media_id')
      .select(['o.name', 'o.type']).select((eb) => eb.fn.max('m.popularity').as('weight'))
      .where('m.category', '=', key).groupBy(['o.name', 'o.type']).execute();
    sources.push(...categorySuggestions(
      category,
      media.map((r) => ({ city: r.city, language: r.language, subTitle: r.sub_title, weight: Number(r.weight) })),
      options.map((r) => ({ name: r.name, type: r.type, weight: Number(r.weight) })),
    ));
  }
  await writer.insertSuggestions(sources);
}

/**
 * Replaces the whole index with one built from the catalog tables. Document ids are handed
 * out in popularity order (the category pages, then media most popular first), and the last
 * of them is kept as `search_index_state.ordered_through` (0028).
 */
export async function rebuildSearchIndex(db: Executor): Promise<{ documents: number; suggestions: number; ms: number }> {
  const started = Date.now();
  return inTransaction(db, async (trx) => {
    const writer = createWriter(trx);
    await writer.lock();
    await writer.deleteEverything();
    await writer.startIds();
    await writer.insertDocuments(CATEGORIES.map(categoryDocument));
    let documents = CATEGORIES.length;
    // Every media id in popularity order, read once along `media_popularity_idx` (a few MB at
    // a million options), then written a page at a time in that order.
    const order = (await trx.selectFrom('media').select('id').orderBy('popularity', 'desc').orderBy('id').execute()).map((r) => r.id);
    for (const ids of chunks(order, MEDIA_PAGE)) {
      const page = await loadMedia(trx, ids);
      await writeMedia(writer, page);
      documents += page.length;
    }
    await trx.updateTable('search_index_state').set({ ordered_through: writer.lastDocId() }).where('id', '=', 1).execute();
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
    for (const chunk of chunks(distinct, INSERT_CHUNK)) media.push(...await loadMedia(trx, chunk));
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
  // An index written before its ids followed popularity (0028) is written again once.
  const state = await db.selectFrom('search_index_state').select('ordered_through').where('id', '=', 1).executeTakeFirst();
  if (!indexed || !state?.ordered_through) {
    await rebuildSearchIndex(db);
    return true;
  }
  const variant = await db.selectFrom('search_vocab_variants').select('term').limit(1).executeTakeFirst();
  if (variant) return false;
  await inTransaction(db, async (trx) => {
    await createWriter(trx).lock();
    const terms = (await trx.selectFrom('search_vocab').select('term').execute()).map((r) => r.term);
    await writeTypoVariants(trx, dialectOf(trx) === 'postgres', terms);
  });
  return true;
}
