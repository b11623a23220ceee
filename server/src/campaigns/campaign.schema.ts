import { Type } from '@sinclair/typebox';
import { errorResponses, StringEnum } from '../http/schema-helpers';

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
    access: StringEnum(['owner', 'shared'] as const, { description: "The caller owns it, or it is shared with the caller" }),
  },
  { description: 'A campaign the caller owns or is shared on' },
);

export const campaignListSchema = {
  summary: "Campaigns the signed-in user owns or is shared on, with dashboard figures",
  tags: ['campaigns'],
  security: [{ bearerAuth: [] }],
  response: {
    200: Type.Object({
      campaigns: Type.Array(CampaignListItemSchema),
      count: Type.Integer(),
      totalSpend: Type.Number({ description: 'Sum of totalPrice, rupees' }),
      liveCampaigns: Type.Integer({ description: "Campaigns 'In Execution'" }),
      endedCampaigns: Type.Integer({ description: "Campaigns 'Ended', 'Closed' or 'Completed'" }),
    }),
    ...errorResponses(401),
  },
};

export const CampaignIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const saveFromBagSchema = {
  summary: "Saves the user's bag lines as a campaign (or adds them to one); they leave the bag",
  tags: ['campaigns'],
  security: [{ bearerAuth: [] }],
  headers: Type.Object({
    'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'A repeat within 24 h replays the first answer' })),
  }),
  querystring: Type.Object({
    lookingForRates: Type.Optional(Type.Boolean({ description: "A quote request: status 'Plan Requested'" })),
    campaignId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Add to this campaign of the user' })),
  }),
  body: Type.Object(
    {
      selectedMOs: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
        maxItems: 1000, description: 'Bag line ids; default: the selected lines, or all lines when none is selected',
      })),
      transactionId: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Card payment transaction id' })),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ _id: Type.String() }, { description: 'Added to the existing campaign' }),
    201: Type.Object({ _id: Type.String() }, { description: 'A new campaign' }),
    ...errorResponses(400, 401, 404, 409),
  },
};

const ProgressStepSchema = Type.Object({ name: Type.String(), state: Type.String() });

/** A campaign as service B answers it (campaign.view.ts). */
export const CampaignViewSchema = Type.Object(
  {
    _id: Type.String(),
    name: Type.String(),
    status: Type.String(),
    totalPrice: Type.Number(),
    updatedAt: Type.String(),
    ownerId: Type.String(),
    access: StringEnum(['owner', 'shared', 'staff'] as const),
    amountPaid: Type.Number(),
    balanceDue: Type.Number(),
    progress: Type.Array(ProgressStepSchema),
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
