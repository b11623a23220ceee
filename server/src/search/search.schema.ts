import { Type } from '@sinclair/typebox';
import { CATEGORY_KEYS } from 'shared-domain';
import { errorResponses } from '../http/schema-helpers';
import { QUERY_TYPES } from './query-dsl';
import { MAX_QUERY_LENGTH } from './query-string';

/** Longest search text, in characters, once decoded. */
export const MAX_SEARCH_TEXT = 200;

// Room for JSON quoting and \uXXXX escapes of 200 characters; the decoded length is checked in code.
const SearchTextParam = (description: string) => Type.Optional(Type.String({ maxLength: 2_000, description }));

export const SuggestionSchema = Type.Object({
  suggestion: Type.String({ description: 'The text to search for (a media name, category, city or keyword)' }),
  score: Type.Number({ description: 'Higher is better; the list is in this order' }),
  toolName: Type.String({ description: `The category it belongs to (${CATEGORY_KEYS.join(', ')}); the site shows nontraditional as BTL` }),
});

export const suggestionsSchema = {
  summary: 'Search-box suggestions: media names, categories, cities and keywords, best first',
  description: 'Exact names first, then names starting with the text, then later words starting with it, then more matched words, then '
    + `the text inside a word. At most 10. Blank text answers an empty list. Text longer than ${MAX_SEARCH_TEXT} characters is a 400.`,
  tags: ['search'],
  querystring: Type.Object(
    { q: SearchTextParam('The JSON-quoted text, e.g. "times of" (plain text is accepted too)') },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ suggestions: Type.Array(SuggestionSchema) }), ...errorResponses(400) },
};

export const SearchHitSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  toolName: Type.String({ description: 'Category key' }),
  urlSlug: Type.String(),
  type: Type.String({ description: 'media (a profile) or category (a category page)' }),
  url: Type.String({ description: 'Site path, e.g. /newspaper/times-of-india-delhi' }),
  subTitle: Type.String(),
});

/** Most old-search results one request answers. */
export const MAX_GAPI_SIZE = 100;

export const gapiSuggestionsSchema = {
  summary: 'The old search: media and category pages matching a text, for a results list, a page at a time',
  description: 'The same hits as the search index answers for the text (every word as a prefix, typos forgiven), '
    + `\`size\` of them (10 by default, at most ${MAX_GAPI_SIZE}) after the first \`from\`, with the \`total\` that match.`,
  tags: ['search'],
  querystring: Type.Object(
    {
      name: SearchTextParam('The text typed (JSON-quoted text is accepted too)'),
      from: Type.Optional(Type.Integer({ minimum: 0, maximum: 9_999, description: 'Results to skip (0 by default); from + size is at most 10,000' })),
      size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_GAPI_SIZE, description: 'Results to answer (10 by default)' })),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      suggestions: Type.Array(SearchHitSchema),
      total: Type.Integer({ minimum: 0, description: 'Results matching the text in all (0 for blank text)' }),
    }),
    ...errorResponses(400, 502, 504),
  },
};

const ResultWindow = {
  size: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, description: 'Hits to answer (10 by default)' })),
  from: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, description: 'Hits to skip; from + size is at most 10,000' })),
};

export const SearchBodySchema = Type.Object(
  {
    ...ResultWindow,
    query: Type.Optional(Type.Object({}, {
      additionalProperties: true,
      description: `One Elasticsearch query: ${QUERY_TYPES.join(', ')} (bool with must, should, filter, must_not). `
        + 'Checked field by field: anything else is a 400 naming it.',
    })),
    _source: Type.Optional(Type.Union([Type.Boolean(), Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })])),
    track_total_hits: Type.Optional(Type.Union([Type.Boolean(), Type.Integer({ minimum: 0 })])),
    timeout: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);

const HitRowSchema = Type.Object(
  {
    _index: Type.Optional(Type.String()),
    _id: Type.String(),
    _score: Type.Union([Type.Number(), Type.Null()]),
    _source: Type.Optional(Type.Object(
      {
        name: Type.Optional(Type.String()),
        toolName: Type.Optional(Type.String()),
        urlSlug: Type.Optional(Type.String()),
        type: Type.Optional(Type.String()),
        url: Type.Optional(Type.String()),
        subTitle: Type.Optional(Type.String()),
      },
      // A cluster's documents may carry more fields; they pass through.
      { additionalProperties: true },
    )),
  },
  { additionalProperties: true },
);

export const SearchResponseSchema = Type.Object(
  {
    took: Type.Optional(Type.Number()),
    timed_out: Type.Optional(Type.Boolean()),
    _shards: Type.Optional(Type.Object({ total: Type.Number(), successful: Type.Number(), skipped: Type.Optional(Type.Number()), failed: Type.Number() })),
    hits: Type.Object({
      total: Type.Object({ value: Type.Integer(), relation: Type.String() }),
      max_score: Type.Union([Type.Number(), Type.Null()]),
      hits: Type.Array(HitRowSchema),
    }),
  },
  { additionalProperties: true },
);

export const searchIndexSchema = {
  summary: 'Elasticsearch-compatible hit search (query DSL, size, from); JSON or Elasticsearch\'s compatible JSON',
  tags: ['search'],
  querystring: Type.Object(ResultWindow, { additionalProperties: false }),
  body: Type.Optional(SearchBodySchema),
  response: { 200: SearchResponseSchema, ...errorResponses(400, 401, 415, 502, 504) },
};

export const uriSearchSchema = {
  summary: 'Elasticsearch URI search: q as a query_string over every field',
  tags: ['search'],
  querystring: Type.Object(
    { q: Type.Optional(Type.String({ maxLength: MAX_QUERY_LENGTH })), ...ResultWindow },
    { additionalProperties: false },
  ),
  response: { 200: SearchResponseSchema, ...errorResponses(400, 401, 502, 504) },
};

/** `/{index}/_search`: an index name (or a comma-separated list, wildcards allowed), as Elasticsearch accepts them. */
export const IndexParamsSchema = Type.Object(
  { index: Type.String({ maxLength: 255, pattern: '^(_all|[a-z0-9*][a-z0-9._*+-]*(,[a-z0-9*][a-z0-9._*+-]*)*)$', description: 'Any index name reads the one index' }) },
  { additionalProperties: false },
);
