import type { User } from 'shared-domain';
import { ConflictError } from '../errors';
import { nameFromEmail } from '../otp/identity';
import { isUniqueViolation } from '../users/user.repository';
import type { AccountRepository, AccountUnit } from './account.repository';

/** What a sign-in answers: the new session's token, its user, and whether the account was just made. */
export type SignedIn = { token: string; user: User; isNewUser: boolean };

/** The accounts a sign-in writes to (their clock and session lifetime with them). */
export type SignInDeps = { accounts: AccountRepository };

/** What a code or the identity provider proved, and the organisation whose host the sign-in came to. */
export type ProvenIdentity = { phone: string | null; email: string | null; name?: string | null; organizationId: string | null };

const RACE_MESSAGE = 'This account was just changed by another sign-in. Please try again.';

/** Finds or creates the user for verified identities and issues a token, all in one transaction. */
export async function signIn(deps: SignInDeps, identity: ProvenIdentity, before?: (unit: AccountUnit) => Promise<void>): Promise<SignedIn> {
  try {
    return await deps.accounts.transaction(async (unit) => {
      if (before) await before(unit);
      const { users } = unit;
      const byPhone = identity.phone ? await users.findByPhone(identity.phone) : null;
      const byEmail = identity.email ? await users.findByEmail(identity.email) : null;
      if (byPhone && byEmail && byPhone._id !== byEmail._id) {
        throw new ConflictError('This phone number and e-mail address belong to two different accounts. Sign in with one of them.');
      }
      let user = byPhone ?? byEmail;
      let isNewUser = false;
      if (user) {
        // A newly proven identity is added to the account when it has none of that kind.
        if (identity.phone && !user.phone) user = (await users.setPhone(user._id, identity.phone)) ?? user;
        if (identity.email && !user.email) user = (await users.setEmail(user._id, identity.email)) ?? user;
      } else {
        // A sign-up on an organisation's host belongs to it; an existing account keeps its own.
        user = await users.create({
          name: identity.name ?? nameFromEmail(identity.email), phone: identity.phone, email: identity.email, role: '', organizationId: identity.organizationId,
        });
        isNewUser = true;
      }
      const { token } = await unit.tokens.issueToken(user._id);
      return { token, user, isNewUser };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(RACE_MESSAGE);
    throw err;
  }
}
