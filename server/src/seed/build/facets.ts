/** A profile's browse-filter values: edition, format, genre and industry. */
import type { CatalogMediaOption, CategoryKey, MediaFacets } from 'shared-domain';
import { createRng } from 'shared-domain';
import type { Stub } from './stub';

/** Industries whose advertisers buy each category most (a profile takes 2–4 of them). */
const CATEGORY_INDUSTRIES: Readonly<Record<CategoryKey, readonly string[]>> = {
  newspaper: ['real-estate', 'education', 'retail', 'jewellery', 'automobile', 'banking-finance', 'government', 'healthcare'],
  magazine: ['fashion-lifestyle', 'jewellery', 'automobile', 'travel-tourism', 'banking-finance', 'technology'],
  radio: ['retail', 'fmcg', 'real-estate', 'automobile', 'healthcare', 'education', 'entertainment', 'government'],
  cinema: ['fmcg', 'food-beverage', 'entertainment', 'fashion-lifestyle', 'automobile', 'telecom', 'real-estate'],
  outdoor: ['real-estate', 'fmcg', 'telecom', 'automobile', 'ecommerce', 'retail', 'education', 'jewellery'],
  nontraditional: ['fmcg', 'food-beverage', 'ecommerce', 'education', 'telecom', 'retail', 'healthcare'],
  airport: ['banking-finance', 'travel-tourism', 'jewellery', 'automobile', 'technology', 'real-estate', 'fashion-lifestyle'],
  'influencer-marketing': ['fashion-lifestyle', 'fmcg', 'ecommerce', 'food-beverage', 'technology'],
  digital: ['ecommerce', 'technology', 'banking-finance', 'gaming', 'education', 'entertainment', 'telecom'],
  television: ['fmcg', 'automobile', 'telecom', 'banking-finance', 'entertainment', 'ecommerce', 'jewellery', 'government'],
  'sports-marketing': ['gaming', 'fmcg', 'banking-finance', 'automobile', 'telecom', 'ecommerce', 'food-beverage'],
};

/** A genre, niche or league that says who advertises there comes first. */
const GENRE_INDUSTRIES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/business|finance|payments/i, ['banking-finance', 'technology']],
  [/news/i, ['banking-finance', 'government']],
  [/sport|ipl|isl|kabaddi/i, ['gaming', 'fmcg']],
  [/kids|children|parenting/i, ['education', 'fmcg']],
  [/fashion|women|lifestyle|beauty/i, ['fashion-lifestyle', 'jewellery']],
  [/auto|mobility/i, ['automobile']],
  [/gaming/i, ['gaming', 'technology']],
  [/tech/i, ['technology', 'ecommerce']],
  [/travel|inflight/i, ['travel-tourism']],
  [/movie|music|entertainment|comedy|audio|short video|ticketing/i, ['entertainment', 'fmcg']],
  [/food/i, ['food-beverage']],
  [/fitness|health/i, ['healthcare']],
  [/education|jobs|literature/i, ['education']],
  [/real estate/i, ['real-estate']],
  [/e-commerce/i, ['ecommerce']],
];

/** FNV-1a: a stable 32-bit hash, so a profile's industries depend on it alone. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * 2–4 industries for a profile. They come from a PRNG of their own, seeded by the catalog
 * seed and the profile's slug, so adding them left every other generated figure as it was.
 */
function industriesFor(category: CategoryKey, slug: string, genre: string | undefined, seed: number): string[] {
  const rng = createRng((hash32(`${category}/${slug}`) ^ seed) >>> 0);
  const fromGenre = genre ? GENRE_INDUSTRIES.filter(([re]) => re.test(genre)).flatMap(([, keys]) => keys) : [];
  const n = rng.int(2, 4);
  return [...new Set([...fromGenre.slice(0, 2), ...rng.shuffle(CATEGORY_INDUSTRIES[category])])].slice(0, n);
}

/** The browse-filter values of a profile (city and language are its own fields). */
export function facetsOf(category: CategoryKey, stub: Stub, options: readonly CatalogMediaOption[], slug: string, seed: number): MediaFacets {
  const platforms = stub.attributes.platforms?.value;
  const format = stub.format
    ?? (category === 'influencer-marketing' && Array.isArray(platforms) ? platforms.map(String) : [...new Set(options.map((o) => o.type))]);
  return {
    ...(stub.edition ? { edition: [stub.edition] } : {}),
    format,
    ...(stub.genre ? { genre: [stub.genre] } : {}),
    industry: industriesFor(category, slug, stub.genre, seed),
  };
}
