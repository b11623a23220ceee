import {
  INVITATION_LIMIT_MESSAGES, INVITATION_TTL_DAYS, invitationExpiresAt, invitationLimitProblem, isInvitationOpen, leaveOutcome,
  MAX_INVITATIONS_PER_DAY, MAX_PENDING_INVITATIONS, shouldMailInvitation,
} from './seller-invitations';
import { SELLER_ROUTES } from './seller-api';

const at = (iso: string) => new Date(iso);
const counts = { pending: 0, sentToday: 0, alreadyPending: false, sentTodayAlready: false };

describe('invitation expiry', () => {
  it(`stays open ${INVITATION_TTL_DAYS} days after it was sent, and not a millisecond more`, () => {
    const expiresAt = invitationExpiresAt(at('2025-03-01T10:00:00.000Z')).toISOString();
    expect(expiresAt).toBe('2025-03-15T10:00:00.000Z');
    expect(isInvitationOpen({ expiresAt }, at('2025-03-15T09:59:59.999Z'))).toBe(true);
    expect(isInvitationOpen({ expiresAt }, at('2025-03-15T10:00:00.000Z'))).toBe(false);
  });
});

describe('invitation e-mail', () => {
  it('goes out the first time, then at most once a day', () => {
    expect(shouldMailInvitation(null, at('2025-03-01T10:00:00.000Z'))).toBe(true);
    expect(shouldMailInvitation('2025-03-01T10:00:00.000Z', at('2025-03-02T09:59:59.000Z'))).toBe(false);
    expect(shouldMailInvitation('2025-03-01T10:00:00.000Z', at('2025-03-02T10:00:00.000Z'))).toBe(true);
  });
});

describe('invitationLimitProblem', () => {
  it('lets an account invite under both limits', () => {
    expect(invitationLimitProblem(counts)).toBeNull();
    expect(invitationLimitProblem({ ...counts, pending: MAX_PENDING_INVITATIONS - 1, sentToday: MAX_INVITATIONS_PER_DAY - 1 })).toBeNull();
  });

  it('refuses a new address once the account has the most open invitations, but lets it send one of them again', () => {
    expect(invitationLimitProblem({ ...counts, pending: MAX_PENDING_INVITATIONS })).toBe('pending');
    expect(invitationLimitProblem({ ...counts, pending: MAX_PENDING_INVITATIONS, alreadyPending: true })).toBeNull();
  });

  it('refuses a new address after the day\'s most, but not one already sent today', () => {
    expect(invitationLimitProblem({ ...counts, sentToday: MAX_INVITATIONS_PER_DAY })).toBe('daily');
    expect(invitationLimitProblem({ ...counts, sentToday: MAX_INVITATIONS_PER_DAY, sentTodayAlready: true, alreadyPending: true })).toBeNull();
  });

  it('says each limit with its number', () => {
    expect(INVITATION_LIMIT_MESSAGES.pending).toContain(String(MAX_PENDING_INVITATIONS));
    expect(INVITATION_LIMIT_MESSAGES.daily).toContain(String(MAX_INVITATIONS_PER_DAY));
  });
});

describe('leaveOutcome', () => {
  it('lets any member but the last leave, whatever is live', () => {
    expect(leaveOutcome({ members: 2, liveListings: 3 })).toEqual({ ok: true, closes: false });
  });

  it('closes the account when the last member leaves with nothing live', () => {
    expect(leaveOutcome({ members: 1, liveListings: 0 })).toEqual({ ok: true, closes: true });
  });

  it('keeps the last member while a listing is live, and says how to hand over', () => {
    expect(leaveOutcome({ members: 1, liveListings: 1 })).toEqual({ ok: false, message: expect.stringContaining('a live listing') });
    expect(leaveOutcome({ members: 1, liveListings: 2 })).toEqual({ ok: false, message: expect.stringMatching(/2 live listings.*Invite a teammate/) });
  });
});

describe('invitation routes', () => {
  it('encode the id', () => {
    expect(SELLER_ROUTES.acceptInvitation('a/b')).toBe('/seller/invitations/a%2Fb/accept');
    expect(SELLER_ROUTES.declineInvitation('x')).toBe('/seller/invitations/x/decline');
    expect(SELLER_ROUTES.sentInvitation('a b')).toBe('/seller/account/invitations/a%20b');
  });
});
