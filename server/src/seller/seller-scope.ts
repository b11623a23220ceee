/**
 * The scope of the routes for members of a seller account: a signed-in user who is no seller
 * gets 404 `not_a_seller` before the body is read, and a profile of another account is 404,
 * as if it did not exist.
 */
import type { FastifyRequest } from 'fastify';
import { NotFoundError } from '../errors';
import type { SignedInFastify, SignedInProvider, SignedInRequest } from '../http/type-provider';
import { NOT_A_SELLER } from './files/seller-file.routes';
import type { SellerAccountRepository } from './seller-account.repository';
import type { ProfileRow } from './seller-profile-rows.repository';
import type { SellerProfileRepository } from './seller-profile.repository';

const NO_PROFILE = 'There is no profile with this id in your seller account';

export type SellerScope = {
  scope: SignedInFastify;
  /** The caller's seller account. */
  sellerIdOf: (request: FastifyRequest) => string;
  /** The caller's profile of this id: 404 for any other. */
  ownProfile: (request: FastifyRequest, id: string) => Promise<ProfileRow>;
};

/** Registers `routes` in a scope of their own where the caller's account is found once, before the body is read. */
export function registerSellerScope(
  app: SignedInFastify,
  deps: { accounts: SellerAccountRepository; profiles: SellerProfileRepository },
  routes: (seller: SellerScope) => void,
): void {
  void app.register(async (child) => {
    const scope = child.withTypeProvider<SignedInProvider>();
    const sellerOf = new WeakMap<FastifyRequest, string>();
    scope.addHook('onRequest', async (request: SignedInRequest, reply) => {
      const sellerId = await deps.accounts.sellerIdOf(request.user._id);
      if (!sellerId) return reply.code(404).send(NOT_A_SELLER);
      sellerOf.set(request, sellerId);
    });
    const sellerIdOf = (request: FastifyRequest): string => sellerOf.get(request) ?? '';
    const ownProfile = async (request: FastifyRequest, id: string): Promise<ProfileRow> => {
      const row = await deps.profiles.findRow(id);
      if (!row || row.seller_id !== sellerIdOf(request)) throw new NotFoundError(NO_PROFILE);
      return row;
    };
    routes({ scope, sellerIdOf, ownProfile });
  });
}
