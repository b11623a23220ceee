/** Route rules of SPEC.md section 2: one table of every route, its owner and its shell; category tabs. */
import { CATEGORIES } from '../catalog/categories';
import { INDUSTRIES } from '../catalog/industries';
import type { RemoteName } from '../remotes/remote-list';
import { accessVerdict, type Access } from './access';
import type { User } from '../entities/entities';

export type CategoryTab = { label: string; path: string };

/** Sub-header tabs in display order: the categories that have a tab label, by their key. */
const TAB_ORDER = ['cinema', 'magazine', 'influencer-marketing', 'newspaper', 'digital', 'nontraditional', 'outdoor', 'radio', 'television'];
export const CATEGORY_TABS: readonly CategoryTab[] = TAB_ORDER.map((key) => {
  const c = CATEGORIES.find((x) => x.key === key)!;
  return { label: c.tabLabel!, path: c.path };
});

/** Viewport width from which the tabs show. */
export const TABS_BREAKPOINT_PX = 960;

/** SPEC.md section 9: the fixed top bar, 69 px (64.5 px under the breakpoint). */
export const HEADER_HEIGHT_PX = { desktop: 69, mobile: 64.5 } as const;
/** The category sub-header under the top bar. */
export const TABS_HEIGHT_PX = 44;
/** The most the shell's fixed header (top bar and tabs) covers at the top of the viewport. */
export const SHELL_HEADER_MAX_PX = HEADER_HEIGHT_PX.desktop + TABS_HEIGHT_PX;

export type { RemoteName };

/**
 * What the server must check before it answers a matched path 200: that the media profile
 * (`/{category}/{slug}`) or the industry (`/industry/{name}`) exists.
 */
export type RouteCheck = 'media' | 'industry';

/** The parts of the shell a page shows; all on unless an entry says otherwise. */
export type ShellParts = { tabs: boolean; headerMenu: boolean; footer: boolean; chat: boolean; popups: boolean };

/** The remotes that render pages (the sign-in remote renders none). */
export type PageOwner = Exclude<RemoteName, 'mf_auth'>;

/**
 * One route of the site (SPEC.md section 2): its path pattern (`:name` is one segment, a
 * final `*` any rest), the remote that renders it and which of its pages, who may see it,
 * what of the shell it shows, and its page title. The host router, the server (status, cache,
 * server rendering, not-found), the access gate and the footer read this one table.
 */
export type RouteEntry<O extends PageOwner = PageOwner, P extends string = string> = {
  readonly pattern: string;
  readonly owner: O;
  /** The owner's page that renders it: each remote declares its pages by these names (shared-ui's definePages). */
  readonly page: P;
  /** Who may see it: anything but `public` is never stored by a shared cache nor rendered on the server. */
  readonly access: Access;
  /** The page's name: its title (`{title} | MediaMart`) and how links list it. */
  readonly title: string;
  readonly parts: ShellParts;
  /** The server checks the named object exists, else 404. */
  readonly check?: RouteCheck;
  /** Another path serves this one (`/_app`, the app shell, is the home page). */
  readonly redirect?: string;
  /** A planning tool's page (its own screen, not content staff edit). */
  readonly tool?: boolean;
  /** Public, but the visitor's own or a query's (the bag, a comparison, search results): not for search engines. */
  readonly noindex?: boolean;
};

const ALL: ShellParts = { tabs: true, headerMenu: true, footer: true, chat: true, popups: true };
/** Pages without the category tabs (SPEC.md section 2's list). */
const NO_TABS: ShellParts = { ...ALL, tabs: false };
/** Screens a buyer works in: no lead popups over them. */
const WORK: ShellParts = { ...ALL, popups: false };
/** Staff screens: no tabs, no chat, no popups. */
const STAFF: ShellParts = { ...WORK, tabs: false, chat: false };
/** Paid-search landing pages hide the header menu, the tabs and the footer; they carry their own lead form. */
const LANDING: ShellParts = { tabs: false, headerMenu: false, footer: false, chat: false, popups: false };

type Extra = Partial<Pick<RouteEntry, 'check' | 'redirect' | 'tool' | 'noindex'>>;
/** One entry; `access` defaults to public. The owner and page keep their literal types (PageName). */
const route = <O extends PageOwner, P extends string>(
  pattern: string, owner: O, page: P, title: string, parts: ShellParts = ALL, more: Extra & { access?: Access } = {},
): RouteEntry<O, P> => ({ pattern, owner, page, title, parts, access: 'public', ...more });
/** Content pages of mf-landing: `[path, title, parts?]`, each its stored page (two with their lead form beside it). */
const CONTENT: readonly [string, string, ShellParts?][] = [
  ['/about', 'About'], ['/contact-us', 'Contact Us'], ['/clients', 'Clients'], ['/testimonials', 'Testimonials'],
  ['/agency-partner', 'Agency partner', NO_TABS], ['/agency-partner/trial', 'Agency trial', NO_TABS],
  ['/agency-partnership', 'Agency partnership'], ['/how-to-list', 'List your media'],
  ['/terms-and-conditions', 'Terms and Conditions'], ['/privacy-policy', 'Privacy Policy'],
  ['/careers', 'Careers'], ['/press', 'Press'], ['/ads', 'Advertise with us'], ['/affiliates', 'Affiliates'],
  ['/programs', 'Programs', NO_TABS], ['/digital-marketing-affiliate-program', 'Digital marketing affiliates', NO_TABS],
  ['/sports-marketing-agency', 'Sports marketing agency', NO_TABS], ['/competition-benchmarking', 'Competition benchmarking', NO_TABS],
  ['/radio-automation', 'Radio automation'],
];
/** Planning tools (their pages come with the planning-tools work; the routes are the site's now). */
const TOOLS: readonly [string, string][] = [
  ['/calculators', 'Calculators'], ['/roas-calculator', 'ROAS Calculator'], ['/budget-estimator', 'Budget Estimator'],
  ['/ipl-ad-budget-calculator', 'IPL Ad Budget Calculator'], ['/media-recommendation', 'Media Recommendation'],
  ['/ai-tools', 'AI Tools'], ['/sivi-ai-advertisement-generator', 'Ad creative maker'],
];

/** The five paid-search landing pages. */
export const LANDING_ROUTES: readonly { path: string; category: string }[] = [
  { path: '/lp/newspaper-advertising', category: 'newspaper' },
  { path: '/lp/outdoor-advertising', category: 'outdoor' },
  { path: '/lp/btl-advertising', category: 'nontraditional' },
  { path: '/lp/influencer-marketing', category: 'influencer-marketing' },
  { path: '/lp/radio-advertising', category: 'radio' },
];

/** Content pages that show a lead form beside their stored text: a page of their own. */
const LEAD_FORM_PAGES = { '/contact-us': 'contact', '/agency-partner/trial': 'agency-trial' } as const;
const contentPage = (path: string): 'content' | (typeof LEAD_FORM_PAGES)[keyof typeof LEAD_FORM_PAGES] =>
  Object.hasOwn(LEAD_FORM_PAGES, path) ? LEAD_FORM_PAGES[path as keyof typeof LEAD_FORM_PAGES] : 'content';

const SIGNED_IN = { access: 'signed-in' } as const;
const STAFF_ONLY = { access: 'staff' } as const;
const ORGANISATION_ADMIN = { access: 'organisation-admin' } as const;
const SELLER = { access: 'seller' } as const;

/** Every route of the site, most specific first (the first match wins), with the literal owner and page of each. */
const TABLE = [
  route('/', 'mf_catalog', 'home', 'Home'),
  route('/_app', 'mf_catalog', 'home', 'Home', ALL, { redirect: '/' }),
  route('/search', 'mf_catalog', 'search', 'Search', ALL, { noindex: true }),
  route('/search-results', 'mf_catalog', 'search-results', 'Search results', ALL, { noindex: true }),
  route('/compare', 'mf_catalog', 'compare', 'Compare', WORK, { noindex: true }),
  route('/industry/:name', 'mf_catalog', 'industry', 'Industry', ALL, { check: 'industry' }),
  route('/sports-marketing/ipl-advertising', 'mf_catalog', 'ipl-advertising', 'IPL advertising'),
  route('/bag', 'mf_bag', 'bag', 'Your bag', WORK, { noindex: true }),
  // The window an agency embed opens to sign its visitor in (shared-domain/src/remotes/embed.ts): nothing around it but the sign-in.
  route('/embed/sign-in', 'mf_bag', 'embed-sign-in', 'Sign in', LANDING, { noindex: true }),
  route('/dashboard', 'mf_dashboard', 'campaigns', 'Your campaigns', WORK, SIGNED_IN),
  route('/dashboard/:campaignId', 'mf_dashboard', 'campaign', 'Campaign', WORK, SIGNED_IN),
  route('/account', 'mf_dashboard', 'account', 'Your account', { ...WORK, tabs: false }, SIGNED_IN),
  route('/ad-campaign-brief', 'mf_dashboard', 'brief', 'Campaign brief', WORK),
  route('/plan', 'mf_dashboard', 'brief', 'Plan a campaign', { ...WORK, tabs: false }),
  route('/deals', 'mf_catalog', 'deals', 'Deals'),
  // Staff screens: the lead inbox (an organisation's administrator reads its own leads), the content editor (it edits its own pages' texts), the analytics.
  route('/staff/leads', 'mf_dashboard', 'leads', 'Leads', STAFF, ORGANISATION_ADMIN),
  route('/staff/content', 'mf_dashboard', 'content', 'Content', STAFF, ORGANISATION_ADMIN),
  route('/staff/analytics', 'mf_dashboard', 'analytics', 'Analytics', STAFF, STAFF_ONLY),
  // Organisations (white-label copies): staff list and edit them; a white-label-admin edits its own.
  route('/staff/organizations', 'mf_dashboard', 'organisations', 'Organisations', STAFF, STAFF_ONLY),
  route('/staff/organizations/:id', 'mf_dashboard', 'organisation', 'Organisation', STAFF, ORGANISATION_ADMIN),
  // Each remote's releases: live version, history, checks, switch and roll back, deploy tokens (issue 20).
  route('/staff/releases', 'mf_dashboard', 'releases', 'Releases', STAFF, STAFF_ONLY),
  route('/organization', 'mf_dashboard', 'organisation-settings', 'Organisation settings', STAFF, ORGANISATION_ADMIN),
  // The seller studio (mf-seller): a seller's listings and their editor; staff review what sellers submit.
  route('/seller', 'mf_seller', 'seller-studio', 'Seller studio', { ...WORK, tabs: false, chat: false }, SELLER),
  route('/seller/profiles/:id', 'mf_seller', 'listing-editor', 'Edit listing', { ...WORK, tabs: false, chat: false }, SELLER),
  route('/staff/listings', 'mf_seller', 'review-queue', 'Listing review', STAFF, STAFF_ONLY),
  route('/staff/listings/:id', 'mf_seller', 'review', 'Review listing', STAFF, STAFF_ONLY),
  // Booking with the seller (issue 37): the requests inbox, one request with its insertion order, an option's availability;
  // staff answer for the marketplace's own catalogue on the same pages under /staff.
  route('/seller/bookings', 'mf_seller', 'bookings', 'Bookings', { ...WORK, tabs: false, chat: false }, SELLER),
  route('/seller/bookings/:id', 'mf_seller', 'booking', 'Booking request', { ...WORK, tabs: false, chat: false }, SELLER),
  route('/seller/availability/:optionId', 'mf_seller', 'availability', 'Availability', { ...WORK, tabs: false, chat: false }, SELLER),
  route('/staff/bookings', 'mf_seller', 'staff-bookings', 'Bookings', STAFF, STAFF_ONLY),
  route('/staff/bookings/:id', 'mf_seller', 'staff-booking', 'Booking request', STAFF, STAFF_ONLY),
  route('/staff/availability/:optionId', 'mf_seller', 'staff-availability', 'Availability', STAFF, STAFF_ONLY),
  // Verified proof of execution (issue 38): a seller proves its accepted lines day by day; staff prove a campaign's lines and check the queue.
  route('/seller/proofs', 'mf_seller', 'proofs', 'Proof of execution', { ...WORK, tabs: false, chat: false }, SELLER),
  route('/staff/proofs/campaign/:campaignId', 'mf_seller', 'staff-proofs', 'Proof of execution', STAFF, STAFF_ONLY),
  route('/staff/proof-queue', 'mf_seller', 'proof-queue', 'Proof queue', STAFF, STAFF_ONLY),
  ...LANDING_ROUTES.map((r) => route(r.path, 'mf_landing', 'landing', 'Advertising', LANDING)),
  ...CONTENT.map(([path, title, parts]) => route(path, 'mf_landing', contentPage(path), title, parts)),
  ...TOOLS.map(([path, title]) => route(path, 'mf_landing', 'tool', title, ALL, { tool: true })),
  ...CATEGORIES.flatMap((c) => [
    route(c.path, 'mf_catalog', 'category', c.label),
    route(`${c.path}/:slug`, 'mf_catalog', 'media', c.label, ALL, { check: 'media' }),
  ]),
];

/** Every route of the site, most specific first (the first match wins). */
export const ROUTES: readonly RouteEntry[] = TABLE;

/** The names of the pages a remote renders, as the route table gives them (`'campaigns' | 'campaign' | …` for mf_dashboard). */
export type PageName<O extends PageOwner> = Extract<(typeof TABLE)[number], { owner: O }>['page'];

/** The page names of a remote's routes, each once, in table order. */
export function pageNamesOf<O extends PageOwner>(owner: O): PageName<O>[] {
  return [...new Set(TABLE.filter((e) => e.owner === owner).map((e) => e.page))] as PageName<O>[];
}

/** The route-table entries of one remote's page. */
export function routesOfPage<O extends PageOwner>(owner: O, page: PageName<O>): RouteEntry<O, PageName<O>>[] {
  return ROUTES.filter((e): e is RouteEntry<O, PageName<O>> => e.owner === owner && e.page === page);
}

/** Whether a route's page is for anyone: the server stores and renders only these. */
/**
 * The staff screens a signed-in user may open, in the table's order: its `/staff/…` pages
 * without a parameter whose access level lets the user in (staff: every one; an organisation's
 * administrator: those open to organisation admins). The account menu links to them.
 */
export function staffScreensFor(user: Pick<User, 'role'>): RouteEntry[] {
  return TABLE.filter((r) => r.pattern.startsWith('/staff/') && !r.pattern.includes(':') && accessVerdict(r.access, true, user) === 'allowed');
}

export function isPublicRoute(entry: Pick<RouteEntry, 'access'>): boolean {
  return entry.access === 'public';
}

/** A route entry matched to a path, with the values of its `:name` segments. */
export type RouteMatch = { entry: RouteEntry; params: Readonly<Record<string, string>> };

function normalise(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === '*') return i < segments.length ? params : null;
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return parts.length === segments.length ? params : null;
}

/** The route a path belongs to, or null: an unknown path (the site answers it 404). */
export function matchRoute(path: string): RouteMatch | null {
  const segments = normalise(path).split('/').filter(Boolean);
  for (const entry of ROUTES) {
    const params = matchPattern(entry.pattern, segments);
    if (params) return { entry, params };
  }
  return null;
}

/** The shell parts a path shows (an unknown path: the full shell around the not-found page). */
export function shellPartsFor(path: string): ShellParts {
  return matchRoute(path)?.entry.parts ?? ALL;
}

/** The tab whose path is the current path or a prefix of it (`/radio/x` → Radio). */
export function activeTab(path: string): CategoryTab | undefined {
  const p = normalise(path);
  return CATEGORY_TABS.find((t) => p === t.path || p.startsWith(`${t.path}/`));
}

/** True on the landing-page URLs. */
export function isLandingRoute(path: string): boolean {
  const p = normalise(path);
  return LANDING_ROUTES.some((r) => r.path === p);
}

/** Whether the category tabs show at this path (the width rule is the caller's). */
export function showCategoryTabs(path: string): boolean {
  return shellPartsFor(path).tabs;
}

/** Which remote renders a path; an unknown path is the catalog's (its not-found page). */
export function remoteForPath(path: string): PageOwner {
  return matchRoute(path)?.entry.owner ?? 'mf_catalog';
}

/** The new search's results page for a text: /search?q={text} (SPEC.md section 2). */
export function searchPageHref(text: string): string {
  return `/search?q=${encodeURIComponent(text.trim())}`;
}

/** The old search's results page for a text: /search-results?search={text} (SPEC.md section 2). */
export function searchResultsHref(text: string): string {
  return `/search-results?search=${encodeURIComponent(text.trim())}`;
}

/** Whether search engines may index a route's pages: not signed-in screens, redirects or the noindex ones. */
export function isIndexableRoute(entry: RouteEntry): boolean {
  return isPublicRoute(entry) && !entry.redirect && !entry.noindex;
}

/** The path a route's pages share before their first `:name` or `*` segment (`/dashboard/*` → `/dashboard`). */
function fixedPrefix(pattern: string): string {
  const fixed = pattern.split('/').filter(Boolean);
  const end = fixed.findIndex((part) => part === '*' || part.startsWith(':'));
  return `/${(end < 0 ? fixed : fixed.slice(0, end)).join('/')}`;
}

/**
 * Every indexable page whose path the route table alone names, in table order: the fixed
 * routes (home, categories, content pages, tools, landing pages) and one industry page per
 * industry. Media profiles (`/{category}/{slug}`) are the catalog's to list.
 */
export function indexablePaths(): string[] {
  return ROUTES.filter(isIndexableRoute).flatMap((entry) => {
    if (entry.check === 'industry') return INDUSTRIES.map((i) => `${fixedPrefix(entry.pattern)}/${i.key}`);
    return /[:*]/.test(entry.pattern) ? [] : [entry.pattern];
  });
}

/**
 * The path prefixes crawlers are kept out of (robots.txt `Disallow`): every route that is not
 * indexable (its pages, and those below it), shortest first, without one another's repeats.
 */
export function crawlerDisallowedPaths(): string[] {
  const prefixes = [...new Set(ROUTES.filter((e) => !isIndexableRoute(e) && !e.redirect).map((e) => fixedPrefix(e.pattern)))]
    .sort((a, b) => a.length - b.length || a.localeCompare(b));
  return prefixes.filter((p, i) => !prefixes.slice(0, i).some((q) => p === q || p.startsWith(`${q}/`)));
}
