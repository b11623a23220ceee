import type { Db } from '../db/database';

/** What each service plugin needs; both read the same store. */
export type ServiceOptions = {
  db: Db;
  /** The clock for token expiry and timestamps (tests move it). */
  now?: () => Date;
  /** `access-control-allow-origin` of the service's answers; '*' by default. */
  corsOrigin?: string;
  tokenTtlMs?: number;
  /** How long catalog answers are served from memory; 0 turns the cache off. */
  catalogCacheTtlMs?: number;
};
