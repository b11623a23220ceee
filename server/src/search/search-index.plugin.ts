import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { ForbiddenError, InputError, NoRouteError, UnauthorizedError } from '../errors';
import { registerApiCors } from '../http/api-cors';
import type { TypeBoxProvider } from '../http/type-provider';
import { createEmbeddedSearch } from './embedded-search.repository';
import { createSearchBackend, type SearchBackend, type SearchBody } from './search-backend';
import type { SearchConfig } from './search-config';
import { IndexParamsSchema, searchIndexSchema, uriSearchSchema } from './search.schema';

export type SearchIndexOptions = {
  db: Db;
  search: SearchConfig;
  corsOrigin?: string;
  /** Replaces the backend SEARCH_URL chooses (tests). */
  backend?: SearchBackend;
};

const REALM = 'Basic realm="search-index", charset="UTF-8"';

/** sha256 both sides so the comparison takes the same time whatever the lengths. */
function same(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

/** The user and password of a Basic Authorization header, or null. */
export function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!m) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** The media type Elasticsearch clients send and accept with compatibility headers (`compatible-with=8`). */
const ES_JSON = 'application/vnd.elasticsearch+json';
/** Versions whose compatible media types the index reads: its answers are those of Elasticsearch 7 and 8. */
const COMPATIBLE_VERSIONS = ['7', '8'];

/** The `compatible-with` version of an Elasticsearch media type, `null` for another type, `''` when absent. */
export function compatibleVersion(header: string | undefined): string | null {
  const m = /^\s*application\/vnd\.elasticsearch\+json\s*(;.*)?$/i.exec(header ?? '');
  if (!m) return null;
  return /;\s*compatible-with\s*=\s*"?(\d+)"?/i.exec(m[1] ?? '')?.[1] ?? '';
}

/**
 * Elasticsearch clients send JSON as `application/vnd.elasticsearch+json; compatible-with=8`:
 * read it as the site's JSON (the app's JSON parser), and refuse a version the index does not speak.
 */
function acceptCompatibleJson(request: FastifyRequest): void {
  const version = compatibleVersion(request.headers['content-type']);
  if (version === null) return;
  if (version !== '' && !COMPATIBLE_VERSIONS.includes(version)) {
    throw new InputError(`The content-type asks for compatible-with=${version}; the index answers the Elasticsearch ${COMPATIBLE_VERSIONS.join(' and ')} APIs`);
  }
  request.headers['content-type'] = 'application/json';
}

/** An answer in the media type the client accepts: Elasticsearch's compatible JSON when it asked for that. */
function answerType(request: FastifyRequest, reply: FastifyReply): void {
  const version = (request.headers.accept ?? '').split(',').map((part) => compatibleVersion(part)).find((v): v is string => v !== null);
  const current = String(reply.getHeader('content-type') ?? '');
  if (version !== undefined && current.startsWith('application/json')) {
    void reply.header('content-type', `${ES_JSON};compatible-with=${COMPATIBLE_VERSIONS.includes(version) ? version : '8'}`);
  }
}

/**
 * The Elasticsearch-compatible index the site searches, at `/search-index` on the site root:
 * `POST /search-index/_search` and `/search-index/{index}/_search` (and `GET …/_search?q=`),
 * behind read-only basic credentials (SEARCH_INDEX_USER / SEARCH_INDEX_PASSWORD), in the
 * media types and with the headers Elasticsearch clients check, so the official Elasticsearch
 * and OpenSearch clients query it as a cluster. Every other method and path is refused:
 * 401 without the credentials, then 403 for anything that would write, 404 for other reads.
 */
export const searchIndexPlugin: FastifyPluginAsync<SearchIndexOptions> = async (instance, options) => {
  const backend = options.backend ?? createSearchBackend(options.search, () => createEmbeddedSearch(options.db));
  const { user, password } = options.search;

  // Service A's policy: a cross-origin write is then refused with its 403 below, readable
  // by the caller, rather than as an opaque CORS failure.
  await registerApiCors(instance, options.corsOrigin);

  instance.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // The Elasticsearch 8 client refuses a success answer without it (its product check).
    void reply.header('x-elastic-product', 'Elasticsearch');
    // CORS preflights carry no credentials; @fastify/cors answers them.
    if (request.method === 'OPTIONS') return;
    const given = basicCredentials(request.headers.authorization);
    if (!given || !(same(given.user, user) && same(given.password, password))) {
      void reply.header('www-authenticate', REALM);
      throw new UnauthorizedError(given ? 'Wrong search index credentials' : 'The search index needs basic credentials');
    }
    // Refused before the body is read, so a write in any media type (bulk's NDJSON) is a 403.
    if (request.routeOptions.config.searchIndexRefuses) refuse(request);
    acceptCompatibleJson(request);
  });
  instance.addHook('onSend', async (request, reply, payload) => {
    answerType(request, reply);
    return payload;
  });

  const app = instance.withTypeProvider<TypeBoxProvider>();
  // No body is `{}` (match_all), as in Elasticsearch.
  const noBodyIsEmpty = async (request: FastifyRequest) => {
    if (request.body === undefined || request.body === null) request.body = {};
  };
  // `size` and `from` in the URL win over the body's.
  const bodySearch = (body: SearchBody, { size, from }: { size?: number; from?: number }) =>
    backend.search({ ...body, ...(size === undefined ? {} : { size }), ...(from === undefined ? {} : { from }) });
  const uriSearch = ({ q, size, from }: { q?: string; size?: number; from?: number }) =>
    backend.search({ size, from, query: q?.trim() ? { query_string: { query: q } } : { match_all: {} } });
  app.post('/_search', { schema: searchIndexSchema, preValidation: noBodyIsEmpty }, async (request) => bodySearch(request.body, request.query));
  app.get('/_search', { schema: uriSearchSchema }, async (request) => uriSearch(request.query));
  // Any index name reads the one index, so a client configured with its own index name works as is.
  app.post('/:index/_search', { schema: { ...searchIndexSchema, params: IndexParamsSchema }, preValidation: noBodyIsEmpty }, async (request) => bodySearch(request.body, request.query));
  app.get('/:index/_search', { schema: { ...uriSearchSchema, params: IndexParamsSchema } }, async (request) => uriSearch(request.query));

  // Everything else is refused (by the onRequest hook above, once the caller is known).
  const refused = { method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'], schema: { hide: true }, config: { searchIndexRefuses: true }, handler: async (request: FastifyRequest) => refuse(request) };
  app.route({ ...refused, url: '/' });
  app.route({ ...refused, url: '/*' });
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the index's catch-all routes: every request there is refused. */
    searchIndexRefuses?: boolean;
  }
}

/** 404 for a read the index does not answer, 403 for anything that would write. */
function refuse(request: FastifyRequest): never {
  if (request.method === 'GET') throw new NoRouteError('GET');
  throw new ForbiddenError(`The search credentials are read-only: ${request.method} is not allowed on the index`);
}
