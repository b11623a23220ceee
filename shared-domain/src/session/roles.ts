import type { User } from '../entities/entities';

/** The organisation administrator of a white-label copy. */
export const WHITE_LABEL_ADMIN = 'white-label-admin';

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
