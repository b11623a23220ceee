import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BRAND_ICON_SVG, brandTitle, fillSiteName, fillSiteNameHtml, isProductHost, matchRoute, organisationIconSvg, PRELOADED_DATA_ID, publicOrganisation, SITE_NAME, type Organization, type PageThirdParty,
} from 'shared-domain';
import type { ContentRepository } from '../content/content.repository';
import { requestOrigin } from '../http/request-origin';
import { requestHostname, type OrganizationDirectory } from '../organizations/organization-directory';
import {
  BRAND_LOGO_PATH, BRAND_LOGO_SVG, productHostsMeta, productPage, whiteLabelPage, withPageHead, withRenderFailure, withServerRender, withThirdParties, type Faq, type HeadTags,
} from './site-html';
import { createPageRenderer } from './server-render';
import type { RenderConfig } from './render-worker/render-config';
import { pageHead, type PageHeadSources } from './page-head';
import { REMOTE_FOLDERS, type RemoteFolder } from '../config';
import { cacheControlFor } from '../remote-files/cache-policy';
import type { PreviewState, SiteReleases } from '../releases/site-releases';
import { registerSiteReleaseRoutes } from './site-releases.routes';
import { registerEmbedRoutes } from './site-embeds.routes';
import { registerCategoryLogos } from './category-logo';
import { registerSampleAssets } from './sample-assets';

export type SiteOptions = {
  /** Directory holding `host-shell/dist` and `<remote>/dist`. */
  webRoot: string;
  /** The organisations (white-label hosts get their look in the first HTML); none: every host is the product's. */
  organizations?: OrganizationDirectory;
  /** PRODUCT_HOSTS: no organisation is looked up for these. */
  productHosts?: readonly string[];
  /** The content pages (their FAQs become FAQPage structured data; their titles and descriptions the head). */
  content?: Pick<ContentRepository, 'find'>;
  /** The catalog (a media profile's title and description in its page's head). */
  catalog?: PageHeadSources['catalog'];
  /** The live releases remotes.json and the server render serve, previews, and uploaded releases' files. */
  releases: SiteReleases;
  /** Where pages of releases render (render workers), and whether this is production (no sandbox: no server render of them). */
  render: RenderConfig;
  production: boolean;
  now?: () => Date;
  /** AD_PIXELS, SESSION_RECORDING: named to every page, which loads them only after the visitor's consent. */
  thirdParties?: readonly PageThirdParty[];
};

export type SiteInfo = {
  /** `host-shell/dist`, when built; the History-API fallback serves its index.html. */
  hostRoot: string | null;
  remotesServed: RemoteFolder[];
  /** The request's preview (its cookie): a previewed page is rendered in the browser only. */
  preview(request: FastifyRequest): Promise<PreviewState>;
  /**
   * The host's page for a site path as this request's host shows it, with the head of the path
   * (a 404's: not found), rendered here unless `serverRender` is false (a signed-in screen:
   * the route table's access level); null when the host is not built.
   */
  page(request: FastifyRequest, urlPath: string, status?: number, preview?: PreviewState, serverRender?: boolean): Promise<string | null>;
};

/** How a request's host shows the site: an organisation's, the product's, or (a failed lookup) the product's look without its structured data. */
export type HostLook = { kind: 'organisation'; org: Organization } | { kind: 'product' } | { kind: 'unknown' };

/** The look of the request's host: the lookup is skipped on the product's own hosts; a failed one is logged and the default look is served. */
export async function hostLook(request: FastifyRequest, organizations: OrganizationDirectory | undefined, productHosts: readonly string[] | undefined): Promise<HostLook> {
  const host = requestHostname(request);
  if (!organizations || host === null || isProductHost(host, productHosts)) return { kind: 'product' };
  try {
    const org = await organizations.byHostname(host);
    return org ? { kind: 'organisation', org } : { kind: 'product' };
  } catch (err) {
    request.log.error({ err, host }, 'the organisation of this host could not be looked up; the page is served in the default look');
    return { kind: 'unknown' };
  }
}

/** The host's index.html, read again only when the file changed (a rebuild while the server runs). */
function templateReader(file: string): () => Promise<string> {
  let cached: { mtimeMs: number; text: string } | null = null;
  return async () => {
    const stat = await fs.promises.stat(file);
    if (!cached || cached.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, text: await fs.promises.readFile(file, 'utf8') };
    return cached.text;
  };
}

/** The FAQs of the content or landing page at a path (mf-landing's pages), none for other pages or on a failed read. */
async function faqsOf(request: FastifyRequest, content: SiteOptions['content'], urlPath: string): Promise<Faq[]> {
  const match = matchRoute(urlPath);
  if (!content || !match || match.entry.owner !== 'mf_landing') return [];
  const path = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  try {
    return ((await content.find(path))?.faqs ?? []).map((f) => ({ question: fillSiteName(f.question, SITE_NAME), answer: fillSiteNameHtml(f.answer, SITE_NAME) }));
  } catch (err) {
    request.log.error({ err, path }, "the page's FAQs could not be read; no FAQPage data");
    return [];
  }
}

function existingDir(dir: string): string | null {
  return fs.existsSync(dir) && fs.statSync(dir).isDirectory() ? dir : null;
}

/**
 * The composed site at the root of `app`: host at `/`, remotes under `/mf/<folder>/`,
 * `/remotes.json`. A folder that is not built is skipped, so the rest still works.
 */
export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<SiteInfo> {
  // remotes.json, uploaded releases' files (`/mf/<folder>/<version>/…`, beside the built-in's static folders) and previews.
  registerSiteReleaseRoutes(app, options.releases, options.now ?? (() => new Date()));
  // The agency embeds' stable addresses (`/mf/<folder>/embed/<file>.js`, its chunks): the live (or previewed) release's.
  registerEmbedRoutes(app, options.releases, options.webRoot);

  registerCategoryLogos(app);
  registerSampleAssets(app);
  app.get(BRAND_LOGO_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(BRAND_LOGO_SVG));
  // The host's icon, for clients that ask /favicon.ico rather than read the page's icon link.
  app.get('/favicon.ico', { schema: { hide: true } }, async (request, reply) => {
    const look = await hostLook(request, options.organizations, options.productHosts);
    // Short-lived: an organisation's new logo or colour shows within minutes.
    void reply.header('cache-control', 'public, max-age=300');
    if (look.kind !== 'organisation') return reply.type('image/svg+xml').send(BRAND_ICON_SVG);
    // Its logo where it is served (uploaded: this server's logo route, checked and sanitised; or its https address) …
    if (look.org.logoUrl) return reply.redirect(look.org.logoUrl, 302);
    // … else its initial on its primary colour: never the product's mark.
    return reply.type('image/svg+xml').send(organisationIconSvg(look.org));
  });

  const hostRoot = existingDir(path.join(options.webRoot, 'host-shell', 'dist'));
  // reply.sendFile is decorated once, by the first registration.
  let decorated = false;
  if (hostRoot) {
    await app.register(fastifyStatic, {
      root: hostRoot,
      prefix: '/',
      decorateReply: true,
      // `/` is a page like any other: rendered per host by `page` (the not-found handler), never the file as is.
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControlFor(filePath)),
    });
    decorated = true;
  }

  const remotesServed: RemoteFolder[] = [];
  for (const folder of REMOTE_FOLDERS) {
    const root = existingDir(path.join(options.webRoot, folder, 'dist'));
    if (!root) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/mf/${folder}/`,
      decorateReply: !decorated,
      cacheControl: false,
      index: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(filePath));
        // Remotes (and their manifests, fetched with fetch) load cross-origin.
        res.setHeader('access-control-allow-origin', '*');
      },
    });
    decorated = true;
    remotesServed.push(folder);
  }
  const template = hostRoot ? templateReader(path.join(hostRoot, 'index.html')) : null;
  // Public pages are rendered here, in the look of the request's host.
  const renderer = hostRoot ? createPageRenderer(app, { webRoot: options.webRoot, releases: options.releases, render: options.render, production: options.production, log: app.log }) : null;
  if (renderer) app.addHook('onClose', async () => renderer.close());
  const page = async (request: FastifyRequest, urlPath: string, status = 200, preview: PreviewState = { kind: 'none' }, serverRender = true): Promise<string | null> => {
    if (!template) return null;
    const [template_, look, words] = await Promise.all([
      template(),
      hostLook(request, options.organizations, options.productHosts),
      pageHead(request, options, urlPath, request.url.split(/\?(.*)/s, 2)[1] ?? '', status),
    ]);
    const organisation = look.kind === 'organisation' ? publicOrganisation(look.org) : null;
    // A previewed page is rendered by the browser: the server's federation runtime holds one version of a remote, the live one.
    const rendered = renderer && serverRender && preview.kind !== 'preview' ? await renderer.render(request.url, new Date(), organisation, organisation ? requestHostname(request) : null) : null;
    const built = rendered?.page ? withServerRender(template_, rendered.page, PRELOADED_DATA_ID)
      : rendered?.failed ? withRenderFailure(template_, rendered.failed) : template_;
    const html = withThirdParties(built, options.thirdParties);
    const origin = requestOrigin(request);
    // A content page's stored words say `{{siteName}}`: filled with the host's site name, as its page shows them.
    const head = (siteName: string): HeadTags => ({
      ...words, title: fillSiteName(words.title, siteName), description: brandTitle(fillSiteName(words.description, siteName), siteName), canonical: `${origin}${request.url.split('?')[0]}`, siteName,
    });
    if (look.kind === 'organisation') return withPageHead(whiteLabelPage(html, look.org), head(look.org.name));
    // The shell skips its own hostname lookup on these hosts (host-shell/src/white-label).
    if (look.kind === 'unknown') return withPageHead(html, head(SITE_NAME));
    const named = productHostsMeta(withPageHead(html, head(SITE_NAME)), options.productHosts);
    return productPage(named, origin, await faqsOf(request, options.content, urlPath));
  };
  return { hostRoot, remotesServed, page, preview: (request) => options.releases.preview(request) };
}
