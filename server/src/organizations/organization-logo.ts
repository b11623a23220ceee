import { createHash } from 'node:crypto';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { markupProblem, type MarkupLimits } from 'shared-domain';

/** The largest logo accepted: 256 KB. */
export const LOGO_MAX_BYTES = 256 * 1024;

/**
 * What a logo's SVG may hold, checked on its text before it is parsed (jsdom and DOMPurify take
 * seconds, or overflow the stack, on deep or crowded markup): a logo needs neither thousands of
 * shapes, deep groups nor crowds of attributes. Entities the DOCTYPE declares may add at most the
 * file's own size.
 */
export const LOGO_SVG_LIMITS: MarkupLimits = { depth: 64, elements: 1_000, attributes: 64, attributesInAll: 5_000, expansion: LOGO_MAX_BYTES };

/** What a logo may be, by its bytes. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

const LABEL: Readonly<Record<LogoType, string>> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/svg+xml': 'SVG' };

/** A checked logo, ready to store: SVG sanitised, with its hash. */
export type CheckedLogo = { contentType: LogoType; bytes: Buffer; sha256: string };

/** Why a logo was refused: 400 (not a readable image of its type) or 415 (not a logo type, or not the type it claims). */
export type LogoProblem = { status: 400 | 415; message: string };

const startsWith = (b: Buffer, magic: readonly number[]) => b.length >= magic.length && magic.every((x, i) => b[i] === x);
const isPng = (b: Buffer) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isJpeg = (b: Buffer) => startsWith(b, [0xff, 0xd8, 0xff]);

/** The type the bytes are by their magic numbers (PNG, JPEG), or 'text' for something that may be SVG, or null. */
function sniff(bytes: Buffer): 'image/png' | 'image/jpeg' | 'text' | null {
  if (isPng(bytes)) return 'image/png';
  if (isJpeg(bytes)) return 'image/jpeg';
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return /[\u0000-\u0008\u000b\u000e-\u001f]/.test(text) ? null : 'text';
  } catch {
    return null;
  }
}

/** The media type a Content-Type header names, when it is a logo type. */
export function logoTypeOf(header: string | undefined): LogoType | null {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase();
  return (LOGO_TYPES as readonly string[]).includes(type) ? (type as LogoType) : null;
}

let svgPurifier: { purify: DOMPurify; window: JSDOM['window'] } | null = null;

/** An attribute value that points outside the document (a URL other than a `#fragment`). */
const EXTERNAL_URL = /url\s*\(\s*['"]?\s*(?!#)/i;

/**
 * A DOMPurify of its own (hooks are per instance, so the content purifier is not touched),
 * with the SVG profile: no script, no event handler, no foreignObject or style element, and
 * no reference outside the file (href other than `#…`, url(…) other than url(#…)).
 */
function purifier(): { purify: DOMPurify; window: JSDOM['window'] } {
  if (svgPurifier) return svgPurifier;
  const window = new JSDOM('').window;
  const p = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if ((name === 'href' || name === 'xlink:href' || name === 'src') && !value.startsWith('#')) data.keepAttr = false;
    if (EXTERNAL_URL.test(value) || /@import/i.test(value)) data.keepAttr = false;
  });
  svgPurifier = { purify: p, window };
  return svgPurifier;
}

/** The root `<svg>` element of well-formed XML text, or null (not XML, or another root). */
function parseSvg(text: string): Element | null {
  const root = new (purifier().window.DOMParser)().parseFromString(text, 'image/svg+xml').documentElement;
  return root?.localName === 'svg' && root.namespaceURI === 'http://www.w3.org/2000/svg' ? root : null;
}

/**
 * The SVG with everything active or external removed; null when nothing usable is left. The
 * tree the XML parser built is what is cleaned: read again as HTML, the same text can hold
 * other elements (HTML ends a comment at `<!-->`, reads `<?…>` and `<![CDATA[…>` to the first
 * `>`), which the check of its shape did not count.
 */
function sanitizeSvgElement(svg: Element): string | null {
  const { purify, window } = purifier();
  // DOMPurify works in an HTML document, which cannot hold CDATA sections: their text stays, as text.
  const walker = svg.ownerDocument.createTreeWalker(svg, window.NodeFilter.SHOW_CDATA_SECTION);
  const sections: Node[] = [];
  while (walker.nextNode()) sections.push(walker.currentNode);
  for (const section of sections) section.parentNode?.replaceChild(svg.ownerDocument.createTextNode(section.nodeValue ?? ''), section);
  const clean = String(purify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style', 'foreignObject', 'script', 'image', 'feImage'],
    RETURN_TRUSTED_TYPE: false,
  }));
  if (!/^<svg[\s>]/.test(clean)) return null;
  // HTML serialisation names a no-break space &nbsp;, which XML does not know.
  let out = clean.replace(/&nbsp;/g, '&#160;');
  if (!/^<svg[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(out)) out = out.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
  return parseSvg(out) ? out : null;
}

/**
 * Checks a logo by its content: PNG and JPEG by their magic bytes, SVG by its shape (depth,
 * elements, attributes, entities: LOGO_SVG_LIMITS), then by parsing it as XML, then sanitised.
 * The type sent must be the type the bytes are.
 */
export function checkLogo(declared: LogoType, bytes: Buffer): CheckedLogo | LogoProblem {
  if (!bytes.length) return { status: 400, message: 'The logo is empty; send the image file as the request body' };
  const found = sniff(bytes);
  const foundLabel = found === 'image/png' || found === 'image/jpeg' ? LABEL[found] : null;
  if (declared === 'image/svg+xml') {
    if (found !== 'text') {
      return { status: 415, message: foundLabel ? `This file is a ${foundLabel} image, not an SVG; send it as ${found}` : 'This file is not an SVG image' };
    }
    const text = bytes.toString('utf8');
    const shape = markupProblem(text, 'xml', LOGO_SVG_LIMITS);
    if (shape) return { status: 400, message: `The logo's SVG ${shape}` };
    const svg = parseSvg(text);
    if (!svg) return { status: 400, message: 'This SVG could not be read: it must be well-formed XML with an <svg> root element' };
    const clean = sanitizeSvgElement(svg);
    if (clean === null) return { status: 400, message: 'Nothing of this SVG is left once scripts and external references are removed' };
    const out = Buffer.from(clean, 'utf8');
    return { contentType: declared, bytes: out, sha256: createHash('sha256').update(out).digest('hex') };
  }
  if (found !== declared) {
    const what = foundLabel ? `a ${foundLabel} image` : found === 'text' ? 'text (an SVG is sent as image/svg+xml)' : 'not a PNG, JPEG or SVG image';
    return { status: 415, message: `This file is ${what}, but was sent as ${LABEL[declared]}` };
  }
  return { contentType: declared, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

export const isLogoProblem = (r: CheckedLogo | LogoProblem): r is LogoProblem => 'status' in r;
