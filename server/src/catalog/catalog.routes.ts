import { CATEGORIES, categoryInfo, isCategoryKey } from 'shared-domain';
import type { CategoryCount } from 'shared-domain';
import { InputError, NotFoundError } from '../errors';
import type { TypedFastify } from '../http/type-provider';
import type { FastifyReply } from 'fastify';
import type { CatalogRepository } from './catalog.repository';
import { MAX_OPTION_ID_LENGTH, MAX_OPTION_IDS, categoriesSchema, mediaDetailSchema, mediaListSchema, optionsSchema } from './catalog.schema';
import type { ResponseCache } from './response-cache';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers from the cache, or computes, serializes with the route's response schema and
 * stores. Only successful answers are stored (errors throw before `set`).
 */
async function cachedJson<T>(reply: FastifyReply, cache: ResponseCache, key: string, compute: () => Promise<T>): Promise<FastifyReply> {
  const hit = cache.get(key);
  if (hit !== undefined) return reply.type(JSON_TYPE).send(hit);
  const body = String(reply.serialize(await compute()));
  cache.set(key, body);
  return reply.type(JSON_TYPE).send(body);
}

/**
 * `ids=a,b,c` → the distinct ids in the order given. An empty list, an empty or over-long
 * id, or more than 50 ids is a 400 that says which, so a client bug is easy to find.
 */
export function parseOptionIds(text: string): string[] {
  const ids = text.split(',').map((id) => id.trim());
  if (ids.every((id) => id === '')) throw new InputError(`ids must name 1 to ${MAX_OPTION_IDS} media option ids, comma-separated`);
  if (ids.length > MAX_OPTION_IDS) throw new InputError(`ids may name at most ${MAX_OPTION_IDS} media option ids; got ${ids.length}`);
  const empty = ids.indexOf('');
  if (empty >= 0) throw new InputError(`ids has an empty id at position ${empty + 1}; separate ids with single commas`);
  const long = ids.findIndex((id) => id.length > MAX_OPTION_ID_LENGTH);
  if (long >= 0) throw new InputError(`ids: the id at position ${long + 1} has ${ids[long].length} characters; at most ${MAX_OPTION_ID_LENGTH} are allowed`);
  return [...new Set(ids)];
}

/** GET /catalog/categories, /catalog/media, /catalog/media/:category/:slug, /catalog/options. */
export function registerCatalogRoutes(app: TypedFastify, catalog: CatalogRepository, cache: ResponseCache): void {
  app.get('/catalog/categories', { schema: categoriesSchema }, async (_request, reply) => cachedJson(reply, cache, 'categories', async () => {
    const totals = new Map((await catalog.countByCategory()).map((t) => [t.category, t]));
    const categories: CategoryCount[] = CATEGORIES.map((c) => ({
      key: c.key,
      label: c.label,
      path: c.path,
      mediaCount: totals.get(c.key)?.mediaCount ?? 0,
      optionCount: totals.get(c.key)?.optionCount ?? 0,
    }));
    return { categories };
  }));

  app.get('/catalog/media', { schema: mediaListSchema }, async (request, reply) => {
    const { page, pageSize, sort = 'popularity', ...filter } = request.query;
    if (filter.minPrice !== undefined && filter.maxPrice !== undefined && filter.minPrice > filter.maxPrice) {
      throw new InputError(`minPrice (${filter.minPrice}) must not be more than maxPrice (${filter.maxPrice})`);
    }
    // The validated, coerced query (defaults filled) is the key, so equivalent URLs share it.
    const key = `media:${JSON.stringify([filter.category, filter.city, filter.language, filter.q, filter.minPrice, filter.maxPrice, sort, page, pageSize])}`;
    return cachedJson(reply, cache, key, async () => {
      const { items, total } = await catalog.listMedia({ ...filter, sort, page, pageSize });
      return { items, total, page, pageSize };
    });
  });

  app.get('/catalog/options', { schema: optionsSchema }, async (request, reply) => {
    const ids = parseOptionIds(request.query.ids);
    return cachedJson(reply, cache, `options:${JSON.stringify(ids)}`, async () => ({ data: await catalog.findOptions(ids) }));
  });

  app.get('/catalog/media/:category/:slug', { schema: mediaDetailSchema }, async (request, reply) => {
    const { category, slug } = request.params;
    if (!isCategoryKey(category)) {
      throw new NotFoundError(`There is no media category called "${category}"`);
    }
    return cachedJson(reply, cache, `detail:${category}/${slug}`, async () => {
      const media = await catalog.findMedia(category, slug);
      if (!media) {
        const label = categoryInfo(category)?.label.toLowerCase() ?? category;
        throw new NotFoundError(`No ${label} media called "${slug}"`);
      }
      return media;
    });
  });
}
