import { sql } from 'kysely';
import { dialectOf } from '../db/database';
import { toRows, type SeedMedia } from '../seed/seed';
import { media } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { suggestionKeys, tsvectorLiteral } from './search-documents';
import { ensureSearchIndex, rebuildSearchIndex, reindexMedia } from './search-index.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    catalog: {
      media: [
        media({ id: 'np-toi', category: 'newspaper', slug: 'times-of-india', name: 'Times of India', city: 'Delhi', popularity: 60 }),
        media({ id: 'radio-mirchi', category: 'radio', slug: 'radio-mirchi', name: 'Radio Mirchi', city: 'Delhi', popularity: 90 }),
      ],
    },
  });
});
afterAll(async () => {
  await t.close();
});

const AUTH = `Basic ${Buffer.from('search:search').toString('base64')}`;

async function suggestions(text: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${encodeURIComponent(JSON.stringify(text))}` });
  return (res.json() as { suggestions: Array<{ suggestion: string; toolName: string }> }).suggestions.map((s) => `${s.suggestion} in ${s.toolName}`);
}

async function hits(query: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'POST', url: '/search-index/_search', headers: { authorization: AUTH }, payload: { query: { query_string: { query } } } });
  return (res.json() as { hits: { hits: Array<{ _id: string }> } }).hits.hits.map((h) => h._id);
}

/** A catalog write as the catalog code would make it: the rows, not the search index. */
async function writeMedia(m: SeedMedia): Promise<void> {
  const rows = toRows(m);
  await t.db.deleteFrom('media_options').where('media_id', '=', m._id).execute();
  await t.db.deleteFrom('media').where('id', '=', m._id).execute();
  await t.db.insertInto('media').values(rows.media).execute();
  if (rows.options.length) await t.db.insertInto('media_options').values(rows.options).execute();
}

const zenith = (overrides: Partial<Parameters<typeof media>[0]> = {}) =>
  media({ id: 'cin-zenith', category: 'cinema', slug: 'zenith-multiplex-shillong', name: 'Zenith Multiplex', city: 'Shillong', popularity: 50, ...overrides });

describe('reindexMedia', () => {
  it('adds new media to suggestions and hits only once it is called', async () => {
    await writeMedia(zenith());
    expect(await suggestions('zenith')).toEqual([]);
    expect(await hits('zenith')).toEqual([]);
    await reindexMedia(t.db, ['cin-zenith']);
    expect(await suggestions('zenith')).toEqual(['Zenith Multiplex in cinema']);
    expect(await suggestions('shillong')).toEqual(['Shillong in cinema']);
    expect(await hits('zenith')).toEqual(['cin-zenith']);
  });

  it('replaces a renamed media, and moves its city and keywords when the category changes', async () => {
    await writeMedia(zenith({ name: 'Zenith Cinemas', category: 'outdoor', slug: 'zenith-cinemas' }));
    await reindexMedia(t.db, ['cin-zenith']);
    expect(await suggestions('zenith')).toEqual(['Zenith Cinemas in outdoor']);
    expect(await suggestions('shillong')).toEqual(['Shillong in outdoor']);
    expect(await hits('multiplex')).toEqual([]);
    const res = await t.app.inject({ method: 'POST', url: '/search-index/_search', headers: { authorization: AUTH }, payload: { query: { query_string: { query: 'zenith' } } } });
    expect(res.json().hits.hits[0]._source).toMatchObject({ name: 'Zenith Cinemas', toolName: 'outdoor', url: '/outdoor/zenith-cinemas' });
  });

  it('removes deleted media, with the city suggestions only it gave', async () => {
    await t.db.deleteFrom('media_options').where('media_id', '=', 'cin-zenith').execute();
    await t.db.deleteFrom('media').where('id', '=', 'cin-zenith').execute();
    await reindexMedia(t.db, ['cin-zenith', 'cin-zenith']);
    expect(await suggestions('zenith')).toEqual([]);
    expect(await suggestions('shillong')).toEqual([]);
    expect(await hits('zenith')).toEqual([]);
    // The others are untouched.
    expect((await suggestions('radio mir'))[0]).toBe('Radio Mirchi in radio');
    expect(await suggestions('delhi')).toEqual(['Delhi in radio', 'Delhi in newspaper']);
  });

  it('joins the catalog write\'s transaction: committed together, or rolled back together', async () => {
    await t.db.transaction().execute(async (trx) => {
      await trx.insertInto('media').values(toRows(zenith()).media).execute();
      await reindexMedia(trx, ['cin-zenith']);
    });
    expect(await suggestions('zenith')).toEqual(['Zenith Multiplex in cinema']);

    const failed = await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('media').set({ name: 'Nadir Multiplex' }).where('id', '=', 'cin-zenith').execute();
      await reindexMedia(trx, ['cin-zenith']);
      throw new Error('the catalog write failed');
    }).catch((err: Error) => err.message);
    expect(failed).toBe('the catalog write failed');
    expect(await suggestions('nadir')).toEqual([]);
    expect(await suggestions('zenith')).toEqual(['Zenith Multiplex in cinema']);
    expect(await hits('nadir')).toEqual([]);
  });

  it('does nothing for no ids', async () => {
    await expect(reindexMedia(t.db, [])).resolves.toBeUndefined();
  });
});

describe('rebuildSearchIndex and ensureSearchIndex', () => {
  it('rebuild writes one document per media and per category, and keeps FTS5 in step on SQLite', async () => {
    const result = await rebuildSearchIndex(t.db);
    const mediaCount = Number((await t.db.selectFrom('media').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    expect(result.documents).toBe(mediaCount + 11);
    const docs = Number((await t.db.selectFrom('search_docs').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    expect(docs).toBe(mediaCount + 11);
    if (dialectOf(t.db) === 'sqlite') {
      const fts = await sql<{ n: number }>`select count(*) as n from search_docs_fts`.execute(t.db);
      expect(Number(fts.rows[0].n)).toBe(docs);
    }
    expect(await suggestions('zenith')).toEqual(['Zenith Multiplex in cinema']);
  });

  it('ensure builds a missing index (a store seeded before search existed) and is a no-op otherwise', async () => {
    expect(await ensureSearchIndex(t.db)).toBe(false);
    if (dialectOf(t.db) === 'sqlite') await sql`delete from search_docs_fts`.execute(t.db);
    await t.db.deleteFrom('search_docs').execute();
    await t.db.deleteFrom('search_suggestion_keys').execute();
    await t.db.deleteFrom('search_suggestions').execute();
    expect(await suggestions('radio mir')).toEqual([]);
    expect(await ensureSearchIndex(t.db)).toBe(true);
    expect((await suggestions('radio mir'))[0]).toBe('Radio Mirchi in radio');
    expect(await ensureSearchIndex(t.db)).toBe(false);
  });
});

describe('index rows', () => {
  it('keys each word start of a suggestion, with 1-3 code-point heads', () => {
    expect(suggestionKeys('radio mirchi 98 3')).toEqual([
      { key: 'radio mirchi 98 3', start: 1, p1: 'r', p2: 'ra', p3: 'rad' },
      { key: 'mirchi 98 3', start: 0, p1: 'm', p2: 'mi', p3: 'mir' },
      { key: '98 3', start: 0, p1: '9', p2: '98', p3: '98 ' },
      { key: '3', start: 0, p1: '3', p2: '3', p3: '3' },
    ]);
    expect(suggestionKeys('दैनिक भास्कर')[1]).toEqual({ key: 'भास्कर', start: 0, p1: 'भ', p2: 'भा', p3: 'भास' });
  });

  it('writes tsvector literals with field weights and a gap between fields', () => {
    expect(tsvectorLiteral({ toolTokens: ['radio'], nameTokens: ['radio', 'mirchi'], keywordTokens: ["o'neil"] })).toBe(
      "'radio':1A,102B 'mirchi':103B 'o''neil':204C",
    );
  });
});
