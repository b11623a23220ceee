import { Type } from '@sinclair/typebox';
import { CAMPAIGN_NOTE_MAX, CREATIVE_NAME_MAX, ESTIMATE_MAX, MAX_CREATIVES, MAX_VERSIONS } from 'shared-domain';
import { errorResponses } from '../http/schema-helpers';
import { CampaignIdParams, CampaignViewSchema } from './campaign.schema';

const tags = ['campaigns'];
const security = [{ bearerAuth: [] }];
const Note = Type.Optional(Type.String({ maxLength: CAMPAIGN_NOTE_MAX * 2, description: `At most ${CAMPAIGN_NOTE_MAX} characters once trimmed` }));

export const setEstimateSchema = {
  summary: "Staff: sets the campaign's estimate (SPEC.md 3.11); without an amount, the latest shared plan's total",
  tags, security,
  params: CampaignIdParams,
  body: Type.Object(
    {
      amount: Type.Optional(Type.Number({ description: `Rupees, tax included; more than 0, at most ${ESTIMATE_MAX}. Left out: the latest plan's total (400 when no plan was shared)` })),
      validUntil: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, today or later' }),
      note: Note,
    },
    { additionalProperties: false },
  ),
  response: { 200: CampaignViewSchema, ...errorResponses(400, 401, 403, 404) },
};

export const addCreativeSchema = {
  summary: 'Adds a creative to the campaign: a link or a file of the campaign, optionally for one of its media options (owner or staff)',
  description: `At most ${MAX_CREATIVES} creatives per campaign.`,
  tags, security,
  params: CampaignIdParams,
  body: Type.Object(
    {
      name: Type.String({ maxLength: CREATIVE_NAME_MAX * 2, description: `1 to ${CREATIVE_NAME_MAX} characters once trimmed` }),
      url: Type.Optional(Type.String({ maxLength: 2000, description: 'An http(s) link; give url or fileId, not both' })),
      fileId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "One of the campaign's uploads" })),
      mediaOptionId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "One of the campaign's media options" })),
    },
    { additionalProperties: false },
  ),
  response: { 201: CampaignViewSchema, ...errorResponses(400, 401, 403, 404) },
};

export const saveVersionSchema = {
  summary: "Saves a version of the campaign's media plan: its total and option count now, with an optional note (owner only)",
  description: `At most ${MAX_VERSIONS} versions per campaign.`,
  tags, security,
  params: CampaignIdParams,
  body: Type.Union([Type.Object({ note: Note }, { additionalProperties: false }), Type.Null()]),
  response: { 201: CampaignViewSchema, ...errorResponses(400, 401, 403, 404) },
};
