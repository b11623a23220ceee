import type { PaymentConfig } from '../campaigns/payments/payment-config';
import type { UploadConfig } from '../config';
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
  /** Card payment settings of service B; read from the environment when absent. */
  payment?: PaymentConfig;
  /** Where campaign files go and how large they may be; read from the environment when absent. */
  uploads?: UploadConfig;
};
