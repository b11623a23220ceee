/**
 * Schemas of the seller routes (`/seller/…`, service A). A draft is taken as any object and
 * checked by shared-domain's `checkSellerDraft`, so every wrong value gets the message the
 * studio shows beside its field (a 400 with `fields`), not a schema validator's.
 */
import { Type } from '@sinclair/typebox';
import { CATEGORY_KEYS, MAX_INVITATIONS_PER_DAY, MAX_PENDING_INVITATIONS, SELLER_PROFILE_STATUSES } from 'shared-domain';
import { AnyJson, ErrorResponseWith, errorResponses, StringEnum } from '../http/schema-helpers';
import { STATS_DAYS } from './seller-stats.repository';

/** The most characters of a review comment. */
export const COMMENT_MAX = 2000;

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const signedIn = { security: [{ accessToken: [] }], tags: ['seller'] };
const staffOnly = { security: [{ accessToken: [] }], tags: ['seller review'] };

const AccountSchema = Type.Object({
  _id: Type.String(), name: Type.String(), contactEmail: Type.String(), contactPhone: Type.String(), createdAt: Type.String(),
});
const MemberSchema = Type.Object({ _id: Type.String(), name: Type.String(), email: Nullable(Type.String()), phone: Nullable(Type.String()) });
const AccountAnswer = Type.Object({ account: AccountSchema, members: Type.Array(MemberSchema) });

const CommentSchema = Type.Object({
  at: Type.String(), by: Type.String({ description: 'The staff member' }), comment: Type.String(), decision: StringEnum(['approved', 'sent_back'] as const),
});
const LiveSchema = Type.Object({
  mediaId: Type.String(), category: StringEnum(CATEGORY_KEYS), slug: Type.String(), publishedAt: Type.String(),
}, { description: 'The live version: its catalog page is /{category}/{slug}' });

const summaryProperties = {
  _id: Type.String(),
  category: StringEnum(CATEGORY_KEYS),
  name: Type.String(),
  city: Type.String(),
  status: StringEnum(SELLER_PROFILE_STATUSES),
  score: Type.Number({ description: 'scoreSellerProfile(draft).score, stored on every save' }),
  live: Type.Union([LiveSchema, Type.Null()]),
  updatedAt: Type.String(),
  submittedAt: Nullable(Type.String()),
  lastComment: Type.Union([CommentSchema, Type.Null()]),
};
const SummarySchema = Type.Object(summaryProperties);
const profileProperties = {
  ...summaryProperties,
  draft: AnyJson('The studio\'s draft (shared-domain SellerProfileDraft)'),
  comments: Type.Array(CommentSchema),
  version: Type.Integer({ description: 'Send it back with the next save' }),
};
const ProfileSchema = Type.Object(profileProperties);
const ProfileAnswer = Type.Object({ profile: ProfileSchema });

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64, description: 'The profile id' }) });

/** 409 of a stale save: the profile as it is now, so the studio can show what changed. */
const VersionConflict = ErrorResponseWith({ profile: ProfileSchema }, 'version_conflict: someone saved since the version sent');

export const createAccountSchema = {
  ...signedIn,
  summary: 'Sign up as a seller: a new seller account whose first member is the caller (409 when the caller already belongs to one)',
  body: Type.Object({
    name: Type.String({ maxLength: 240, description: 'The company, up to 120 characters' }),
    contactEmail: Type.String({ maxLength: 254 }),
    contactPhone: Type.Optional(Type.String({ maxLength: 40, description: 'Indian mobile, or empty' })),
  }, { additionalProperties: false }),
  response: { 201: AccountAnswer, ...errorResponses(400, 401, 409) },
};

export const getAccountSchema = {
  ...signedIn,
  summary: 'The caller\'s seller account and its members (404 `not_a_seller` when the caller is no seller)',
  response: { 200: AccountAnswer, ...errorResponses(401, 404) },
};

export const addMemberSchema = {
  ...signedIn,
  summary: 'Invite an e-mail address to the caller\'s seller account (sending again refreshes the invitation)',
  description: 'The answer is 202 `{ invited }` for every well-formed address, whether or not anyone has signed in with it and whether or not '
    + `they belong to a seller account: the person accepts or declines after signing in with that address. An account has at most ${MAX_PENDING_INVITATIONS} `
    + `open invitations and invites at most ${MAX_INVITATIONS_PER_DAY} addresses a day (429); the e-mail goes out at most once a day per address.`,
  body: Type.Object({ email: Type.String({ maxLength: 254 }) }, { additionalProperties: false }),
  response: { 202: Type.Object({ invited: Type.String({ description: 'The address, normalised' }) }), ...errorResponses(400, 401, 404, 429) },
};

const SentInvitationSchema = Type.Object({
  _id: Type.String(), email: Type.String(), invitedBy: Type.String({ description: 'The member who sent it last' }), sentAt: Type.String(), expiresAt: Type.String(),
});
const SentInvitations = Type.Object({ invitations: Type.Array(SentInvitationSchema) });
const InvitationSchema = Type.Object({
  _id: Type.String(), accountName: Type.String(), invitedBy: Type.String(), sentAt: Type.String(), expiresAt: Type.String(),
});
const Invitations = Type.Object({ invitations: Type.Array(InvitationSchema) });
const InvitationParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64, description: 'The invitation id' }) });

export const sentInvitationsSchema = {
  ...signedIn,
  summary: 'The open invitations of the caller\'s seller account, newest first',
  response: { 200: SentInvitations, ...errorResponses(401, 404) },
};

export const revokeInvitationSchema = {
  ...signedIn,
  summary: 'Revoke an open invitation of the caller\'s seller account; answers the open ones left',
  params: InvitationParams,
  response: { 200: SentInvitations, ...errorResponses(400, 401, 404) },
};

export const leaveAccountSchema = {
  ...signedIn,
  summary: 'Leave the caller\'s seller account',
  description: 'The last member closes the account (its drafts, files and open invitations go with it); '
    + 'that is refused with 409 while one of its listings is live: invite someone to take over first.',
  response: { 200: Type.Object({ left: Type.String({ description: 'The account left' }), closed: Type.Boolean() }), ...errorResponses(401, 404, 409) },
};

export const myInvitationsSchema = {
  ...signedIn,
  summary: 'The open invitations to the caller\'s e-mail address (the one they signed in with), newest first',
  response: { 200: Invitations, ...errorResponses(401) },
};

export const acceptInvitationSchema = {
  ...signedIn,
  summary: 'Accept an invitation to the caller\'s e-mail address: join the account (409 while the caller belongs to another one)',
  params: InvitationParams,
  response: { 200: AccountAnswer, ...errorResponses(400, 401, 404, 409) },
};

export const declineInvitationSchema = {
  ...signedIn,
  summary: 'Decline an invitation to the caller\'s e-mail address; answers the open ones left',
  params: InvitationParams,
  response: { 200: Invitations, ...errorResponses(400, 401, 404) },
};

export const listProfilesSchema = {
  ...signedIn,
  summary: 'The seller account\'s profiles, most recently changed first',
  response: { 200: Type.Object({ profiles: Type.Array(SummarySchema) }), ...errorResponses(401, 404) },
};

export const createProfileSchema = {
  ...signedIn,
  summary: 'A new draft profile of a category, with its kind\'s attributes and charts ready to fill',
  body: Type.Object({ category: StringEnum(CATEGORY_KEYS) }, { additionalProperties: false }),
  response: { 201: ProfileAnswer, ...errorResponses(400, 401, 404) },
};

export const getProfileSchema = {
  ...signedIn,
  summary: 'One profile of the caller\'s seller account, with its draft, comments and version',
  params: IdParams,
  response: { 200: ProfileAnswer, ...errorResponses(400, 401, 404) },
};

export const saveProfileSchema = {
  ...signedIn,
  summary: 'Save the draft (a profile in review or live goes back to draft; the live version keeps serving until the next approval)',
  description: 'Every file the draft names must be an upload of the account, of the right kind; the logo\'s size is the stored file\'s. '
    + 'A stale `version` answers 409 `version_conflict` with the profile as it is now.',
  params: IdParams,
  body: Type.Object({
    draft: Type.Object({}, { additionalProperties: true, description: 'shared-domain SellerProfileDraft, checked by checkSellerDraft' }),
    version: Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: 'The version the edit started from' }),
  }, { additionalProperties: false }),
  response: { 200: ProfileAnswer, 409: VersionConflict, ...errorResponses(400, 401, 404) },
};

/** The option routes' path: the profile and the option's id within it. */
const OptionParams = Type.Object({ ...IdParams.properties, optionId: Type.String({ minLength: 1, maxLength: 64, description: 'The option\'s `_id` within the profile' }) });
const OptionSchema = AnyJson('One media option (shared-domain SellerOptionDraft)');
const OptionInput = (description: string) => Type.Object({}, { additionalProperties: true, description });
const OptionVersion = Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: 'The profile version the edit started from' });
/** What an option write answers: the option as saved and the whole profile (its new version and score). */
const OptionSaved = Type.Object({ option: OptionSchema, profile: ProfileSchema });
const optionWrite = 'The changed draft is saved as `PUT /seller/profiles/{id}` saves it: the same checks (400 naming `options.N.field`), '
  + 'the same files check, 409 `version_conflict` for a stale `version`, and a profile in review or live goes back to draft.';

export const listOptionsSchema = {
  ...signedIn,
  summary: 'The media options of one of the caller\'s profiles, in their order',
  params: IdParams,
  response: { 200: Type.Object({ options: Type.Array(OptionSchema) }), ...errorResponses(400, 401, 404) },
};

export const createOptionSchema = {
  ...signedIn,
  summary: 'Add a media option: a new option with an id made by the server, with the fields given, appended to the draft',
  description: optionWrite,
  params: IdParams,
  body: Type.Object({
    option: Type.Optional(OptionInput('Fields of shared-domain SellerOptionDraft over a new option\'s (its `_id` is the server\'s)')),
    version: OptionVersion,
  }, { additionalProperties: false }),
  response: { 201: OptionSaved, 409: VersionConflict, ...errorResponses(400, 401, 404) },
};

export const getOptionSchema = {
  ...signedIn,
  summary: 'One media option of one of the caller\'s profiles',
  params: OptionParams,
  response: { 200: Type.Object({ option: OptionSchema }), ...errorResponses(400, 401, 404) },
};

export const saveOptionSchema = {
  ...signedIn,
  summary: 'Replace a media option (its `_id` stays the one in the path)',
  description: optionWrite,
  params: OptionParams,
  body: Type.Object({ option: OptionInput('shared-domain SellerOptionDraft'), version: OptionVersion }, { additionalProperties: false }),
  response: { 200: OptionSaved, 409: VersionConflict, ...errorResponses(400, 401, 404) },
};

export const deleteOptionSchema = {
  ...signedIn,
  summary: 'Remove a media option from the draft',
  description: optionWrite,
  params: OptionParams,
  querystring: Type.Object({ version: OptionVersion }),
  response: { 200: ProfileAnswer, 409: VersionConflict, ...errorResponses(400, 401, 404) },
};

export const submitProfileSchema = {
  ...signedIn,
  summary: 'Send the profile for review (400 with `fields` when it is not ready; 409 when it is live with no edits)',
  params: IdParams,
  response: { 200: ProfileAnswer, ...errorResponses(400, 401, 404, 409) },
};

export const statsSchema = {
  ...signedIn,
  summary: `Views and adds to bag of the account's live listings, last ${STATS_DAYS} days (from the analytics events)`,
  response: {
    200: Type.Object({
      days: Type.Integer(),
      stats: Type.Array(Type.Object({ profileId: Type.String(), views: Type.Integer(), addsToBag: Type.Integer() })),
    }),
    ...errorResponses(401, 404),
  },
};

export const reviewQueueSchema = {
  ...staffOnly,
  summary: 'Profiles waiting for review, oldest submission first (staff)',
  response: {
    200: Type.Object({ queue: Type.Array(Type.Object({ ...summaryProperties, sellerId: Type.String(), sellerName: Type.String() })) }),
    ...errorResponses(401, 403),
  },
};

export const reviewProfileSchema = {
  ...staffOnly,
  summary: 'One profile of any seller, in any status, with its score and the seller\'s name (staff)',
  params: IdParams,
  response: { 200: Type.Object({ profile: Type.Object({ ...profileProperties, sellerName: Type.String() }) }), ...errorResponses(400, 401, 403, 404) },
};

export const approveSchema = {
  ...staffOnly,
  summary: 'Publish a submitted profile: it is live in the catalog and the search index at once (staff; 409 unless submitted)',
  params: IdParams,
  response: { 200: ProfileAnswer, ...errorResponses(400, 401, 403, 404, 409) },
};

export const sendBackSchema = {
  ...staffOnly,
  summary: 'Send a submitted profile back to its seller with a comment (staff; 409 unless submitted)',
  params: IdParams,
  body: Type.Object({ comment: Type.String({ maxLength: COMMENT_MAX * 2, description: `1 to ${COMMENT_MAX} characters` }) }, { additionalProperties: false }),
  response: { 200: ProfileAnswer, ...errorResponses(400, 401, 403, 404, 409) },
};
