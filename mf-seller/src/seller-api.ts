/**
 * The studio's calls to `/api/seller/…` (shared-domain's SELLER_ROUTES). Each takes the
 * page runtime's service-A client (`useRuntime().api.serviceA`), so tests pass a mock.
 */
import type { AxiosInstance } from 'axios';
import type { CategoryKey } from 'shared-domain';
import {
  SELLER_ROUTES,
  type ReviewQueueItem, type SellerAccountAnswer, type SellerAccountInput, type SellerFile, type SellerFileKind, type SellerInvitation,
  type SellerInvitationsAnswer, type SellerInviteAnswer, type SellerLeaveAnswer, type SellerProfile, type SellerProfileDraft,
  type SellerProfileSummary, type SellerSentInvitation, type SellerSentInvitationsAnswer, type SellerStatsAnswer,
} from 'shared-domain/seller';

export async function fetchSellerAccount(api: AxiosInstance): Promise<SellerAccountAnswer> {
  return (await api.get<SellerAccountAnswer>(SELLER_ROUTES.account)).data;
}

export async function createSellerAccount(api: AxiosInstance, input: SellerAccountInput): Promise<SellerAccountAnswer> {
  return (await api.post<SellerAccountAnswer>(SELLER_ROUTES.account, input)).data;
}

/** Invites the address; the answer is the same whether or not it has a MediaMart account. */
export async function inviteSellerMember(api: AxiosInstance, email: string): Promise<SellerInviteAnswer> {
  return (await api.post<SellerInviteAnswer>(SELLER_ROUTES.members, { email })).data;
}

export async function fetchSentInvitations(api: AxiosInstance): Promise<SellerSentInvitation[]> {
  return (await api.get<SellerSentInvitationsAnswer>(SELLER_ROUTES.sentInvitations)).data.invitations;
}

/** Revokes one; answers the account's open invitations left. */
export async function revokeSellerInvitation(api: AxiosInstance, id: string): Promise<SellerSentInvitation[]> {
  return (await api.delete<SellerSentInvitationsAnswer>(SELLER_ROUTES.sentInvitation(id))).data.invitations;
}

export async function leaveSellerAccount(api: AxiosInstance): Promise<SellerLeaveAnswer> {
  return (await api.post<SellerLeaveAnswer>(SELLER_ROUTES.leave)).data;
}

/** The open invitations to the signed-in user's e-mail address. */
export async function fetchMyInvitations(api: AxiosInstance): Promise<SellerInvitation[]> {
  return (await api.get<SellerInvitationsAnswer>(SELLER_ROUTES.invitations)).data.invitations;
}

/** Joins the inviting account (409 while the user belongs to another). */
export async function acceptSellerInvitation(api: AxiosInstance, id: string): Promise<SellerAccountAnswer> {
  return (await api.post<SellerAccountAnswer>(SELLER_ROUTES.acceptInvitation(id))).data;
}

/** Declines; answers the open invitations left. */
export async function declineSellerInvitation(api: AxiosInstance, id: string): Promise<SellerInvitation[]> {
  return (await api.post<SellerInvitationsAnswer>(SELLER_ROUTES.declineInvitation(id))).data.invitations;
}

export async function fetchSellerProfiles(api: AxiosInstance): Promise<SellerProfileSummary[]> {
  return (await api.get<{ profiles: SellerProfileSummary[] }>(SELLER_ROUTES.profiles)).data.profiles;
}

export async function createSellerProfile(api: AxiosInstance, category: CategoryKey): Promise<SellerProfile> {
  return (await api.post<{ profile: SellerProfile }>(SELLER_ROUTES.profiles, { category })).data.profile;
}

export async function fetchSellerProfile(api: AxiosInstance, id: string): Promise<SellerProfile> {
  return (await api.get<{ profile: SellerProfile }>(SELLER_ROUTES.profile(id))).data.profile;
}

/** Saves the draft; 409 `version_conflict` when someone saved since `version`. */
export async function saveSellerProfile(api: AxiosInstance, id: string, draft: SellerProfileDraft, version: number): Promise<SellerProfile> {
  return (await api.put<{ profile: SellerProfile }>(SELLER_ROUTES.profile(id), { draft, version })).data.profile;
}

export async function submitSellerProfile(api: AxiosInstance, id: string): Promise<SellerProfile> {
  return (await api.post<{ profile: SellerProfile }>(SELLER_ROUTES.submit(id))).data.profile;
}

export async function fetchSellerStats(api: AxiosInstance): Promise<SellerStatsAnswer> {
  return (await api.get<SellerStatsAnswer>(SELLER_ROUTES.stats)).data;
}

/** Uploads a file's bytes as the body (the server reads what it is from them). */
export async function uploadSellerFile(api: AxiosInstance, kind: SellerFileKind, file: Blob & { name?: string }): Promise<SellerFile> {
  const res = await api.post<{ file: SellerFile }>(SELLER_ROUTES.files, file, {
    params: { kind, name: file.name ?? kind },
    headers: { 'content-type': 'application/octet-stream' },
    callKind: 'upload',
  });
  return res.data.file;
}

export async function fetchReviewQueue(api: AxiosInstance): Promise<ReviewQueueItem[]> {
  return (await api.get<{ queue: ReviewQueueItem[] }>(SELLER_ROUTES.reviewQueue)).data.queue;
}

export async function fetchReviewProfile(api: AxiosInstance, id: string): Promise<SellerProfile & { sellerName: string }> {
  return (await api.get<{ profile: SellerProfile & { sellerName: string } }>(SELLER_ROUTES.review(id))).data.profile;
}

export async function approveProfile(api: AxiosInstance, id: string): Promise<SellerProfile> {
  return (await api.post<{ profile: SellerProfile }>(SELLER_ROUTES.approve(id))).data.profile;
}

export async function sendBackProfile(api: AxiosInstance, id: string, comment: string): Promise<SellerProfile> {
  return (await api.post<{ profile: SellerProfile }>(SELLER_ROUTES.sendBack(id), { comment })).data.profile;
}
