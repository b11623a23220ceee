import type { FastifyRequest } from 'fastify';
import {
  categoryCopy, categoryInfo, DEALS_COPY, detailDescription, detailTitle, industryCopy, industryInfo, IPL_ADVERTISING, matchRoute,
  NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE, pageTitle, parseBrowseState, SITE_DESCRIPTION, SITE_TITLE, toolCopy,
  type CategoryInfo, type CategoryPageCopy, type RouteMatch,
} from 'shared-domain';
import type { CatalogRepository } from '../catalog/catalog.repository';
import type { ContentRepository } from '../content/content.repository';

/** The words of a page's head: its title (written for MediaMart), description and, for a missing page, noindex. */
export type PageHead = { title: string; description: string; noindex?: boolean };

/** Where the words come from: the catalog (profiles) and the stored content pages. */
export type PageHeadSources = {
  catalog?: Pick<CatalogRepository, 'mediaHead'>;
  content?: Pick<ContentRepository, 'find'>;
};

const NOT_FOUND: PageHead = { title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION, noindex: true };

/** A stored content or landing page's own title and description; null when it has none (or the read failed). */
async function contentHead(request: FastifyRequest, content: PageHeadSources['content'], urlPath: string): Promise<PageHead | null> {
  if (!content) return null;
  const path = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  try {
    const meta = (await content.find(path))?.metaTags;
    return meta?.title ? { title: meta.title, description: meta.description || SITE_DESCRIPTION } : null;
  } catch (err) {
    request.log.error({ err, path }, "the page's title could not be read; the route's title is served");
    return null;
  }
}

/** The one city a page's filters chose (it goes into a category page's words), if exactly one. */
function chosenCity(query: string): string | undefined {
  const cities = parseBrowseState(new URLSearchParams(query)).filters.facets.city ?? [];
  return cities.length === 1 ? cities[0] : undefined;
}

/**
 * The words of a page that shared-domain writes from the route alone: a category's (with one
 * chosen city), the IPL page's, an industry's, a planning tool's; null for other pages, and
 * for an industry that is not listed (the caller answers it as not found).
 */
function routeCopy({ entry, params }: RouteMatch, category: CategoryInfo | undefined, query: string): CategoryPageCopy | null {
  if (category && entry.pattern === category.path) return categoryCopy(category, { city: chosenCity(query) });
  if (entry.pattern === IPL_ADVERTISING.path) {
    const { heading, description } = IPL_ADVERTISING;
    return categoryCopy(categoryInfo(IPL_ADVERTISING.category)!, { heading, description, city: chosenCity(query) });
  }
  if (entry.check === 'industry') {
    const industry = industryInfo(params.name ?? '');
    return industry ? industryCopy(industry) : null;
  }
  if (entry.pattern === DEALS_COPY.path) return { heading: DEALS_COPY.heading, title: pageTitle(DEALS_COPY.title), description: DEALS_COPY.description };
  return entry.tool ? toolCopy(entry) : null;
}

/**
 * The head of a site page, from the same shared-domain builders the pages use: a category's,
 * the IPL page's, an industry's or a planning tool's copy, a profile's title and description, a
 * content page's stored words, else the route table's title and the site's description; a 404
 * (an unknown route, profile or industry) is the not-found page.
 */
export async function pageHead(request: FastifyRequest, sources: PageHeadSources, urlPath: string, query: string, status: number): Promise<PageHead> {
  const match = status === 404 ? null : matchRoute(urlPath);
  if (!match) return NOT_FOUND;
  const { entry, params } = match;
  if (entry.pattern === '/') return { title: SITE_TITLE, description: SITE_DESCRIPTION };
  const category = categoryInfo(urlPath.split('/').filter(Boolean)[0] ?? '');
  if (entry.check === 'media' && category && sources.catalog) {
    const media = await sources.catalog.mediaHead(category.key, params.slug ?? '');
    return media ? { title: detailTitle(media, category), description: detailDescription(media, category) } : NOT_FOUND;
  }
  const copy = routeCopy(match, category, query);
  if (copy) return { title: copy.title, description: copy.description };
  if (entry.check === 'industry') return NOT_FOUND;
  if (entry.owner === 'mf_landing') {
    const stored = await contentHead(request, sources.content, urlPath);
    if (stored) return stored;
  }
  return { title: pageTitle(entry.title), description: SITE_DESCRIPTION };
}
