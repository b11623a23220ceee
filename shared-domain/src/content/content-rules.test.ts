import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify';
import { hasScript, sanitizeContentHtml, scriptProblem } from './content-html';
import { CONTENT_LIMITS, checkContentPage, contentKindFor, contentRoutes, contentUrlProblem, hasExampleItems } from './content-rules';
import type { ContentPage } from './content-types';

const purify = createDOMPurify(new JSDOM('').window);

function page(over: Partial<ContentPage> = {}): ContentPage {
  return {
    url: '/about',
    kind: 'content',
    title: 'About MediaMart',
    subTitle: 'Media buying for Indian brands',
    verticalData: [],
    faqs: [{ question: 'Who are you?', answer: '<p>A marketplace.</p>' }],
    metaTags: { title: 'About | MediaMart', description: 'Who we are.' },
    sections: [{ heading: 'What we do', html: '<p>We list media.</p>' }],
    items: [],
    ...over,
  };
}

function errorsOf(input: ContentPage): Record<string, string> {
  const result = checkContentPage(input);
  return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.message]));
}

describe('content addresses', () => {
  it('knows content and landing addresses from the route table', () => {
    expect(contentKindFor('/about')).toBe('content');
    expect(contentKindFor('/privacy-policy')).toBe('content');
    expect(contentKindFor('/lp/radio-advertising')).toBe('landing');
    expect(contentKindFor('/calculators')).toBeNull();
    expect(contentKindFor('/bag')).toBeNull();
    expect(contentKindFor('/nowhere')).toBeNull();
  });

  it('lists every editable address, the tools left out', () => {
    const urls = contentRoutes().map((r) => r.url);
    expect(urls).toEqual(expect.arrayContaining(['/about', '/contact-us', '/clients', '/testimonials', '/lp/newspaper-advertising']));
    expect(urls).not.toContain('/roas-calculator');
    expect(urls).not.toContain('/deals');
    expect(contentRoutes().filter((r) => r.kind === 'landing')).toHaveLength(5);
  });

  it('explains a clash with another route, a tool, an unknown path and a malformed one', () => {
    expect(contentUrlProblem('/about')).toBeNull();
    expect(contentUrlProblem('/bag')).toMatch(/clashes with the Your bag page/);
    expect(contentUrlProblem('/radio/radio-mirchi')).toMatch(/clashes with the Radio page/);
    expect(contentUrlProblem('/roas-calculator')).toMatch(/tool's page/);
    expect(contentUrlProblem('/no-such-page')).toMatch(/not a page of the site/);
    expect(contentUrlProblem('https://example.com/about')).toMatch(/must be a path/);
    expect(contentUrlProblem('/about/')).toMatch(/must be a path/);
    expect(contentUrlProblem('')).toMatch(/Give the page an address/);
  });
});

describe('checkContentPage', () => {
  it('accepts a good page and trims its texts', () => {
    const result = checkContentPage(page({ title: '  About us  ' }));
    expect(result).toEqual({ ok: true, page: expect.objectContaining({ title: 'About us', url: '/about' }) });
  });

  it('refuses an empty title, naming the field', () => {
    expect(errorsOf(page({ title: '   ' }))).toEqual({ title: 'The title must not be empty' });
  });

  it('refuses a url that clashes with a route, and a kind that does not match the address', () => {
    expect(errorsOf(page({ url: '/dashboard' })).url).toMatch(/clashes with the Your campaigns page/);
    expect(errorsOf(page({ kind: 'landing' })).kind).toMatch(/is a content page/);
    expect(errorsOf(page({ url: '/lp/radio-advertising' })).kind).toMatch(/is a landing page/);
  });

  it('refuses script in section and answer HTML', () => {
    const errors = errorsOf(page({
      sections: [{ heading: 'x', html: '<p>Hi</p><script>alert(1)</script>' }],
      faqs: [{ question: 'q', answer: '<a href="javascript:alert(1)">x</a>' }],
    }));
    expect(errors['sections.0.html']).toBe("Section 1's text contains a <script> element; script is not allowed in page content");
    expect(errors['faqs.0.answer']).toMatch(/javascript: link/);
  });

  it('refuses HTML nested too deeply, naming the field, before anything parses it', () => {
    const errors = errorsOf(page({
      sections: [{ heading: 'Deep', html: '<g>'.repeat(10_000) }, { heading: 'Fine', html: '<p>We list <b>media</b>.</p>' }],
      faqs: [{ question: 'q', answer: `${'<blockquote>'.repeat(3_000)}x${'</blockquote>'.repeat(3_000)}` }],
    }));
    expect(errors).toEqual({
      'sections.0.html': "Section 1's text is nested too deeply (over 64 levels)",
      'faqs.0.answer': 'The answer to question 1 is nested too deeply (over 64 levels)',
    });
  });

  it("refuses a page whose HTML has too many elements or attributes in all, at the field that takes it over", () => {
    const paragraphs = (n: number) => '<p>x</p>'.repeat(n);
    const sections = Array.from({ length: 21 }, (_, i) => ({ heading: `S${i}`, html: paragraphs(100) }));
    expect(errorsOf(page({ sections, faqs: [] }))).toEqual({ 'sections.20.html': "Section 21's text takes the page's HTML over 2,000 elements in all" });
    expect(checkContentPage(page({ sections: sections.slice(0, 19), faqs: [] })).ok).toBe(true);
    const described = (n: number) => '<p title="a" class="b" id="c">x</p>'.repeat(n);
    const linked = Array.from({ length: 3 }, (_, i) => ({ heading: `S${i}`, html: described(500) }));
    expect(errorsOf(page({ sections: linked, faqs: [] }))).toEqual({ 'sections.2.html': "Section 3's text takes the page's HTML over 4,000 attributes in all" });
  });

  it('refuses HTML elements whose content is read by other rules, and does not refuse sloppy ordinary HTML', () => {
    expect(errorsOf(page({ sections: [{ heading: 'x', html: '<style>p{}</style><p>Hi</p>' }] }))).toEqual({
      'sections.0.html': "Section 1's text contains a <style> element, which is not allowed here",
    });
    const sloppy = `<ul>${'<li>An item'.repeat(200)}</ul>${'<p>A <b>bold paragraph'.repeat(200)}`;
    expect(checkContentPage(page({ sections: [{ heading: 'x', html: sloppy }] })).ok).toBe(true);
  });

  it('caps lengths and counts', () => {
    const long = 'x'.repeat(CONTENT_LIMITS.title + 1);
    expect(errorsOf(page({ title: long })).title).toMatch(/at most 150 characters/);
    const many = Array.from({ length: CONTENT_LIMITS.items + 1 }, (_, i) => ({ name: `N${i}`, detail: '', quote: '', example: true }));
    expect(errorsOf(page({ items: many })).items).toMatch(/at most 60 listed entries/);
  });

  it('requires the meta tags, figure labels and item names', () => {
    const errors = errorsOf(page({
      metaTags: { title: '', description: '' },
      verticalData: [{ title: '50+', subTitle: '' }],
      items: [{ name: '', detail: 'Pune', quote: '', example: false }],
    }));
    expect(Object.keys(errors).sort()).toEqual(['items.0.name', 'metaTags.description', 'metaTags.title', 'verticalData.0.subTitle']);
  });

  it('says when a page lists examples', () => {
    expect(hasExampleItems(page())).toBe(false);
    expect(hasExampleItems(page({ items: [{ name: 'A', detail: '', quote: '', example: true }] }))).toBe(true);
  });
});

describe('script detection', () => {
  it.each([
    ['<script>x</script>', 'contains a <script> element'],
    ['<SCRIPT src=x>', 'contains a <script> element'],
    ['<img src=x onerror=alert(1)>', 'contains an event handler attribute (onerror)'],
    ['<p onclick="x()">a</p>', 'contains an event handler attribute (onclick)'],
    ['<a href="jav&#x61;script:alert(1)">x</a>', 'contains a javascript: link'],
    ['<a href="java\tscript:alert(1)">x</a>', 'contains a javascript: link'],
    ['<iframe src="https://x"></iframe>', 'contains a <iframe> element'],
    ['<svg><g/></svg>', 'contains a <svg> element'],
    ['<a href="data:text/html;base64,xx">x</a>', 'contains a data:text/html link'],
  ])('%s %s', (html, message) => {
    expect(scriptProblem(html)).toBe(message);
    expect(hasScript(html)).toBe(true);
  });

  it('lets ordinary content through', () => {
    for (const html of ['<p>Book <strong>radio</strong> spots online; prices on request.</p>', '<a href="/about">About</a>', '<p>Call <a href="tel:+911234567890">us</a></p>', '<p>onboarding = 2 days</p>']) {
      expect(scriptProblem(html)).toBeNull();
    }
  });
});

describe('sanitizeContentHtml', () => {
  it('keeps the allowed tags and links', () => {
    const html = '<h2>Rates</h2><p><strong>Bold</strong> <em>it</em><br></p><ul><li><a href="https://example.in/x">a</a></li></ul>'
      + '<ol><li><a href="mailto:sales@example.in">m</a> <a href="tel:+919876543210">t</a> <a href="/about">r</a> <a href="#sign-up">s</a></li></ol>'
      + '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(sanitizeContentHtml(html, purify)).toBe(html);
  });

  it('removes what the policy does not allow, keeping the text', () => {
    expect(sanitizeContentHtml('<div class="x" style="color:red"><span>Hi</span> <img src="x.png"></div>', purify)).toBe('Hi ');
    expect(sanitizeContentHtml('<a href="javascript:alert(1)" target="_blank">x</a>', purify)).toBe('<a>x</a>');
    expect(sanitizeContentHtml('<a href="//evil.example/x">x</a><a href="ftp://x">y</a>', purify)).toBe('<a>x</a><a>y</a>');
    expect(sanitizeContentHtml('<p data-x="1" aria-label="a">t</p><script>alert(1)</script>', purify)).toBe('<p>t</p>');
  });
});
