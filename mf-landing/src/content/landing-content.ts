import { LANDING_ROUTES, type LandingContent } from 'shared-domain';

/** A landing page: its stored content (from the API) plus the category it sells and the tracking campaign. */
export type LandingPage = LandingContent & { category: string; categoryLabel: string; campaign: string; cta: string };

/** What a landing page adds to its stored content, by the category of its route (LANDING_ROUTES). */
const EXTRAS: Readonly<Record<string, { categoryLabel: string; cta: string }>> = {
  newspaper: { categoryLabel: 'Newspaper', cta: 'Browse newspaper ad rates' },
  outdoor: { categoryLabel: 'Outdoor', cta: 'Browse outdoor sites' },
  nontraditional: { categoryLabel: 'BTL', cta: 'Browse BTL media' },
  'influencer-marketing': { categoryLabel: 'Influencer Marketing', cta: 'Browse influencers' },
  radio: { categoryLabel: 'Radio', cta: 'Browse radio stations' },
};

/** The five landing addresses with their category's name, for links. */
export const LANDING_LINKS: readonly { url: string; label: string }[] = LANDING_ROUTES.map((r) => ({
  url: r.path,
  label: `${EXTRAS[r.category]?.categoryLabel ?? r.category} advertising`,
}));

/** The stored content of a landing route with its category, campaign (the path's last part) and call to action; undefined off the landing routes. */
export function landingPageFrom(content: LandingContent): LandingPage | undefined {
  const route = LANDING_ROUTES.find((r) => r.path === content.url);
  const extras = route && EXTRAS[route.category];
  if (!route || !extras) return undefined;
  return { ...content, category: route.category, campaign: route.path.split('/').pop() ?? route.category, ...extras };
}

/** The category link with the tracking parameters of a paid-search visit. */
export function categoryLinkWithTracking(page: LandingPage): string {
  const params = new URLSearchParams({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: page.campaign });
  return `/${page.category}?${params.toString()}`;
}
