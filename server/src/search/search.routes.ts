import { SEARCH_FIELDS as SITE_SEARCH_FIELDS } from 'shared-domain';
import { InputError } from '../errors';
import type { TypedFastify } from '../http/type-provider';
import type { SearchBackend } from './search-backend';
import { siteQueryString } from './search-backend';
import { gapiSuggestionsSchema, MAX_SEARCH_TEXT, suggestionsSchema } from './search.schema';
import { codePointLength } from './search-text';
import type { SuggestionRepository } from './suggestions.repository';

/** Hits the old search lists when the request does not say. */
const GAPI_SIZE = 10;

/**
 * The text of a search parameter: JSON-quoted (`"times of"`, as the site sends it) or plain.
 * A value that starts with a quote must be one JSON string; at most 200 characters.
 */
export function decodeSearchText(raw: string | undefined, name: string): string {
  if (raw === undefined) return '';
  let text = raw;
  if (raw.trimStart().startsWith('"')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new InputError(`${name} must be JSON-quoted text such as "times of" (or plain text); its quoting is not valid JSON`);
    }
    if (typeof parsed !== 'string') throw new InputError(`${name} must be JSON-quoted text such as "times of"`);
    text = parsed;
  }
  const length = codePointLength(text);
  if (length > MAX_SEARCH_TEXT) throw new InputError(`${name} is too long: at most ${MAX_SEARCH_TEXT} characters of text, got ${length}`);
  return text;
}

export type SearchRouteDeps = { suggestions: SuggestionRepository; backend: SearchBackend };

/** GET /search/suggestions and GET /gapi/suggestions (service A; no sign-in needed). */
export function registerSearchRoutes(app: TypedFastify, deps: SearchRouteDeps): void {
  app.get('/search/suggestions', { schema: suggestionsSchema }, async (request) => {
    const text = decodeSearchText(request.query.q, 'q');
    // Blank text never reaches the index (SPEC.md section 5: the site skips it too).
    if (text.trim() === '') return { suggestions: [] };
    return { suggestions: await deps.suggestions.suggest(text) };
  });

  app.get('/gapi/suggestions', { schema: gapiSuggestionsSchema }, async (request) => {
    const text = decodeSearchText(request.query.name, 'name');
    const query = siteQueryString(text.trim());
    if (query === '') return { suggestions: [], total: 0 };
    const answer = await deps.backend.search({
      size: request.query.size ?? GAPI_SIZE,
      from: request.query.from ?? 0,
      query: { query_string: { query, fields: [...SITE_SEARCH_FIELDS] } },
    });
    return {
      total: answer.hits.total.value,
      suggestions: answer.hits.hits.map((hit) => ({
        _id: hit._id,
        name: String(hit._source?.name ?? ''),
        toolName: String(hit._source?.toolName ?? ''),
        urlSlug: String(hit._source?.urlSlug ?? ''),
        type: String(hit._source?.type ?? ''),
        url: String(hit._source?.url ?? ''),
        subTitle: String(hit._source?.subTitle ?? ''),
      })),
    };
  });
}
