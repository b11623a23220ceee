import type { Db } from '../db/database';
import { createOtpRequestRepository, type OtpRequestRepository } from '../otp/otp-request.repository';
import { createUserRepository, type UserRepository } from '../users/user.repository';
import { createTokenRepository, type TokenRepository } from './token.repository';

/** The users, tokens and one-time code requests of one transaction. */
export type AccountUnit = { users: UserRepository; tokens: TokenRepository; otpRequests: Pick<OtpRequestRepository, 'consume'> };

/** Account changes that span several tables (a sign-in, a verified phone) as one unit. */
export interface AccountRepository {
  /** Runs `work` in one transaction, through repositories bound to it; a throw rolls everything back. */
  transaction<T>(work: (unit: AccountUnit) => Promise<T>): Promise<T>;
}

/** Accounts in the Kysely store; `now` and `tokenTtlMs` as the user and token repositories take them. */
export function createAccountRepository(db: Db, now: () => Date, tokenTtlMs?: number): AccountRepository {
  return {
    transaction: (work) =>
      db.transaction().execute((trx) =>
        work({
          users: createUserRepository(trx, now),
          tokens: createTokenRepository(trx, now, tokenTtlMs),
          otpRequests: createOtpRequestRepository(trx),
        })),
  };
}
