/**
 * The hold and request actions the routes call: POST /holds, GET /holds, DELETE /holds/{id},
 * POST /campaigns/{id}/booking-requests. The e-mail to the seller goes out after the commit (a
 * failed e-mail never undoes a hold; it is logged).
 */
import { type BagMediaOption, type BookingAmounts, type BookingHold, type BookingRequest, type User } from 'shared-domain';
import { createBagRepository } from '../../bag/bag.repository';
import type { Db } from '../../db/database';
import type { OtpDelivery } from '../../delivery/delivery';
import { ConflictError, FieldsError, httpError, NotFoundError, ForbiddenError } from '../../errors';
import { authorizeCampaign } from '../../campaigns/campaign.access';
import { loadCampaign } from '../../campaigns/campaign-store.repository';
import { optionFacts, type OptionFacts } from '../availability/option-facts.repository';
import { amountsOf, defaultLineOf } from './booking-request.repository';
import { sellerRequestMail, sendBookingMail, type MailLog } from '../requests/booking-mail';
import { sellerEmailOfRequest } from '../requests/booking-requests.repository';
import { readHolds, readRequests } from '../requests/booking-rows.repository';
import { placeHoldInTx, releaseHoldInTx, type HoldRequest } from './holds.repository';

/** 403 `phone_not_verified`: holds need a verified phone. */
export class PhoneNotVerifiedError extends httpError('phone_not_verified', 'Verify your phone number to place a hold') {}

export type HoldsDeps = { db: Db; now: () => Date; delivery: OtpDelivery; log?: MailLog };

export type NewHold = HoldRequest & { optionId: string };

/** The line the amounts are priced from: the caller's bag line, the campaign's line, else the option's defaults. */
async function pricedLine(deps: HoldsDeps, user: User, facts: OptionFacts, input: NewHold): Promise<BookingAmounts> {
  let line: BagMediaOption | undefined;
  if (input.bagItemId) {
    line = (await createBagRepository(deps.db, deps.now).listLines(user._id)).find((l) => l._id === input.bagItemId);
    if (!line) throw new FieldsError({ bagItemId: 'This line is not in your bag' });
    if (line._mediaOption !== facts.optionId) throw new FieldsError({ bagItemId: 'This bag line is of another media option' });
  }
  if (input.campaignId) {
    const loaded = await loadCampaign(deps.db, input.campaignId, user._id, false);
    const { relation } = authorizeCampaign(user, loaded, 'read');
    if (relation !== 'owner' && relation !== 'staff') throw new ForbiddenError('Only the owner of this campaign or staff may book for it');
    if (input.lineId) {
      const campaignLine = loaded!.campaign.mediaOptions.find((o) => o._id === input.lineId);
      if (!campaignLine) throw new FieldsError({ lineId: 'This line is not in the campaign' });
      if (campaignLine._mediaOption !== facts.optionId) throw new FieldsError({ lineId: 'This campaign line is of another media option' });
      line ??= campaignLine;
    }
  } else if (input.lineId) {
    throw new FieldsError({ campaignId: 'Name the campaign of the line' });
  }
  return amountsOf(line ?? defaultLineOf(facts), facts);
}

/** Sends the seller's e-mail of a new request; a failure is logged, the request stands. */
export async function mailSeller(deps: HoldsDeps, requestId: string): Promise<BookingRequest> {
  const [request] = await readRequests(deps.db, [requestId], deps.now());
  await sendBookingMail(deps.delivery, deps.log, await sellerEmailOfRequest(deps.db, requestId), sellerRequestMail(request), requestId);
  return request;
}

export function createHoldsService(deps: HoldsDeps) {
  const { db, now } = deps;
  return {
    /** POST /holds: a signed-in buyer with a verified phone. */
    async place(user: User, input: NewHold): Promise<{ hold: BookingHold; request: BookingRequest }> {
      const row = await db.selectFrom('users').select(['phone']).where('id', '=', user._id).executeTakeFirst();
      if (!row?.phone) throw new PhoneNotVerifiedError();
      const facts = await optionFacts(db, input.optionId);
      const amounts = await pricedLine(deps, user, facts, input);
      const at = now();
      const written = await db.transaction().execute((tx) =>
        placeHoldInTx(tx, facts, { ...input, amounts }, { buyerId: user._id, actorId: user._id, role: 'buyer' }, at));
      const request = await mailSeller(deps, written.requestId);
      const [hold] = await readHolds(db, { ids: [written.holdId!] }, now());
      return { hold, request };
    },

    /** GET /holds: the caller's holds, of one campaign when named. */
    async list(user: User, campaignId: string | undefined): Promise<BookingHold[]> {
      return readHolds(db, { userId: user._id, ...(campaignId ? { campaignId } : {}) }, now());
    },

    /** DELETE /holds/{id}: the hold's owner releases it. */
    async release(user: User, holdId: string): Promise<BookingHold> {
      const outcome = await db.transaction().execute((tx) => releaseHoldInTx(tx, holdId, user._id, now()));
      if (outcome === 'missing') throw new NotFoundError('You have no hold with this id');
      if (outcome === 'confirmed') throw new ConflictError('The seller confirmed this hold; it can no longer be released');
      if (outcome === 'expired') throw new ConflictError('This hold has expired; its units are free again');
      if (outcome === 'gone') throw new ConflictError('This hold was already released');
      const [hold] = await readHolds(db, { ids: [holdId] }, now());
      return hold;
    },
  };
}

export type HoldsService = ReturnType<typeof createHoldsService>;
