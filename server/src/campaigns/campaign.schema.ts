import { Type } from '@sinclair/typebox';
import { errorResponses } from '../http/schema-helpers';

export const CampaignListItemSchema = Type.Object(
  {
    _id: Type.String(),
    name: Type.String(),
    status: Type.String(),
    totalPrice: Type.Optional(Type.Number()),
    updatedAt: Type.String(),
  },
  { additionalProperties: true, description: 'The campaign document' },
);

export const campaignListSchema = {
  summary: "The signed-in user's campaigns with dashboard figures",
  tags: ['campaigns'],
  security: [{ bearerAuth: [] }],
  response: {
    200: Type.Object({
      campaigns: Type.Array(CampaignListItemSchema),
      count: Type.Integer(),
      totalSpend: Type.Number({ description: 'Sum of totalPrice, rupees' }),
      liveCampaigns: Type.Integer(),
      endedCampaigns: Type.Integer(),
    }),
    ...errorResponses(401),
  },
};

const CampaignIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

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

export const campaignDetailSchema = {
  summary: 'One campaign of the user with its media options, plans, payments and progress',
  tags: ['campaigns'],
  security: [{ bearerAuth: [] }],
  params: CampaignIdParams,
  response: {
    200: Type.Object(
      {
        _id: Type.String(),
        name: Type.String(),
        status: Type.String(),
        totalPrice: Type.Number(),
        updatedAt: Type.String(),
        progress: Type.Array(ProgressStepSchema),
      },
      { additionalProperties: true, description: 'The campaign document' },
    ),
    ...errorResponses(401, 404),
  },
};
