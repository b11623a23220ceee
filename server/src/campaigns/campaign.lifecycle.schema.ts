import { IdempotencyHeaders } from '../http/idempotency';
import { Type } from '@sinclair/typebox';
import { CAMPAIGN_STATUSES, CLIENT_NAME_MAX, TMA_EXPLAINED } from 'shared-domain';
import { AnyJson, errorResponses, StringEnum } from '../http/schema-helpers';
import { CampaignIdParams, CampaignViewSchema } from './campaign.schema';

const Id = (description?: string) => Type.String({ minLength: 1, maxLength: 64, ...(description ? { description } : {}) });
const Text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });
const TextList = (maxItems: number) => Type.Array(Type.String({ maxLength: 200 }), { maxItems });
const security = [{ bearerAuth: [] }];
const tags = ['campaigns'];

const PlanParams = Type.Object({ id: Id(), planId: Id() });

const PlanSchema = Type.Object(
  {
    _id: Type.String(),
    version: Type.Integer(),
    approved: Type.Boolean(),
    comment: Type.Optional(Type.String()),
    remarks: Type.Optional(Type.String()),
    brand: Type.Optional(Type.Object({ name: Type.String(), industry: Type.String() }, { description: "The brief's brand name and category when the plan was shared" })),
    createdAt: Type.String(),
    updatedAt: Type.String({ description: 'Moves on every change: approved, changes requested, options removed, replaced by a newer version' }),
  },
  { additionalProperties: true, description: 'The plan: version, name, note, brand, mediaOptions, totals, approved, comment, remarks and times' },
);

export const approvePlanSchema = {
  summary: 'Approves the latest shared plan: its options become the campaign\'s, the campaign becomes Approved',
  tags, security,
  params: PlanParams,
  response: { 200: CampaignViewSchema, ...errorResponses(401, 403, 404, 409) },
};

export const requestChangesSchema = {
  summary: 'Asks for changes to the latest shared plan (owner or shared users)',
  tags, security,
  params: PlanParams,
  body: Type.Object(
    {
      comment: Type.String({ minLength: 1, maxLength: 2000, description: 'What should change' }),
      remarks: Type.Optional(Text(2000)),
    },
    { additionalProperties: false },
  ),
  response: { 200: PlanSchema, ...errorResponses(400, 401, 403, 404, 409) },
};

export const requestApprovalSchema = {
  summary: 'Sends a draft campaign to the team for approval',
  tags, security,
  params: CampaignIdParams,
  response: { 200: Type.Object({ status: Type.String() }), ...errorResponses(401, 403, 404, 409) },
};

const BagTotalsSchema = Type.Object({
  count: Type.Integer(), cardTotal: Type.Number(), subTotal: Type.Number(), discountOnTotal: Type.Number(),
  serviceTax: Type.Number(), totalPrice: Type.Number(), savings: Type.Number(), receivable: Type.Number(),
  totalReceivable: Type.Number(),
  // What is owed to the vendors: staff answers only (issue 32).
  payable: Type.Optional(Type.Number()), totalPayable: Type.Optional(Type.Number()),
});

export const removeOptionSchema = {
  summary: 'Removes a media option from a campaign being planned; answers the rest and their totals',
  tags, security,
  params: Type.Object({ id: Id(), optionId: Id() }),
  response: {
    200: Type.Object({ mediaOptions: Type.Array(AnyJson('A priced media option')), totals: BagTotalsSchema }),
    ...errorResponses(401, 403, 404, 409),
  },
};

const SharedUserSchema = Type.Object({ _id: Type.String(), name: Type.String(), email: Type.Union([Type.String(), Type.Null()]) });

export const setUsersSchema = {
  summary: 'Shares the campaign with people by e-mail, or stops sharing by user id (owner only)',
  tags, security,
  params: CampaignIdParams,
  body: Type.Object(
    {
      add: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 254 }), { maxItems: 50, description: 'E-mail addresses of existing accounts' })),
      remove: Type.Optional(Type.Array(Id(), { maxItems: 50, description: 'User ids to remove' })),
    },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ _users: Type.Array(SharedUserSchema) }), ...errorResponses(400, 401, 403, 404) },
};

const Range = Type.Object({ from: Type.Optional(Type.Number()), to: Type.Optional(Type.Number()) }, { additionalProperties: false });

/** SPEC.md section 3's brief; what is left out gets its default, then shared-domain's rules check it. */
export const BriefBodySchema = Type.Object(
  {
    brand: Type.Optional(Type.Object(
      { name: Type.Optional(Text(200)), url: Type.Optional(Text(500)), salesChannel: Type.Optional(TextList(20)), category: Type.Optional(Text(200)) },
      { additionalProperties: false },
    )),
    targetGroup: Type.Optional(Type.Object(
      {
        description: Type.Optional(Text(5000)),
        uploads: Type.Optional(Type.Array(Type.Object({ _id: Id(), name: Text(300) }), { maxItems: 20 })),
        age: Type.Optional(Range),
        gender: Type.Optional(TextList(10)),
        income: Type.Optional(Range),
        geos: Type.Optional(TextList(200)),
      },
      { additionalProperties: false },
    )),
    campaignDetails: Type.Optional(Type.Object(
      {
        objective: Type.Optional(Text(500)),
        budget: Type.Optional(Type.Number({ description: 'Rupees, more than 0' })),
        duration: Type.Optional(Type.Object(
          { startDate: Type.Optional(Text(40, 'YYYY-MM-DD')), endDate: Type.Optional(Text(40, 'YYYY-MM-DD, on or after the start')) },
          { additionalProperties: false },
        )),
        expectedOutcome: Type.Optional(TextList(20)),
      },
      { additionalProperties: false },
    )),
    mediaPreference: Type.Optional(TextList(50)),
    files: Type.Optional(Type.Array(Type.Object({ _id: Id() }), { maxItems: 20 })),
    client: Type.Optional(Text(CLIENT_NAME_MAX, "The campaign's client: the advertiser's client when the advertiser is an agency (stored on the campaign, not the brief; empty removes it)")),
    requestCallback: Type.Optional(Type.Boolean({ description: 'Our team calls the advertiser back about the brief (stored on the campaign)' })),
    executeWithTma: Type.Optional(Type.Boolean({ description: `TMA runs the campaign (stored on the campaign). ${TMA_EXPLAINED}` })),
  },
  { additionalProperties: false, description: 'The brief (SPEC.md section 3), with the campaign\'s client, requestCallback and executeWithTma' },
);

export const updateBriefSchema = {
  summary: 'Replaces the brief of a campaign being planned (owner only)',
  tags, security,
  params: CampaignIdParams,
  body: BriefBodySchema,
  response: { 200: CampaignViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
};

export const createFromBriefSchema = {
  summary: "Creates a campaign from a brief, asking the team for a plan ('Plan Requested')",
  description: 'Honours `Idempotency-Key`: a repeat with the same key within 24 h creates nothing and answers the campaign the first request created (and is not counted again). At most CAMPAIGN_SAVE_LIMIT campaigns per user per CAMPAIGN_SAVE_WINDOW_MINUTES, with POST /campaigns/bag (429 with Retry-After).',
  tags, security,
  headers: IdempotencyHeaders,
  body: BriefBodySchema,
  response: { 201: CampaignViewSchema, ...errorResponses(400, 401, 409, 429) },
};

/** A media option of a plan: priced on the server with priceBag (PRICING.md shapes). */
const PlanOptionSchema = Type.Object(
  {
    _id: Type.Optional(Id()),
    _mediaOption: Id(),
    _media: Id(),
    pricingUnits: Type.Array(Type.Object({ name: Text(100), value: Type.Number() }, { additionalProperties: true }), { maxItems: 20 }),
    variablePricingUnits: Type.Array(Type.Object({ name: Text(100), type: StringEnum(['select', 'number'] as const) }, { additionalProperties: true }), { maxItems: 20 }),
    rates: Type.Object(
      {
        defaultRates: Type.Object(
          { cardRate: Type.Number({ minimum: 0 }), discountedRate: Type.Number({ minimum: 0 }) },
          { additionalProperties: true },
        ),
      },
      { additionalProperties: true },
    ),
  },
  { additionalProperties: true },
);

export const sharePlanSchema = {
  summary: "Staff: shares a new plan version ('Plan Shared'); options given are priced with priceBag, else the campaign's are used",
  tags, security,
  params: CampaignIdParams,
  body: Type.Object(
    {
      version: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'Default: the latest version + 1' })),
      name: Type.Optional(Text(200)),
      note: Type.Optional(Text(2000, 'A note from the team to the advertiser')),
      comment: Type.Optional(Text(2000, 'Same as note')),
      mediaOptions: Type.Optional(Type.Array(PlanOptionSchema, { minItems: 1, maxItems: 1000 })),
      discountOnTotal: Type.Optional(Type.Union([
        Type.Number({ minimum: 0 }),
        Type.String({ pattern: '^\\s*\\d+(\\.\\d+)?\\s*%\\s*$', description: "'x%'" }),
      ])),
    },
    { additionalProperties: false },
  ),
  response: { 201: CampaignViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
};

export const setStatusSchema = {
  summary: 'Staff: moves the campaign along the life cycle (allowed moves only)',
  tags, security,
  params: CampaignIdParams,
  body: Type.Object({ status: StringEnum(CAMPAIGN_STATUSES) }, { additionalProperties: false }),
  response: { 200: CampaignViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
};
