import { campaignAccess, campaignRelation, type CampaignAction, type CampaignRelation, type User } from 'shared-domain';
import { organisationScopeOf } from '../auth/roles';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../errors';

export type { CampaignAction };

/**
 * How a caller who passed the check holds the campaign; `organisation`: a white-label-admin
 * reading a campaign of a user of its organisation (read-only).
 */
export type GrantedRelation = Exclude<CampaignRelation, 'none'> | 'organisation';

/** What an access decision needs to know of a campaign (a `LoadedCampaign` has it). */
export type CampaignAccessFacts = {
  readonly ownerId: string;
  readonly sharedWithCaller: boolean;
  /** The organisation the owner belongs to; absent or null for none. */
  readonly ownerOrganizationId?: string | null;
};

/** A user who may be a white-label-admin of an organisation. */
type Caller = User & { organizationId?: string | null };

const ORGANISATION_READ_ONLY = 'A white-label admin may only read the campaigns of its organisation';

/** True when the caller is the white-label-admin of the organisation the campaign's owner belongs to. */
export function readsAsOrganisation(user: Caller | null | undefined, campaign: CampaignAccessFacts | null): boolean {
  // Staff (scope null) read every campaign as staff, not as an organisation.
  const scope = user ? organisationScopeOf(user) : undefined;
  return !!campaign && typeof scope === 'string' && campaign.ownerOrganizationId === scope;
}

const FORBIDDEN: Readonly<Record<CampaignAction, string>> = {
  read: 'You may not see this campaign',
  comment: 'Only the owner and the people it is shared with may comment on this campaign',
  manage: 'Only the owner of this campaign may do this',
  share: 'Only the owner of this campaign may change who it is shared with',
  staff: 'Only staff may do this',
};

/**
 * The one access check of service B (rules in shared-domain `campaignAccess`): answers the
 * caller's relation to the campaign, or throws 401 (no user), 404 (no such campaign, or
 * one the caller may not see) or 403 (a campaign the caller sees but may not do this to).
 * `campaign` null means no campaign has the id. Non-staff get 403 on staff actions whether
 * or not the campaign exists, so those routes reveal nothing either.
 */
export function authorizeCampaign<T extends CampaignAccessFacts>(
  user: Caller | null | undefined, campaign: T | null, action: CampaignAction,
): { campaign: T; relation: GrantedRelation } {
  const decision = campaignAccess(user, campaign ? { ownerId: campaign.ownerId, sharedWithCaller: campaign.sharedWithCaller } : null, action);
  // A campaign the caller would not see otherwise, of a user of the organisation the caller
  // administers: read it, and 403 for anything else (it is visible, so not a 404).
  if (decision === 'not-found' && readsAsOrganisation(user, campaign)) {
    if (action !== 'read') throw new ForbiddenError(ORGANISATION_READ_ONLY);
    return { campaign: campaign!, relation: 'organisation' };
  }
  switch (decision) {
    case 'unauthorized':
      throw new UnauthorizedError('A valid session token is required; please log in again');
    case 'not-found':
      throw new NotFoundError('Campaign not found');
    case 'forbidden':
      throw new ForbiddenError(FORBIDDEN[action]);
    case 'allow':
      // campaignAccess allows only a signed-in user on an existing campaign.
      return { campaign: campaign!, relation: campaignRelation(user!, campaign!) as GrantedRelation };
  }
}

/** Refuses every change to a campaign the caller only reads as its organisation's white-label-admin. */
export function refuseOrganisationWrite(relation: GrantedRelation | CampaignRelation): void {
  if (relation === 'organisation') throw new ForbiddenError(ORGANISATION_READ_ONLY);
}
