/** What every part of verified proof of execution (issue 38) is built from. */
import type { Db } from '../db/database';
import type { LimitRule } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limiter';

export type ProofDeps = {
  db: Db;
  now: () => Date;
  /** Where proof files are written (`<UPLOAD_DIR>/proofs`): bytes at `<dir>/<proof id>`. */
  dir: string;
  /** The largest accepted proof file (UPLOAD_MAX_BYTES). */
  maxBytes: number;
  /** Counts proof uploads per user, with the campaign files' rule (UPLOAD_RATE_LIMIT per UPLOAD_RATE_WINDOW_MINUTES). */
  limiter: RateLimiter;
  uploadRate: LimitRule;
};
