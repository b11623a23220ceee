import { media } from '../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { loadFooterConfig } from './footer-config';
import type { SiteFooterBody } from './footer.schema';

const catalog = {
  media: [
    media({ id: 'np-a', category: 'newspaper', slug: 'lokmat-pune', name: 'Lokmat', city: 'Pune', popularity: 40 }),
    media({ id: 'np-b', category: 'newspaper', slug: 'times-of-india-delhi', name: 'Times of India', city: 'Delhi', popularity: 90 }),
    media({ id: 'np-c', category: 'newspaper', slug: 'the-hindu-chennai', name: 'The Hindu', city: 'Chennai', popularity: 70 }),
    media({ id: 'np-d', category: 'newspaper', slug: 'deccan-herald-bengaluru', name: 'Deccan Herald', city: 'Bengaluru', popularity: 10 }),
    media({ id: 'bt-a', category: 'nontraditional', slug: 'metro station', name: 'Rajiv Chowk metro', city: 'Delhi', popularity: 5 }),
  ],
};

describe('GET /api/site/footer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      catalog,
      env: {
        SITE_SOCIAL_LINKS: JSON.stringify({ youtube: 'https://www.youtube.com/@mediamart', linkedin: 'https://www.linkedin.com/company/mediamart' }),
      },
    });
  });
  afterAll(async () => t.close());

  it('lists each category with profiles, its most popular first, with their real detail pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/footer' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.json<SiteFooterBody>();
    expect(body.popular.map((c) => c.category)).toEqual(['newspaper', 'nontraditional']);
    expect(body.popular[0]).toEqual({
      category: 'newspaper',
      label: 'Newspaper',
      path: '/newspaper',
      links: [
        { label: 'Times of India, Delhi', href: '/newspaper/times-of-india-delhi' },
        { label: 'The Hindu, Chennai', href: '/newspaper/the-hindu-chennai' },
        { label: 'Lokmat, Pune', href: '/newspaper/lokmat-pune' },
      ],
    });
    expect(body.popular[1]!.links).toEqual([{ label: 'Rajiv Chowk metro, Delhi', href: '/nontraditional/metro%20station' }]);
  });

  it('links every listed profile to a detail the catalog answers', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/site/footer' })).json<SiteFooterBody>();
    for (const link of body.popular.flatMap((c) => c.links)) {
      const res = await t.app.inject({ method: 'GET', url: `/api/catalog/media${link.href}` });
      expect({ href: link.href, status: res.statusCode }).toEqual({ href: link.href, status: 200 });
    }
  });

  it('carries the configured social links in the networks’ order and no badge when none is configured', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/site/footer' })).json<SiteFooterBody>();
    expect(body.social).toEqual([
      { network: 'linkedin', href: 'https://www.linkedin.com/company/mediamart' },
      { network: 'youtube', href: 'https://www.youtube.com/@mediamart' },
    ]);
    expect(body.certification).toBeNull();
  });
});

describe('GET /api/site/footer with a certificate configured and no social links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        SITE_CERTIFICATION_TEXT: 'Certified by Example Body',
        SITE_CERTIFICATION_URL: 'https://certs.example.org/mediamart/1234',
        SITE_CERTIFICATION_IMAGE_URL: '/badge.svg',
      },
    });
  });
  afterAll(async () => t.close());

  it('answers the badge, an empty catalog and no social links', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/site/footer' })).json<SiteFooterBody>();
    expect(body).toEqual({
      popular: [],
      social: [],
      certification: { text: 'Certified by Example Body', href: 'https://certs.example.org/mediamart/1234', imageUrl: '/badge.svg' },
      sampleRates: false,
    });
  });
});

describe('loadFooterConfig', () => {
  it('is empty when nothing is configured', () => {
    expect(loadFooterConfig({})).toEqual({ social: [], certification: null });
  });

  it.each([
    [{ SITE_SOCIAL_LINKS: 'not json' }, /JSON object/],
    [{ SITE_SOCIAL_LINKS: '["https://x.com/a"]' }, /JSON object/],
    [{ SITE_SOCIAL_LINKS: '{"myspace":"https://myspace.com/a"}' }, /unknown network "myspace"/],
    [{ SITE_SOCIAL_LINKS: '{"facebook":"https://www.facebook.com/"}' }, /not the network's home page/],
    [{ SITE_SOCIAL_LINKS: '{"x":"http://x.com/mediamart"}' }, /https:\/\//],
    [{ SITE_CERTIFICATION_TEXT: 'Certified' }, /together/],
    [{ SITE_CERTIFICATION_TEXT: 'Certified', SITE_CERTIFICATION_URL: 'ftp://a/b', SITE_CERTIFICATION_IMAGE_URL: '/b.svg' }, /SITE_CERTIFICATION_URL/],
  ])('stops the start on %j', (env, message) => {
    expect(() => loadFooterConfig(env)).toThrow(message);
  });
});
