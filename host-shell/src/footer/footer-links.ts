/** Footer link columns (SPEC.md section 2, routes of "Routes referenced"). */
import { matchRoute } from 'shared-domain';
import { SOCIAL_NETWORKS } from 'shared-domain/organizations';

export type FooterLink = { label: string; to: string; external?: boolean };
export type FooterColumn = { title: string; links: readonly FooterLink[] };

/** A site page by its path, named as the route table names it (a path the table lacks fails at start, not as a dead link). */
function page(path: string, label?: string): FooterLink {
  const entry = matchRoute(path)?.entry;
  if (!entry) throw new Error(`The footer links to ${path}, which the route table lacks`);
  return { label: label ?? entry.title, to: path };
}

export const USEFUL_LINKS: readonly FooterLink[] = [
  ...['/about', '/contact-us', '/clients', '/careers', '/press', '/terms-and-conditions', '/privacy-policy'].map((p) => page(p)),
];

export const TOOL_LINKS: readonly FooterLink[] = [
  page('/ad-campaign-brief', 'Plan a campaign'),
  ...['/calculators', '/roas-calculator', '/budget-estimator', '/ipl-ad-budget-calculator', '/media-recommendation', '/ai-tools'].map((p) => page(p)),
];

/** The white-label footer's reduced tools (SPEC.md section 2). */
export const WHITE_LABEL_TOOL_LINKS: readonly FooterLink[] = [
  page('/ad-campaign-brief', 'Plan a campaign'),
  ...['/calculators', '/budget-estimator', '/media-recommendation'].map((p) => page(p)),
];

/** How each social network is named in the "Follow" column. */
export const NETWORK_LABELS: Readonly<Record<string, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X (Twitter)',
  youtube: 'YouTube',
};

/** Social links as footer links, in the networks' order; only https addresses. */
export function socialLinks(entries: readonly { network: string; href: string }[]): FooterLink[] {
  const rank = (network: string) => {
    const i = (SOCIAL_NETWORKS as readonly string[]).indexOf(network);
    return i < 0 ? SOCIAL_NETWORKS.length : i;
  };
  return entries
    .filter((e) => /^https:\/\//i.test(e.href))
    .sort((a, b) => rank(a.network) - rank(b.network))
    .map((e) => ({ label: NETWORK_LABELS[e.network] ?? e.network, to: e.href, external: true }));
}

const industry = (label: string, name: string): FooterLink => ({ label, to: `/industry/${name}` });
export const INDUSTRY_LINKS: readonly FooterLink[] = [
  industry('Real Estate', 'real-estate'),
  industry('Education', 'education'),
  industry('Healthcare', 'healthcare'),
  industry('Banking & Finance', 'banking-finance'),
  industry('Automobile', 'automobile'),
  industry('FMCG', 'fmcg'),
];
