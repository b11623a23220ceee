import { CATEGORIES, categoryInfo, isCategoryKey } from 'shared-domain';
import type { CategoryCount } from 'shared-domain';
import { InputError, NotFoundError } from '../errors';
import type { TypedFastify } from '../http/type-provider';
import type { FastifyReply } from 'fastify';
import type { CatalogRepository } from './catalog.repository';
import { categoriesSchema, mediaDetailSchema, mediaListSchema } from './catalog.schema';
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

/** GET /catalog/categories, /catalog/media, /catalog/media/:category/:slug. */
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
