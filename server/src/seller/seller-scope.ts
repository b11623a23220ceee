/**
 * The seller role (auth/roles.ts) and the scope of the routes for members of a seller account:
 * a signed-in user who is no seller gets 404 `not_a_seller` before the body is read, and a
 * profile of another account is 404, as if it did not exist.
 */
import type { SessionUser } from '../auth/auth.hook';
import { registerRole, type Role } from '../auth/roles';
import { httpError, NotFoundError } from '../errors';
import type { RoleFastify, SignedInFastify } from '../http/type-provider';
import type { SellerAccountRepository } from './seller-account.repository';
import type { ProfileRow } from './seller-profile-rows.repository';
import type { SellerProfileRepository } from './seller-profile.repository';

const NO_PROFILE = 'There is no profile with this id in your seller account';

/** 404 `not_a_seller`: the answer of a seller route to a signed-in user who belongs to no seller account. */
export class NotASellerError extends httpError('not_a_seller', 'You are not a member of a seller account; sign up as a seller first') {}

/** A member of a seller account, with the account found once per request. */
export type SellerUser = SessionUser & { readonly sellerId: string };

/** Members of a seller account (found by `accounts`): 404 `not_a_seller` for anyone else. */
export function sellerRole(accounts: Pick<SellerAccountRepository, 'sellerIdOf'>): Role<SellerUser> {
  return {
    name: 'seller',
    async admit(user) {
      const sellerId = await accounts.sellerIdOf(user._id);
      if (!sellerId) throw new NotASellerError();
      return { ...user, sellerId };
    },
  };
}

export type SellerScope = {
  scope: RoleFastify<SellerUser>;
  /** The caller's profile of this id: 404 for any other. */
  ownProfile: (user: SellerUser, id: string) => Promise<ProfileRow>;
};

/** Registers `routes` in the seller role's scope, where the caller's account is found once, before the body is read. */
export function registerSellerScope(
  app: SignedInFastify,
  deps: { accounts: SellerAccountRepository; profiles: SellerProfileRepository },
  routes: (seller: SellerScope) => void,
): void {
  registerRole(app, sellerRole(deps.accounts), (scope) => {
    const ownProfile = async (user: SellerUser, id: string): Promise<ProfileRow> => {
      const row = await deps.profiles.findRow(id);
      if (!row || row.seller_id !== user.sellerId) throw new NotFoundError(NO_PROFILE);
      return row;
    };
    routes({ scope, ownProfile });
  });
}
