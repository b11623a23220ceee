/** Route rules of SPEC.md section 2: category tabs, hidden routes, landing routes, owners. */

export type CategoryTab = { label: string; path: string };

/** Sub-header tabs in display order. */
export const CATEGORY_TABS: readonly CategoryTab[] = [
  { label: 'Cinema', path: '/cinema' },
  { label: 'Magazine', path: '/magazine' },
  { label: 'Influencer', path: '/influencer-marketing' },
  { label: 'Newspaper', path: '/newspaper' },
  { label: 'Digital', path: '/digital' },
  { label: 'BTL', path: '/nontraditional' },
  { label: 'Outdoor', path: '/outdoor' },
  { label: 'Radio', path: '/radio' },
  { label: 'Television', path: '/television' },
];

/** Viewport width from which the tabs show. */
export const TABS_BREAKPOINT_PX = 960;

/** SPEC.md section 9: the fixed top bar, 69 px (64.5 px under the breakpoint). */
export const HEADER_HEIGHT_PX = { desktop: 69, mobile: 64.5 } as const;
/** The category sub-header under the top bar. */
export const TABS_HEIGHT_PX = 44;
/** The most the shell's fixed header (top bar and tabs) covers at the top of the viewport. */
export const SHELL_HEADER_MAX_PX = HEADER_HEIGHT_PX.desktop + TABS_HEIGHT_PX;

/** Routes on which the category tabs are hidden. */
export const TABS_HIDDEN_ROUTES: readonly string[] = [
  '/plan', '/programs', '/agency-partner', '/digital-marketing-affiliate-program',
  '/sports-marketing-agency', '/competition-benchmarking', '/agency-partner/trial',
];

/** The five paid-search landing pages; they hide header menu, tabs and footer. */
export const LANDING_ROUTES: readonly { path: string; category: string }[] = [
  { path: '/lp/newspaper-advertising', category: 'newspaper' },
  { path: '/lp/outdoor-advertising', category: 'outdoor' },
  { path: '/lp/btl-advertising', category: 'nontraditional' },
  { path: '/lp/influencer-marketing', category: 'influencer-marketing' },
  { path: '/lp/radio-advertising', category: 'radio' },
];

function normalise(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
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
  const p = normalise(path);
  return !TABS_HIDDEN_ROUTES.includes(p) && !isLandingRoute(p);
}

/** Names of the remotes the host composes. */
/** The new search's results page for a text: /search?q={text} (SPEC.md section 2). */
export function searchPageHref(text: string): string {
  return `/search?q=${encodeURIComponent(text.trim())}`;
}

/** The old search's results page for a text: /search-results?search={text} (SPEC.md section 2). */
export function searchResultsHref(text: string): string {
  return `/search-results?search=${encodeURIComponent(text.trim())}`;
}

export const REMOTE_NAMES = ['mf_catalog', 'mf_bag', 'mf_dashboard', 'mf_auth', 'mf_landing'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Which remote renders a path; the host mounts that remote's routes there. */
export function remoteForPath(path: string): RemoteName {
  const p = normalise(path);
  if (p === '/bag') return 'mf_bag';
  // The brief form is the dashboard's: `/plan` starts the same flow as `/ad-campaign-brief`.
  if (p === '/dashboard' || p.startsWith('/dashboard/') || p === '/ad-campaign-brief' || p === '/plan') return 'mf_dashboard';
  if (isLandingRoute(p)) return 'mf_landing';
  return 'mf_catalog';
}
