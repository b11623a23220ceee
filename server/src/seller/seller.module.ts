/**
 * The seller side of service A wired together (issue 19): accounts and their invitations,
 * profiles and their media options, stats and the staff review, all behind sign-in. Files
 * (`/seller/files`) are their own module; profiles only look files up through `files`.
 */
import { registerSignedIn } from '../auth/auth.hook';
import type { CatalogChanges } from '../catalog/catalog-changes';
import type { Db } from '../db/database';
import type { OtpDelivery } from '../delivery/delivery';
import type { MailBrandOf } from '../delivery/message';
import type { TypedFastify } from '../http/type-provider';
import type { SellerFileLookup } from './files/seller-file-lookup';
import { createSellerAccountRepository } from './seller-account.repository';
import { createSellerInvitationRepository } from './seller-invitation.repository';
import { registerInvitationRoutes } from './seller-invitation.routes';
import { createSellerProfileRepository } from './seller-profile.repository';
import { registerSellerOptionRoutes } from './seller-options.routes';
import { registerReviewRoutes } from './seller-review.routes';
import { registerSellerRoutes } from './seller.routes';

export type SellerModuleDeps = {
  db: Db;
  now: () => Date;
  /** Which uploaded files a draft may name (the file module's repository). */
  files: SellerFileLookup;
  /** Told of every approval, so each instance's catalog cache drops the profile. */
  changes: CatalogChanges;
  /** Where invitation e-mails go out (the sign-in codes' delivery); without it invitations are only shown on /seller. */
  delivery?: OtpDelivery;
  /** The organisation's name on its host: invitation e-mails sent there carry it. MediaMart's when absent. */
  brandOf?: MailBrandOf;
};

export function registerSellerModule(app: TypedFastify, deps: SellerModuleDeps): void {
  const accounts = createSellerAccountRepository(deps.db, deps.now);
  const profiles = createSellerProfileRepository(deps.db, deps.now);
  registerSignedIn(app, (signedIn) => {
    registerSellerRoutes(signedIn, { now: deps.now, accounts, profiles, files: deps.files });
    registerInvitationRoutes(signedIn, { accounts, profiles, invitations: createSellerInvitationRepository(deps.db, deps.now), delivery: deps.delivery, brandOf: deps.brandOf });
    registerSellerOptionRoutes(signedIn, { accounts, profiles, files: deps.files });
    registerReviewRoutes(signedIn, { now: deps.now, profiles, changes: deps.changes });
  });
}
