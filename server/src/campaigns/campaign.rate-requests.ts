/**
 * Staff decide the rates a buyer asked for (issue 32): a line saved from the bag may carry a
 * `requestedRate` / `requestedDiscount` that pricing never read. Accepting makes them the
 * line's `agencyRate` / `discount` and prices the line again through the shared engine
 * (shared-domain `repriceOption`), so the campaign's amounts follow; refusing clears them and
 * keeps what was refused, with an optional reason, for the buyer to read. Staff only
 * (`authorizeCampaign` 'staff': 403 for anyone else, before anything is read back).
 */
import {
  acceptRateRequest, campaignAmounts, checkRefusalReason, hasRateRequest, isEditableStatus, refuseRateRequest, repriceOption,
  repriceWithBulkDiscount,
  type PricedMediaOption, type User,
} from 'shared-domain';
import { Type } from '@sinclair/typebox';
import { ConflictError, InputError, NotFoundError } from '../errors';
import { errorResponses } from '../http/schema-helpers';
import type { SignedInFastify } from '../http/type-provider';
import { authorizeCampaign } from './campaign.access';
import { documentOf, type StoredDocument } from './campaign.document';
import type { CampaignRepository } from './campaign.repository';
import { CampaignViewSchema } from './campaign.schema';
import { campaignView, type CampaignView } from './campaign.view';

const CampaignParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const ReasonBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 2000, description: 'Why, shown to the buyer; one line, at most 500 characters' })) },
  { additionalProperties: false },
);
const OptionParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  optionId: Type.String({ minLength: 1, maxLength: 64, description: "The media option's _id in the campaign" }),
});
const tags = ['campaigns'];
const security = [{ bearerAuth: [] }];

export const acceptRateRequestSchema = {
  summary: "Staff: accepts the rate or discount the buyer asked for on one media option; the option and the campaign's amounts are priced again",
  description: 'requestedRate becomes agencyRate and requestedDiscount becomes discount (PRICING.md); the request is cleared. 409 when the option has no request or the campaign is past planning.',
  tags, security,
  params: OptionParams,
  response: { 200: CampaignViewSchema, ...errorResponses(401, 403, 404, 409) },
};

export const refuseRateRequestSchema = {
  summary: 'Staff: refuses the rate or discount the buyer asked for on one media option; the price stays',
  description: 'The request is cleared and kept as refusedRequest { requestedRate?, requestedDiscount?, reason, refusedAt }, which the buyer sees. 409 when the option has no request.',
  tags, security,
  params: OptionParams,
  body: ReasonBody,
  response: { 200: CampaignViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
};

export const acceptBulkRequestSchema = {
  summary: 'Staff: accepts the bulk discount the buyer asked for; every option and the campaign are priced again with it',
  description: "requestedDiscountOnTotal becomes the campaign's bulk discount: split over its options by subtotal (PRICING.md priceBag), replacing their earlier shares. 409 when there is no request or the campaign is past planning.",
  tags, security,
  params: CampaignParams,
  response: { 200: CampaignViewSchema, ...errorResponses(401, 403, 404, 409) },
};

export const refuseBulkRequestSchema = {
  summary: 'Staff: refuses the bulk discount the buyer asked for; the prices stay',
  description: 'The request is cleared and kept as refusedDiscountOnTotal { requestedDiscountOnTotal, reason, refusedAt }, which the buyer sees. 409 when there is no request.',
  tags, security,
  params: CampaignParams,
  body: ReasonBody,
  response: { 200: CampaignViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
};

/** The option `optionId` of the campaign's options, with a request: 404 when missing, 409 when it asks for nothing. */
function requestingOption(options: readonly PricedMediaOption[], optionId: string): number {
  const index = options.findIndex((o) => o._id === optionId);
  if (index < 0) throw new NotFoundError('Media option not found in this campaign');
  if (!hasRateRequest(options[index])) throw new ConflictError('This media option has no requested rate or discount');
  return index;
}

/** A refusal reason as typed; a 400 saying what to fix. */
function reasonOf(raw: string | undefined): string | null {
  try {
    return checkRefusalReason(raw);
  } catch (err) {
    throw new InputError((err as Error).message);
  }
}

/** The staff actions on rate requests, over one transaction each (`campaigns.modify`). */
export function createRateRequestActions(campaigns: CampaignRepository, now: () => Date) {
  /** Writes the option at `index` changed by `change`, the campaign's amounts summed again. */
  const changeOption = (user: User, id: string, optionId: string, change: (option: PricedMediaOption, status: string) => PricedMediaOption) =>
    campaigns.modify(id, user._id, async (loaded, writer): Promise<CampaignView> => {
      const { campaign, relation } = authorizeCampaign(user, loaded, 'staff');
      const options = campaign.campaign.mediaOptions;
      const index = requestingOption(options, optionId);
      const mediaOptions = options.map((o, i) => (i === index ? change(o, campaign.campaign.status) : o));
      const doc: StoredDocument = { ...documentOf(campaign), mediaOptions, ...campaignAmounts(mediaOptions) };
      return campaignView(await writer.save({ doc }), relation);
    });

  /** Writes the campaign after `change` of its document, for a bulk discount request (409 without one). */
  const changeBulk = (user: User, id: string, change: (doc: StoredDocument, requested: number | string, status: string) => StoredDocument) =>
    campaigns.modify(id, user._id, async (loaded, writer): Promise<CampaignView> => {
      const { campaign, relation } = authorizeCampaign(user, loaded, 'staff');
      const doc = documentOf(campaign);
      const requested = doc.requestedDiscountOnTotal;
      if (typeof requested !== 'number' && typeof requested !== 'string') throw new ConflictError('This campaign has no requested bulk discount');
      return campaignView(await writer.save({ doc: change(doc, requested, campaign.campaign.status) }), relation);
    });

  return {
    /** Staff: POST /campaigns/{id}/rate-request/accept — the buyer's bulk discount, split over every option. */
    acceptBulkRequest(user: User, id: string): Promise<CampaignView> {
      return changeBulk(user, id, (doc, requested, status) => {
        if (!isEditableStatus(status)) throw new ConflictError(`Rates cannot change once a campaign is ${status}`);
        const mediaOptions = repriceWithBulkDiscount((doc.mediaOptions ?? []) as PricedMediaOption[], requested) as PricedMediaOption[];
        const next: StoredDocument = { ...doc, mediaOptions, ...campaignAmounts(mediaOptions) };
        delete next.requestedDiscountOnTotal;
        delete next.refusedDiscountOnTotal;
        return next;
      });
    },

    /** Staff: POST /campaigns/{id}/rate-request/refuse. */
    refuseBulkRequest(user: User, id: string, rawReason: string | undefined): Promise<CampaignView> {
      return changeBulk(user, id, (doc, requested) => {
        const next: StoredDocument = {
          ...doc, refusedDiscountOnTotal: { requestedDiscountOnTotal: requested, reason: reasonOf(rawReason), refusedAt: now().toISOString() },
        };
        delete next.requestedDiscountOnTotal;
        return next;
      });
    },

    /** Staff: POST /campaigns/{id}/media-options/{optionId}/rate-request/accept. */
    acceptRateRequest(user: User, id: string, optionId: string): Promise<CampaignView> {
      return changeOption(user, id, optionId, (option, status) => {
        if (!isEditableStatus(status)) throw new ConflictError(`Rates cannot change once a campaign is ${status}`);
        return repriceOption(acceptRateRequest(option));
      });
    },

    /** Staff: POST /campaigns/{id}/media-options/{optionId}/rate-request/refuse. */
    refuseRateRequest(user: User, id: string, optionId: string, rawReason: string | undefined): Promise<CampaignView> {
      return changeOption(user, id, optionId, (option) => refuseRateRequest(option, reasonOf(rawReason), now().toISOString()));
    },
  };
}

export type RateRequestActions = ReturnType<typeof createRateRequestActions>;

/** The staff routes: a line's request, and the campaign's bulk discount request (service B's signed-in scope). */
export function registerRateRequestRoutes(app: SignedInFastify, actions: RateRequestActions): void {
  app.post('/campaigns/:id/media-options/:optionId/rate-request/accept', { schema: acceptRateRequestSchema }, async (request) =>
    actions.acceptRateRequest(request.user, request.params.id, request.params.optionId));

  app.post('/campaigns/:id/rate-request/accept', { schema: acceptBulkRequestSchema }, async (request) =>
    actions.acceptBulkRequest(request.user, request.params.id));

  app.post('/campaigns/:id/rate-request/refuse', { schema: refuseBulkRequestSchema }, async (request) =>
    actions.refuseBulkRequest(request.user, request.params.id, request.body?.reason));

  app.post('/campaigns/:id/media-options/:optionId/rate-request/refuse', { schema: refuseRateRequestSchema }, async (request) =>
    actions.refuseRateRequest(request.user, request.params.id, request.params.optionId, request.body?.reason));
}
