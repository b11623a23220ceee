import type { MediaDetail, MediaFacets } from 'shared-domain';

/** A generated profile: the derived figures (option count, lowest price, best saving) are computed from its options when it is stored. */
export type SeedMedia = Omit<MediaDetail, 'optionCount' | 'minPrice' | 'minPriceUnit' | 'maxSavingPercent'> & {
  /** Its browse-filter values beyond city and language (edition, format, genre, industry). */
  facets?: MediaFacets;
};
