import { CATEGORIES, categoryInfo, isCategoryKey } from 'shared-domain';
import type { CategoryCount } from 'shared-domain';
import { InputError, NotFoundError } from '../errors';
import type { TypedFastify } from '../http/type-provider';
import type { CatalogRepository } from './catalog.repository';
import { categoriesSchema, mediaDetailSchema, mediaListSchema } from './catalog.schema';

/** GET /catalog/categories, /catalog/media, /catalog/media/:category/:slug. */
export function registerCatalogRoutes(app: TypedFastify, catalog: CatalogRepository): void {
  app.get('/catalog/categories', { schema: categoriesSchema }, async () => {
    const totals = new Map((await catalog.countByCategory()).map((t) => [t.category, t]));
    const categories: CategoryCount[] = CATEGORIES.map((c) => ({
      key: c.key,
      label: c.label,
      path: c.path,
      mediaCount: totals.get(c.key)?.mediaCount ?? 0,
      optionCount: totals.get(c.key)?.optionCount ?? 0,
    }));
    return { categories };
  });

  app.get('/catalog/media', { schema: mediaListSchema }, async (request) => {
    const { page, pageSize, sort = 'popularity', ...filter } = request.query;
    if (filter.minPrice !== undefined && filter.maxPrice !== undefined && filter.minPrice > filter.maxPrice) {
      throw new InputError(`minPrice (${filter.minPrice}) must not be more than maxPrice (${filter.maxPrice})`);
    }
    const { items, total } = await catalog.listMedia({ ...filter, sort, page, pageSize });
    return { items, total, page, pageSize };
  });

  app.get('/catalog/media/:category/:slug', { schema: mediaDetailSchema }, async (request) => {
    const { category, slug } = request.params;
    if (!isCategoryKey(category)) {
      throw new NotFoundError(`There is no media category called "${category}"`);
    }
    const media = await catalog.findMedia(category, slug);
    if (!media) {
      const label = categoryInfo(category)?.label.toLowerCase() ?? category;
      throw new NotFoundError(`No ${label} media called "${slug}"`);
    }
    return media;
  });
}
