import type { User } from '../entities/entities';
import { isStaff } from '../session/roles';

/**
 * What a caller wants to do with a campaign:
 * - `read`: see it (owner, shared users, staff);
 * - `comment`: request changes on a plan (owner and shared users);
 * - `manage`: approve, pay, request approval, edit the brief, remove options (owner);
 * - `share`: grant or remove access (owner);
 * - `staff`: share plans, set the status (staff roles, on any campaign).
 */
export type CampaignAction = 'read' | 'comment' | 'manage' | 'share' | 'staff';

/** How the caller stands to one campaign. */
export type CampaignAccessTarget = {
  /** The owner's user id. */
  readonly ownerId: string;
  /** Whether the caller is among the campaign's `_users`. */
  readonly sharedWithCaller: boolean;
};

/**
 * `unauthorized` → 401, `not-found` → 404 (the caller may not know it exists),
 * `forbidden` → 403 (a real campaign the caller sees but may not do this to).
 */
export type CampaignAccessDecision = 'allow' | 'unauthorized' | 'not-found' | 'forbidden';

/** The caller's relation to a campaign, strongest first: owner, shared, staff, none. */
export type CampaignRelation = 'owner' | 'shared' | 'staff' | 'none';

/** The caller's relation to a campaign (an owner who is staff counts as owner). */
export function campaignRelation(user: Pick<User, '_id' | 'role'>, target: CampaignAccessTarget): CampaignRelation {
  if (user._id === target.ownerId) return 'owner';
  if (target.sharedWithCaller) return 'shared';
  return isStaff(user) ? 'staff' : 'none';
}

/**
 * May `user` do `action` to the campaign? `target` null means no such campaign. Staff-only
 * actions are refused (403) to non-staff before anything is looked up, so they reveal nothing.
 */
export function campaignAccess(
  user: Pick<User, '_id' | 'role'> | null | undefined,
  target: CampaignAccessTarget | null,
  action: CampaignAction,
): CampaignAccessDecision {
  if (!user) return 'unauthorized';
  const staff = isStaff(user);
  if (action === 'staff' && !staff) return 'forbidden';
  if (!target) return 'not-found';
  const relation = campaignRelation(user, target);
  if (relation === 'none') return 'not-found';
  switch (action) {
    case 'read':
      return 'allow';
    case 'comment':
      return relation === 'owner' || relation === 'shared' ? 'allow' : 'forbidden';
    case 'manage':
    case 'share':
      return relation === 'owner' ? 'allow' : 'forbidden';
    case 'staff':
      return 'allow';
  }
}
