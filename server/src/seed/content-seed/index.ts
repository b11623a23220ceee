/**
 * The first content of the site's content pages and the five paid-search landing pages
 * (SPEC.md sections 2 and 3), stored in the database on first start and edited by staff
 * afterwards. One page per content route of mf-landing in shared-domain's route table (the
 * planning tools bring their own pages). HTML uses only p, h2, h3, ul, ol, li, strong, em,
 * a, br and tables; links are site paths from the route table, or `#sign-up`, which the
 * renderer turns into the sign-up dialog. Figures are product facts (SPEC.md, PRICING.md,
 * SCORING.md, SEED-FACTS.md), never invented business numbers; the entries of /clients and
 * /testimonials are marked as examples until staff replace them.
 *
 * One module per page group; ./page holds how a page is written.
 */
import type { ContentPage } from 'shared-domain';
import { COMPANY_PAGES } from './company-pages';
import { LANDING_PAGES } from './landing-pages';
import { PRIVACY, TERMS } from './legal-pages';
import { HOW_TO_LIST, PARTNER_PAGES } from './partner-pages';
import { SERVICE_PAGES } from './service-pages';

/** Every seeded page: the five landing pages, then the content pages. */
export const CONTENT_SEED: readonly ContentPage[] = [
  ...LANDING_PAGES, ...COMPANY_PAGES, HOW_TO_LIST, ...PARTNER_PAGES, ...SERVICE_PAGES, TERMS, PRIVACY,
];
