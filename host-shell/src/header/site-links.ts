/** Links the header's menu lists, from the route table and the categories (so none leads nowhere). */
import { CATEGORIES, ROUTES } from 'shared-domain';

export type SiteLink = { label: string; to: string };

/** The brief (SPEC.md section 2's /ad-campaign-brief): the way in for someone ready to plan. */
export const PLAN_CAMPAIGN: SiteLink = { label: 'Plan a campaign', to: '/ad-campaign-brief' };

export const CONTACT_US: SiteLink = { label: 'Contact Us', to: '/contact-us' };

/** Every media category's page, in the catalog's order. */
export const CATEGORY_LINKS: readonly SiteLink[] = CATEGORIES.map((c) => ({ label: c.label, to: c.path }));

/** The planning tools: the route table's `tool` entries. */
export const TOOL_LINKS: readonly SiteLink[] = ROUTES.filter((r) => r.tool).map((r) => ({ label: r.title, to: r.pattern }));
