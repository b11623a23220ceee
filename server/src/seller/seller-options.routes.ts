/**
 * The media options of a seller's profile, one at a time (service A, issue 19): list, add,
 * read, replace and remove. Options live in the profile's draft (`mediaOptions`), so every
 * write changes the draft and saves it through saveDraft, exactly as `PUT /seller/profiles/:id`
 * does; the authorisation is the profile routes' (seller-scope.ts).
 */
import { randomBytes } from 'node:crypto';
import { emptyOption, type SellerOptionDraft, type SellerProfileDraft } from 'shared-domain';
import { NotFoundError } from '../errors';
import type { SignedInFastify } from '../http/type-provider';
import type { SellerAccountRepository } from './seller-account.repository';
import { saveDraft, type DraftSaveDeps } from './seller-draft-save';
import { draftOf, profileOf, type ProfileRow } from './seller-profile-rows.repository';
import { registerSellerScope, type SellerUser } from './seller-scope';
import { createOptionSchema, deleteOptionSchema, getOptionSchema, listOptionsSchema, saveOptionSchema } from './seller.schema';

export type SellerOptionRouteDeps = DraftSaveDeps & { accounts: SellerAccountRepository };

/** An option id no option of the draft has. */
function freshOptionId(draft: SellerProfileDraft): string {
  const taken = new Set(draft.mediaOptions.map((o) => o._id));
  let id: string;
  do id = `opt-${randomBytes(6).toString('hex')}`; while (taken.has(id));
  return id;
}

/** The option of this id in the draft: 404 when there is none. */
function optionIn(draft: SellerProfileDraft, optionId: string): SellerOptionDraft {
  const option = draft.mediaOptions.find((o) => o._id === optionId);
  if (!option) throw new NotFoundError('There is no option with this id in this profile');
  return option;
}

export function registerSellerOptionRoutes(app: SignedInFastify, deps: SellerOptionRouteDeps): void {
  registerSellerScope(app, deps, ({ scope, ownProfile }) => {
    /** The caller's profile and its draft. */
    const ownDraft = async (user: SellerUser, id: string) => {
      const row = await ownProfile(user, id);
      return { row, draft: draftOf(row) };
    };
    /** The saved profile with the option of `optionId` as saved. */
    const answer = (row: ProfileRow, optionId: string) => {
      const profile = profileOf(row);
      return { option: optionIn(profile.draft, optionId), profile };
    };

    scope.get('/seller/profiles/:id/options', { schema: listOptionsSchema }, async (request) => (
      { options: (await ownDraft(request.user, request.params.id)).draft.mediaOptions }
    ));

    scope.post('/seller/profiles/:id/options', { schema: createOptionSchema }, async (request, reply) => {
      const { row, draft } = await ownDraft(request.user, request.params.id);
      const id = freshOptionId(draft);
      const option = { ...emptyOption(id), ...request.body.option, _id: id };
      const saved = await saveDraft(deps, row, { ...draft, mediaOptions: [...draft.mediaOptions, option] }, request.body.version);
      return reply.code(201).send(answer(saved, id));
    });

    scope.get('/seller/profiles/:id/options/:optionId', { schema: getOptionSchema }, async (request) => (
      { option: optionIn((await ownDraft(request.user, request.params.id)).draft, request.params.optionId) }
    ));

    scope.put('/seller/profiles/:id/options/:optionId', { schema: saveOptionSchema }, async (request) => {
      const { row, draft } = await ownDraft(request.user, request.params.id);
      const { optionId } = request.params;
      optionIn(draft, optionId);
      const mediaOptions = draft.mediaOptions.map((o) => (o._id === optionId ? { ...request.body.option, _id: optionId } : o));
      const saved = await saveDraft(deps, row, { ...draft, mediaOptions }, request.body.version);
      return answer(saved, optionId);
    });

    scope.delete('/seller/profiles/:id/options/:optionId', { schema: deleteOptionSchema }, async (request) => {
      const { row, draft } = await ownDraft(request.user, request.params.id);
      const { optionId } = request.params;
      optionIn(draft, optionId);
      const mediaOptions = draft.mediaOptions.filter((o) => o._id !== optionId);
      const saved = await saveDraft(deps, row, { ...draft, mediaOptions }, request.query.version);
      return { profile: profileOf(saved) };
    });
  });
}
