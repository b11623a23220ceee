import { JSDOM } from 'jsdom';
import { markupProblem, markupShape, type MarkupLimits } from './markup-shape';

const LIMITS: MarkupLimits = { depth: 64, elements: 1_000, attributes: 64, attributesInAll: 10_000, expansion: 1_000 };
const WIDE_OPEN: MarkupLimits = { depth: 1e9, elements: 1e9, attributes: 1e9, attributesInAll: 1e9, expansion: 1e9 };
const svg = (inner: string, head = '') => `${head}<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;

const window = new JSDOM('').window;

/** The deepest element and the element count of the tree a browser's parser builds (DOMParser), the root's parents not counted. */
function parsed(text: string, type: 'text/html' | 'image/svg+xml'): { depth: number; elements: number } {
  const doc = new window.DOMParser().parseFromString(text, type);
  let depth = 0;
  let elements = 0;
  const walk = (node: Element, level: number) => {
    elements += 1;
    depth = Math.max(depth, level);
    for (const child of Array.from(node.children)) walk(child, level + 1);
  };
  const roots = type === 'text/html' ? [...Array.from(doc.head.children), ...Array.from(doc.body.children)] : [doc.documentElement];
  for (const root of roots) walk(root, 1);
  return { depth, elements };
}

describe('markup shape: XML (an SVG logo)', () => {
  it('measures an ordinary SVG and finds nothing wrong', () => {
    const text = svg('<g fill="#e8472b"><circle r="4"/><path d="M0 0L10 10"/></g><text x="1">Acme &amp; Co</text>', '<?xml version="1.0"?>');
    expect(markupShape(text, 'xml', LIMITS)).toEqual({ depth: 3, elements: 5, attributes: 6, problem: null });
    expect(parsed(text, 'image/svg+xml')).toEqual({ depth: 3, elements: 5 });
  });

  it('refuses 10,000 nested groups as soon as they pass the depth, without reading on', () => {
    const deep = svg(`${'<g>'.repeat(10_000)}${'</g>'.repeat(10_000)}`);
    const shape = markupShape(deep, 'xml', LIMITS);
    expect(shape.problem).toBe('is nested too deeply (over 64 levels)');
    expect(shape.elements).toBe(65);
  });

  it('refuses a wide SVG (100,000 siblings) by its element count', () => {
    expect(markupProblem(svg('<g/>'.repeat(100_000)), 'xml', LIMITS)).toBe('has too many elements (over 1,000)');
    expect(markupProblem(svg('<g/>'.repeat(999)), 'xml', LIMITS)).toBeNull();
  });

  it('refuses crowds of attributes, on one element and in all', () => {
    const attributes = (n: number) => Array.from({ length: n }, (_, k) => ` a${k}=""`).join('');
    expect(markupProblem(svg(`<g${attributes(30_000)}/>`), 'xml', LIMITS)).toBe('has an element with too many attributes (over 64)');
    expect(markupProblem(svg(`<g${attributes(60)}/>`.repeat(200)), 'xml', LIMITS)).toBe('has too many attributes (over 10,000 in all)');
    expect(markupProblem(svg(`<g${attributes(60)}/>`.repeat(100)), 'xml', LIMITS)).toBeNull();
  });

  it('lets one huge attribute through: it costs the parser its length, no more', () => {
    expect(markupProblem(svg(`<path d="M0 0 ${'L1 1 '.repeat(50_000)}"/>`), 'xml', LIMITS)).toBeNull();
  });

  it('counts what entities declared in the DOCTYPE add, in text and attributes (jsdom expands them)', () => {
    const doctype = (value: string) => `<!DOCTYPE svg [ <!ENTITY a "${value}"> <!ENTITY b '${value}'> ]>`;
    expect(markupProblem(svg(`<text>${'&a;'.repeat(1_000)}</text>`, doctype('x'.repeat(100))), 'xml', LIMITS))
      .toBe('declares entities that expand to over 1,000 characters');
    expect(markupProblem(svg(`<text x="${'&b;'.repeat(11)}">t</text>`, doctype('x'.repeat(100))), 'xml', LIMITS))
      .toBe('declares entities that expand to over 1,000 characters');
    // Predefined entities and character references add nothing; nine references of 100 stay under 1,000.
    expect(markupProblem(svg(`<text>${'&a;'.repeat(9)}${'&amp;&#160;'.repeat(5_000)}</text>`, doctype('x'.repeat(100))), 'xml', LIMITS)).toBeNull();
  });

  it('does not count tags inside comments, CDATA, processing instructions or the DOCTYPE, as the XML parser does not', () => {
    const text = svg(
      `<!-- <g><g> --><![CDATA[ <g><g> ]]><?note <g><g> ?><g a="x>y" b='1'><rect/></g>`,
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [ <!ENTITY n "]>"> <!-- ]> --> ]>',
    );
    expect(markupShape(text, 'xml', LIMITS)).toMatchObject({ depth: 3, elements: 3, problem: null });
    expect(parsed(text, 'image/svg+xml')).toEqual({ depth: 3, elements: 3 });
  });

  it('reads a quarter of a megabyte of pathological text in linear time', () => {
    for (const text of ['&'.repeat(250_000), `<!DOCTYPE s [<!ENTITY a "x">]>${'&a'.repeat(125_000)}`, '<g a="'.repeat(40_000), '<!--'.repeat(60_000)]) {
      const started = Date.now();
      markupShape(text, 'xml', WIDE_OPEN);
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });
});

describe('markup shape: HTML (page content)', () => {
  it('never counts less than the browser parser builds, however the tags are (mis)nested', () => {
    const formatting = Array.from({ length: 60 }, (_, k) => `<b title="${k}">`).join('');
    const documents = [
      '<h2>Rates</h2><p>Book <strong>radio</strong> <a href="/about">now</a></p><ul><li>a<li>b</ul><table><tr><td>1<td>2</table>',
      // The parser re-opens formatting elements closed with the paragraph around them, at every later text.
      `<p>${formatting}</p>${'<p>x</p>'.repeat(100)}`,
      `<div>${formatting}</div>${'x<span>y</span>'.repeat(100)}`,
      // HTML ends a comment at `<!-->` and `--!>`, and a bogus comment (`<?…`, `<![CDATA[…`) at the first `>`.
      `<!-->${'<b>'.repeat(100)}-->`,
      `<!-- --!>${'<i>'.repeat(100)}-->`,
      `<?x >${'<div>'.repeat(100)}?>`,
      `<![CDATA[>${'<div>'.repeat(100)}]]>`,
      // A `>` in a quoted attribute does not end the tag.
      '<b title="></b>">'.repeat(100),
      // Misnested formatting (the adoption agency) and cells straight in tables (the body and row the parser adds).
      '<b><div>x</b>'.repeat(50),
      '<table><td>'.repeat(30),
      '<font color=red>x<p>'.repeat(100),
      '<p>a<b>x<p>y'.repeat(100),
    ];
    for (const html of documents) {
      const shape = markupShape(html, 'html', WIDE_OPEN);
      const real = parsed(html, 'text/html');
      expect({ html, depth: shape.depth >= real.depth, elements: shape.elements >= real.elements }).toEqual({ html, depth: true, elements: true });
    }
  });

  it('refuses deep nesting of any tag, closed or not', () => {
    expect(markupProblem('<g>'.repeat(10_000), 'html', LIMITS)).toBe('is nested too deeply (over 64 levels)');
    expect(markupProblem('<b>'.repeat(13_000), 'html', LIMITS)).toBe('is nested too deeply (over 64 levels)');
    expect(markupProblem(`${'<blockquote>'.repeat(3_000)}${'</blockquote>'.repeat(3_000)}`, 'html', LIMITS)).toBe('is nested too deeply (over 64 levels)');
    expect(markupProblem(`${'<blockquote>'.repeat(64)}${'</blockquote>'.repeat(64)}`, 'html', LIMITS)).toBeNull();
  });

  it('counts the copies the parser makes of formatting elements it re-opens', () => {
    const formatting = Array.from({ length: 60 }, (_, k) => `<b title="${k}">`).join('');
    expect(markupProblem(`<p>${formatting}</p>${'<p>x</p>'.repeat(100)}`, 'html', LIMITS)).toBe('has too many elements (over 1,000)');
  });

  it('keeps sloppy but ordinary markup shallow: unclosed list items, paragraphs, cells and bold', () => {
    for (const html of [`<ul>${'<li>item'.repeat(300)}</ul>`, '<p>para'.repeat(300), '<p><b>bold</p>'.repeat(300), `<table>${'<tr><td>a<td>b'.repeat(300)}</table>`, '<a href="/x">link'.repeat(300)]) {
      const shape = markupShape(html, 'html', WIDE_OPEN);
      expect({ html: html.slice(0, 30), shallow: shape.depth <= 8 }).toEqual({ html: html.slice(0, 30), shallow: true });
    }
  });

  it.each(['script', 'style', 'textarea', 'title', 'noscript', 'plaintext', 'svg', 'math', 'iframe', 'xmp'])(
    'refuses <%s>, whose content HTML reads by other rules',
    (name) => {
      expect(markupProblem(`<p>a</p><${name}><!--</${name}>${'<b>'.repeat(100)}-->`, 'html', LIMITS)).toBe(`contains a <${name}> element, which is not allowed here`);
    },
  );

  it('reads pathological text in linear time', () => {
    for (const text of ['<!--'.repeat(60_000), '<a b="'.repeat(40_000), '</p>'.repeat(60_000), '<p '.repeat(80_000)]) {
      const started = Date.now();
      markupShape(text, 'html', WIDE_OPEN);
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });
});
