/**
 * The browser's `shared-domain`: what the host and remotes share as one singleton. It is
 * index.ts less the rules no page needs at start (the profile quality score, pricing, reach
 * estimates, catalog browse rules, search, campaign life cycle and status, date formatting), which browsers import from the subpaths
 * `shared-domain/scoring`, `/pricing`, `/reach`, `/browse`, `/search`, `/campaign` and `/format` instead, so the first route does not carry them.
 * Node's `import('shared-domain')` (index.ts) exports everything.
 * host-shell/src/federation-facades.test.ts fails if front-end code imports a name from
 * 'shared-domain' that this entry leaves out.
 */
export * from './entities/pricing-types';
export * from './entities/entities';
export * from './catalog/categories';
export * from './catalog/catalog-types';
export * from './events/event-bus';
export * from './routes/route-table';
export * from './api/api-error';
export * from './api/clients';
export * from './api/catalog.api';
export * from './session/keys';
export * from './bag/local-bag';
export * from './bag/campaign-target';
export * from './logo/logo-calendar';
export * from './remotes/contracts';
export * from './remotes/mount-id';
export * from './remotes/singleton-probe';
export * from './session/roles';
export * from './session/white-label';
export * from './session/require-login';
export * from './session/session-controller';
export * from './session/token-storage';
export * from './session/identity';
export * from './format/money';
export * from './session/storage';
// The theme contract: the host writes it at start (shared-ui's applyTheme), so it is in the first route anyway.
export * from './theme/index';
