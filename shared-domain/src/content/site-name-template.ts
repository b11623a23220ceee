/**
 * Content pages are templates of the site's name: their texts say `{{siteName}}` where they
 * name the site, and the server fills it with the organisation's name on a white-label host
 * and "MediaMart" elsewhere before it answers a page, so the server's render and the browser
 * read the same words.
 */
import { SITE_NAME } from '../format/page-meta';
import type { ContentPage } from './content-types';

/** What a content text writes where it names the site. */
export const SITE_NAME_PLACEHOLDER = '{{siteName}}';

const PLACEHOLDER_PATTERN = /\{\{\s*siteName\s*\}\}/g;
const PRODUCT_NAME_PATTERN = new RegExp(`\\b${SITE_NAME}\\b`, 'g');

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The name as HTML text (an organisation's name may hold `<` or `&`). */
function asHtmlText(name: string): string {
  return name.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** `text` with every `{{siteName}}` (spaces inside the braces allowed) replaced by `siteName`, taken as plain text. */
export function fillSiteName(text: string, siteName: string): string {
  return text.replace(PLACEHOLDER_PATTERN, () => siteName);
}

/** The same for an HTML field: the name is escaped, so it is always text and never markup. */
export function fillSiteNameHtml(html: string, siteName: string): string {
  return fillSiteName(html, asHtmlText(siteName));
}

/** `text` with the product's name ("MediaMart" as a word, case as written) turned into the placeholder. */
export function templateSiteName(text: string): string {
  return text.replace(PRODUCT_NAME_PATTERN, SITE_NAME_PLACEHOLDER);
}

/** Whether any text of a page says the product's name as a word (a page written before templates). */
export function namesProduct(page: ContentPage): boolean {
  return JSON.stringify(templateContentPage(page)) !== JSON.stringify(page);
}

/** Every text field of a page through `text`, and every HTML field through `html` (the address and kind stay). */
function mapTexts<P extends ContentPage>(page: P, text: (s: string) => string, html: (s: string) => string): P {
  return {
    ...page,
    title: text(page.title),
    subTitle: text(page.subTitle),
    metaTags: { title: text(page.metaTags.title), description: text(page.metaTags.description) },
    verticalData: page.verticalData.map((v) => ({ title: text(v.title), subTitle: text(v.subTitle) })),
    faqs: page.faqs.map((f) => ({ question: text(f.question), answer: html(f.answer) })),
    sections: page.sections.map((s) => ({ heading: text(s.heading), html: html(s.html) })),
    items: page.items.map((i) => ({ ...i, name: text(i.name), detail: text(i.detail), quote: text(i.quote) })),
  };
}

/** A page as a site shows it: every placeholder filled with `siteName` (escaped in HTML fields). */
export function fillContentPage<P extends ContentPage>(page: P, siteName: string): P {
  return mapTexts(page, (s) => fillSiteName(s, siteName), (s) => fillSiteNameHtml(s, siteName));
}

/** A page written for MediaMart as a template: every mention of the product's name becomes the placeholder. */
export function templateContentPage<P extends ContentPage>(page: P): P {
  return mapTexts(page, templateSiteName, templateSiteName);
}
