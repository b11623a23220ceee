/**
 * How deep HTML's tree builder nests elements, followed tag by tag without building the tree:
 * enough of its rules (optional end tags, formatting elements it re-opens, the body and row it
 * adds to a table) that ordinary markup, sloppy included, counts about what the parser makes,
 * and never less. Where its rules are not followed, an end tag closes nothing.
 */

/** HTML elements that never have content (the parser pops them at once). Only these: calling a container void would undercount. */
const VOID = new Set(['area', 'base', 'br', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'wbr']);

/**
 * Elements whose content HTML reads by other rules (raw text, foreign content, scripts' escapes),
 * which a tag reader cannot follow safely: refused.
 */
const OTHER_RULES = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext', 'svg', 'math']);

/** Elements whose end tag may be left out: an end tag of an element around them closes them too. */
const OPTIONAL_END = new Set(['p', 'li', 'dt', 'dd', 'option', 'optgroup', 'rb', 'rp', 'rt', 'rtc', 'tbody', 'thead', 'tfoot', 'tr', 'td', 'th']);

/**
 * Formatting elements: closed across other elements they are re-opened by the parser (the
 * adoption agency, reconstruction), so their end tag closes them only when they are the last
 * open element.
 */
const FORMATTING = new Set(['a', 'b', 'big', 'code', 'em', 'font', 'i', 'nobr', 's', 'small', 'strike', 'strong', 'tt', 'u']);

/** Elements that scope the list of formatting elements the parser re-opens. */
const MARKERS = new Set(['td', 'th', 'caption', 'applet', 'marquee', 'object', 'template']);

/** Start tags that close an open `<p>` (not table: in quirks mode it does not). */
const CLOSES_P = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset', 'figcaption', 'figure',
  'footer', 'header', 'hgroup', 'main', 'menu', 'nav', 'ol', 'p', 'section', 'summary', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'pre', 'listing', 'form', 'hr', 'li', 'dd', 'dt',
]);
const P: ReadonlySet<string> = new Set(['p']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** A start tag and the open elements it closes first (when only optional-end and formatting elements are open after them). */
const CLOSES_SIBLING: Readonly<Record<string, ReadonlySet<string>>> = {
  li: new Set(['li']),
  dt: new Set(['dt', 'dd']),
  dd: new Set(['dt', 'dd']),
  td: new Set(['td', 'th']),
  th: new Set(['td', 'th']),
  tr: new Set(['tr']),
  tbody: new Set(['tbody', 'thead', 'tfoot']),
  thead: new Set(['tbody', 'thead', 'tfoot']),
  tfoot: new Set(['tbody', 'thead', 'tfoot']),
  option: new Set(['option']),
  optgroup: new Set(['option', 'optgroup']),
};

/**
 * An open element; for a formatting element, what the parser compares to tell identical ones
 * apart (name and attributes as written) and whether it is still on the parser's list of
 * elements to re-open.
 */
type Open = { name: string; key: string; listed: boolean };

/** What the nesting tells its reader: elements the parser makes, the depth they reach, an element it will not follow. */
export type NestingEvents = { made(count: number): void; reached(depth: number): void; refused(problem: string): void };

export class HtmlNesting {
  private readonly stack: Open[] = [];
  /** Formatting elements closed with an element around them, which the parser re-opens at the next text (they count as open). */
  private pending: Open[] = [];

  constructor(private readonly events: NestingEvents) {}

  /** Text: the parser re-opens the formatting elements it closed with an element around them, as new elements. */
  text(): void {
    if (!this.pending.length) return;
    this.events.made(this.pending.length);
    this.stack.push(...this.pending);
    this.pending = [];
  }

  /** A start tag, its name lower-cased and its attributes as written. */
  start(name: string, attributes: string): void {
    this.events.made(1);
    if (OTHER_RULES.has(name)) {
      this.events.refused(`contains a <${name}> element, which is not allowed here`);
      return;
    }
    if (CLOSES_P.has(name)) this.closeOpen(P);
    if (HEADINGS.has(name) && this.top !== undefined && HEADINGS.has(this.top)) this.stack.pop();
    const siblings = CLOSES_SIBLING[name];
    if (siblings) this.closeOpen(siblings);
    this.impliedTableParts(name);
    const key = `${name}${attributes}`;
    if (FORMATTING.has(name)) {
      // A link inside an open link closes it first.
      if (name === 'a') this.closeFormatting('a');
      this.text();
      this.noahsArk(key);
    }
    this.open({ name, key, listed: FORMATTING.has(name) });
    if (VOID.has(name)) this.stack.pop();
  }

  /** An end tag, its name lower-cased. One that closes nothing may still make an element (`</p>` an empty p, `</br>` a br, a misnested one copies). */
  end(name: string): void {
    const closed = FORMATTING.has(name) ? this.closeFormatting(name) : this.closeOpen(new Set([name]));
    if (!closed) this.events.made(1);
  }

  private get top(): string | undefined {
    return this.stack[this.stack.length - 1]?.name;
  }

  private open(entry: Open): void {
    this.stack.push(entry);
    this.events.reached(this.stack.length + this.pending.length);
  }

  /**
   * Closes the last open element of `names` when only optional-end and formatting elements are
   * open after it (the parser closes those with it, and re-opens the formatting ones later).
   * False, closing nothing, when another element is in the way.
   */
  private closeOpen(names: ReadonlySet<string>): boolean {
    for (let k = this.stack.length - 1; k >= 0; k -= 1) {
      const open = this.stack[k]!.name;
      if (names.has(open)) {
        const after = this.stack.splice(k);
        this.pending.push(...after.slice(1).filter((e) => e.listed));
        return true;
      }
      if (!OPTIONAL_END.has(open) && !FORMATTING.has(open)) return false;
    }
    return false;
  }

  /**
   * A formatting element's end: closed when it is the last open element; forgotten when it is
   * only waiting to be re-opened; false otherwise (the parser's adoption agency may then make
   * copies).
   */
  private closeFormatting(name: string): boolean {
    if (this.top === name) {
      this.stack.pop();
      return true;
    }
    const waiting = this.pending.map((e) => e.name).lastIndexOf(name);
    if (waiting < 0 || this.stack.some((e) => e.name === name)) return false;
    this.pending.splice(waiting, 1);
    return true;
  }

  /**
   * The parser keeps at most three identical formatting elements to re-open (its "Noah's ark"):
   * with a fourth, the earliest is taken off the list. Only when no element that scopes the list
   * is open (then which entries count is not certain, and all stay).
   */
  private noahsArk(key: string): void {
    if (this.stack.some((e) => MARKERS.has(e.name))) return;
    const same = [...this.pending, ...this.stack].filter((e) => e.listed && e.key === key);
    if (same.length < 3) return;
    const earliest = this.stack.find((e) => e.listed && e.key === key) ?? same[0]!;
    earliest.listed = false;
    this.pending = this.pending.filter((e) => e.listed);
  }

  /** Tables: a row or cell straight in its table gets the body and row the parser adds. */
  private impliedTableParts(name: string): void {
    const parts = name === 'tr' ? ['tbody'] : name === 'td' || name === 'th' ? ['tbody', 'tr'] : [];
    const top = this.top;
    const needed = top === 'table' ? parts : top === 'tbody' || top === 'thead' || top === 'tfoot' ? parts.slice(1) : [];
    for (const part of needed) {
      this.events.made(1);
      this.open({ name: part, key: part, listed: false });
    }
  }
}
