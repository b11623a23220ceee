/**
 * Invitations to a seller account (issue 30). Nobody is made a member without saying yes: a
 * member invites an e-mail address, and the person who signs in with that address accepts or
 * declines. The answer to an invitation is the same whether or not the address has an account,
 * so inviting cannot be used to find out who uses MediaMart. A member may leave; the last one
 * may not while the account has live listings (buyers would be left with nobody to answer).
 */

/** How long an invitation stays open after it was (last) sent. */
export const INVITATION_TTL_DAYS = 14;
/** Open invitations an account may have at once (sending one again to the same address does not add one). */
export const MAX_PENDING_INVITATIONS = 20;
/** Addresses an account may invite in a day: bounds the e-mail a seller can make MediaMart send. */
export const MAX_INVITATIONS_PER_DAY = 50;
/** One invitation e-mail a day per address, however often it is sent again. */
export const INVITATION_MAIL_INTERVAL_MS = 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** An open invitation as the account's members see it (`GET /seller/account/invitations`). */
export type SellerSentInvitation = {
  _id: string;
  email: string;
  /** The member who sent it last. */
  invitedBy: string;
  sentAt: string;
  expiresAt: string;
};

/** An open invitation as the invitee sees it (`GET /seller/invitations`). */
export type SellerInvitation = {
  _id: string;
  accountName: string;
  invitedBy: string;
  sentAt: string;
  expiresAt: string;
};

/** `POST /seller/account/members`: 202, the same for every well-formed address. */
export type SellerInviteAnswer = { invited: string };
/** `GET /seller/account/invitations` and `DELETE /seller/account/invitations/{id}`. */
export type SellerSentInvitationsAnswer = { invitations: SellerSentInvitation[] };
/** `GET /seller/invitations` and `POST /seller/invitations/{id}/decline`. */
export type SellerInvitationsAnswer = { invitations: SellerInvitation[] };
/** `POST /seller/account/leave`: `closed` when the caller was the last member (the account is gone). */
export type SellerLeaveAnswer = { left: string; closed: boolean };

/** When an invitation sent at `sentAt` stops being open. */
export function invitationExpiresAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INVITATION_TTL_DAYS * DAY_MS);
}

/** True while the invitation can still be accepted. */
export function isInvitationOpen(invitation: { readonly expiresAt: string }, now: Date): boolean {
  return Date.parse(invitation.expiresAt) > now.getTime();
}

/** Whether sending (again) should e-mail the address: the first time, then at most once per interval. */
export function shouldMailInvitation(lastMailedAt: string | null, now: Date): boolean {
  return lastMailedAt === null || now.getTime() - Date.parse(lastMailedAt) >= INVITATION_MAIL_INTERVAL_MS;
}

/** What the account's invitations are now: its open ones, and the addresses it invited in the last day. */
export type InvitationCounts = {
  /** Open invitations of the account. */
  readonly pending: number;
  /** Addresses invited (or invited again) in the last 24 hours, the one being sent included if it is among them. */
  readonly sentToday: number;
  /** True when this address already has an open invitation (sending again only refreshes it). */
  readonly alreadyPending: boolean;
  /** True when this address was already invited in the last 24 hours. */
  readonly sentTodayAlready: boolean;
};

/** Why the account may not invite one more address now, or null when it may. Never depends on who the address belongs to. */
export function invitationLimitProblem(counts: InvitationCounts): 'pending' | 'daily' | null {
  if (!counts.alreadyPending && counts.pending >= MAX_PENDING_INVITATIONS) return 'pending';
  if (!counts.sentTodayAlready && counts.sentToday >= MAX_INVITATIONS_PER_DAY) return 'daily';
  return null;
}

/** The message of each limit, as the studio shows it. */
export const INVITATION_LIMIT_MESSAGES = {
  pending: `This account already has ${MAX_PENDING_INVITATIONS} open invitations. Revoke one, or wait until one is answered, before inviting someone else`,
  daily: `This account has invited ${MAX_INVITATIONS_PER_DAY} addresses in the last 24 hours`,
} as const;

/** What leaving does: the member goes and the account stays; the last member closes the account; or why not. */
export type LeaveOutcome = { ok: true; closes: boolean } | { ok: false; message: string };

/**
 * The rule for leaving: anyone but the last member may leave. The last member may leave only
 * when none of the account's listings is live, and then the account closes with its drafts,
 * files and invitations: an account nobody belongs to could never be reached again.
 */
export function leaveOutcome(account: { readonly members: number; readonly liveListings: number }): LeaveOutcome {
  if (account.members > 1) return { ok: true, closes: false };
  if (account.liveListings > 0) {
    const listings = account.liveListings === 1 ? 'a live listing' : `${account.liveListings} live listings`;
    return { ok: false, message: `You are the only member of this account and it has ${listings}. Invite a teammate to take it over, and leave once they have joined` };
  }
  return { ok: true, closes: true };
}
