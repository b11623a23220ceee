import { createLocalCatalogChanges, type CatalogChanges } from '../catalog/catalog-changes';
import { createLocalContentChanges, type ContentChanges } from '../content/content-changes';
import type { Db } from '../db/database';
import { createOrganizationDirectory, type OrganizationDirectory } from '../organizations/organization-directory';
import { createOrganizationRepository } from '../organizations/organization.repository';
import { parseProductHosts } from 'shared-domain';
import { createDatabaseRateLimiter } from '../rate-limit/database-rate-limiter.repository';
import type { LimitsConfig } from '../rate-limit/limits-config';
import type { RateLimiter } from '../rate-limit/rate-limiter';

/** What each service plugin needs; both read the same store. Settings come in here: no plugin reads the environment. */
export type ServiceOptions = {
  db: Db;
  /** The clock for token expiry and timestamps (tests move it). */
  now?: () => Date;
  /** `access-control-allow-origin` of the service's answers; '*' by default. */
  corsOrigin?: string;
  tokenTtlMs?: number;
  /** How long catalog answers are served from memory; 0 turns the cache off. */
  catalogCacheTtlMs?: number;
  /** The app's one catalog-change notifier (Redis pub/sub with REDIS_URL): each cache of catalog answers drops its entries on a change. This process's only when absent. */
  catalogChanges?: CatalogChanges;
  /** The app's one content-change channel (Redis pub/sub with REDIS_URL): the cache of content pages drops its entries on a save on any instance. This process's only when absent. */
  contentChanges?: ContentChanges;
  /** The limiter shared by every limit (one per app); counts in `db` when absent. */
  limiter?: RateLimiter;
  /** Per-user write limits and campaign file quotas (the app's config.limits). */
  limits: LimitsConfig;
  /** The organisations' cache shared by the app (one per process); a service built without one makes its own. */
  organizations?: OrganizationDirectory;
  /** PRODUCT_HOSTS: the product's own hosts, where no organisation is looked up; the default list when absent. */
  productHosts?: readonly string[];
};

/** The app's limiter, or, for a service built without one, a limiter counting in its store. */
export function limiterOf(options: ServiceOptions, now: () => Date): RateLimiter {
  return options.limiter ?? createDatabaseRateLimiter(options.db, now);
}

/** The app's catalog-change notifier, or one of the service's own (this process's subscribers only). */
export function catalogChangesOf(options: ServiceOptions): CatalogChanges {
  return options.catalogChanges ?? createLocalCatalogChanges();
}

/** The app's content-change channel, or one of the service's own (this process's subscribers only). */
export function contentChangesOf(options: ServiceOptions): ContentChanges {
  return options.contentChanges ?? createLocalContentChanges();
}

/** The app's organisation directory, or one of the service's own over its store. */
export function organizationsOf(options: ServiceOptions, now: () => Date): OrganizationDirectory {
  return options.organizations ?? createOrganizationDirectory(createOrganizationRepository(options.db, now));
}

/** The product's own hosts (PRODUCT_HOSTS), or the default list. */
export function productHostsOf(options: ServiceOptions): readonly string[] {
  return options.productHosts ?? parseProductHosts(undefined);
}
