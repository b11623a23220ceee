/**
 * Invitations to a seller account and leaving it (issue 30), on SQLite and PostgreSQL: an
 * invite answers the same whatever the address; nobody is a member before accepting; only the
 * invitee can accept or decline; a member of another account must leave first; members see,
 * refresh and revoke open invitations within the caps; a member may leave, and the last one
 * closes the account unless a listing is live.
 */
import {
  INVITATION_TTL_DAYS, MAX_INVITATIONS_PER_DAY, MAX_PENDING_INVITATIONS,
  type SellerAccountAnswer, type SellerInvitation, type SellerSentInvitation,
} from 'shared-domain';
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { outbox } from '../../test/support/otp-test-helpers';
import { apiOf, readyDraft, savedProfile, signUpSeller, type Seller } from '../../test/support/seller.fixtures';
import { appForSuite, createTestApp } from '../../test/support/test-app';

const t = appForSuite(() => createTestApp());
const api = apiOf(t);
type Sent = { invitations: SellerSentInvitation[] };
type Received = { invitations: SellerInvitation[] };

const invite = (who: Actor, email: string) => api<{ invited: string }>('POST', '/seller/account/members', who, { email });
const received = async (who: Actor) => (await api<Received>('GET', '/seller/invitations', who)).body.invitations;
const sent = async (who: Actor) => (await api<Sent>('GET', '/seller/account/invitations', who)).body.invitations;
const accept = (who: Actor, id: string) => api<SellerAccountAnswer>('POST', `/seller/invitations/${id}/accept`, who);
const decline = (who: Actor, id: string) => api<Received>('POST', `/seller/invitations/${id}/decline`, who);
const membersOf = async (sellerId: string) => (await t().db.selectFrom('seller_members').select('user_id').where('seller_id', '=', sellerId).orderBy('user_id').execute()).map((m) => m.user_id);
const sellerOf = async (user: Actor) => (await t().db.selectFrom('seller_members').select('seller_id').where('user_id', '=', user.id).executeTakeFirst())?.seller_id ?? null;

/** The user's one open invitation from the account named `accountName`. */
async function invitationTo(user: Actor, accountName: string): Promise<SellerInvitation> {
  const found = (await received(user)).filter((i) => i.accountName === accountName);
  expect(found).toHaveLength(1);
  return found[0];
}

/** `user` joins `seller`'s account the only way there is: invited, then accepting. */
async function join(seller: Seller, user: Actor): Promise<void> {
  expect((await invite(seller, user.email)).status).toBe(202);
  const { _id } = await invitationTo(user, `${(await api<SellerAccountAnswer>('GET', '/seller/account', seller)).body.account.name}`);
  expect((await accept(user, _id)).status).toBe(200);
}

describe('inviting', () => {
  it('answers the same status and body for a known user, an unknown address, a member of another account and a member of this one', async () => {
    const owner = await signUpSeller(t, 'Same Answer');
    const known = await makeUser(t().db, 'Known Person');
    const elsewhere = await signUpSeller(t, 'Elsewhere');
    const unknown = 'nobody.at.all@example.com';
    const answers = [];
    for (const email of [known.email, unknown, elsewhere.email, owner.email]) {
      const res = await t().app.inject({ method: 'POST', url: '/api/seller/account/members', headers: { 'x-access-token': owner.token }, payload: { email: email.toUpperCase() } });
      answers.push({ status: res.statusCode, type: res.headers['content-type'], body: res.json(), email });
    }
    for (const a of answers) expect(a).toEqual({ status: 202, type: answers[0].type, body: { invited: a.email }, email: a.email });
    expect(await membersOf(owner.sellerId)).toEqual([owner.id]);
    expect(await sellerOf(known)).toBeNull();
    expect(await sellerOf(elsewhere)).toBe(elsewhere.sellerId);
  });

  it('refuses a malformed e-mail with a 400 naming the field, and stores nothing', async () => {
    const owner = await signUpSeller(t, 'Malformed');
    for (const email of ['not an e-mail', '', 'a@b', `${'x'.repeat(65)}@example.com`]) {
      const res = await invite(owner, email);
      expect(res).toMatchObject({ status: 400, body: { error: 'bad_request', fields: { email: 'Enter a valid e-mail address' } } });
    }
    expect(await invite(owner, `${'x'.repeat(250)}@example.com`)).toMatchObject({ status: 400, body: { message: expect.stringContaining('body/email') } });
    expect(await sent(owner)).toEqual([]);
  });

  it('e-mails the invitee (known or not) who invites them, and lets the account\'s members see it open', async () => {
    const owner = await signUpSeller(t, 'Mailer');
    const teammate = await makeUser(t().db, 'Mailer Teammate');
    await join(owner, teammate);
    const invitee = await makeUser(t().db, 'Invitee Mail');
    expect((await invite(owner, invitee.email)).status).toBe(202);
    expect((await invite(owner, 'stranger.mail@example.com')).status).toBe(202);
    for (const to of [invitee.email, 'stranger.mail@example.com']) {
      const [mail] = await outbox(t(), to);
      expect(mail.subject).toBe('Mailer Media invited you to list media with them on MediaMart');
      expect(mail.text).toMatch(/sign in to MediaMart with this e-mail address and open the seller studio \(\/seller\)/);
    }
    const open = await sent(teammate);
    expect(open.map((i) => i.email).sort()).toEqual([invitee.email, 'stranger.mail@example.com'].sort());
    expect(open[0]).toMatchObject({ invitedBy: 'Mailer', _id: expect.any(String) });
    expect(Date.parse(open[0].expiresAt) - Date.parse(open[0].sentAt)).toBe(INVITATION_TTL_DAYS * 24 * 3600 * 1000);
  });

  it('refreshes an invitation sent again instead of adding one, and e-mails at most once a day', async () => {
    const owner = await signUpSeller(t, 'Refresher');
    const invitee = await makeUser(t().db, 'Invitee Again');
    await invite(owner, invitee.email);
    const [first] = await sent(owner);
    t().setNow(new Date(Date.now() + 60_000));
    try {
      await invite(owner, invitee.email.toUpperCase());
      const again = await sent(owner);
      expect(again).toHaveLength(1);
      expect(again[0]._id).toBe(first._id);
      expect(again[0].expiresAt > first.expiresAt).toBe(true);
      expect(await outbox(t(), invitee.email)).toHaveLength(1);
      expect(await received(invitee)).toHaveLength(1);
    } finally {
      t().setNow(new Date());
    }
  });

  it('is for the account\'s members only', async () => {
    const buyer = await makeUser(t().db, 'Not A Seller');
    expect(await invite(buyer, 'x@example.com')).toMatchObject({ status: 404, body: { error: 'not_a_seller' } });
  });
});

describe('the invitee', () => {
  let owner: Seller;
  let invitee: Actor;
  beforeAll(async () => {
    owner = await signUpSeller(t, 'Answering');
    invitee = await makeUser(t().db, 'Asked Person');
  });

  it('is not a member until they accept, then is one', async () => {
    await invite(owner, invitee.email);
    expect(await api('GET', '/seller/account', invitee)).toMatchObject({ status: 404, body: { error: 'not_a_seller' } });
    expect((await api('GET', '/seller/profiles', invitee)).status).toBe(404);
    const invitation = await invitationTo(invitee, 'Answering Media');
    expect(invitation).toMatchObject({ invitedBy: 'Answering', sentAt: expect.any(String), expiresAt: expect.any(String) });

    const res = await accept(invitee, invitation._id);
    expect(res.status).toBe(200);
    expect(res.body.members.map((m) => m._id)).toEqual([owner.id, invitee.id]);
    expect((await api('GET', '/seller/profiles', invitee)).status).toBe(200);
    expect(await received(invitee)).toEqual([]);
    expect(await sent(owner)).toEqual([]);
    expect((await accept(invitee, invitation._id)).status).toBe(404);
  });

  it('who declines stays out, and the invitation closes', async () => {
    const other = await makeUser(t().db, 'Declining Person');
    await invite(owner, other.email);
    const invitation = await invitationTo(other, 'Answering Media');
    const res = await decline(other, invitation._id);
    expect(res).toEqual({ status: 200, body: { invitations: [] } });
    expect(await sellerOf(other)).toBeNull();
    expect(await sent(owner)).toEqual([]);
    expect((await accept(other, invitation._id)).status).toBe(404);
    expect((await decline(other, invitation._id)).status).toBe(404);
  });

  it('is the only one who can accept or decline it: anyone else gets 404 and it stays open', async () => {
    const target = await makeUser(t().db, 'Target Person');
    const intruder = await makeUser(t().db, 'Intruder');
    await invite(owner, target.email);
    const invitation = await invitationTo(target, 'Answering Media');
    for (const who of [intruder, owner, invitee]) {
      expect(await accept(who, invitation._id)).toMatchObject({ status: 404, body: { error: 'not_found' } });
      expect((await decline(who, invitation._id)).status).toBe(404);
    }
    expect(await received(intruder)).toEqual([]);
    expect(await sellerOf(intruder)).toBeNull();
    expect((await invitationTo(target, 'Answering Media'))._id).toBe(invitation._id);
    expect((await accept(intruder, 'f'.repeat(24))).status).toBe(404);
  });

  it('who belongs to another account gets 409 on accepting until they leave it', async () => {
    const busy = await signUpSeller(t, 'Busy Elsewhere');
    await invite(owner, busy.email);
    const invitation = await invitationTo(busy, 'Answering Media');
    const refused = await accept(busy, invitation._id);
    expect(refused).toMatchObject({ status: 409, body: { error: 'conflict', message: expect.stringContaining('Leave it first') } });
    expect(refused.body.message).toContain('Busy Elsewhere Media');
    expect(await sellerOf(busy)).toBe(busy.sellerId);

    expect(await api('POST', '/seller/account/leave', busy)).toEqual({ status: 200, body: { left: busy.sellerId, closed: true } });
    expect((await accept(busy, invitation._id)).status).toBe(200);
    expect(await sellerOf(busy)).toBe(owner.sellerId);
  });

  it('cannot accept an expired invitation, nor see it', async () => {
    const late = await makeUser(t().db, 'Late Person');
    await invite(owner, late.email);
    const invitation = await invitationTo(late, 'Answering Media');
    t().setNow(new Date(Date.now() + (INVITATION_TTL_DAYS * 24 + 1) * 3600 * 1000));
    try {
      expect(await received(late)).toEqual([]);
      expect((await sent(owner)).map((i) => i.email)).not.toContain(late.email);
      expect((await accept(late, invitation._id)).status).toBe(404);
      expect(await sellerOf(late)).toBeNull();
    } finally {
      t().setNow(new Date());
    }
  });
});

describe('revoking', () => {
  it('closes an open invitation of the account: the invitee can no longer accept it', async () => {
    const owner = await signUpSeller(t, 'Revoker');
    const teammate = await makeUser(t().db, 'Revoker Teammate');
    await join(owner, teammate);
    const invitee = await makeUser(t().db, 'Revoked Person');
    await invite(owner, invitee.email);
    await invite(owner, 'keep.me@example.com');
    const target = (await sent(owner)).find((i) => i.email === invitee.email)!;
    const { _id } = await invitationTo(invitee, 'Revoker Media');

    const res = await api<Sent>('DELETE', `/seller/account/invitations/${target._id}`, teammate);
    expect(res.status).toBe(200);
    expect(res.body.invitations.map((i) => i.email)).toEqual(['keep.me@example.com']);
    expect(await received(invitee)).toEqual([]);
    expect((await accept(invitee, _id)).status).toBe(404);
    expect((await api('DELETE', `/seller/account/invitations/${target._id}`, owner)).status).toBe(404);
  });

  it('is 404 for another account\'s invitation, which stays open', async () => {
    const owner = await signUpSeller(t, 'Owns Invite');
    const other = await signUpSeller(t, 'Other Account');
    await invite(owner, 'guarded@example.com');
    const [open] = await sent(owner);
    expect(await api('DELETE', `/seller/account/invitations/${open._id}`, other)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await sent(owner)).toEqual([open]);
  });
});

describe('the caps', () => {
  it(`keeps at most ${MAX_PENDING_INVITATIONS} open invitations: a new address is 429, sending an open one again is not`, async () => {
    const owner = await signUpSeller(t, 'Capped');
    for (let i = 0; i < MAX_PENDING_INVITATIONS; i++) expect((await invite(owner, `cap${i}@example.com`)).status).toBe(202);
    const over = await invite(owner, 'one.more@example.com');
    expect(over).toMatchObject({ status: 429, body: { error: 'too_many_requests', message: expect.stringContaining(`${MAX_PENDING_INVITATIONS} open invitations`) } });
    expect((await invite(owner, 'cap0@example.com')).status).toBe(202);
    expect(await sent(owner)).toHaveLength(MAX_PENDING_INVITATIONS);

    await api('DELETE', `/seller/account/invitations/${(await sent(owner))[0]._id}`, owner);
    expect((await invite(owner, 'one.more@example.com')).status).toBe(202);
  });

  it(`invites at most ${MAX_INVITATIONS_PER_DAY} addresses a day, then says when it may again`, async () => {
    const owner = await signUpSeller(t, 'Daily');
    for (let i = 0; i < MAX_INVITATIONS_PER_DAY; i++) {
      expect((await invite(owner, `day${i}@example.com`)).status).toBe(202);
      // Revoked at once, so the cap of open invitations is not what stops it.
      const [open] = await sent(owner);
      await api('DELETE', `/seller/account/invitations/${open._id}`, owner);
    }
    const res = await t().app.inject({ method: 'POST', url: '/api/seller/account/members', headers: { 'x-access-token': owner.token }, payload: { email: 'day.after@example.com' } });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain(`${MAX_INVITATIONS_PER_DAY} addresses in the last 24 hours`);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await sent(owner)).toEqual([]);
  });
});

describe('leaving', () => {
  it('lets a member leave; the others keep the account', async () => {
    const owner = await signUpSeller(t, 'Stays');
    const leaver = await makeUser(t().db, 'Leaver');
    await join(owner, leaver);
    expect(await api('POST', '/seller/account/leave', leaver)).toEqual({ status: 200, body: { left: owner.sellerId, closed: false } });
    expect(await membersOf(owner.sellerId)).toEqual([owner.id]);
    expect(await api('GET', '/seller/account', leaver)).toMatchObject({ status: 404, body: { error: 'not_a_seller' } });
    expect(await api('POST', '/seller/account/leave', leaver)).toMatchObject({ status: 404, body: { error: 'not_a_seller' } });
    expect((await api('POST', '/seller/account', leaver, { name: 'Own Media', contactEmail: leaver.email })).status).toBe(201);
  });

  it('lets the last member close an account with no live listing: its drafts and invitations go', async () => {
    const owner = await signUpSeller(t, 'Closing');
    const draft = await savedProfile(t, owner, readyDraft('radio', 'Closing FM', 'Pune'));
    await invite(owner, 'left.hanging@example.com');
    expect(await api('POST', '/seller/account/leave', owner)).toEqual({ status: 200, body: { left: owner.sellerId, closed: true } });
    expect(await t().db.selectFrom('seller_accounts').select('id').where('id', '=', owner.sellerId).executeTakeFirst()).toBeUndefined();
    expect(await t().db.selectFrom('seller_profiles').select('id').where('id', '=', draft._id).executeTakeFirst()).toBeUndefined();
    expect(await t().db.selectFrom('seller_invitations').select('id').where('seller_id', '=', owner.sellerId).execute()).toEqual([]);
  });

  it('keeps the last member of an account with a live listing (409) until a teammate has joined', async () => {
    const owner = await signUpSeller(t, 'Live One');
    const staff = await makeUser(t().db, 'Live Staff', 'admin');
    const profile = await savedProfile(t, owner, readyDraft('newspaper', 'Live One Daily', 'Pune'));
    expect((await api('POST', `/seller/profiles/${profile._id}/submit`, owner)).status).toBe(200);
    expect((await api('POST', `/seller/review/${profile._id}/approve`, staff)).status).toBe(200);

    const refused = await api('POST', '/seller/account/leave', owner);
    expect(refused).toMatchObject({ status: 409, body: { error: 'conflict', message: expect.stringContaining('a live listing') } });
    expect(await membersOf(owner.sellerId)).toEqual([owner.id]);

    const heir = await makeUser(t().db, 'Heir');
    await join(owner, heir);
    expect(await api('POST', '/seller/account/leave', owner)).toEqual({ status: 200, body: { left: owner.sellerId, closed: false } });
    expect(await membersOf(owner.sellerId)).toEqual([heir.id]);
    expect((await api('POST', '/seller/account/leave', heir)).status).toBe(409);
  });
});
