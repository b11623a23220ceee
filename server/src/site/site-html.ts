import { JSDOM } from 'jsdom';
import {
  BRAND_MARK, brandTitle, PAGE_CODE_ID, clipDescription, organisationIconSvg, PRODUCT_HOSTS_META, publicOrganisation, releaseTag, RENDER_FAILED_META, type RemoteName, SITE_NAME,
  themeCss, themeFromOrganisation, THIRD_PARTIES_DATA_ID, WHITE_LABEL_DATA_ID, type Organization, type PageThirdParty,
} from 'shared-domain';

/** The product's own mark (the site's icon), served for the Organization structured data's logo. */
export const BRAND_LOGO_PATH = '/assets/brand/mediamart-logo.svg';
export const BRAND_LOGO_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" role="img" aria-label="MediaMart"><title>MediaMart</title>'
  + `<rect width="32" height="32" rx="7" fill="${BRAND_MARK.tile}"/><path d="M7 24V8h4l5 7 5-7h4v16h-4V15l-5 6.5-5-6.5v9z" fill="${BRAND_MARK.glyph}"/></svg>`;

/** Text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON safe inside a `<script>` element: `<` written as \u003c, so no `</script>` or `<!--` can close or change it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** A FAQ answer (sanitised HTML) as plain text for structured data. */
export function plainText(html: string): string {
  return (JSDOM.fragment(html).textContent ?? '').replace(/\s+/g, ' ').trim();
}

export type Faq = { question: string; answer: string };

/** schema.org Organization of the product: only what is true (name, address, logo). */
export function organizationJsonLd(origin: string): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@type': 'Organization', name: SITE_NAME, url: `${origin}/`, logo: `${origin}${BRAND_LOGO_PATH}` };
}

/** schema.org FAQPage of a page's questions and answers (answers as plain text). */
export function faqPageJsonLd(faqs: readonly Faq[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: plainText(f.answer) } })),
  };
}

/** Puts `head` just before `</head>` (at the start of the document when it has none). */
function intoHead(html: string, head: string): string {
  const at = html.search(/<\/head\s*>/i);
  return at < 0 ? `${head}${html}` : `${html.slice(0, at)}${head}${html.slice(at)}`;
}

/**
 * The icon link of an organisation's host: its logo, or (none) its initial on its primary
 * (organisationIconSvg) inline, so no page of its host shows the product's mark.
 */
export function organisationIconLink(org: Pick<Organization, 'name' | 'logoUrl' | 'settings'>): string {
  if (org.logoUrl) return `<link rel="icon" href="${escapeHtml(org.logoUrl)}" />`;
  return `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${escapeHtml(encodeURIComponent(organisationIconSvg(org)))}" />`;
}

/**
 * The host's page on a white-label host: already in the organisation's look before any
 * script runs. The public organisation as a JSON data block (`#mm-organisation`, what the
 * shell reads at start), its name as the document's site name (titles end in it), its
 * palette as the theme's CSS custom properties, its logo preloaded, its icon (organisationIconLink), the
 * product's name gone from the title and the no-script text; no structured data.
 */
export function whiteLabelPage(template: string, org: Organization): string {
  const name = escapeHtml(org.name);
  const theme = themeFromOrganisation(org);
  let html = template.replace(/<title>([\s\S]*?)<\/title>/i, (_m, title: string) => `<title>${escapeHtml(brandTitle(title.trim() || SITE_NAME, org.name))}</title>`);
  html = html.replace(/(<meta\s+name="theme-color"\s+content=")[^"]*(")/i, `$1${escapeHtml(theme.primary)}$2`);
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/i, (block) => block.replace(new RegExp(SITE_NAME, 'g'), name));
  // The template's icon is the product's: every icon link goes, the organisation's is added.
  html = html.replace(/<link\s[^>]*\brel=["']?(?:shortcut\s+)?(?:apple-touch-)?icon\b[^>]*>/gi, '');
  const head = [
    organisationIconLink(org),
    `<meta name="application-name" content="${name}" />`,
    `<style id="mm-theme">${themeCss(theme).replace(/</g, '')}</style>`,
    org.logoUrl ? `<link rel="preload" as="image" href="${escapeHtml(org.logoUrl)}" />` : '',
    `<script type="application/json" id="${WHITE_LABEL_DATA_ID}">${scriptJson(publicOrganisation(org))}</script>`,
  ].filter(Boolean).join('');
  return intoHead(html, head);
}

/** The host's page on the product's own hosts: Organization structured data, and FAQPage where the page has questions. */
export function productPage(template: string, origin: string, faqs: readonly Faq[]): string {
  const blocks = [organizationJsonLd(origin), ...(faqs.length ? [faqPageJsonLd(faqs)] : [])];
  return intoHead(template, blocks.map((b) => `<script type="application/ld+json">${scriptJson(b)}</script>`).join(''));
}


/** A page's head as the server writes it: its words (titles written for MediaMart), its absolute canonical address, the host's site name. */
export type HeadTags = { title: string; description: string; noindex?: boolean; canonical: string; siteName: string };

/**
 * The page with its own head: the template's title and description replaced (not doubled) by
 * the page's, the title branded for the host's site name, a canonical link and Open Graph
 * tags, and `noindex` on a missing page. Every value escaped.
 */
export function withPageHead(template: string, head: HeadTags): string {
  const title = escapeHtml(brandTitle(head.title, head.siteName));
  const description = escapeHtml(clipDescription(head.description));
  const url = escapeHtml(head.canonical);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
  ].join('');
  const html = template.replace(/<meta\s+name=["']?description["']?(\s[^>]*)?>/gi, '');
  const titled = html.replace(/<title>[\s\S]*?<\/title>/i, () => tags);
  return titled === html ? intoHead(html, tags) : titled;
}

/** The page with the product's own hosts named for the shell; unchanged when none are configured. */
export function productHostsMeta(template: string, productHosts: readonly string[] | undefined): string {
  if (!productHosts?.length) return template;
  return intoHead(template, `<meta name="${PRODUCT_HOSTS_META}" content="${escapeHtml(productHosts.join(','))}" />`);
}

/**
 * The page with the configured third-party scripts as a JSON data block (THIRD_PARTIES_DATA_ID):
 * the shell shows the consent notice and loads them only after the visitor accepts. None
 * configured: the page is unchanged (no notice, nothing to load).
 */
export function withThirdParties(template: string, scripts: readonly PageThirdParty[] | undefined): string {
  if (!scripts?.length) return template;
  return intoHead(template, `<script type="application/json" id="${THIRD_PARTIES_DATA_ID}">${scriptJson(scripts)}</script>`);
}

/** What the server's render of a page adds to the host's document. */
export type ServerRendered = { html: string; styles: string; data: Record<string, unknown>; preload: readonly string[] };

/**
 * The document with the page rendered in it: the markup in `#root` (the browser hydrates it),
 * its styles in the head, the browser code of its remote as a JSON list (PAGE_CODE_ID: the
 * page's first script asks for it beside the host's, once the page is painted, so nothing
 * competes with the document before the first paint), and the data the render used as a JSON
 * block the browser reads instead of asking again. The template's `<noscript>` notice follows
 * the page instead of coming before it.
 */
export function withServerRender(template: string, page: ServerRendered, dataBlockId: string): string {
  const head = [
    page.preload.length ? `<script type="application/json" id="${PAGE_CODE_ID}">${scriptJson(page.preload)}</script>` : '',
    page.styles,
  ].join('');
  // The page reads without script now: the template's no-script notice (what needs script) goes below it, not above it under the fixed header.
  const notice = /<noscript>[\s\S]*?<\/noscript>/i.exec(template)?.[0] ?? '';
  const body = `<div id="root">${page.html}</div><script type="application/json" id="${dataBlockId}">${scriptJson(page.data)}</script>${notice}`;
  const filled = template.replace(notice, '').replace(/<div id=(["']?)root\1\s*><\/div>/, () => body);
  return filled === template.replace(notice, '') ? template : intoHead(filled, head);
}

/** The document of a page whose server render failed in a release's code: the browser renders it and reports the release once. */
export function withRenderFailure(template: string, failed: { remote: RemoteName; release: string }): string {
  return intoHead(template, `<meta name="${RENDER_FAILED_META}" content="${escapeHtml(releaseTag(failed.remote, failed.release))}" />`);
}
