import type { FastifyInstance, FastifyReply } from 'fastify';
import { crawlerDisallowedPaths, indexablePaths } from 'shared-domain';
import { requestOrigin } from '../http/request-origin';
import { escapeXml } from './category-logo';
import type { SitemapRepository } from './sitemap.repository';

/** The sitemaps.org protocol's most URLs in one file; more make a sitemap index of parts. */
export const SITEMAP_MAX_URLS = 50_000;

/** Sitemaps and robots.txt change with the catalog: shared caches keep them briefly. */
const SITEMAP_CACHE = 'public, max-age=600';

export type SitemapOptions = {
  media: SitemapRepository;
  /** URLs per file (the protocol's 50,000 unless a test asks for fewer). */
  maxUrls?: number;
};


const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The site's URLs in the sitemap's order: the route table's indexable pages, then every media profile. */
async function* sitePaths(media: SitemapRepository, fixed: readonly string[], offset: number, limit: number): AsyncGenerator<string> {
  const fromFixed = fixed.slice(offset, offset + limit);
  yield* fromFixed;
  const left = limit - fromFixed.length;
  if (left <= 0) return;
  for await (const m of media.mediaPaths(Math.max(0, offset - fixed.length), left)) {
    yield `/${encodeURIComponent(m.category)}/${encodeURIComponent(m.slug)}`;
  }
}

/** A `<urlset>` of the URLs from the `offset`-th, at most `limit`, on `origin`. */
async function urlSet(media: SitemapRepository, origin: string, offset: number, limit: number): Promise<string> {
  const lines = [`${XML_HEAD}<urlset xmlns="${NS}">`];
  for await (const path of sitePaths(media, indexablePaths(), offset, limit)) lines.push(`<url><loc>${escapeXml(origin + path)}</loc></url>`);
  lines.push('</urlset>\n');
  return lines.join('\n');
}

/** A `<sitemapindex>` naming parts 1 to `parts` (`/sitemap-1.xml` …) on `origin`. */
function sitemapIndex(origin: string, parts: number): string {
  const lines = [`${XML_HEAD}<sitemapindex xmlns="${NS}">`];
  for (let part = 1; part <= parts; part++) lines.push(`<sitemap><loc>${escapeXml(`${origin}/sitemap-${part}.xml`)}</loc></sitemap>`);
  lines.push('</sitemapindex>\n');
  return lines.join('\n');
}

/** robots.txt: the site open to crawlers except the signed-in and per-visitor pages and the APIs; the sitemap on `origin`. */
export function robotsTxt(origin: string): string {
  const disallowed = ['/api/', '/campaign-api/', '/search-index/', ...crawlerDisallowedPaths()];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

function send(reply: FastifyReply, type: string, body: string): FastifyReply {
  // The URLs are on the host asked, so a shared cache keeps one copy per host.
  return reply.type(type).header('cache-control', SITEMAP_CACHE).header('vary', 'Host').send(body);
}

/**
 * `GET /sitemap.xml` (every indexable page and media profile, absolute on the request's
 * origin; a sitemap index of `/sitemap-{n}.xml` parts past `maxUrls`) and `GET /robots.txt`.
 */
export function registerSitemap(app: FastifyInstance, options: SitemapOptions): void {
  const max = options.maxUrls ?? SITEMAP_MAX_URLS;
  const total = async () => indexablePaths().length + await options.media.countMedia();
  const xml = 'application/xml; charset=utf-8';

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const urls = await total();
    const origin = requestOrigin(request);
    return send(reply, xml, urls > max ? sitemapIndex(origin, Math.ceil(urls / max)) : await urlSet(options.media, origin, 0, urls));
  });

  app.get<{ Params: { part: string } }>('/sitemap-:part(^\\d+).xml', { schema: { hide: true } }, async (request, reply) => {
    const part = Number(request.params.part);
    const urls = await total();
    if (urls <= max || part < 1 || (part - 1) * max >= urls) return reply.callNotFound();
    return send(reply, xml, await urlSet(options.media, requestOrigin(request), (part - 1) * max, max));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => send(reply, 'text/plain; charset=utf-8', robotsTxt(requestOrigin(request))));
}
