/**
 * The seller side of service A wired together (issue 19): accounts, profiles and their media
 * options, stats and the staff review, all behind sign-in. Files (`/seller/files`) are their
 * own module; profiles only look files up through `files`.
 */
import { registerSignedIn } from '../auth/auth.hook';
import type { CatalogChanges } from '../catalog/catalog-changes';
import type { Db } from '../db/database';
import type { TypedFastify } from '../http/type-provider';
import type { SellerFileLookup } from './files/seller-file-lookup';
import { createSellerAccountRepository } from './seller-account.repository';
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
};

export function registerSellerModule(app: TypedFastify, deps: SellerModuleDeps): void {
  const accounts = createSellerAccountRepository(deps.db, deps.now);
  const profiles = createSellerProfileRepository(deps.db, deps.now);
  registerSignedIn(app, (signedIn) => {
    registerSellerRoutes(signedIn, { now: deps.now, accounts, profiles, files: deps.files });
    registerSellerOptionRoutes(signedIn, { accounts, profiles, files: deps.files });
    registerReviewRoutes(signedIn, { now: deps.now, profiles, changes: deps.changes });
  });
}
