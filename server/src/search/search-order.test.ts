import { buildSearchBody } from 'shared-domain';
import { toRows } from '../seed/seed';
import { media } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createEmbeddedSearch } from './embedded-search.repository';
import { ensureSearchIndex, rebuildSearchIndex, reindexMedia } from './search-index.repository';

/** 40 stations named "<n> FM …" in Pune, popularity 1..40, seeded in an order unlike their popularity. */
const stations = Array.from({ length: 40 }, (_, i) => {
  const n = ((i * 17) % 40) + 1;
  return media({ id: `fm-${String(n).padStart(2, '0')}`, category: 'radio', slug: `fm-${n}`, name: `Station ${n} FM`, city: 'Pune', popularity: n });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: { media: stations } });
});
afterAll(async () => {
  await t.close();
});

const ids = async (search: ReturnType<typeof createEmbeddedSearch>, text: string, from: number, size: number) =>
  (await search.search(buildSearchBody(text, from, size)!)).hits.hits.map((h) => h._id);

describe('search ids in popularity order (0028)', () => {
  it('a rebuild hands out ids most popular first and records the last of them', async () => {
    await rebuildSearchIndex(t.db);
    const docs = await t.db.selectFrom('search_docs').select(['doc_id', 'popularity', 'media_id']).where('media_id', 'is not', null).orderBy('doc_id').execute();
    expect(docs.map((d) => Number(d.popularity))).toEqual(Array.from({ length: 40 }, (_, i) => 40 - i));
    const state = await t.db.selectFrom('search_index_state').select('ordered_through').executeTakeFirstOrThrow();
    expect(Number(state.ordered_through)).toBe(docs[docs.length - 1].doc_id);
  });

  it('scores the most popular matches, and pages past them go on with the rest: no hit twice, none left out', async () => {
    const narrow = createEmbeddedSearch(t.db, { maxScored: 6 });
    const answer = await narrow.search(buildSearchBody('pune', 0, 5)!);
    expect(answer.hits.total.value).toBe(40);
    expect(answer.hits.hits.map((h) => h._id)).toEqual(['fm-40', 'fm-39', 'fm-38', 'fm-37', 'fm-36']);
    const pages: string[] = [];
    for (let from = 0; from < 40; from += 7) pages.push(...await ids(narrow, 'pune', from, 7));
    expect(pages).toHaveLength(40);
    expect(new Set(pages).size).toBe(40);
    // Past the scored six, the rest follow in popularity order.
    expect(pages.slice(6, 10)).toEqual(['fm-34', 'fm-33', 'fm-32', 'fm-31']);
    expect(await ids(narrow, 'pune', 38, 10)).toEqual(['fm-02', 'fm-01']);
    expect(await ids(narrow, 'pune', 40, 10)).toEqual([]);
  });

  it('a media written after the rebuild (a seller\'s publish) still counts among the most popular', async () => {
    const star = media({ id: 'fm-star', category: 'radio', slug: 'star-fm', name: 'Star FM', city: 'Pune', popularity: 99 });
    const rows = toRows(star);
    await t.db.insertInto('media').values(rows.media).execute();
    await t.db.insertInto('media_options').values(rows.options).execute();
    await reindexMedia(t.db, ['fm-star']);
    const narrow = createEmbeddedSearch(t.db, { maxScored: 3 });
    expect(await ids(narrow, 'pune', 0, 3)).toEqual(['fm-star', 'fm-40', 'fm-39']);
    const all: string[] = [];
    for (let from = 0; from < 41; from += 9) all.push(...await ids(narrow, 'pune', from, 9));
    expect(new Set(all).size).toBe(41);
  });

  it('an index written before the order existed is rebuilt once by ensureSearchIndex', async () => {
    await t.db.updateTable('search_index_state').set({ ordered_through: 0 }).execute();
    expect(await ensureSearchIndex(t.db)).toBe(true);
    const state = await t.db.selectFrom('search_index_state').select('ordered_through').executeTakeFirstOrThrow();
    expect(Number(state.ordered_through)).toBeGreaterThan(0);
    expect(await ensureSearchIndex(t.db)).toBe(false);
  });
});
