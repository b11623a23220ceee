/**
 * The one HTML policy of page content, as data, and the sanitiser that applies it. The server
 * (DOMPurify over jsdom) cleans on save; the browser (its own DOMPurify) cleans again on
 * render and in the staff preview. Script is detected first and refused, never cleaned away
 * silently (content-rules.ts).
 */
import type { ContentPage } from './content-types';

/** Elements page content may use. */
const CONTENT_ALLOWED_TAGS: readonly string[] = [
  'p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 'a', 'br', 'hr', 'blockquote',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

/** Attributes page content may use (href on links; table cell spans and header scope). */
const CONTENT_ALLOWED_ATTRIBUTES: readonly string[] = ['href', 'title', 'colspan', 'rowspan', 'scope'];

/**
 * Link targets: http(s), mailto and tel links, site paths (`/about`, not `//host`),
 * fragments (`#sign-up`) and relative paths without a scheme.
 */
const CONTENT_ALLOWED_URI = /^(?:https?:|mailto:|tel:|#|\/(?!\/)|\.{1,2}\/|[^:/?#]+(?:[/?#]|$))/i;

/** The options DOMPurify is given (the policy above, nothing else allowed). */
export type ContentPurifyConfig = {
  ALLOWED_TAGS: string[];
  ALLOWED_ATTR: string[];
  ALLOWED_URI_REGEXP: RegExp;
  ALLOW_DATA_ATTR: false;
  ALLOW_ARIA_ATTR: false;
  ALLOW_UNKNOWN_PROTOCOLS: false;
  KEEP_CONTENT: true;
};

/** A fresh copy of the policy for DOMPurify (it may keep references to what it is given). */
function contentPurifyConfig(): ContentPurifyConfig {
  return {
    ALLOWED_TAGS: [...CONTENT_ALLOWED_TAGS],
    ALLOWED_ATTR: [...CONTENT_ALLOWED_ATTRIBUTES],
    ALLOWED_URI_REGEXP: CONTENT_ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    KEEP_CONTENT: true,
  };
}

/** What the sanitiser needs of a DOMPurify instance (the browser's, or the server's over jsdom). */
export interface HtmlPurifier {
  sanitize(dirty: string, config: ContentPurifyConfig): unknown;
}

/** Content HTML cleaned to the policy: anything outside it is removed, text is kept. */
export function sanitizeContentHtml(html: string, purify: HtmlPurifier): string {
  return String(purify.sanitize(html, contentPurifyConfig()));
}

/** Numeric and the usual named entities decoded, so `&#106;avascript:` is seen as what it is. */
function decodeEntities(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(parseInt(dec, 10), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n');
}

const ACTIVE_ELEMENT = /<\s*(script|iframe|object|embed|frame|frameset|applet|base|meta|link|svg|math|form)\b/i;
const EVENT_HANDLER = /<[^>]*?[\s/"'](on[a-z]+)\s*=/i;
const SCRIPT_URL = /(javascript|vbscript|livescript)\s*:|data\s*:\s*text\/html/i;

/**
 * How a piece of HTML carries script, as the end of a sentence ("contains a <script>
 * element"), or null when it carries none: script, frame, object, embed, svg, form and
 * similar elements, event-handler attributes (onclick…), and javascript: or data:text/html
 * URLs, entity-encoded or not.
 */
export function scriptProblem(html: string): string | null {
  const decoded = decodeEntities(html);
  const element = ACTIVE_ELEMENT.exec(decoded);
  if (element) return `contains a <${element[1]!.toLowerCase()}> element`;
  const handler = EVENT_HANDLER.exec(decoded);
  if (handler) return `contains an event handler attribute (${handler[1]!.toLowerCase()})`;
  // Control characters and whitespace inside a scheme are ignored by browsers: `java\tscript:`.
  const url = SCRIPT_URL.exec(decoded.replace(/[\u0000-\u0020]+/g, ''));
  if (url) return `contains a ${url[1] ? `${url[1].toLowerCase()}:` : 'data:text/html'} link`;
  return null;
}

/** True when the HTML carries script (see scriptProblem). */
export function hasScript(html: string): boolean {
  return scriptProblem(html) !== null;
}

/** Every HTML field of a page (section texts, FAQ answers) sanitised to the policy. */
export function sanitizeContentPage<P extends Pick<ContentPage, 'sections' | 'faqs'>>(page: P, purify: HtmlPurifier): P {
  return {
    ...page,
    sections: page.sections.map((s) => ({ ...s, html: sanitizeContentHtml(s.html, purify) })),
    faqs: page.faqs.map((f) => ({ ...f, answer: sanitizeContentHtml(f.answer, purify) })),
  };
}
