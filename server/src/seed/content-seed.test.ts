import { fillContentPage, LANDING_ROUTES, matchRoute, ROUTES, SITE_NAME, type ContentPage } from 'shared-domain';
import { CONTENT_SEED } from './content-seed';

/** Planning tools: mf-landing routes whose pages come with the planning-tools work, not from this seed. */
const PLANNING_TOOLS = [
  '/calculators', '/roas-calculator', '/budget-estimator', '/ipl-ad-budget-calculator',
  '/media-recommendation', '/ai-tools', '/sivi-ai-advertisement-generator',
];
const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);

const seededRoutes = ROUTES.filter((r) => r.owner === 'mf_landing' && !PLANNING_TOOLS.includes(r.pattern)).map((r) => r.pattern);

/** Every HTML field of a page with a label naming where it is. */
function htmlOf(page: ContentPage): { where: string; html: string }[] {
  return [
    ...page.sections.map((s, i) => ({ where: `${page.url} section ${i} (${s.heading})`, html: s.html })),
    ...page.faqs.map((f, i) => ({ where: `${page.url} faq ${i}`, html: f.answer })),
  ];
}

/** Every text of a page, plain and HTML. */
function textsOf(page: ContentPage): string[] {
  return [
    page.url, page.title, page.subTitle, page.metaTags.title, page.metaTags.description,
    ...page.verticalData.flatMap((v) => [v.title, v.subTitle]),
    ...page.faqs.flatMap((f) => [f.question, f.answer]),
    ...page.sections.flatMap((s) => [s.heading, s.html]),
    ...page.items.flatMap((i) => [i.name, i.detail, i.quote]),
  ];
}

/** The seeded pages as the product's own site shows them (the placeholder filled with MediaMart). */
const FILLED = CONTENT_SEED.map((p) => fillContentPage(p, SITE_NAME));

const page = (url: string): ContentPage => {
  const found = FILLED.find((p) => p.url === url);
  if (!found) throw new Error(`no seed page for ${url}`);
  return found;
};

describe('CONTENT_SEED names the site only through the placeholder', () => {
  it.each(CONTENT_SEED.map((p) => [p.url, p] as const))('%s never says MediaMart itself', (_url, p) => {
    expect(textsOf(p).filter((t) => /MediaMart/i.test(t))).toEqual([]);
  });

  it('names the organisation on a white-label host', () => {
    expect(fillContentPage(CONTENT_SEED.find((p) => p.url === '/about')!, 'Acme Media').title).toBe('About Acme Media');
  });
});

describe('CONTENT_SEED covers the content routes of mf-landing', () => {
  it('has exactly one page for every mf_landing route except the planning tools', () => {
    expect(seededRoutes.length).toBeGreaterThan(20);
    for (const path of seededRoutes) expect([path, CONTENT_SEED.filter((p) => p.url === path).length]).toEqual([path, 1]);
  });

  it('has no page for a path that is not such a route', () => {
    for (const p of CONTENT_SEED) expect([p.url, seededRoutes.includes(p.url)]).toEqual([p.url, true]);
    expect(new Set(CONTENT_SEED.map((p) => p.url)).size).toBe(CONTENT_SEED.length);
  });

  it('marks the five landing pages landing and the rest content', () => {
    const landing = LANDING_ROUTES.map((r) => r.path);
    for (const p of CONTENT_SEED) expect([p.url, p.kind]).toEqual([p.url, landing.includes(p.url) ? 'landing' : 'content']);
  });
});

describe.each(FILLED.map((p) => [p.url, p] as const))('%s', (_url, p) => {
  it('has a title, a subtitle and meta tags within length', () => {
    expect(p.title.trim()).not.toBe('');
    expect(p.subTitle.trim()).not.toBe('');
    expect(p.metaTags.title).toMatch(/\| MediaMart$/);
    expect(p.metaTags.title.length).toBeLessThanOrEqual(70);
    expect(p.metaTags.description.trim().length).toBeGreaterThan(50);
    expect(p.metaTags.description.length).toBeLessThanOrEqual(160);
  });

  it('content pages have non-empty sections; landing pages have none', () => {
    if (p.kind === 'landing') {
      expect(p.sections).toEqual([]);
      expect(p.items).toEqual([]);
      return;
    }
    expect(p.sections.length).toBeGreaterThanOrEqual(3);
    for (const s of p.sections) {
      expect(s.heading.trim()).not.toBe('');
      expect(s.html.replace(/<[^>]*>/g, '').trim().length).toBeGreaterThan(40);
    }
    for (const f of p.faqs) {
      expect(f.question.trim()).not.toBe('');
      expect(f.answer.trim()).not.toBe('');
    }
  });

  it('uses only the allowed tags, no script, event handler or javascript: URL', () => {
    for (const { where, html } of htmlOf(p)) {
      expect([where, /<script/i.test(html)]).toEqual([where, false]);
      expect([where, /javascript:/i.test(html)]).toEqual([where, false]);
      for (const [tag, name, attrs] of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
        expect([where, tag, ALLOWED_TAGS.has(name.toLowerCase())]).toEqual([where, tag, true]);
        expect([where, tag, /\son\w+\s*=/i.test(attrs)]).toEqual([where, tag, false]);
        expect([where, tag, /\s(style|class|id|src)\s*=/i.test(attrs)]).toEqual([where, tag, false]);
        if (name.toLowerCase() !== 'a') expect([where, tag, attrs.trim()]).toEqual([where, tag, '']);
      }
      // Every < opens a tag the regex above saw (no stray or broken markup).
      expect([where, (html.match(/</g) ?? []).length]).toEqual([where, [...html.matchAll(/<\/?[a-zA-Z][a-zA-Z0-9]*[^>]*>/g)].length]);
    }
  });

  it('links only to real site paths or fragments', () => {
    for (const { where, html } of htmlOf(p)) {
      for (const [, href] of html.matchAll(/<a\s[^>]*href="([^"]*)"/g)) {
        if (href.startsWith('#')) {
          expect([where, href]).toEqual([where, expect.stringMatching(/^#[a-z][a-z0-9-]*$/)]);
          continue;
        }
        expect([where, href, href.startsWith('/') && !href.startsWith('//')]).toEqual([where, href, true]);
        expect([where, href, matchRoute(href) !== null]).toEqual([where, href, true]);
        expect([where, href, PLANNING_TOOLS.includes(href.split(/[?#]/)[0])]).toEqual([where, href, false]);
      }
      for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) expect([where, tag]).toEqual([where, expect.stringMatching(/^<a href="[^"]+">$/)]);
    }
  });

  it('has no placeholder text', () => {
    for (const text of textsOf(p)) {
      expect([text, /lorem|ipsum|\bTODO\b|\bTBD\b|\bXXX\b|\[|\]|\{|\}/i.test(text)]).toEqual([text, false]);
    }
  });
});

describe('particular pages', () => {
  it('/clients and /testimonials list only examples, and say so', () => {
    for (const url of ['/clients', '/testimonials']) {
      const p = page(url);
      expect(p.items.length).toBeGreaterThanOrEqual(3);
      for (const item of p.items) {
        expect(item.example).toBe(true);
        expect(item.name.trim()).not.toBe('');
        expect(item.detail.trim()).not.toBe('');
      }
      expect(p.sections.map((s) => s.html).join(' ')).toMatch(/examples/i);
    }
    for (const item of page('/testimonials').items) expect(item.quote.trim()).not.toBe('');
  });

  it('only /clients and /testimonials carry items', () => {
    for (const p of CONTENT_SEED) if (!['/clients', '/testimonials'].includes(p.url)) expect([p.url, p.items]).toEqual([p.url, []]);
  });

  it('/privacy-policy covers DPDP, retention and deletion', () => {
    const text = textsOf(page('/privacy-policy')).join(' ');
    expect(text).toMatch(/Digital Personal Data Protection Act, 2023/);
    expect(text).toMatch(/DPDP/);
    expect(text).toMatch(/retention|how long we keep/i);
    expect(text).toMatch(/24 months/);
    expect(text).toMatch(/13 months/);
    expect(text).toMatch(/Data deletion/);
    expect(text).toMatch(/Grievance Officer/);
    expect(text).toMatch(/href="\/contact-us"/);
  });

  it('/how-to-list sends sellers to the seller studio and follows the scoring rules', () => {
    const text = textsOf(page('/how-to-list')).join(' ');
    expect(text).toContain('<a href="/seller">Create your seller account</a>');
    expect(text).toContain('<a href="/seller"><strong>Start listing in the seller studio</strong></a>');
    expect(text).not.toContain('#sign-up');
    expect(text).toMatch(/300 × 125/);
    expect(text).toMatch(/70 words/);
    expect(text).toMatch(/PDF/);
    expect(text).toMatch(/Popular Media/);
    expect(text).toMatch(/Premium Media/);
  });

  it('/terms-and-conditions names the governing law without a placeholder city', () => {
    const text = textsOf(page('/terms-and-conditions')).join(' ');
    expect(text).toMatch(/laws of India/);
    expect(text).toMatch(/courts having jurisdiction over MediaMart's registered office/);
    expect(text).toMatch(/ASCI/);
    expect(text).toMatch(/minimum billing/i);
  });

  it('states GST only at the rates of SEED-FACTS.md (5% print, 18% otherwise)', () => {
    for (const p of CONTENT_SEED) {
      for (const [, rate] of textsOf(p).join(' ').matchAll(/(\d+(?:\.\d+)?)\s*%\s*GST/g)) expect([p.url, ['5', '18']]).toEqual([p.url, expect.arrayContaining([rate])]);
    }
  });

  it('the landing pages keep the SPEC.md headline figures', () => {
    expect(page('/lp/newspaper-advertising').verticalData.map((v) => v.title)).toEqual(['200+', '500+', '20+']);
    expect(page('/lp/outdoor-advertising').verticalData.map((v) => v.title)).toEqual(['5+', '100+']);
    expect(page('/lp/btl-advertising').verticalData.map((v) => v.title)).toEqual(['100+', '500+']);
    expect(page('/lp/influencer-marketing').verticalData.map((v) => v.title)).toEqual(['500+', '1000+', '10+']);
    expect(page('/lp/radio-advertising').verticalData.map((v) => v.title)).toEqual(['50+', '35+', '30+']);
  });
});
