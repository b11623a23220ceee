import {
  SEARCH_PAGE_SIZE,
  buildQueryString,
  buildSearchBody,
  countByTool,
  searchWords,
  suggestionToolLabel,
  toolLabel,
} from './search-query';
import { searchPageHref, searchResultsHref } from '../routes/route-table';

describe('buildQueryString (SPEC.md section 7)', () => {
  it('boosts the whole text and joins the words with wildcards', () => {
    expect(buildQueryString('radio mirchi')).toBe('(radio mirchi)^4 OR radio* AND *mirchi');
    expect(buildQueryString('times of india')).toBe('(times of india)^4 OR times* AND *of* AND *india');
  });

  it('uses a single word as it is', () => {
    expect(buildQueryString('radio')).toBe('(radio)^4 OR radio');
  });

  it('collapses spaces and ignores the ends', () => {
    expect(buildQueryString('  radio \t  mirchi  ')).toBe('(radio mirchi)^4 OR radio* AND *mirchi');
  });

  it('drops query_string syntax so typed text cannot break or steer the query', () => {
    expect(searchWords('radio-city (91.1) AND "fm"')).toEqual(['radio', 'city', '91.1', 'and', 'fm']);
    expect(searchWords('Times times TIMES of')).toEqual(['times', 'of']);
    expect(searchWords(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' '))).toHaveLength(10);
    expect(buildQueryString('name:*')).toBe('(name)^4 OR name');
  });

  it('is null for blank text or text of syntax only', () => {
    expect(buildQueryString('')).toBeNull();
    expect(buildQueryString('   ')).toBeNull();
    expect(buildQueryString('*?()')).toBeNull();
  });
});

describe('buildSearchBody', () => {
  it('asks for 30 hits from an offset over the boosted fields', () => {
    expect(buildSearchBody('radio mirchi', 60)).toEqual({
      size: SEARCH_PAGE_SIZE,
      from: 60,
      query: { query_string: { query: '(radio mirchi)^4 OR radio* AND *mirchi', fields: ['toolKeywords^4', 'name^3', 'keywords'] } },
    });
    expect(SEARCH_PAGE_SIZE).toBe(30);
  });

  it('never asks from a negative offset, and is null for blank text', () => {
    expect(buildSearchBody('tv', -30, 10)).toMatchObject({ from: 0, size: 10 });
    expect(buildSearchBody(' ')).toBeNull();
  });
});

describe('labels', () => {
  it("reads 'in {tool}' with nontraditional shown as BTL", () => {
    expect(suggestionToolLabel('nontraditional')).toBe('in BTL');
    expect(suggestionToolLabel('radio')).toBe('in Radio');
    expect(suggestionToolLabel('influencer-marketing')).toBe('in Influencer Marketing');
    expect(suggestionToolLabel('podcasts')).toBe('in podcasts');
    expect(toolLabel('nontraditional')).toBe('BTL');
  });

  it('links the two results pages with the text encoded', () => {
    expect(searchPageHref(' radio mirchi ')).toBe('/search?q=radio%20mirchi');
    expect(searchResultsHref('a&b')).toBe('/search-results?search=a%26b');
  });
});

describe('countByTool', () => {
  it('counts hits per category, most first, ties by label', () => {
    const hits = ['radio', 'nontraditional', 'radio', 'cinema', 'nontraditional', 'radio', ''].map((toolName) => ({ toolName }));
    expect(countByTool(hits)).toEqual([
      { toolName: 'radio', label: 'Radio', count: 3 },
      { toolName: 'nontraditional', label: 'BTL', count: 2 },
      { toolName: 'cinema', label: 'Cinema', count: 1 },
    ]);
    expect(countByTool([])).toEqual([]);
  });
});
