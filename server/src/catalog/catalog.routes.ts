import {
  CATEGORIES, FACET_KEYS, INDUSTRIES, categoryInfo, pickDeals, industryInfo, isCategoryKey, listParamProblem, splitList,
} from 'shared-domain';
import type { CategoryCount, IndustryCount, IndustryDetail } from 'shared-domain';
import { InputError, NotFoundError } from '../errors';
import type { TypedFastify } from '../http/type-provider';
import type { CatalogRepository, MediaFilter } from './catalog.repository';
import {
  MAX_OPTION_ID_LENGTH, MAX_OPTION_IDS, categoriesSchema, dealsSchema, facetsSchema, highlightsSchema, industriesSchema, industrySchema,
  mediaDetailSchema, mediaListSchema, optionsSchema, type MediaFacetsQueryType,
} from './catalog.schema';
import type { ResponseCache } from './response-cache';
import { answerFromCache, cachedJson } from '../http/cached-json';


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

/** Profiles the home page shows per highlight list. */
export const HIGHLIGHT_COUNT = 8;
/** Candidates fetched beyond a deals limit (see GET /catalog/deals). */
const DEAL_SPARES = 8;
/** Profiles the industry page lists. */
export const INDUSTRY_ITEMS = 24;

/**
 * The validated query as the repository takes it: list filters split on commas, ranges
 * checked. A list that is too long or a reversed range is a 400 that names it; a value that
 * nothing has is not an error, it just matches nothing.
 */
export function toMediaFilter(query: MediaFacetsQueryType): MediaFilter {
  const filter: { -readonly [K in keyof MediaFilter]: MediaFilter[K] } = {
    category: query.category,
    q: query.q,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    minAudience: query.minAudience,
    maxAudience: query.maxAudience,
  };
  for (const key of FACET_KEYS) {
    const text = query[key];
    if (text === undefined) continue;
    const values = splitList(text);
    const problem = listParamProblem(key, values);
    if (problem) throw new InputError(problem);
    if (values.length) filter[key] = values;
  }
  for (const [name, min, max] of [['Price', query.minPrice, query.maxPrice], ['Audience', query.minAudience, query.maxAudience]] as const) {
    if (min !== undefined && max !== undefined && min > max) {
      throw new InputError(`min${name} (${min}) must not be more than max${name} (${max})`);
    }
  }
  return filter;
}

/** One cache key per distinct filter: list values sorted and lowercased, absent fields left out. */
function filterKey(filter: MediaFilter): string {
  const lists = FACET_KEYS.map((key) => filter[key]?.map((v) => v.toLowerCase()).sort() ?? null);
  return JSON.stringify([filter.category, filter.q, filter.minPrice, filter.maxPrice, filter.minAudience, filter.maxAudience, lists]);
}

function industryCounts(counts: Map<string, number>): IndustryCount[] {
  return INDUSTRIES.map((i) => ({ key: i.key, label: i.label, mediaCount: counts.get(i.key) ?? 0 }));
}

/**
 * GET /catalog/categories, /catalog/media, /catalog/facets, /catalog/highlights, /catalog/deals, /catalog/industries,
 * /catalog/industries/:name, /catalog/media/:category/:slug, /catalog/options.
 */
export function registerCatalogRoutes(app: TypedFastify, catalog: CatalogRepository, cache: ResponseCache): void {
  // A URL answered before is answered from the cache before its query is validated again.
  const fromCache = answerFromCache(cache);
  app.get('/catalog/categories', { schema: categoriesSchema, onRequest: fromCache }, async (_request, reply) => cachedJson(reply, cache, 'categories', async () => {
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

  app.get('/catalog/media', { schema: mediaListSchema, onRequest: fromCache }, async (request, reply) => {
    const { page, pageSize, sort = 'popularity', ...query } = request.query;
    const filter = toMediaFilter(query);
    // The validated, normalised query (defaults filled) is the key, so equivalent URLs share it.
    const key = `media:${filterKey(filter)}:${sort}:${page}:${pageSize}`;
    return cachedJson(reply, cache, key, async () => {
      const { items, total } = await catalog.listMedia({ ...filter, sort, page, pageSize });
      return { items, total, page, pageSize };
    });
  });

  app.get('/catalog/facets', { schema: facetsSchema, onRequest: fromCache }, async (request, reply) => {
    const filter = toMediaFilter(request.query);
    return cachedJson(reply, cache, `facets:${filterKey(filter)}`, () => catalog.facetCounts(filter));
  });

  app.get('/catalog/highlights', { schema: highlightsSchema, onRequest: fromCache }, async (_request, reply) => cachedJson(reply, cache, 'highlights', async () => {
    const [popular, deals, counts] = await Promise.all([
      catalog.topAcrossCategories({}, 'popularity', HIGHLIGHT_COUNT),
      catalog.topAcrossCategories({}, 'saving', HIGHLIGHT_COUNT),
      catalog.countByIndustry(),
    ]);
    const industries = industryCounts(counts).filter((i) => i.mediaCount > 0).sort((a, b) => b.mediaCount - a.mediaCount);
    return { popular, deals, industries };
  }));

  app.get('/catalog/deals', { schema: dealsSchema, onRequest: fromCache }, async (request, reply) => {
    const { limit, category } = request.query;
    return cachedJson(reply, cache, `deals:${category ?? ''}:${limit}`, async () => ({
      // A few spare candidates: an option whose discount vanishes at rule-4 rounding is dropped.
      items: pickDeals(await catalog.topDeals(category, limit + DEAL_SPARES), limit),
    }));
  });

  app.get('/catalog/industries', { schema: industriesSchema, onRequest: fromCache }, async (_request, reply) => cachedJson(reply, cache, 'industries', async () => ({
    industries: industryCounts(await catalog.countByIndustry()),
  })));

  app.get('/catalog/industries/:name', { schema: industrySchema, onRequest: fromCache }, async (request, reply) => {
    const info = industryInfo(request.params.name);
    if (!info) throw new NotFoundError(`There is no industry called "${request.params.name}"`);
    return cachedJson(reply, cache, `industry:${info.key}`, async (): Promise<IndustryDetail> => {
      const filter: MediaFilter = { industry: [info.key] };
      const [totals, items] = await Promise.all([
        catalog.countByCategory(filter),
        catalog.topAcrossCategories(filter, 'popularity', INDUSTRY_ITEMS),
      ]);
      const byCategory = new Map(totals.map((t) => [t.category, t.mediaCount]));
      const categories = CATEGORIES.filter((c) => byCategory.has(c.key))
        .map((c) => ({ key: c.key, label: c.label, path: c.path, mediaCount: byCategory.get(c.key) ?? 0 }));
      return {
        industry: { key: info.key, label: info.label, description: info.description, mediaCount: totals.reduce((n, t) => n + t.mediaCount, 0) },
        categories,
        items,
      };
    });
  });

  app.get('/catalog/options', { schema: optionsSchema, onRequest: fromCache }, async (request, reply) => {
    const ids = parseOptionIds(request.query.ids);
    return cachedJson(reply, cache, `options:${JSON.stringify(ids)}`, async () => ({ data: await catalog.findOptions(ids) }));
  });

  app.get('/catalog/media/:category/:slug', { schema: mediaDetailSchema, onRequest: fromCache }, async (request, reply) => {
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
