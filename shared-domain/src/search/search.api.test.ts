import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { ApiError } from '../api/api-error';
import { createServiceAClient } from '../api/clients';
import {
  createSearchIndexClient,
  fetchGapiPage,
  fetchGapiSuggestions,
  fetchSearchSuggestions,
  searchFailureMessage,
  searchIndex,
  toGapiSuggestion,
  toHitsPage,
} from './search.api';

type Seen = { url?: string; params?: unknown; data?: unknown; auth?: unknown; headers: Record<string, unknown> };

/** An adapter answering `status, body` and recording what was asked. */
function fakeAdapter(status: number, body: unknown) {
  const seen: Seen[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    seen.push({ url: `${config.baseURL ?? ''}${config.url ?? ''}`, params: config.params, data: config.data && JSON.parse(config.data as string), auth: config.auth, headers: { ...config.headers } });
    const response = { data: body, status, statusText: String(status), headers: {}, config };
    const valid = config.validateStatus ? config.validateStatus(status) : status < 400;
    if (!valid) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  return { adapter, seen };
}

const apiA = (status: number, body: unknown) => {
  const f = fakeAdapter(status, body);
  return { api: createServiceAClient({ baseURL: '/api', adapter: f.adapter, getToken: () => 'tok' }), seen: f.seen };
};

describe('fetchSearchSuggestions', () => {
  it('sends the JSON-quoted text and returns the suggestions', async () => {
    const suggestions = [{ suggestion: 'radio mirchi', score: 9, toolName: 'radio' }];
    const { api, seen } = apiA(200, { suggestions });
    await expect(fetchSearchSuggestions(api, '  radio mirchi ')).resolves.toEqual(suggestions);
    expect(seen[0]).toMatchObject({ url: '/api/search/suggestions', params: { q: '"radio mirchi"' } });
  });

  it('never asks for blank text', async () => {
    const { api, seen } = apiA(200, { suggestions: [] });
    await expect(fetchSearchSuggestions(api, ' \t ')).resolves.toEqual([]);
    expect(seen).toHaveLength(0);
  });

  it("SPEC.md 8: keeps the server's message on a failure, else 'Failed to fetch search results'", async () => {
    const withMessage = apiA(503, { error: 'unavailable', message: 'Search is warming up' });
    const err = await fetchSearchSuggestions(withMessage.api, 'tv').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(searchFailureMessage(err)).toBe('Search is warming up');

    const plain = apiA(500, '<html>Bad gateway</html>');
    expect(searchFailureMessage(await fetchSearchSuggestions(plain.api, 'tv').catch((e: unknown) => e))).toBe('Failed to fetch search results');
    const text = apiA(429, 'Too many searches');
    expect(searchFailureMessage(await fetchSearchSuggestions(text.api, 'tv').catch((e: unknown) => e))).toBe('Too many searches');
    expect(searchFailureMessage(new ApiError(0, 'network_error', 'Network Error'))).toBe('Failed to fetch search results');
    expect(searchFailureMessage(new Error('boom'))).toBe('Failed to fetch search results');
  });
});

describe('fetchGapiSuggestions', () => {
  it('asks by name and keeps the items it can link', async () => {
    const { api, seen } = apiA(200, {
      suggestions: [
        { name: 'Radio Mirchi', url: '/radio/radio-mirchi-mumbai', subTitle: 'Mumbai', toolName: 'radio', extra: 1 },
        { name: 'Metro ads', toolName: 'nontraditional', urlSlug: 'metro-ads' },
        { name: 'No link' },
        null,
      ],
    });
    await expect(fetchGapiSuggestions(api, ' radio ')).resolves.toEqual([
      { name: 'Radio Mirchi', url: '/radio/radio-mirchi-mumbai', subTitle: 'Mumbai', toolName: 'radio' },
      { name: 'Metro ads', url: '/nontraditional/metro-ads', subTitle: '', toolName: 'nontraditional' },
    ]);
    expect(seen[0]).toMatchObject({ url: '/api/gapi/suggestions', params: { name: 'radio' } });
    expect(toGapiSuggestion('x')).toBeNull();
  });

  it('never asks for blank text and rejects with ApiError on a failure', async () => {
    const blank = apiA(200, {});
    await expect(fetchGapiSuggestions(blank.api, '  ')).resolves.toEqual([]);
    expect(blank.seen).toHaveLength(0);
    await expect(fetchGapiSuggestions(apiA(500, {}).api, 'tv')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('fetchGapiPage', () => {
  it('asks for a page by from and size and reads the total', async () => {
    const { api, seen } = apiA(200, { total: 81, suggestions: [{ name: 'Radio City', url: '/radio/radio-city', toolName: 'radio' }] });
    await expect(fetchGapiPage(api, ' radio ', { from: 30, size: 30 })).resolves.toEqual({
      total: 81,
      suggestions: [{ name: 'Radio City', url: '/radio/radio-city', subTitle: '', toolName: 'radio' }],
    });
    expect(seen[0]).toMatchObject({ url: '/api/gapi/suggestions', params: { name: 'radio', from: 30, size: 30 } });
    const first = apiA(200, { total: 1, suggestions: [] });
    await fetchGapiPage(first.api, 'radio');
    expect(first.seen[0].params).toEqual({ name: 'radio' });
  });

  it('counts what an answer without a total holds, and asks nothing for blank text', async () => {
    const { api } = apiA(200, { suggestions: [{ name: 'A', url: '/a' }, { name: 'B', url: '/b' }] });
    await expect(fetchGapiPage(api, 'a', { from: 30 })).resolves.toMatchObject({ total: 32 });
    const blank = apiA(200, {});
    await expect(fetchGapiPage(blank.api, '  ')).resolves.toEqual({ total: 0, suggestions: [] });
    expect(blank.seen).toHaveLength(0);
  });
});

describe('searchIndex', () => {
  const source = { name: 'Radio Mirchi', toolName: 'radio', urlSlug: 'radio-mirchi-mumbai', type: 'media', url: '/radio/radio-mirchi-mumbai', subTitle: 'Mumbai' };

  it('posts the query_string body with basic auth and no user token', async () => {
    const f = fakeAdapter(200, { hits: { total: { value: 41 }, hits: [{ _id: 'h1', _score: 3, _source: source }] } });
    const index = createSearchIndexClient({ adapter: f.adapter });
    await expect(searchIndex(index, 'radio mirchi', { from: 30 })).resolves.toEqual({ total: 41, hits: [{ _id: 'h1', ...source }] });
    expect(f.seen[0]).toMatchObject({
      url: '/search-index/_search',
      auth: { username: 'search', password: 'search' },
      data: { size: 30, from: 30, query: { query_string: { query: '(radio mirchi)^4 OR radio* AND *mirchi', fields: ['toolKeywords^4', 'name^3', 'keywords'] } } },
    });
    expect(f.seen[0]!.headers['x-access-token']).toBeUndefined();
  });

  it('asks nothing for text with nothing to search', async () => {
    const f = fakeAdapter(200, {});
    await expect(searchIndex(createSearchIndexClient({ adapter: f.adapter }), ' ** ')).resolves.toEqual({ total: 0, hits: [] });
    expect(f.seen).toHaveLength(0);
  });

  it('rejects with ApiError when the index refuses', async () => {
    const f = fakeAdapter(401, { error: 'unauthorized', message: 'Bad credentials' });
    await expect(searchIndex(createSearchIndexClient({ adapter: f.adapter, password: 'x' }), 'tv')).rejects.toMatchObject({ status: 401, message: 'Bad credentials' });
  });
});

describe('toHitsPage', () => {
  it('accepts a numeric total, links hits without a url by category and slug, drops unusable ones', () => {
    expect(
      toHitsPage({
        hits: {
          total: 3,
          hits: [
            { _id: 'a', _source: { name: 'Metro', toolName: 'nontraditional', urlSlug: 'metro' } },
            { _id: 'b', _source: { toolName: 'radio' } },
            { _id: 'c' },
          ],
        },
      }),
    ).toEqual({ total: 3, hits: [{ _id: 'a', name: 'Metro', toolName: 'nontraditional', urlSlug: 'metro', type: '', url: '/nontraditional/metro', subTitle: '' }] });
    expect(toHitsPage(null)).toEqual({ total: 0, hits: [] });
  });
});
