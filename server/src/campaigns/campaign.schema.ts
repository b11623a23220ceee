import { IdempotencyHeaders } from '../http/idempotency';
import { Type } from '@sinclair/typebox';
import { errorResponses, StringEnum } from '../http/schema-helpers';
import { CAMPAIGN_NAME_MAX, STEP_NAMES, STEP_STATES, TMA_EXPLAINED } from 'shared-domain';

/** Who owns a campaign (the campaign view, and each row of the all-campaigns list). */
export const CampaignOwnerSchema = Type.Object(
  { _id: Type.String(), name: Type.String(), email: Type.Union([Type.String(), Type.Null()]) },
  { description: "The owner's user id, name and e-mail" },
);

/** A row of the dashboard list: summary columns only (the list never reads campaign documents). */
export const CampaignListItemSchema = Type.Object(
  {
    _id: Type.String(),
    name: Type.String(),
    status: Type.String(),
    totalPrice: Type.Number({ description: 'Rupees, tax included' }),
    mediaOptionCount: Type.Integer(),
    startDate: Type.Union([Type.String(), Type.Null()]),
    endDate: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String(),
    updatedAt: Type.String(),
    access: StringEnum(['owner', 'shared', 'staff', 'organisation'] as const, {
      description: "The caller owns it, it is shared with the caller, or (scope=all only) staff see it as staff, or a white-label-admin as its organisation's (read-only)",
    }),
    owner: Type.Optional(CampaignOwnerSchema),
  },
  { description: 'A campaign the caller owns or is shared on; with scope=all, any campaign and its owner' },
);


export const campaignListSchema = {
  summary: "Campaigns the signed-in user owns or is shared on (staff: every campaign with scope=all), with dashboard figures",
  tags: ['campaigns'],
  security: [{ bearerAuth: [] }],
  querystring: Type.Object({
    scope: Type.Optional(StringEnum(['mine', 'all'] as const, {
      description: "mine (default): the caller's own and shared campaigns; all: every campaign, each with its owner (staff only, else 403)",
    })),
  }),
  response: {
    200: Type.Object({
      campaigns: Type.Array(CampaignListItemSchema),
      count: Type.Integer(),
      totalSpend: Type.Number({ description: 'Sum of totalPrice, rupees' }),
      liveCampaigns: Type.Integer({ description: "Campaigns 'In Execution'" }),
      endedCampaigns: Type.Integer({ description: "Campaigns 'Ended', 'Closed' or 'Completed'" }),
    }),
    ...errorResponses(400, 401, 403),
  },
};

export const CampaignIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const saveFromBagSchema = {
  summary: "Saves the user's bag lines as a campaign (or adds them to one); they leave the bag",
  description: 'A new campaign takes the name the buyer gave the bag, else its first media and the month it starts (e.g. "Times of India – December 2026", campaignNameFor). After the save the bag keeps no name or dates (an emptied bag no bulk discount either). At most CAMPAIGN_SAVE_LIMIT saves per user per CAMPAIGN_SAVE_WINDOW_MINUTES, with POST /campaigns/brief (429 with Retry-After); a repeat of an Idempotency-Key is not counted.',
  tags: ['campaigns'],
  security: [{ bearerAuth: [] }],
  headers: IdempotencyHeaders,
  querystring: Type.Object({
    lookingForRates: Type.Optional(Type.Boolean({ description: "A quote request: status 'Plan Requested'" })),
    campaignId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Add to this campaign of the user' })),
  }),
  body: Type.Object(
    {
      selectedMOs: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
        maxItems: 1000, description: 'Bag line ids; default: the selected lines, or all lines when none is selected',
      })),
      transactionId: Type.Optional(Type.String({
        pattern: '^pay_[A-Za-z0-9]{8,40}$',
        description: 'Pay now by card (SPEC.md 7.14): the payment id the checkout answered for an order of POST /bag/payments/order; needs orderId and signature. The signature is checked with the gateway, the order must be the caller\'s and unpaid, and the payment is recorded on the campaign with the order\'s amount (verified)',
      })),
      orderId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'With transactionId: the bag payment order' })),
      signature: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$', description: 'With transactionId: hex HMAC-SHA256 of orderId|transactionId from the checkout' })),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ _id: Type.String() }, { description: 'Added to the existing campaign' }),
    201: Type.Object({ _id: Type.String() }, { description: 'A new campaign' }),
    ...errorResponses(400, 401, 403, 404, 409, 429, 503),
  },
};

const ProgressStepSchema = Type.Object({
  name: StringEnum(STEP_NAMES),
  state: StringEnum(STEP_STATES, { description: 'Pending, In Progress or Done' }),
  description: Type.String({ description: 'What the step waits for, or what completed it' }),
});

/** SPEC.md 3.11's estimate: staff's figure, or the latest shared plan's total. */
export const CampaignEstimateSchema = Type.Object({
  amount: Type.Number({ description: 'Rupees, tax included' }),
  validUntil: Type.String({ description: 'YYYY-MM-DD, the last day it holds' }),
  note: Type.Optional(Type.String()),
  source: StringEnum(['staff', 'plan'] as const, { description: "staff: an amount staff gave; plan: the total of the plan planId" }),
  planId: Type.Optional(Type.String()),
  createdAt: Type.String(),
  createdBy: Type.String({ description: 'The staff user who set it' }),
}, { description: 'What the campaign is expected to cost' });

/** SPEC.md 3.11's creatives: a link or a file of the campaign, for the campaign or one of its options. */
export const CampaignCreativeSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  url: Type.Optional(Type.String({ description: 'An http(s) link to the creative' })),
  fileId: Type.Optional(Type.String({ description: 'A file of the campaign (its uploads)' })),
  mediaOptionId: Type.Optional(Type.String({ description: 'The media option of the campaign it is for; absent: the whole campaign' })),
  createdAt: Type.String(),
  addedBy: Type.String(),
});

/** SPEC.md 3.11's versions: saved snapshots of the media plan. */
export const CampaignVersionSchema = Type.Object({
  _id: Type.String(),
  createdAt: Type.String(),
  totalPrice: Type.Number({ description: 'The media plan\'s total then, rupees' }),
  count: Type.Integer({ description: 'Its media options then' }),
  note: Type.Optional(Type.String()),
  savedBy: Type.String(),
});

/** A campaign as service B answers it (campaign.view.ts; campaign.view.test.ts checks it against shared-domain's CampaignView). */
export const CampaignViewSchema = Type.Object(
  {
    _id: Type.String(),
    name: Type.String(),
    status: Type.String(),
    totalPrice: Type.Number(),
    updatedAt: Type.String(),
    ownerId: Type.String(),
    owner: CampaignOwnerSchema,
    access: StringEnum(['owner', 'shared', 'staff', 'organisation'] as const, { description: "organisation: a white-label-admin reading a campaign of its organisation's users (read-only)" }),
    amountPaid: Type.Number(),
    balanceDue: Type.Number(),
    progress: Type.Array(ProgressStepSchema),
    client: Type.Optional(Type.String({ description: "The advertiser's client the campaign is for (an agency's)" })),
    requestCallback: Type.Optional(Type.Boolean({ description: 'The advertiser asked our team to call back' })),
    executeWithTma: Type.Optional(Type.Boolean({ description: `The advertiser wants TMA to run the campaign. ${TMA_EXPLAINED}` })),
    estimate: Type.Optional(Type.Union([CampaignEstimateSchema, Type.Null()])),
    creatives: Type.Optional(Type.Array(CampaignCreativeSchema)),
    versions: Type.Optional(Type.Array(CampaignVersionSchema)),
  },
  {
    additionalProperties: true,
    description: 'The campaign document with _users, plans, payments, mediaOptions and totals; who owns it, how the caller holds it, what is paid and due, and the progress stepper',
  },
);

export const campaignDetailSchema = {
  summary: 'One campaign the caller owns, is shared on, or (staff) may see',
  tags: ['campaigns'],
  security: [{ bearerAuth: [] }],
  params: CampaignIdParams,
  response: {
    200: CampaignViewSchema,
    ...errorResponses(401, 404),
  },
};

export const renameCampaignSchema = {
  summary: 'Renames a campaign (owner or staff); answers the campaign as GET /campaigns/{id} does',
  tags: ['campaigns'],
  security: [{ bearerAuth: [] }],
  params: CampaignIdParams,
  body: Type.Object(
    { name: Type.String({ description: `The new name; trimmed, 1 to ${CAMPAIGN_NAME_MAX} characters` }) },
    { additionalProperties: false },
  ),
  response: {
    200: CampaignViewSchema,
    ...errorResponses(400, 401, 403, 404),
  },
};
