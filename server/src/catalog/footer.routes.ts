import type { FastifyReply } from 'fastify';
import { CATEGORIES } from 'shared-domain';
import type { TypedFastify } from '../http/type-provider';
import type { CatalogRepository } from './catalog.repository';
import type { FooterConfig } from './footer-config';
import { siteFooterSchema, type SiteFooterBody } from './footer.schema';
import type { ResponseCache } from './response-cache';

/** Profiles per category in the footer's "Popular in" columns. */
export const POPULAR_PER_CATEGORY = 3;

/** How long browsers and proxies may keep the footer (the server's own cache has the catalog TTL). */
export const FOOTER_MAX_AGE_SECONDS = 300;

/** The footer's per-category columns: each category's most popular profiles with their real detail pages. */
export async function popularColumns(catalog: CatalogRepository, perCategory = POPULAR_PER_CATEGORY): Promise<SiteFooterBody['popular']> {
  const lists = await Promise.all(CATEGORIES.map((c) => catalog.topAcrossCategories({ category: c.key }, 'popularity', perCategory)));
  return CATEGORIES.map((c, i) => ({
    category: c.key,
    label: c.label,
    path: c.path,
    links: lists[i]!.map((m) => ({ label: `${m.name}, ${m.city}`, href: `${c.path}/${encodeURIComponent(m.slug)}` })),
  })).filter((col) => col.links.length > 0);
}

/** GET /site/footer: one cheap, cacheable answer for the whole footer (README, "Settings"). */
export function registerFooterRoute(app: TypedFastify, catalog: CatalogRepository, cache: ResponseCache, config: FooterConfig): void {
  app.get('/site/footer', { schema: siteFooterSchema }, async (_request, reply) => sendFooter(reply, cache, async () => ({
    popular: await popularColumns(catalog),
    social: config.social,
    certification: config.certification,
    sampleRates: await catalog.hasSampleData(),
  })));
}

/** The serialized answer from the cache, or computed, serialized with the route's schema and stored. */
async function sendFooter(reply: FastifyReply, cache: ResponseCache, compute: () => Promise<SiteFooterBody>): Promise<FastifyReply> {
  void reply.header('cache-control', `public, max-age=${FOOTER_MAX_AGE_SECONDS}`).type('application/json; charset=utf-8');
  const hit = cache.get('site-footer');
  if (hit !== undefined) return reply.send(hit);
  const text = String(reply.serialize(await compute()));
  cache.set('site-footer', text);
  return reply.send(text);
}
