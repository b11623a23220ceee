/** Tables kept beside the catalog's own (schema.ts) for reading it at scale. */

/**
 * Per category (0027): profiles carrying each tag facet value, each city (facet `city`), each
 * language (`language`), and the profiles in all (facet and value ''). Kept by triggers.
 */
export interface MediaFacetCountTable {
  category: string;
  facet: string;
  value: string;
  n: number;
}
