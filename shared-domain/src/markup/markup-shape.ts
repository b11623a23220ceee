/**
 * The shape of untrusted markup (an SVG logo, content HTML) measured by reading its tags once,
 * without building a DOM: how deep elements nest, how many there are, how many attributes one
 * carries and, for XML, how much text entity references add. A DOM parser and DOMPurify cost
 * far more than the text's length when the markup is deep (a 70 KB SVG of 10,000 nested `<g>`
 * took jsdom 12 s and DOMPurify 26 s, then overflowed the stack) or has thousands of attributes
 * on one element, so the server refuses markup over these limits before any DOM work.
 *
 * The count errs high, never low: an end tag closes only what the parser certainly closes with
 * it (a misnested one closes nothing and counts as a new element), and formatting elements the
 * parser re-opens count again. HTML whose content is read by other rules (raw text, scripts,
 * SVG or MathML inside HTML) is refused rather than guessed at.
 */
import { HtmlNesting } from './html-nesting';

/** How the markup is parsed: as HTML (DOMPurify's DOMParser) or as XML (an SVG document). */
export type MarkupSyntax = 'html' | 'xml';

export type MarkupLimits = {
  /** Elements open inside one another, at most. */
  readonly depth: number;
  /** Elements in all, at most. */
  readonly elements: number;
  /** Attributes on one element, at most (jsdom and DOMPurify handle an element's attributes in quadratic time). */
  readonly attributes: number;
  /** Attributes in all, at most. */
  readonly attributesInAll: number;
  /** XML: characters that references to entities declared in the DOCTYPE may add in all (jsdom expands them). */
  readonly expansion?: number;
};

/** What was measured, and why the markup is over a limit (the end of a sentence), or null. */
export type MarkupShape = { readonly depth: number; readonly elements: number; readonly attributes: number; readonly problem: string | null };

const count = (n: number) => n.toLocaleString('en-IN');

/** Where an HTML comment ends: `-->` or `--!>`. */
const COMMENT_END = /--!?>/g;

const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';
const isLetter = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
/** HTML lower-cases ASCII only (`toLowerCase` would also turn the Kelvin sign into `k`). */
const asciiLower = (name: string) => name.replace(/[A-Z]+/g, (s) => s.toLowerCase());

/** Entity values declared in a DOCTYPE (`<!ENTITY name "value">`, either quote): the longest per name. */
function declaredEntities(doctype: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of doctype.matchAll(/<!ENTITY\s+([^\s"'>%]+)\s+(?:"([^"]*)"|'([^']*)')/g)) {
    const length = (m[2] ?? m[3] ?? '').length;
    out.set(m[1]!, Math.max(out.get(m[1]!) ?? 0, length));
  }
  return out;
}

/** One pass over the text, tag by tag: each search moves forward, so the time is linear in the text's length. */
class Reader {
  private i = 0;
  /** XML: elements open now. */
  private depth = 0;
  private readonly html = new HtmlNesting({
    made: (n) => this.counted(n),
    reached: (depth) => this.reached(depth),
    refused: (problem) => this.fail(problem),
  });
  private deepest = 0;
  private elements = 0;
  private attributes = 0;
  private expansion = 0;
  private entities = new Map<string, number>();
  private longestEntityName = 0;
  /** Where the next `&` and `;` are (the text is read forwards, so each is searched for once). */
  private nextAmp = -1;
  private nextSemi = -1;
  problem: string | null = null;

  constructor(private readonly text: string, private readonly syntax: MarkupSyntax, private readonly limits: MarkupLimits) {}

  shape(): MarkupShape {
    return { depth: this.deepest, elements: this.elements, attributes: this.attributes, problem: this.problem };
  }

  run(): void {
    const { text } = this;
    while (this.problem === null && this.i < text.length) {
      const lt = text.indexOf('<', this.i);
      const end = lt < 0 ? text.length : lt;
      this.references(this.i, end);
      if (end > this.i && this.syntax === 'html') this.html.text();
      if (lt < 0) return;
      this.i = lt;
      if (this.syntax === 'xml') this.xmlMarkup();
      else this.htmlMarkup();
    }
  }

  private fail(problem: string): void {
    this.problem ??= problem;
  }

  private reached(depth: number): void {
    this.deepest = Math.max(this.deepest, depth);
    if (depth > this.limits.depth) this.fail(`is nested too deeply (over ${count(this.limits.depth)} levels)`);
  }

  private counted(n: number): void {
    this.elements += n;
    if (this.elements > this.limits.elements) this.fail(`has too many elements (over ${count(this.limits.elements)})`);
  }

  /** Moves past `marker` from `from`, or to the end when it is not there. */
  private skipTo(marker: string, from: number): void {
    const at = this.text.indexOf(marker, from);
    this.i = at < 0 ? this.text.length : at + marker.length;
  }

  /** XML: references to declared entities in text or an attribute value from `from` to `to`, with what they add. */
  private references(from: number, to: number): void {
    if (this.entities.size === 0 || this.limits.expansion === undefined) return;
    const { text } = this;
    for (;;) {
      if (this.nextAmp < from) this.nextAmp = text.indexOf('&', from);
      const at = this.nextAmp;
      if (at < 0 || at >= to) return;
      this.nextAmp = -1;
      from = at + 1;
      if (this.nextSemi <= at) this.nextSemi = text.indexOf(';', at);
      const semi = this.nextSemi;
      if (semi < 0) {
        this.nextAmp = text.length;
        return;
      }
      if (semi >= to || semi - at - 1 > this.longestEntityName) continue;
      const added = this.entities.get(text.slice(at + 1, semi));
      if (added === undefined) continue;
      this.expansion += added;
      if (this.expansion > this.limits.expansion) {
        this.fail(`declares entities that expand to over ${count(this.limits.expansion)} characters`);
        return;
      }
    }
  }

  /** A tag's name and attributes from `this.i` (just past `<` or `</`): the name, its attributes as written, and whether it ended in `/>`. */
  private tag(): { name: string; attributes: string; selfClosing: boolean } {
    const { text } = this;
    let j = this.i;
    while (j < text.length && !isSpace(text[j]) && text[j] !== '/' && text[j] !== '>') j += 1;
    const name = text.slice(this.i, j);
    const attributesFrom = j;
    let attributes = 0;
    let selfClosing = false;
    while (j < text.length) {
      const c = text[j];
      if (c === '>') break;
      if (isSpace(c) || c === '/') {
        selfClosing = c === '/';
        j += 1;
        continue;
      }
      selfClosing = false;
      // An attribute: its name (a first `=` belongs to it), then an optional value.
      j += 1;
      while (j < text.length && !isSpace(text[j]) && text[j] !== '/' && text[j] !== '>' && text[j] !== '=') j += 1;
      attributes += 1;
      this.attributes += 1;
      if (attributes > this.limits.attributes || this.attributes > this.limits.attributesInAll) {
        this.fail(attributes > this.limits.attributes
          ? `has an element with too many attributes (over ${count(this.limits.attributes)})`
          : `has too many attributes (over ${count(this.limits.attributesInAll)} in all)`);
        this.i = text.length;
        return { name, attributes: '', selfClosing };
      }
      let k = j;
      while (k < text.length && isSpace(text[k])) k += 1;
      if (text[k] !== '=') continue;
      k += 1;
      while (k < text.length && isSpace(text[k])) k += 1;
      const quote = text[k];
      if (quote === '"' || quote === "'") {
        const close = text.indexOf(quote, k + 1);
        this.references(k + 1, close < 0 ? text.length : close);
        j = close < 0 ? text.length : close + 1;
      } else {
        while (k < text.length && !isSpace(text[k]) && text[k] !== '>') k += 1;
        this.references(j, k);
        j = k;
      }
    }
    this.i = Math.min(j + 1, text.length);
    return { name, attributes: text.slice(attributesFrom, j), selfClosing };
  }

  /** XML, at `<`: a comment, CDATA, a processing instruction, the DOCTYPE, or a tag (as saxes reads them). */
  private xmlMarkup(): void {
    const { text, i } = this;
    if (text.startsWith('<!--', i)) return this.skipTo('-->', i + 4);
    if (text.startsWith('<![CDATA[', i)) return this.skipTo(']]>', i + 9);
    if (text.startsWith('<?', i)) return this.skipTo('?>', i + 2);
    if (text.startsWith('<!', i)) return this.doctype();
    if (text[i + 1] === '/') {
      this.i = i + 2;
      this.tag();
      // saxes stops at an end tag that does not match the open element: only a matching one gets further.
      this.depth = Math.max(this.depth - 1, 0);
      return;
    }
    this.i = i + 1;
    this.counted(1);
    const { selfClosing } = this.tag();
    this.reached(this.depth + 1);
    if (!selfClosing) this.depth += 1;
  }

  /** The DOCTYPE as saxes reads it: quoted strings, and an internal subset in brackets with its own strings, comments and PIs. */
  private doctype(): void {
    const { text } = this;
    const start = this.i;
    let j = start + 2;
    let subset = false;
    while (j < text.length) {
      const c = text[j]!;
      if (c === '"' || c === "'") {
        const close = text.indexOf(c, j + 1);
        j = close < 0 ? text.length : close + 1;
      } else if (subset && text.startsWith('<!--', j)) {
        const close = text.indexOf('-->', j + 4);
        j = close < 0 ? text.length : close + 3;
      } else if (subset && text.startsWith('<?', j)) {
        const question = text.indexOf('?', j + 2);
        const close = question < 0 ? -1 : text.indexOf('>', question);
        j = close < 0 ? text.length : close + 1;
      } else if (c === '[' || c === ']') {
        subset = c === '[';
        j += 1;
      } else if (!subset && c === '>') {
        j += 1;
        break;
      } else {
        j += 1;
      }
    }
    for (const [name, length] of declaredEntities(text.slice(start, j))) {
      this.entities.set(name, Math.max(this.entities.get(name) ?? 0, length));
      this.longestEntityName = Math.max(this.longestEntityName, name.length);
    }
    this.i = j;
  }

  /** HTML, at `<`: a comment (HTML's rules: `<!-->` and `--!>` end one), a bogus comment, an end tag, or a start tag. */
  private htmlMarkup(): void {
    const { text, i } = this;
    const next = text[i + 1];
    if (text.startsWith('<!--', i)) {
      if (text[i + 4] === '>') this.i = i + 5;
      else if (text.startsWith('->', i + 4)) this.i = i + 6;
      else {
        COMMENT_END.lastIndex = i + 4;
        const end = COMMENT_END.exec(text);
        this.i = end ? end.index + end[0].length : text.length;
      }
      return;
    }
    if (next === '!' || next === '?') return this.skipTo('>', i + 2);
    if (next === '/') {
      if (text[i + 2] === '>') {
        this.i = i + 3;
        return;
      }
      if (!isLetter(text[i + 2])) return this.skipTo('>', i + 2);
      this.i = i + 2;
      this.html.end(asciiLower(this.tag().name));
      return;
    }
    if (!isLetter(next)) {
      this.i = i + 1;
      return;
    }
    this.i = i + 1;
    const { name, attributes } = this.tag();
    this.html.start(asciiLower(name), attributes);
  }

}

/** The depth, element count and first problem of `text` read as `syntax`, within `limits` (it stops at the first problem). */
export function markupShape(text: string, syntax: MarkupSyntax, limits: MarkupLimits): MarkupShape {
  const reader = new Reader(text, syntax, limits);
  reader.run();
  return reader.shape();
}

/** Why `text` is over `limits` as the end of a sentence ("is nested too deeply (over 64 levels)"), or null. */
export function markupProblem(text: string, syntax: MarkupSyntax, limits: MarkupLimits): string | null {
  return markupShape(text, syntax, limits).problem;
}
