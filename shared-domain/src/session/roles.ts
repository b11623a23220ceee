import type { User } from '../entities/entities';

/** The organisation administrator of a white-label copy. */
export const WHITE_LABEL_ADMIN = 'white-label-admin';

/** Staff who decide what buyers run: they switch releases live and make deploy tokens (issue 30). */
export const RELEASE_MANAGER = 'release-manager';
/** The all-rights staff role. */
export const ADMIN = 'admin';

/** Staff: any non-empty role other than white-label-admin (SPEC.md section 6). */
export function isStaff(user: Pick<User, 'role'> | null | undefined): boolean {
  const role = user?.role?.trim() ?? '';
  return role !== '' && role !== WHITE_LABEL_ADMIN;
}

/** An advertiser: a signed-in user with no role. */
export function isAdvertiser(user: Pick<User, 'role'> | null | undefined): boolean {
  return !!user && (user.role ?? '').trim() === '';
}

/** The white-label organisation's administrator. */
export function isWhiteLabelAdmin(user: Pick<User, 'role'> | null | undefined): boolean {
  return user?.role === WHITE_LABEL_ADMIN;
}

/** A release manager or an admin: who may switch a remote's live release and make or revoke its deploy tokens. */
export function isReleaseManager(user: Pick<User, 'role'> | null | undefined): boolean {
  const role = user?.role?.trim() ?? '';
  return role === RELEASE_MANAGER || role === ADMIN;
}

/**
 * Who sets prices: staff, or the white-label-admin (an agency's organisation admin, who has
 * negotiated rates for its clients). Only they change a line's agency rate or discount or a
 * bag's bulk discount (SPEC.md `agencyRate`, `discount`, `discountOnTotal`); what anyone else
 * types there is kept as a *requested* rate (pricing/rate-requests.ts), apart from the
 * payable amounts, until staff accept or refuse it on the campaign.
 */
export function canSetRates(user: Pick<User, 'role'> | null | undefined): boolean {
  return isStaff(user) || isWhiteLabelAdmin(user);
}
