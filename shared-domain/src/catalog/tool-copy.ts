import { pageTitle } from '../format/page-meta';
import type { RouteEntry } from '../routes/route-table';
import type { CategoryPageCopy } from './category-copy';

/** What each planning tool of the route table is for: its page's lead and meta description. */
const TOOL_PURPOSES: Readonly<Record<string, string>> = {
  '/calculators': 'Calculators for return on ad spend, campaign budgets and IPL season budgets.',
  '/roas-calculator': 'Work out return on ad spend, break-even ROAS and profit from your spend, revenue and gross margin.',
  '/budget-estimator': 'Estimate a low, typical and high budget for the categories, cities and duration you choose, from the catalog’s real rates.',
  '/ipl-ad-budget-calculator': 'Estimate an IPL season budget across TV, digital, outdoor, radio and in-stadium options.',
  '/media-recommendation': 'Get a media mix for your budget and goal, priced exactly as the bag prices it.',
  '/ai-tools': 'Tools that help you plan campaigns and prepare ad creatives.',
  '/sivi-ai-advertisement-generator': 'Make ad creatives in the sizes your chosen media need.',
};

/**
 * Heading (the route's title), document title and meta description (what the tool is for) of
 * a planning tool's page, from its route table entry; null for an entry that is not a tool.
 */
export function toolCopy(entry: Pick<RouteEntry, 'pattern' | 'title' | 'tool'>): CategoryPageCopy | null {
  const description = entry.tool ? TOOL_PURPOSES[entry.pattern] : undefined;
  return description ? { heading: entry.title, title: pageTitle(entry.title), description } : null;
}
