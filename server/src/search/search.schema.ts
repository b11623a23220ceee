import { Type } from '@sinclair/typebox';
import { CATEGORY_KEYS } from 'shared-domain';
import { errorResponses } from '../http/schema-helpers';
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

export const gapiSuggestionsSchema = {
  summary: 'The old search: media and category pages matching a text, for a results list',
  description: 'The same hits as the search index answers for the text (every word as a prefix), at most 10.',
  tags: ['search'],
  querystring: Type.Object({ name: SearchTextParam('The text typed (JSON-quoted text is accepted too)') }, { additionalProperties: false }),
  response: { 200: Type.Object({ suggestions: Type.Array(SearchHitSchema) }), ...errorResponses(400, 502, 504) },
};

const QueryStringSchema = Type.Object(
  {
    query: Type.String({ maxLength: MAX_QUERY_LENGTH }),
    fields: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
    default_field: Type.Optional(Type.String({ maxLength: 100 })),
    default_operator: Type.Optional(Type.String({ maxLength: 3 })),
    analyze_wildcard: Type.Optional(Type.Boolean()),
    allow_leading_wildcard: Type.Optional(Type.Boolean()),
    lenient: Type.Optional(Type.Boolean()),
    boost: Type.Optional(Type.Number({ minimum: 0 })),
  },
  { additionalProperties: false },
);

export const SearchBodySchema = Type.Object(
  {
    size: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    from: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    query: Type.Optional(Type.Object(
      {
        query_string: Type.Optional(QueryStringSchema),
        match_all: Type.Optional(Type.Object({ boost: Type.Optional(Type.Number({ minimum: 0 })) }, { additionalProperties: false })),
      },
      { additionalProperties: false },
    )),
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
  summary: 'Elasticsearch-compatible hit search (query_string with field boosts, size, from)',
  tags: ['search'],
  body: Type.Optional(SearchBodySchema),
  response: { 200: SearchResponseSchema, ...errorResponses(400, 401, 502, 504) },
};

export const uriSearchSchema = {
  summary: 'Elasticsearch URI search: q as a query_string over every field',
  tags: ['search'],
  querystring: Type.Object(
    {
      q: Type.Optional(Type.String({ maxLength: MAX_QUERY_LENGTH })),
      size: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
      from: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    },
    { additionalProperties: false },
  ),
  response: { 200: SearchResponseSchema, ...errorResponses(400, 401, 502, 504) },
};
