/**
 * The seller's own routes (service A, all signed in): sign-up and the account (members join by
 * invitation, seller-invitation.routes.ts), the account's profiles (create, read, save, submit
 * for review) and its listings' figures. A
 * profile of another account is 404, as if it did not exist; so is every profile route for a
 * user who is no seller (`not_a_seller`).
 */
import { checkText, normalizeEmail, normalizePhone, reviewProblems, SELLER_LIMITS, type DraftFieldErrors } from 'shared-domain';
import { ConflictError, FieldsError } from '../errors';
import type { SignedInFastify } from '../http/type-provider';
import type { SellerFileLookup } from './files/seller-file-lookup';
import type { SellerAccountRepository } from './seller-account.repository';
import { saveDraft } from './seller-draft-save';
import { draftOf, profileOf } from './seller-profile-rows.repository';
import type { SellerProfileRepository } from './seller-profile.repository';
import { NotASellerError, registerSellerScope } from './seller-scope';
import { STATS_DAYS } from './seller-stats.repository';
import {
  createAccountSchema, createProfileSchema, getAccountSchema, getProfileSchema, listProfilesSchema,
  saveProfileSchema, statsSchema, submitProfileSchema,
} from './seller.schema';

export type SellerRouteDeps = {
  now: () => Date;
  accounts: SellerAccountRepository;
  profiles: SellerProfileRepository;
  files: SellerFileLookup;
};

/** The account fields, normalised, or a message per wrong one. */
function accountInput(body: { name: string; contactEmail: string; contactPhone?: string }) {
  const fields: DraftFieldErrors = {};
  const name = checkText('Company name', body.name, { max: SELLER_LIMITS.name, required: true });
  if (!name.ok) fields.name = name.message;
  const contactEmail = normalizeEmail(body.contactEmail);
  if (!contactEmail) fields.contactEmail = 'Enter a valid e-mail address';
  const rawPhone = body.contactPhone?.trim() ?? '';
  const contactPhone = rawPhone ? normalizePhone(rawPhone) : '';
  if (contactPhone === null) fields.contactPhone = 'Enter a valid 10-digit Indian mobile number, or leave it empty';
  return name.ok && contactEmail && contactPhone !== null
    ? { ok: true as const, value: { name: name.value, contactEmail, contactPhone } }
    : { ok: false as const, fields };
}

export function registerSellerRoutes(app: SignedInFastify, deps: SellerRouteDeps): void {
  const { accounts, profiles, now } = deps;

  app.post('/seller/account', { schema: createAccountSchema }, async (request, reply) => {
    const input = accountInput(request.body);
    if (!input.ok) throw new FieldsError(input.fields);
    const answer = await accounts.create(request.user._id, input.value);
    if (!answer) throw new ConflictError('You already belong to a seller account');
    return reply.code(201).send(answer);
  });

  app.get('/seller/account', { schema: getAccountSchema }, async (request) => {
    const sellerId = await accounts.sellerIdOf(request.user._id);
    const answer = sellerId ? await accounts.find(sellerId) : null;
    if (!answer) throw new NotASellerError();
    return answer;
  });

  // Everything below is for members of a seller account (seller-scope.ts).
  registerSellerScope(app, deps, ({ scope, ownProfile }) => {
    scope.get('/seller/profiles', { schema: listProfilesSchema }, async (request) => ({ profiles: await profiles.list(request.user.sellerId) }));

    scope.post('/seller/profiles', { schema: createProfileSchema }, async (request, reply) => (
      reply.code(201).send({ profile: await profiles.create(request.user.sellerId, request.body.category) })
    ));

    scope.get('/seller/profiles/:id', { schema: getProfileSchema }, async (request) => ({ profile: profileOf(await ownProfile(request.user, request.params.id)) }));

    scope.put('/seller/profiles/:id', { schema: saveProfileSchema }, async (request) => {
      const saved = await saveDraft(deps, await ownProfile(request.user, request.params.id), request.body.draft, request.body.version);
      return { profile: profileOf(saved) };
    });

    scope.post('/seller/profiles/:id/submit', { schema: submitProfileSchema }, async (request) => {
      const row = await ownProfile(request.user, request.params.id);
      if (row.status === 'submitted') return { profile: profileOf(row) };
      if (row.status === 'published') throw new ConflictError('This profile is live and has no edits waiting for review');
      const problems = reviewProblems(draftOf(row));
      if (Object.keys(problems).length > 0) throw new FieldsError(problems);
      const saved = await profiles.update(row, { status: 'submitted', submitted_at: now().toISOString() }, ['draft', 'changes_requested']);
      if (!saved) throw new ConflictError('The profile changed meanwhile; reload it and submit again');
      return { profile: profileOf(saved) };
    });

    scope.get('/seller/stats', { schema: statsSchema }, async (request) => ({ days: STATS_DAYS, stats: await profiles.stats(request.user.sellerId) }));
  });
}
