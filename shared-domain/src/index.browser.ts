/**
 * The browser's `shared-domain`: what the host and remotes share as one singleton
 * (shared-entry.ts). It is index.ts less the rules no page needs at start (the profile quality score, pricing, reach
 * estimates, catalog browse rules, search, campaign life cycle and status, date formatting), which browsers import from the subpaths
 * `shared-domain/scoring`, `/pricing`, `/reach`, `/browse`, `/search`, `/campaign` and `/format` instead, so the first route does not carry them.
 * Node's `import('shared-domain')` (index.ts) exports everything.
 * host-shell/src/federation-facades.test.ts fails if front-end code imports a name from
 * 'shared-domain' that this entry leaves out.
 */
export * from './shared-entry';
