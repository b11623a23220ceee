/**
 * `shared-domain/browse`: the catalog's browse rules (filters per category, URL state,
 * industries, deals, the browse API calls). Only catalog pages use them, so browsers import them
 * from this subpath and the host's first route does not carry them.
 */
export * from './industries';
export * from './category-filters';
export * from './browse-query';
export * from './browse-api';
export * from './deals';
