/**
 * Who may see a page of the site: every route-table entry names one access level. The server
 * reads it (a page that is not public is never stored by a shared cache nor rendered on the
 * server), and so does the access gate in the browser (shared-ui/runtime), which shows the
 * sign-in prompt or the forbidden state instead of a page the viewer may not see.
 */
import type { User } from '../entities/entities';
import { isStaff, isWhiteLabelAdmin } from '../session/roles';

/**
 * - `public`: anyone, signed in or not (the catalog, content pages, the bag, the brief form).
 * - `signed-in`: any signed-in user (their campaigns, their account).
 * - `seller`: a signed-in user working as a seller; the studio offers one without a seller
 *   account the sign-up form, so it asks nothing more than a sign-in.
 * - `organisation-admin`: an organisation's administrator, or staff (who administer every organisation).
 * - `staff`: MediaMart staff only.
 */
export const ACCESS_LEVELS = ['public', 'signed-in', 'seller', 'organisation-admin', 'staff'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** What the gate shows for a viewer: the page, the sign-in prompt, or the forbidden state. */
export type AccessVerdict = 'allowed' | 'signed-out' | 'forbidden';

/** Whether the level needs to know who the viewer is (their role), beyond whether they are signed in. */
export function accessNeedsRole(access: Access): boolean {
  return access === 'staff' || access === 'organisation-admin';
}

/**
 * The verdict for a viewer: `signedIn` says whether they hold a session (a token), `user` who
 * they are once known. A level that needs a role with the user still unknown is `allowed`
 * only as far as the sign-in goes: ask `accessNeedsRole` and learn the user first.
 */
export function accessVerdict(access: Access, signedIn: boolean, user: Pick<User, 'role'> | null): AccessVerdict {
  if (access === 'public') return 'allowed';
  if (!signedIn) return 'signed-out';
  if (access === 'staff') return isStaff(user) ? 'allowed' : 'forbidden';
  if (access === 'organisation-admin') return isStaff(user) || isWhiteLabelAdmin(user) ? 'allowed' : 'forbidden';
  return 'allowed';
}
