/**
 * Node's `shared-domain`: everything. The browser's entry (index.browser.ts) is the part the
 * host and remotes share at start (shared-entry.ts); the rest browsers import from the subpaths.
 */
export * from './shared-entry';
export * from './catalog/industries';
export * from './catalog/category-filters';
export * from './catalog/browse-query';
export * from './catalog/browse-api';
export * from './catalog/deals';
export * from './catalog/reach';
export * from './scoring/score-profile';
export * from './pricing/index';
export * from './campaign/campaign-status';
export * from './campaign/campaign-lifecycle';
export * from './campaign/campaign-access';
export * from './campaign/campaign-payments';
export * from './campaign/campaign-view';
export * from './campaign/campaign-options';
export * from './campaign/report';
export * from './campaign/brief';
export * from './campaign/brief-submission';
export * from './campaign/proof';
export * from './campaign/campaign-name';
export * from './campaign/campaign-default-name';
export * from './campaign/campaign-dates';
export * from './campaign/campaign-extras';
export * from './format/dates';
export * from './format/date-rules';
export * from './format/unit-label';
export * from './format/attribute-format';
export * from './format/chart-data';
export * from './format/creative-specs';
export * from './catalog/media-monogram';
export * from './format/page-meta';
export * from './format/csv';
export * from './catalog/category-copy';
export * from './catalog/tool-copy';
export * from './catalog/media-head';
export * from './search/index';
export * from './content/index';
// The shape of untrusted markup (depth, elements, attributes), checked before any DOM parses it.
export * from './markup/markup-shape';
export * from './leads/index';
export * from './analytics/index';
export * from './organizations/index';
// The planning tools' rules the server uses (the browser imports 'shared-domain/planning').
// Bookings with sellers (issue 37); the browser imports 'shared-domain/booking'.
export * from './booking/index';
export * from './planning/plan-units';
export * from './planning/recommend';
export * from './planning/recommend-request';
export * from './planning/creative-sizes';
export * from './planning/ad-copy';
export * from './planning/budget-estimate';
export * from './planning/ipl-budget';
// The brief assistant's walk, which the server runs (the browser imports 'shared-domain/chat').
export * from './chat/index';
// Seeded random numbers for the seed catalog, generated tests and benches.
export * from './random/seeded-rng';
// The seller studio: shapes, score with fields, draft checks, routes, file checks (the browser imports 'shared-domain/seller').
export * from './seller/index';
// Releases of a remote: the host's contract, the shared singletons, manifest and input checks (issue 20).
export * from './remotes/releases';
export * from './remotes/release-api';
// The same-site path a sign-in returns to (the OpenID Connect start route's returnTo).
export * from './session/return-path';
// Verified proof of execution (issue 38); the browser imports 'shared-domain/proof'.
export * from './proof/index';
