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
