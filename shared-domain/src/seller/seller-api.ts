/**
 * The seller routes of service A (API.md `/seller/…`, *ours*), relative to its base (`/api`).
 * Every route needs a signed-in user; the account and profile routes answer 404 for a user
 * who is not a member of the profile's seller account; the review routes are staff only (403).
 */
import { IMAGE_MAX_BYTES, MEDIA_KIT_MAX_BYTES } from '../files/file-checks';

export const SELLER_ROUTES = {
  /** GET: the caller's seller account and members (404 when the caller is no seller); POST: sign up as a seller. */
  account: '/seller/account',
  /** POST `{ email }`: invite the address to the account; `202 { invited }` whether or not it has a MediaMart account. */
  members: '/seller/account/members',
  /** GET: the account's open invitations. */
  sentInvitations: '/seller/account/invitations',
  /** DELETE: revoke one of the account's open invitations. */
  sentInvitation: (id: string) => `/seller/account/invitations/${encodeURIComponent(id)}`,
  /** POST: the caller leaves the account (the last member closes it, unless a listing is live). */
  leave: '/seller/account/leave',
  /** GET: the open invitations to the caller's (verified) e-mail address; for any signed-in user. */
  invitations: '/seller/invitations',
  /** POST: join the inviting account (409 while the caller belongs to another). */
  acceptInvitation: (id: string) => `/seller/invitations/${encodeURIComponent(id)}/accept`,
  /** POST: say no; the invitation closes. */
  declineInvitation: (id: string) => `/seller/invitations/${encodeURIComponent(id)}/decline`,
  /** GET: the account's profiles (summaries); POST `{ category }`: a new draft. */
  profiles: '/seller/profiles',
  /** GET, PUT `{ draft, version }`. */
  profile: (id: string) => `/seller/profiles/${encodeURIComponent(id)}`,
  /** GET: the profile's media options; POST `{ option?, version }`: a new option (id made by the server), `201 { option, profile }`. */
  options: (id: string) => `/seller/profiles/${encodeURIComponent(id)}/options`,
  /** GET: one option; PUT `{ option, version }`: `{ option, profile }`; DELETE `?version=`: `{ profile }`. Writes are saved as PUT of the profile is. */
  option: (id: string, optionId: string) => `/seller/profiles/${encodeURIComponent(id)}/options/${encodeURIComponent(optionId)}`,
  /** POST: send for review (400 with `fields` when not ready). */
  submit: (id: string) => `/seller/profiles/${encodeURIComponent(id)}/submit`,
  /** GET: views and adds to bag of the account's live listings. */
  stats: '/seller/stats',
  /** POST `?kind=logo|mediaKit|artwork&name=`, the body is the file's bytes: `201 { file }`. */
  files: '/seller/files',
  /** GET (staff): profiles waiting for review, oldest first. */
  reviewQueue: '/seller/review',
  /** GET (staff): one profile with its score. */
  review: (id: string) => `/seller/review/${encodeURIComponent(id)}`,
  /** POST (staff): publish; the profile is live in the catalog and the search index at once. */
  approve: (id: string) => `/seller/review/${encodeURIComponent(id)}/approve`,
  /** POST (staff) `{ comment }`: back to the seller with the comment. */
  sendBack: (id: string) => `/seller/review/${encodeURIComponent(id)}/send-back`,
} as const;

/** Most bytes of each kind of seller file (the server's limits; the studio says them before an upload). */
export const SELLER_FILE_MAX_BYTES = { logo: IMAGE_MAX_BYTES, artwork: IMAGE_MAX_BYTES, mediaKit: MEDIA_KIT_MAX_BYTES } as const;

/** What the studio's status chips say. */
export const SELLER_STATUS_LABELS = {
  draft: 'Draft',
  submitted: 'In review',
  changes_requested: 'Changes requested',
  published: 'Live',
} as const;
