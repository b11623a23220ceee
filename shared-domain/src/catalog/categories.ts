/** The eleven media categories of SPEC.md section 1. */
export const CATEGORY_KEYS = [
  'airport', 'cinema', 'magazine', 'newspaper', 'outdoor', 'nontraditional', 'radio',
  'influencer-marketing', 'digital', 'television', 'sports-marketing',
] as const;

export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export type CategoryInfo = {
  key: CategoryKey;
  /** Name shown on the category page and home page. */
  label: string;
  /** Short label of the sub-header tab, when the category has one. */
  tabLabel?: string;
  path: string;
  /** GST percent applied to its ad space by default (SEED-FACTS.md). */
  gstPercent: number;
  /** What the audience figure of a profile in this category means. */
  audienceLabel: string;
};

export const CATEGORIES: readonly CategoryInfo[] = [
  { key: 'airport', label: 'Airport', path: '/airport', gstPercent: 18, audienceLabel: 'Monthly passengers' },
  { key: 'cinema', label: 'Cinema', tabLabel: 'Cinema', path: '/cinema', gstPercent: 18, audienceLabel: 'Seats' },
  { key: 'magazine', label: 'Magazine', tabLabel: 'Magazine', path: '/magazine', gstPercent: 18, audienceLabel: 'Circulation' },
  { key: 'newspaper', label: 'Newspaper', tabLabel: 'Newspaper', path: '/newspaper', gstPercent: 5, audienceLabel: 'Circulation' },
  { key: 'outdoor', label: 'Outdoor', tabLabel: 'Outdoor', path: '/outdoor', gstPercent: 18, audienceLabel: 'Daily footfall' },
  { key: 'nontraditional', label: 'BTL', tabLabel: 'BTL', path: '/nontraditional', gstPercent: 18, audienceLabel: 'Daily footfall' },
  { key: 'radio', label: 'Radio', tabLabel: 'Radio', path: '/radio', gstPercent: 18, audienceLabel: 'Weekly listenership' },
  { key: 'influencer-marketing', label: 'Influencer Marketing', tabLabel: 'Influencer', path: '/influencer-marketing', gstPercent: 18, audienceLabel: 'Followers' },
  { key: 'digital', label: 'Digital', tabLabel: 'Digital', path: '/digital', gstPercent: 18, audienceLabel: 'Monthly users' },
  { key: 'television', label: 'Television', tabLabel: 'Television', path: '/television', gstPercent: 18, audienceLabel: 'Monthly cume reach' },
  { key: 'sports-marketing', label: 'Sports Marketing', path: '/sports-marketing', gstPercent: 18, audienceLabel: 'Viewership' },
];

/** True when the text names one of the eleven categories. */
export function isCategoryKey(value: string): value is CategoryKey {
  return (CATEGORY_KEYS as readonly string[]).includes(value);
}

/** The category record for a key; undefined for anything else. */
export function categoryInfo(key: string): CategoryInfo | undefined {
  return CATEGORIES.find((c) => c.key === key);
}

/** Display name of a tool/category, with nontraditional shown as BTL (SPEC.md section 2). */
export function categoryDisplayName(key: string): string {
  return categoryInfo(key)?.label ?? key;
}
