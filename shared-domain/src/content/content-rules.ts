/**
 * Rules of content as data: which addresses a stored page may have, the length caps, and
 * the check the staff editor and the server's save both run. HTML is checked for script
 * here (refused, never silently cleaned) and sanitised by content-html.ts.
 */
import { markupShape } from '../markup/markup-shape';
import { LANDING_ROUTES, matchRoute, ROUTES } from '../routes/route-table';
import { scriptProblem } from './content-html';
import type { ContentItem, ContentKind, ContentPage, ContentSection } from './content-types';

/** The most characters (or entries) each field of a page may hold. */
export const CONTENT_LIMITS = {
  url: 120,
  title: 150,
  subTitle: 400,
  metaTitle: 120,
  metaDescription: 320,
  verticalData: 8,
  verticalTitle: 40,
  verticalSubTitle: 120,
  sections: 40,
  heading: 150,
  html: 40_000,
  faqs: 40,
  question: 300,
  answer: 8_000,
  items: 60,
  itemName: 120,
  itemDetail: 200,
  itemQuote: 1_200,
  /**
   * The shape of a page's HTML (sections and answers), checked before DOMPurify parses it: deep
   * or crowded markup costs the parser seconds (10,000 nested tags froze the server for half a
   * minute). Elements nested in one field, elements and attributes of the page in all (the
   * seeded pages nest 4 deep and have at most about 150 elements), and attributes on one element.
   */
  htmlDepth: 64,
  htmlElements: 2_000,
  htmlAttributes: 4_000,
  htmlAttributesPerElement: 32,
} as const;

/** One problem with a page: the field (`title`, `sections.2.html`, `faqs.0.answer`…) and a sentence for a person. */
export type ContentFieldError = { field: string; message: string };

export type ContentCheck = { ok: true; page: ContentPage } | { ok: false; errors: ContentFieldError[] };

/** The path without query, fragment or trailing slash. */
function bare(url: string): string {
  const path = url.trim().split(/[?#]/)[0] ?? '';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The kind of page an address holds: a landing page (`/lp/*`), a content page, or null when staff may not store a page there. */
export function contentKindFor(url: string): ContentKind | null {
  const path = bare(url);
  if (LANDING_ROUTES.some((r) => r.path === path)) return 'landing';
  const entry = matchRoute(path)?.entry;
  return entry && entry.owner === 'mf_landing' && !entry.tool && entry.pattern === path ? 'content' : null;
}

/** Every address a content or landing page may be stored at, with its route title, in route-table order. */
export function contentRoutes(): { url: string; title: string; kind: ContentKind }[] {
  return ROUTES.flatMap((entry) => {
    const kind = contentKindFor(entry.pattern);
    return kind ? [{ url: entry.pattern, title: entry.title, kind }] : [];
  });
}

/** Why a page may not be stored at this address, or null when it may. */
export function contentUrlProblem(url: string): string | null {
  const path = bare(url);
  if (path === '') return 'Give the page an address, for example /about';
  if (!path.startsWith('/') || path !== url.trim()) return `The address must be a path such as /about, without a domain, query or trailing slash (got "${url}")`;
  if (path.length > CONTENT_LIMITS.url) return `The address may have at most ${CONTENT_LIMITS.url} characters`;
  if (contentKindFor(path)) return null;
  const entry = matchRoute(path)?.entry;
  if (!entry) return `${path} is not a page of the site; content pages live at the content addresses of the route table (such as /about or /privacy-policy)`;
  if (entry.tool) return `${path} is the ${entry.title} tool's page, not a content page`;
  return `${path} clashes with the ${entry.title} page (${entry.pattern}), which is not a content page`;
}

/** The problems found so far, and the elements and attributes of the page's HTML fields read so far. */
type Draft = { errors: ContentFieldError[]; elements: number; attributes: number };

function text(d: Draft, field: string, label: string, value: string, max: number, required: boolean): string {
  const out = value.trim();
  if (required && out === '') d.errors.push({ field, message: `${label} must not be empty` });
  else if (out.length > max) d.errors.push({ field, message: `${label} may have at most ${max.toLocaleString('en-IN')} characters (it has ${out.length.toLocaleString('en-IN')})` });
  return out;
}

function html(d: Draft, field: string, label: string, value: string, max: number, required: boolean): string {
  const out = text(d, field, label, value, max, required);
  const script = scriptProblem(out);
  if (script) {
    d.errors.push({ field, message: `${label} ${script}; script is not allowed in page content` });
    return out;
  }
  const L = CONTENT_LIMITS;
  const shape = markupShape(out, 'html', {
    depth: L.htmlDepth, elements: L.htmlElements, attributes: L.htmlAttributesPerElement, attributesInAll: L.htmlAttributes,
  });
  if (shape.problem) {
    d.errors.push({ field, message: `${label} ${shape.problem}` });
    return out;
  }
  // The page's totals are said once, at the field that takes the page over.
  const overBefore = d.elements > L.htmlElements || d.attributes > L.htmlAttributes;
  d.elements += shape.elements;
  d.attributes += shape.attributes;
  if (overBefore) return out;
  if (d.elements > L.htmlElements) {
    d.errors.push({ field, message: `${label} takes the page's HTML over ${L.htmlElements.toLocaleString('en-IN')} elements in all` });
  } else if (d.attributes > L.htmlAttributes) {
    d.errors.push({ field, message: `${label} takes the page's HTML over ${L.htmlAttributes.toLocaleString('en-IN')} attributes in all` });
  }
  return out;
}

function count(d: Draft, field: string, label: string, list: readonly unknown[], max: number): void {
  if (list.length > max) d.errors.push({ field, message: `A page may have at most ${max} ${label} (this one has ${list.length})` });
}

/**
 * Checks a page before it is stored: non-empty title, an address of a content or landing
 * route that matches the kind, length caps, no script in any HTML field and HTML within its
 * shape limits. Answers the page with its texts trimmed, or every problem with its field.
 */
export function checkContentPage(input: ContentPage): ContentCheck {
  const d: Draft = { errors: [], elements: 0, attributes: 0 };
  const url = bare(input.url);
  const urlProblem = contentUrlProblem(input.url);
  if (urlProblem) d.errors.push({ field: 'url', message: urlProblem });
  else if (contentKindFor(url) !== input.kind) {
    d.errors.push({ field: 'kind', message: input.kind === 'landing' ? `${url} is a content page, not a landing page` : `${url} is a landing page; save it with kind "landing"` });
  }
  const L = CONTENT_LIMITS;
  count(d, 'verticalData', 'figures', input.verticalData, L.verticalData);
  count(d, 'sections', 'sections', input.sections, L.sections);
  count(d, 'faqs', 'questions', input.faqs, L.faqs);
  count(d, 'items', 'listed entries', input.items, L.items);
  const page: ContentPage = {
    url,
    kind: input.kind,
    title: text(d, 'title', 'The title', input.title, L.title, true),
    subTitle: text(d, 'subTitle', 'The subtitle', input.subTitle, L.subTitle, false),
    metaTags: {
      title: text(d, 'metaTags.title', 'The meta title', input.metaTags.title, L.metaTitle, true),
      description: text(d, 'metaTags.description', 'The meta description', input.metaTags.description, L.metaDescription, true),
    },
    verticalData: input.verticalData.map((v, i) => ({
      title: text(d, `verticalData.${i}.title`, `Figure ${i + 1}'s value`, v.title, L.verticalTitle, true),
      subTitle: text(d, `verticalData.${i}.subTitle`, `Figure ${i + 1}'s label`, v.subTitle, L.verticalSubTitle, true),
    })),
    sections: input.sections.map((s, i): ContentSection => ({
      heading: text(d, `sections.${i}.heading`, `Section ${i + 1}'s heading`, s.heading, L.heading, true),
      html: html(d, `sections.${i}.html`, `Section ${i + 1}'s text`, s.html, L.html, true),
    })),
    faqs: input.faqs.map((f, i) => ({
      question: text(d, `faqs.${i}.question`, `Question ${i + 1}`, f.question, L.question, true),
      answer: html(d, `faqs.${i}.answer`, `The answer to question ${i + 1}`, f.answer, L.answer, true),
    })),
    items: input.items.map((item, i): ContentItem => ({
      name: text(d, `items.${i}.name`, `Entry ${i + 1}'s name`, item.name, L.itemName, true),
      detail: text(d, `items.${i}.detail`, `Entry ${i + 1}'s detail`, item.detail, L.itemDetail, false),
      quote: text(d, `items.${i}.quote`, `Entry ${i + 1}'s quote`, item.quote, L.itemQuote, false),
      example: item.example === true,
    })),
  };
  return d.errors.length ? { ok: false, errors: d.errors } : { ok: true, page };
}

/** True when any listed entry is a seeded example (the page then says so). */
export function hasExampleItems(page: Pick<ContentPage, 'items'>): boolean {
  return page.items.some((item) => item.example);
}
