/** What every part of verified proof of execution (issue 38) is built from. */
import type { Db } from '../db/database';

export type ProofDeps = {
  db: Db;
  now: () => Date;
  /** Where proof files are written (`<UPLOAD_DIR>/proofs`): bytes at `<dir>/<proof id>`. */
  dir: string;
  /** The largest accepted proof file (UPLOAD_MAX_BYTES). */
  maxBytes: number;
};
