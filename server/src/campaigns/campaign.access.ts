import { campaignAccess, campaignRelation, type CampaignAction, type CampaignRelation, type User } from 'shared-domain';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../errors';

export type { CampaignAction };

/** How a caller who passed the check holds the campaign. */
export type GrantedRelation = Exclude<CampaignRelation, 'none'>;

/** What an access decision needs to know of a campaign (a `LoadedCampaign` has it). */
export type CampaignAccessFacts = { readonly ownerId: string; readonly sharedWithCaller: boolean };

const FORBIDDEN: Readonly<Record<CampaignAction, string>> = {
  read: 'You may not see this campaign',
  comment: 'Only the owner and the people it is shared with may comment on this campaign',
  manage: 'Only the owner of this campaign may do this',
  share: 'Only the owner of this campaign may change who it is shared with',
  staff: 'Only MediaMart staff may do this',
};

/**
 * The one access check of service B (rules in shared-domain `campaignAccess`): answers the
 * caller's relation to the campaign, or throws 401 (no user), 404 (no such campaign, or
 * one the caller may not see) or 403 (a campaign the caller sees but may not do this to).
 * `campaign` null means no campaign has the id. Non-staff get 403 on staff actions whether
 * or not the campaign exists, so those routes reveal nothing either.
 */
export function authorizeCampaign<T extends CampaignAccessFacts>(
  user: User | null | undefined, campaign: T | null, action: CampaignAction,
): { campaign: T; relation: GrantedRelation } {
  const decision = campaignAccess(user, campaign ? { ownerId: campaign.ownerId, sharedWithCaller: campaign.sharedWithCaller } : null, action);
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
