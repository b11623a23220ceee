/**
 * Invitations to a seller account and leaving it (issue 30): nobody becomes a member without
 * accepting, and nobody is kept in. A member invites an address and gets the same 202 whatever
 * the address is; the invitee, signed in with that address, lists their invitations and
 * accepts or declines. Anyone else's invitation is a 404, as if it did not exist.
 */
import { INVITATION_LIMIT_MESSAGES, mailBrand, normalizeEmail, SITE_NAME } from 'shared-domain';
import type { OtpDelivery } from '../delivery/delivery';
import type { MailBrandOf } from '../delivery/message';
import { ConflictError, FieldsError, httpError, NotFoundError } from '../errors';
import type { SignedInFastify, SignedInRequest } from '../http/type-provider';
import { TooManyRequestsError } from '../rate-limit/rate-limit.errors';
import type { SellerAccountRepository } from './seller-account.repository';
import type { SellerInvitationRepository } from './seller-invitation.repository';
import type { SellerProfileRepository } from './seller-profile.repository';
import { NotASellerError, registerSellerScope } from './seller-scope';
import {
  acceptInvitationSchema, addMemberSchema, declineInvitationSchema, leaveAccountSchema, myInvitationsSchema, revokeInvitationSchema, sentInvitationsSchema,
} from './seller.schema';

export type InvitationRouteDeps = {
  accounts: SellerAccountRepository;
  profiles: SellerProfileRepository;
  invitations: SellerInvitationRepository;
  /** The sign-in codes' delivery: the invitation e-mail goes out through its e-mail channel; none in some tests. */
  delivery?: OtpDelivery;
  /** The organisation's name on its host: the invitation e-mail carries it. MediaMart's when absent. */
  brandOf?: MailBrandOf;
};

/** 429 without a wait: the account's open invitations are at the cap until one is answered or revoked. */
class InvitationCapError extends httpError('too_many_requests', INVITATION_LIMIT_MESSAGES.pending) {}

const NO_INVITATION = 'There is no open invitation with this id for you; it may have expired, been withdrawn or been answered';
const NO_SENT_INVITATION = 'There is no open invitation with this id in your seller account';

const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * The invitation e-mail: who invites, where to answer and until when. The address is never told
 * whether it has an account. Sent on an organisation's host, it names the organisation (also
 * as the sender), not MediaMart.
 */
export function invitationMail(accountName: string, expiresAt: string, brand?: string | null): { subject: string; text: string; fromName?: string } {
  const site = mailBrand(brand);
  return {
    subject: `${accountName} invited you to list media with them on ${site}`,
    ...(site === SITE_NAME ? {} : { fromName: site }),
    text: [
      `${accountName} invited you to list media with them on ${site}.`,
      '',
      `To answer, sign in to ${site} with this e-mail address and open the seller studio (/seller): you can accept or decline there.`,
      `The invitation is open until ${DAY.format(new Date(expiresAt))}.`,
      '',
      'If you do not know them, ignore this message: nothing changes unless you accept.',
    ].join('\n'),
  };
}

/** The caller's e-mail as the invitations store it; null for a user who signed in with a phone only. */
const emailOf = (request: SignedInRequest): string | null => (request.user.email ? normalizeEmail(request.user.email) : null);

export function registerInvitationRoutes(app: SignedInFastify, deps: InvitationRouteDeps): void {
  const { accounts, invitations } = deps;

  // The invitee's side: any signed-in user, matched by the e-mail they signed in with (verified by a code or the identity provider).
  app.get('/seller/invitations', { schema: myInvitationsSchema }, async (request) => {
    const email = emailOf(request);
    return { invitations: email ? await invitations.listFor(email) : [] };
  });

  app.post('/seller/invitations/:id/accept', { schema: acceptInvitationSchema }, async (request) => {
    const email = emailOf(request);
    if (!email) throw new NotFoundError(NO_INVITATION);
    const result = await invitations.accept(request.params.id, request.user._id, email);
    if (!result.ok && result.reason === 'not_found') throw new NotFoundError(NO_INVITATION);
    if (!result.ok) throw new ConflictError(`You already belong to the seller account ${result.accountName}. Leave it first, then accept this invitation`);
    const answer = await accounts.find(result.sellerId);
    if (!answer) throw new NotFoundError(NO_INVITATION);
    return answer;
  });

  app.post('/seller/invitations/:id/decline', { schema: declineInvitationSchema }, async (request) => {
    const email = emailOf(request);
    if (!email || !(await invitations.decline(request.params.id, email))) throw new NotFoundError(NO_INVITATION);
    return { invitations: await invitations.listFor(email) };
  });

  // The account's side: its members only (404 not_a_seller for anyone else, before the body is read).
  registerSellerScope(app, deps, ({ scope }) => {
    scope.post('/seller/account/members', { schema: addMemberSchema }, async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      if (!email) throw new FieldsError({ email: 'Enter a valid e-mail address' });
      const result = await invitations.invite(request.user.sellerId, email, request.user._id);
      if (!result.ok && result.limit === 'pending') throw new InvitationCapError();
      if (!result.ok) throw new TooManyRequestsError(result.retryAfterSeconds, INVITATION_LIMIT_MESSAGES.daily);
      if (result.mail && deps.delivery) {
        // The invitation is stored and shows on the invitee's /seller: a failed e-mail is logged, and the answer stays the same.
        try {
          await deps.delivery.send({ to: email, channel: 'email', ...invitationMail(result.mail.accountName, result.mail.expiresAt, await deps.brandOf?.(request)) });
        } catch (err) {
          request.log.error({ err }, 'a seller invitation e-mail could not be sent');
        }
      }
      return reply.code(202).send({ invited: email });
    });

    scope.get('/seller/account/invitations', { schema: sentInvitationsSchema }, async (request) => (
      { invitations: await invitations.listSent(request.user.sellerId) }
    ));

    scope.delete('/seller/account/invitations/:id', { schema: revokeInvitationSchema }, async (request) => {
      if (!(await invitations.revoke(request.user.sellerId, request.params.id))) throw new NotFoundError(NO_SENT_INVITATION);
      return { invitations: await invitations.listSent(request.user.sellerId) };
    });

    scope.post('/seller/account/leave', { schema: leaveAccountSchema }, async (request) => {
      const result = await accounts.leave(request.user._id);
      if (!result.ok && result.reason === 'not_a_seller') throw new NotASellerError();
      if (!result.ok) throw new ConflictError(result.message);
      return { left: result.sellerId, closed: result.closed };
    });
  });
}
