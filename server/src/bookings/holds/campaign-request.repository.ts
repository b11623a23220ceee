/**
 * POST /campaigns/{id}/booking-requests: a campaign's plan line becomes a request to its seller,
 * for the campaign's dates and one unit; with a hold when the seller keeps availability for
 * those dates, without one when the option is on request for them.
 */
import { campaignRunDates, holdExpiresAt, type BookingHold, type BookingRequest, type User } from 'shared-domain';
import { authorizeCampaign } from '../../campaigns/campaign.access';
import { loadCampaign } from '../../campaigns/campaign-store.repository';
import { ConflictError, FieldsError, ForbiddenError } from '../../errors';
import { holdHoursOf } from '../availability/availability.repository';
import { optionFacts } from '../availability/option-facts.repository';
import { amountsOf } from './booking-request.repository';
import { readHolds } from '../requests/booking-rows.repository';
import { requestStatusOfRow } from '../requests/booking-rows.repository';
import { insertRequest, placeHoldInTx, type HoldActor, type WrittenRequest } from './holds.repository';
import { mailSeller, type HoldsDeps } from './hold-actions.repository';

const LIVE_REQUEST = ['sent', 'viewed', 'countered', 'accepted'] as const;

/** 409 when the line already has a request that is waiting or accepted. */
async function refuseSecondRequest(deps: HoldsDeps, campaignId: string, lineId: string): Promise<void> {
  const rows = await deps.db.selectFrom('booking_requests').select(['status', 'respond_by', 'counter_json'])
    .where('campaign_id', '=', campaignId).where('line_id', '=', lineId).where('status', 'in', [...LIVE_REQUEST]).execute();
  const live = rows.find((r) => requestStatusOfRow(r, deps.now()) !== 'expired');
  if (live) throw new ConflictError(`This line already has a booking request (${live.status}); wait for its answer`);
}

export async function requestBookingForLine(deps: HoldsDeps, user: User, campaignId: string, lineId: string): Promise<{ hold: BookingHold | null; request: BookingRequest }> {
  const { db, now } = deps;
  const loaded = await loadCampaign(db, campaignId, user._id, false);
  const { campaign, relation } = authorizeCampaign(user, loaded, 'read');
  if (relation !== 'owner' && relation !== 'staff') throw new ForbiddenError('Only the owner of this campaign or staff may request bookings for it');
  const line = campaign.campaign.mediaOptions.find((o) => o._id === lineId);
  if (!line) throw new FieldsError({ lineId: 'This line is not in the campaign' });
  const run = campaignRunDates(campaign.campaign);
  const from = run.start?.slice(0, 10);
  const to = run.end?.slice(0, 10);
  if (!from || !to) throw new FieldsError({ lineId: 'Set the campaign\'s start and end dates before requesting a booking' });
  await refuseSecondRequest(deps, campaignId, lineId);
  const facts = await optionFacts(db, line._mediaOption);
  const input = { from, to, units: 1, campaignId, lineId, amounts: amountsOf(line, facts) };
  const actor: HoldActor = { buyerId: campaign.ownerId, actorId: user._id, role: relation === 'staff' ? 'staff' : 'buyer' };
  const at = now();
  const written = await db.transaction().execute(async (tx): Promise<WrittenRequest> => {
    const kept = await tx.selectFrom('option_availability').select('day').where('option_id', '=', facts.optionId)
      .where('day', '>=', from).where('day', '<=', to).limit(1).executeTakeFirst();
    if (kept) return placeHoldInTx(tx, facts, input, actor, at);
    // On request for these dates: the seller answers within the option's hold time.
    const respondBy = holdExpiresAt(at, (await holdHoursOf(tx, [facts.optionId])).get(facts.optionId)!);
    return { requestId: await insertRequest(tx, facts, input, actor, null, respondBy, at), holdId: null, respondBy };
  });
  const request = await mailSeller(deps, written.requestId);
  const hold = written.holdId ? (await readHolds(db, { ids: [written.holdId] }, now()))[0] : null;
  return { hold, request };
}
