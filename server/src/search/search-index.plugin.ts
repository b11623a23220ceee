import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { ForbiddenError, InputError, NotFoundError, notFoundBody, UnauthorizedError } from '../errors';
import { registerApiCors } from '../http/api-cors';
import type { TypeBoxProvider } from '../http/type-provider';
import { createSearchBackend, type SearchBackend, type SearchBody } from './search-backend';
import type { SearchConfig } from './search-config';
import { searchIndexSchema, uriSearchSchema } from './search.schema';

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

const KNOWN_FIELDS: ReadonlyArray<[string, (body: Record<string, unknown>) => unknown, readonly string[]]> = [
  ['body', (b) => b, ['size', 'from', 'query', '_source', 'track_total_hits', 'timeout']],
  ['query', (b) => b.query, ['query_string', 'match_all']],
  ['query.query_string', (b) => (b.query as Record<string, unknown> | undefined)?.query_string,
    ['query', 'fields', 'default_field', 'default_operator', 'analyze_wildcard', 'allow_leading_wildcard', 'lenient', 'boost']],
];

/**
 * No body is `{}` (match_all), as in Elasticsearch. A field Elasticsearch would not know
 * (`sort`, `aggs`, `script` …) is a 400 there, and here, rather than dropped by the schema
 * validator so that the answer is something else than was asked for.
 */
async function checkBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
  const body = request.body;
  if (typeof body !== 'object' || Array.isArray(body)) return;
  for (const [where, pick, known] of KNOWN_FIELDS) {
    const value = pick(body as Record<string, unknown>);
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const unknown = Object.keys(value).find((k) => !known.includes(k));
    if (unknown !== undefined) throw new InputError(`${where} has an unknown field "${unknown}"`);
  }
}

/**
 * The Elasticsearch-compatible index the site searches, at `/search-index` on the site root:
 * `POST /search-index/_search` (and `GET …/_search?q=`), behind read-only basic credentials
 * (SEARCH_INDEX_USER / SEARCH_INDEX_PASSWORD). Every other method and path is refused:
 * 401 without the credentials, then 403 for anything that would write, 404 for other reads.
 */
export const searchIndexPlugin: FastifyPluginAsync<SearchIndexOptions> = async (instance, options) => {
  const backend = options.backend ?? createSearchBackend(options.db, options.search);
  const { user, password } = options.search;

  // Service A's policy: a cross-origin write is then refused with its 403 below, readable
  // by the caller, rather than as an opaque CORS failure.
  await registerApiCors(instance, options.corsOrigin);

  instance.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // CORS preflights carry no credentials; @fastify/cors answers them.
    if (request.method === 'OPTIONS') return;
    const given = basicCredentials(request.headers.authorization);
    if (!given || !(same(given.user, user) && same(given.password, password))) {
      void reply.header('www-authenticate', REALM);
      throw new UnauthorizedError(given ? 'Wrong search index credentials' : 'The search index needs basic credentials');
    }
  });

  const app = instance.withTypeProvider<TypeBoxProvider>();
  app.post('/_search', { schema: searchIndexSchema, preValidation: checkBody }, async (request) => backend.search(request.body as SearchBody));
  app.get('/_search', { schema: uriSearchSchema }, async (request) => {
    const { q, size, from } = request.query;
    return backend.search({ size, from, query: q?.trim() ? { query_string: { query: q } } : { match_all: {} } });
  });

  const refuse = async (request: FastifyRequest): Promise<never> => {
    if (request.method === 'GET') throw new NotFoundError(notFoundBody('GET').message);
    throw new ForbiddenError(`The search credentials are read-only: ${request.method} is not allowed on the index`);
  };
  app.route({ method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'], url: '/', schema: { hide: true }, handler: refuse });
  app.route({ method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'], url: '/*', schema: { hide: true }, handler: refuse });
};
