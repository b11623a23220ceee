/**
 * Ranking and typo tolerance of both searches over HTTP, on SQLite and PostgreSQL: the
 * suggestions (`GET /api/search/suggestions`), the hit search the /search page sends
 * (`POST /search-index/_search`) and the old search (`GET /api/gapi/suggestions`).
 */
import { buildSearchBody } from 'shared-domain';
import { siteQueryString } from './search-backend';
import { media } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createEmbeddedSearch } from './embedded-search.repository';
import { ensureSearchIndex } from './search-index.repository';

/**
 * Popularity is set against each rule: the less popular title must still win where the rule
 * says it does, so a ranking by popularity (or by name length) fails these tests.
 */
const catalog = {
  media: [
    media({ id: 'np-toi', category: 'newspaper', slug: 'times-of-india-delhi', name: 'Times of India', city: 'Delhi', popularity: 40 }),
    media({ id: 'tv-times-now', category: 'television', slug: 'times-now', name: 'Times Now', city: 'Mumbai', popularity: 30 }),
    media({ id: 'np-et', category: 'newspaper', slug: 'economic-times', name: 'Economic Times', city: 'Mumbai', popularity: 90 }),
    media({ id: 'np-ht', category: 'newspaper', slug: 'hindustan-times', name: 'Hindustan Times', city: 'Delhi', popularity: 80 }),
    media({ id: 'radio-mirchi', category: 'radio', slug: 'radio-mirchi-delhi', name: 'Radio Mirchi', city: 'Delhi', popularity: 20 }),
    media({ id: 'radio-city', category: 'radio', slug: 'radio-city-delhi', name: 'Radio City', city: 'Delhi', popularity: 95 }),
    media({ id: 'radio-drive', category: 'radio', slug: 'big-fm-drive-time', name: 'Big FM Drive Time', city: 'Pune', popularity: 99 }),
    media({ id: 'mag-india-today', category: 'magazine', slug: 'india-today', name: 'India Today', city: 'Delhi', popularity: 50 }),
  ],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog });
});
afterAll(async () => {
  await t.close();
});

const AUTH = `Basic ${Buffer.from('search:search').toString('base64')}`;

async function suggestions(text: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${encodeURIComponent(JSON.stringify(text))}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { suggestions: Array<{ suggestion: string }> }).suggestions.map((s) => s.suggestion);
}

/** Hit ids for typed text, as the /search page asks (shared-domain's body). */
async function hits(text: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'POST', url: '/search-index/_search', headers: { authorization: AUTH }, payload: buildSearchBody(text)! });
  expect(res.statusCode).toBe(200);
  return (res.json() as { hits: { hits: Array<{ _id: string }> } }).hits.hits.map((h) => h._id);
}

/** Old-search result ids for typed text. */
async function oldSearch(text: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/gapi/suggestions?name=${encodeURIComponent(text)}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { suggestions: Array<{ _id: string }> }).suggestions.map((s) => s._id);
}

describe('ranking: names equal to or starting with the text first, then popularity', () => {
  it('puts the Times titles before the more popular names that only hold "times"', async () => {
    expect((await hits('times')).slice(0, 2)).toEqual(['np-toi', 'tv-times-now']);
    expect((await hits('times')).slice(2)).toEqual(expect.arrayContaining(['np-et', 'np-ht']));
    expect((await oldSearch('times')).slice(0, 2)).toEqual(['np-toi', 'tv-times-now']);
    expect((await suggestions('times')).slice(0, 2)).toEqual(['Times of India', 'Times Now']);
  });

  it('puts the exact name first, then names starting with the text', async () => {
    expect((await hits('radio mirchi'))[0]).toBe('radio-mirchi');
    expect((await hits('india today'))[0]).toBe('mag-india-today');
    expect((await hits('times of india'))[0]).toBe('np-toi');
  });

  it('keeps an unpopular exact name first when the popular matches alone would fill the scoring window', async () => {
    // The two most popular matches (Economic Times, Hindustan Times) fill the window; the name index brings the Times titles.
    const narrow = createEmbeddedSearch(t.db, { maxScored: 2 });
    const answer = await narrow.search(buildSearchBody('times')!);
    expect(answer.hits.total.value).toBe(4);
    expect(answer.hits.hits.map((h) => h._id).slice(0, 2)).toEqual(['np-toi', 'tv-times-now']);
  });
});

describe('typos: one edit from 4 letters, two from 8, short words exact', () => {
  it('suggests the name meant', async () => {
    expect((await suggestions('tims of inda'))[0]).toBe('Times of India');
    expect((await suggestions('radio mirchy'))[0]).toBe('Radio Mirchi');
    expect((await suggestions('raido mirchi'))[0]).toBe('Radio Mirchi');
    expect((await suggestions('hindutsn tmes'))[0]).toBe('Hindustan Times');
  });

  it('finds the name meant with the /search page\'s query and the old search', async () => {
    expect((await hits('tims of inda'))[0]).toBe('np-toi');
    expect((await hits('radio mirchy'))[0]).toBe('radio-mirchi');
    expect((await hits('mirchy'))[0]).toBe('radio-mirchi');
    expect((await oldSearch('tims of inda'))[0]).toBe('np-toi');
    expect((await oldSearch('radio mirchy'))[0]).toBe('radio-mirchi');
    // Two edits in a word of 8+ letters (a swap and a missing letter).
    expect(await hits('hindutsn')).toEqual(['np-ht']);
  });

  it('ranks a match as typed before a match through a typo', async () => {
    // "tims" is one edit from "times" and from "time" (in Big FM Drive Time, the most popular).
    const found = await hits('tims');
    expect(found.slice(0, 2)).toEqual(['np-toi', 'tv-times-now']);
    expect(found).toContain('radio-drive');
  });

  it('does not forgive what the rule does not allow', async () => {
    // Under 4 letters: exact. "tim" is no word of the index.
    expect(await hits('tim')).toEqual([]);
    // Two edits in a word of 4-7 letters.
    expect(await hits('mirchee')).toEqual([]);
    expect(await suggestions('mirchee')).toEqual([]);
    // A word the index holds is taken as typed: "time" does not bring the Times titles.
    expect(await hits('time')).toEqual(['radio-drive']);
  });

  it('builds the typo variants of a vocabulary indexed before they existed', async () => {
    await t.db.deleteFrom('search_vocab_variants').execute();
    expect(await hits('mirchy')).toEqual([]);
    expect(await ensureSearchIndex(t.db)).toBe(true);
    expect((await hits('mirchy'))[0]).toBe('radio-mirchi');
    expect(await ensureSearchIndex(t.db)).toBe(false);
  });
});

describe('GET /api/gapi/suggestions pages', () => {
  it('answers `size` results after `from`, with the total', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/gapi/suggestions?name=radio&size=100' });
    const everything = all.json() as { total: number; suggestions: Array<{ _id: string }> };
    expect(everything.total).toBeGreaterThan(3);
    expect(everything.suggestions).toHaveLength(everything.total);
    const first = (await t.app.inject({ method: 'GET', url: '/api/gapi/suggestions?name=radio&size=2' })).json();
    const second = (await t.app.inject({ method: 'GET', url: '/api/gapi/suggestions?name=radio&size=2&from=2' })).json();
    expect(first.total).toBe(everything.total);
    expect([...first.suggestions, ...second.suggestions].map((s: { _id: string }) => s._id)).toEqual(everything.suggestions.slice(0, 4).map((s) => s._id));
    const bad = await t.app.inject({ method: 'GET', url: '/api/gapi/suggestions?name=radio&size=101' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/size/);
  });
});

describe('siteQueryString on a long text', () => {
  it('keeps the first ten distinct words (ignoring case), each once', () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${i}`);
    expect(siteQueryString(words.join(' '))).toBe(`(${words.slice(0, 10).join(' ')})^4 OR ${words.slice(0, 10).map((w) => `${w}*`).join(' AND ')}`);
    expect(siteQueryString('Times times TIMES of')).toBe('(Times of)^4 OR Times* AND of*');
  });

  it('stops before the query would pass its 1,000 characters', () => {
    expect(siteQueryString(`${'a'.repeat(300)} ${'b'.repeat(300)}`)).toBe(`(${'a'.repeat(300)})^4 OR ${'a'.repeat(300)}*`);
    expect(siteQueryString('c'.repeat(600))).toBe('');
  });
});
