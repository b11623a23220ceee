import type { FastifyRequest } from 'fastify';
import type { User } from 'shared-domain';
import { staffRole } from '../../auth/roles';
import { authorizeCampaign, refuseOrganisationWrite, type CampaignAction, type GrantedRelation } from '../campaign.access';
import type { CampaignRepository, LoadedCampaign } from '../campaign.repository';

/** The caller and how they stand to the campaign a route acts on. */
export type RecordAccess = {
  user: User;
  campaignId: string;
  loaded: LoadedCampaign;
  relation: GrantedRelation;
};

const accessByRequest = new WeakMap<FastifyRequest, RecordAccess>();

/**
 * An onRequest hook doing service B's one access check (campaign.access.ts) for `action`:
 * 401 without a user, 404 for a campaign the caller may not see, 403 for what they see but
 * may not do (staff routes: 403 to every non-staff caller). It runs before the body is read
 * and validated, so a stranger cannot make the server take in a 10 MB upload, nor learn
 * anything about a campaign from a 400.
 */
export function campaignAccessHook(campaigns: CampaignRepository, action: CampaignAction) {
  return async (request: FastifyRequest): Promise<void> => {
    const { id } = request.params as { id?: string };
    const campaignId = String(id ?? '');
    const { user } = request;
    // Staff routes sit in a staff scope (auth/roles.ts): a non-staff caller never gets to a lookup.
    const loaded = user ? await campaigns.load(campaignId, user._id) : null;
    const { campaign, relation } = authorizeCampaign(user, loaded, action);
    // A white-label-admin reads its organisation's campaigns and their files and reports; it changes nothing.
    if (request.method !== 'GET' && request.method !== 'HEAD') refuseOrganisationWrite(relation);
    // authorizeCampaign allows only a signed-in user.
    accessByRequest.set(request, { user: user!, campaignId, loaded: campaign, relation });
  };
}

/** The access the route's hook established. */
export function accessOf(request: FastifyRequest): RecordAccess {
  const access = accessByRequest.get(request);
  if (!access) throw new Error('campaignAccessHook did not run for this route');
  return access;
}

/** The owner or staff (shared users may read and add files, not remove them); else 403. */
export function requireOwnerOrStaff(access: RecordAccess, action: string): void {
  if (access.relation !== 'owner') staffRole(`Only the campaign owner or staff may ${action}`).admit(access.user);
}
