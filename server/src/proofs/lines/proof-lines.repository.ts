/**
 * The lines a user may prove (issue 38), for the seller studio: a seller's lines are those of
 * its options on campaigns where it accepted a booking request for the line; staff list every
 * line of one campaign. Each line comes with the kinds that suit it, the option's place, and
 * its scheduled days with the proofs of each.
 */
import { isStaff, proofKindsFor, type PricedMediaOption, type Proof, type ProvableLine } from 'shared-domain';
import type { SessionUser } from '../../auth/auth.hook';
import { findOptionFacts, sellerIdOfUser, type OptionFacts } from '../../bookings/availability/option-facts.repository';
import type { Db } from '../../db/database';
import { InputError, NotFoundError } from '../../errors';
import { NotASellerError } from '../../seller/seller-scope';
import { optionPlaces } from '../places/option-places.repository';
import { campaignProofRows, proofsOfRows } from '../proof.repository';
import { campaignLinesOf, NO_CAMPAIGN, scheduledDaysOf, type CampaignLines } from './line-facts.repository';

/** At most this many accepted requests are read for a seller's lines (the most recently answered). */
const SELLER_LINES_LIMIT = 1_000;

/** One campaign's lines as ProvableLine answers (`sellerId`: only the proofs of that seller's lines). */
async function provableLinesOf(db: Db, campaign: CampaignLines, lines: readonly PricedMediaOption[], staff: boolean, sellerId?: string): Promise<ProvableLine[]> {
  if (lines.length === 0) return [];
  const days = await scheduledDaysOf(db, campaign.id, lines);
  const proofs = await proofsOfRows(db, await campaignProofRows(db, campaign.id, sellerId), staff);
  const facts = new Map<string, OptionFacts | null>();
  for (const line of lines) if (!facts.has(line._mediaOption)) facts.set(line._mediaOption, await findOptionFacts(db, line._mediaOption));
  const places = await optionPlaces(db, lines.map((l) => l._mediaOption));
  return lines.map((line): ProvableLine => {
    const option = facts.get(line._mediaOption) ?? null;
    const category = option?.category ?? line.display?.category ?? '';
    const ofLine = (day: string): Proof[] => proofs.filter((p) => p.lineId === line._id && p.day === day);
    return {
      campaignId: campaign.id, campaignName: campaign.name, lineId: line._id, optionId: line._mediaOption,
      mediaName: option?.mediaName ?? line.display?.mediaName ?? '', optionName: option?.optionName ?? line.display?.optionName ?? '',
      category, kinds: proofKindsFor(category), place: places.get(line._mediaOption) ?? null,
      days: (days.get(line._id) ?? []).map((d) => ({ day: d.day, units: d.units, proofs: ofLine(d.day) })),
    };
  });
}

/** The seller's lines: those with a booking request it accepted, on campaigns that still have them (only `campaignId`'s when given). */
async function sellerLines(db: Db, sellerId: string, campaignId: string | undefined, staff: boolean): Promise<ProvableLine[]> {
  let query = db.selectFrom('booking_requests').select(['campaign_id', 'line_id'])
    .where('seller_id', '=', sellerId).where('status', '=', 'accepted').where('campaign_id', 'is not', null).where('line_id', 'is not', null);
  if (campaignId !== undefined) query = query.where('campaign_id', '=', campaignId);
  const accepted = await query.orderBy('answered_at', 'desc').orderBy('id').limit(SELLER_LINES_LIMIT).execute();
  const lineIdsByCampaign = new Map<string, Set<string>>();
  for (const r of accepted) {
    if (!r.campaign_id || !r.line_id) continue;
    const ids = lineIdsByCampaign.get(r.campaign_id) ?? new Set<string>();
    ids.add(r.line_id);
    lineIdsByCampaign.set(r.campaign_id, ids);
  }
  const campaigns = await campaignLinesOf(db, [...lineIdsByCampaign.keys()]);
  const out: ProvableLine[] = [];
  for (const [id, lineIds] of lineIdsByCampaign) {
    const campaign = campaigns.get(id);
    if (!campaign) continue;
    out.push(...(await provableLinesOf(db, campaign, campaign.lines.filter((l) => lineIds.has(l._id)), staff, sellerId)));
  }
  return out;
}

/**
 * GET /seller/proof-lines: a seller's lines (of `campaignId` only when given); staff with
 * `campaignId` every line of that campaign (400 without it). 404 `not_a_seller` for anyone else.
 */
export async function proofLinesFor(db: Db, user: SessionUser, campaignId: string | undefined): Promise<ProvableLine[]> {
  const staff = isStaff(user);
  if (staff && campaignId !== undefined) {
    const campaign = (await campaignLinesOf(db, [campaignId])).get(campaignId);
    if (!campaign) throw new NotFoundError(NO_CAMPAIGN);
    return provableLinesOf(db, campaign, campaign.lines, true);
  }
  const sellerId = await sellerIdOfUser(db, user._id);
  if (sellerId) return sellerLines(db, sellerId, campaignId, staff);
  if (staff) throw new InputError("Give campaignId to list that campaign's lines (staff prove the lines of one campaign at a time)");
  throw new NotASellerError();
}
