/**
 * What both entries of `shared-domain` export: the part the host and remotes share as one
 * singleton at start (index.browser.ts is this alone; index.ts adds the rest).
 */
export * from './entities/pricing-types';
export * from './entities/entities';
export * from './catalog/categories';
export * from './catalog/catalog-types';
export * from './catalog/sample-data';
export * from './events/event-bus';
export * from './routes/route-table';
export * from './routes/access';
export * from './api/api-error';
export * from './api/clients';
export * from './api/catalog.api';
export * from './session/keys';
export * from './bag/local-bag';
export * from './bag/add-to-bag';
export * from './bag/bag-error';
export * from './bag/campaign-target';
export * from './logo/logo-calendar';
export * from './remotes/contracts';
export * from './remotes/mount-id';
export * from './remotes/embed';
export * from './remotes/singleton-probe';
export * from './session/roles';
export * from './session/white-label';
export * from './session/page-data';
export * from './session/require-login';
export * from './session/session-controller';
export * from './session/token-storage';
export * from './session/identity';
export * from './format/money';
export * from './session/storage';
// The theme contract: the host writes it at start (shared-ui's applyTheme), so it is in the first route anyway.
export * from './theme/index';
