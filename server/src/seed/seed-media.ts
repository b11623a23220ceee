import type { MediaDetail, MediaFacets } from 'shared-domain';

/**
 * A generated profile: the derived figures (option count, lowest price, best saving) are
 * computed from its options when it is stored; whether it is sample data comes from the
 * catalogue it is seeded with (`SeedCatalogSource.generated`), not from the profile.
 */
export type SeedMedia = Omit<MediaDetail, 'optionCount' | 'minPrice' | 'minPriceUnit' | 'maxSavingPercent' | 'sampleData'> & {
  /** Its browse-filter values beyond city and language (edition, format, genre, industry). */
  facets?: MediaFacets;
};
