import { CATEGORIES } from '../catalog/categories';
import { INDUSTRIES } from '../catalog/industries';
import {
  CATEGORY_TABS, ROUTES, activeTab, crawlerDisallowedPaths, indexablePaths, isIndexableRoute, isLandingRoute, isPublicRoute, matchRoute,
  pageNamesOf, remoteForPath, routesOfPage, shellPartsFor, showCategoryTabs, type PageName,
} from './route-table';

/** SPEC.md section 2: the category tabs are hidden on these. */
const TABS_HIDDEN_ROUTES = [
  '/plan', '/programs', '/agency-partner', '/digital-marketing-affiliate-program', '/sports-marketing-agency',
  '/competition-benchmarking', '/agency-partner/trial',
];

/** SPEC.md section 2, "Routes referenced", with the path parameters filled in. */
const SPEC_ROUTES = [
  '/', '/contact-us', '/about', '/clients', '/agency-partner', '/agency-partnership', '/terms-and-conditions', '/how-to-list',
  '/testimonials', '/privacy-policy', '/deals', '/careers', '/press', '/ad-campaign-brief', '/roas-calculator', '/ads',
  '/calculators', '/media-recommendation', '/ai-tools', '/sivi-ai-advertisement-generator', '/budget-estimator',
  '/ipl-ad-budget-calculator', '/search?q=radio', '/search-results?search=radio', '/bag', '/affiliates', '/programs', '/plan',
  '/radio-automation', '/airport', '/sports-marketing', '/sports-marketing/ipl-advertising', '/influencer-marketing/some-creator',
  '/newspaper/times-of-india-delhi', '/industry/fmcg', '/dashboard/abc123', '/_app',
];

describe('activeTab', () => {
  it.each(CATEGORY_TABS.map((t) => [t.path, t.label]))('%s activates %s', (path, label) => {
    expect(activeTab(path)?.label).toBe(label);
  });

  it('follows detail pages below a category', () => {
    expect(activeTab('/radio/radio-mirchi-mumbai')?.label).toBe('Radio');
    expect(activeTab('/nontraditional/metro-ads?x=1')?.label).toBe('BTL');
  });

  it('does not confuse a prefix of another word', () => {
    expect(activeTab('/radio-automation')).toBeUndefined();
    expect(activeTab('/')).toBeUndefined();
    expect(activeTab('/airport')).toBeUndefined();
  });
});

describe('showCategoryTabs', () => {
  it.each([...TABS_HIDDEN_ROUTES])('hides tabs on %s', (path) => {
    expect(showCategoryTabs(path)).toBe(false);
    expect(showCategoryTabs(`${path}/`)).toBe(false);
  });

  it('shows tabs elsewhere, including below a hidden route', () => {
    expect(showCategoryTabs('/')).toBe(true);
    expect(showCategoryTabs('/newspaper')).toBe(true);
    expect(showCategoryTabs('/plan-b')).toBe(true);
  });

  it('hides tabs on landing pages', () => {
    expect(isLandingRoute('/lp/radio-advertising')).toBe(true);
    expect(showCategoryTabs('/lp/radio-advertising')).toBe(false);
    expect(isLandingRoute('/radio')).toBe(false);
  });
});

describe('remoteForPath', () => {
  it('routes each path to its remote', () => {
    expect(remoteForPath('/')).toBe('mf_catalog');
    expect(remoteForPath('/newspaper/times-of-india-delhi')).toBe('mf_catalog');
    expect(remoteForPath('/bag')).toBe('mf_bag');
    expect(remoteForPath('/dashboard/abc')).toBe('mf_dashboard');
    expect(remoteForPath('/lp/outdoor-advertising')).toBe('mf_landing');
    expect(remoteForPath('/seller/profiles/p1')).toBe('mf_seller');
    expect(remoteForPath('/staff/listings')).toBe('mf_seller');
    expect(remoteForPath('/seller/bookings/r1')).toBe('mf_seller');
    expect(remoteForPath('/staff/availability/o1')).toBe('mf_seller');
  });

  it('the brief form and /plan belong to the dashboard; /plan still hides the tabs', () => {
    expect(remoteForPath('/ad-campaign-brief')).toBe('mf_dashboard');
    expect(remoteForPath('/plan')).toBe('mf_dashboard');
    expect(remoteForPath('/plan/')).toBe('mf_dashboard');
    expect(remoteForPath('/plan?utm_source=x')).toBe('mf_dashboard');
    expect(remoteForPath('/plan-b')).toBe('mf_catalog');
    expect(showCategoryTabs('/plan')).toBe(false);
  });
});

describe('the route table', () => {
  it.each(SPEC_ROUTES)('has every route of SPEC.md section 2: %s', (path) => {
    expect(matchRoute(path)).not.toBeNull();
  });

  it('answers null for a path no route has, so the site can answer 404', () => {
    expect(matchRoute('/no-such-page')).toBeNull();
    expect(matchRoute('/newspaper/a/b')).toBeNull();
    expect(matchRoute('/industry')).toBeNull();
    expect(matchRoute('/dashboard/')).not.toBeNull();
  });

  it('matches parameters and says what the server must check', () => {
    expect(matchRoute('/radio/radio-mirchi-delhi')).toMatchObject({ entry: { owner: 'mf_catalog', check: 'media' }, params: { slug: 'radio-mirchi-delhi' } });
    expect(matchRoute('/industry/fmcg')).toMatchObject({ entry: { check: 'industry' }, params: { name: 'fmcg' } });
    expect(matchRoute('/sports-marketing/ipl-advertising')?.entry.check).toBeUndefined();
    expect(matchRoute('/_app')?.entry.redirect).toBe('/');
  });

  it('says what of the shell each page shows', () => {
    expect(shellPartsFor('/lp/radio-advertising')).toEqual({ tabs: false, headerMenu: false, footer: false, chat: false, popups: false });
    expect(shellPartsFor('/dashboard/x')).toMatchObject({ popups: false, footer: true });
    expect(shellPartsFor('/about')).toEqual({ tabs: true, headerMenu: true, footer: true, chat: true, popups: true });
    expect(matchRoute('/dashboard/x')?.entry.access).toBe('signed-in');
  });

  it('has the account page, the organisation screens and the releases screen as signed-in dashboard routes without tabs', () => {
    for (const path of ['/account', '/organization', '/staff/organizations', '/staff/organizations/org-1', '/staff/releases']) {
      const match = matchRoute(path);
      expect(match?.entry).toMatchObject({ owner: 'mf_dashboard', parts: { tabs: false, popups: false } });
      expect(isPublicRoute(match!.entry)).toBe(false);
    }
    expect(matchRoute('/staff/organizations/org-1')?.params).toEqual({ id: 'org-1' });
    expect(matchRoute('/account')?.entry.title).toBe('Your account');
    expect(matchRoute('/staff/organizations/a/b')).toBeNull();
    expect(matchRoute('/staff/releases')?.entry).toMatchObject({ title: 'Releases', parts: { chat: false } });
  });

  it('gives every route a title, and no two routes one pattern', () => {
    expect(ROUTES.every((r) => r.title.trim().length > 0)).toBe(true);
    expect(new Set(ROUTES.map((r) => r.pattern)).size).toBe(ROUTES.length);
  });
});

describe('which pages search engines index', () => {
  const indexable = (path: string) => isIndexableRoute(matchRoute(path)!.entry);

  it('indexes the public pages, not signed-in screens, the bag, comparisons, search results or redirects', () => {
    for (const path of ['/', '/newspaper', '/newspaper/times-of-india-delhi', '/about', '/industry/fmcg', '/roas-calculator', '/lp/radio-advertising', '/plan']) {
      expect({ path, indexable: indexable(path) }).toEqual({ path, indexable: true });
    }
    for (const path of ['/bag', '/dashboard', '/dashboard/abc', '/account', '/staff/leads', '/organization', '/compare', '/search', '/search-results', '/_app']) {
      expect({ path, indexable: indexable(path) }).toEqual({ path, indexable: false });
    }
  });

  it('lists every fixed public page and every industry page, each once and each answering 200', () => {
    const paths = indexablePaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/contact-us', '/deals', '/lp/outdoor-advertising', '/calculators', ...CATEGORIES.map((c) => c.path)]));
    expect(paths).toEqual(expect.arrayContaining(INDUSTRIES.map((i) => `/industry/${i.key}`)));
    expect(paths.filter((p) => /[:*]/.test(p) || p === '/bag' || p.startsWith('/dashboard') || p.startsWith('/staff'))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => matchRoute(p) !== null && indexable(p))).toBe(true);
  });

  it('keeps crawlers out of every page that is not indexable and of none that is', () => {
    const disallowed = crawlerDisallowedPaths();
    expect([...disallowed].sort()).toEqual([
      '/account', '/bag', '/compare', '/dashboard', '/embed/sign-in', '/organization', '/search', '/search-results', '/seller',
      '/staff/analytics', '/staff/availability', '/staff/bookings', '/staff/content', '/staff/leads', '/staff/listings', '/staff/organizations',
      '/staff/proof-queue', '/staff/proofs/campaign', '/staff/releases',
    ]);
    const blocked = (path: string) => disallowed.some((p) => path === p || path.startsWith(p));
    expect(indexablePaths().filter(blocked)).toEqual([]);
    for (const path of ['/bag', '/seller/profiles/p1', '/staff/listings/p1', '/dashboard/abc', '/staff/organizations/org-1', '/search-results', '/compare']) expect({ path, blocked: blocked(path) }).toEqual({ path, blocked: true });
  });
});

describe('who may see each route', () => {
  const access = (path: string) => matchRoute(path)?.entry.access;

  it('says it for every route, public unless the page is a signed-in screen', () => {
    const levels = Object.fromEntries(ROUTES.filter((r) => r.access !== 'public').map((r) => [r.pattern, r.access]));
    expect(levels).toEqual({
      '/dashboard': 'signed-in',
      '/dashboard/:campaignId': 'signed-in',
      '/account': 'signed-in',
      '/staff/leads': 'organisation-admin',
      '/staff/content': 'organisation-admin',
      '/staff/analytics': 'staff',
      '/staff/organizations': 'staff',
      '/staff/organizations/:id': 'organisation-admin',
      '/staff/releases': 'staff',
      '/organization': 'organisation-admin',
      '/seller': 'seller',
      '/seller/profiles/:id': 'seller',
      '/staff/listings': 'staff',
      '/staff/listings/:id': 'staff',
      '/seller/bookings': 'seller',
      '/seller/bookings/:id': 'seller',
      '/seller/availability/:optionId': 'seller',
      '/staff/bookings': 'staff',
      '/staff/bookings/:id': 'staff',
      '/staff/availability/:optionId': 'staff',
      '/seller/proofs': 'seller',
      '/staff/proofs/campaign/:campaignId': 'staff',
      '/staff/proof-queue': 'staff',
    });
    for (const path of ['/', '/bag', '/plan', '/ad-campaign-brief', '/about', '/newspaper/x', '/search?q=a']) expect({ path, access: access(path) }).toEqual({ path, access: 'public' });
  });

  it('keeps every screen that is not public out of the indexes', () => {
    for (const entry of ROUTES.filter((r) => !isPublicRoute(r))) expect({ pattern: entry.pattern, indexable: isIndexableRoute(entry) }).toEqual({ pattern: entry.pattern, indexable: false });
  });

  it('a campaign is one segment below /dashboard', () => {
    expect(matchRoute('/dashboard/abc123')?.params).toEqual({ campaignId: 'abc123' });
    expect(matchRoute('/dashboard/abc123/more')).toBeNull();
  });
});

describe('the pages each remote renders', () => {
  it('names a page for every route; each remote its own set', () => {
    expect(ROUTES.every((r) => r.page.trim().length > 0)).toBe(true);
    expect(pageNamesOf('mf_dashboard')).toEqual([
      'campaigns', 'campaign', 'account', 'brief', 'leads', 'content', 'analytics', 'organisations', 'organisation', 'releases', 'organisation-settings',
    ]);
    expect(pageNamesOf('mf_bag')).toEqual(['bag', 'embed-sign-in']);
    expect(pageNamesOf('mf_landing')).toEqual(['landing', 'content', 'contact', 'agency-trial', 'tool']);
    expect(pageNamesOf('mf_catalog')).toEqual([
      'home', 'search', 'search-results', 'compare', 'industry', 'ipl-advertising', 'deals', 'category', 'media',
    ]);
    expect(pageNamesOf('mf_seller')).toEqual([
      'seller-studio', 'listing-editor', 'review-queue', 'review', 'bookings', 'booking', 'availability', 'staff-bookings', 'staff-booking', 'staff-availability',
      'proofs', 'staff-proofs', 'proof-queue',
    ]);
  });

  it('gives each page its routes, which all share one access level', () => {
    expect(routesOfPage('mf_dashboard', 'brief').map((r) => r.pattern)).toEqual(['/ad-campaign-brief', '/plan']);
    expect(routesOfPage('mf_landing', 'contact').map((r) => r.pattern)).toEqual(['/contact-us']);
    for (const owner of ['mf_catalog', 'mf_bag', 'mf_dashboard', 'mf_landing', 'mf_seller'] as const) {
      for (const page of pageNamesOf(owner)) expect({ owner, page, levels: new Set(routesOfPage(owner, page).map((r) => r.access)).size }).toEqual({ owner, page, levels: 1 });
    }
  });

  it('types page names from the table', () => {
    const names: PageName<'mf_bag'>[] = ['bag'];
    // @ts-expect-error -- the bag has no page called "checkout"
    const unknown: PageName<'mf_bag'> = 'checkout';
    expect([...names, unknown]).toHaveLength(2);
  });
});
