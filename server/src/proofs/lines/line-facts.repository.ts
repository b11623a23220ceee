/**
 * What a proof is for (issue 38): a campaign's lines, the days each line bought (its schedule,
 * else the bookings its seller accepted, plus the days of accepted make-goods), the option's
 * facts and place, and who may prove it.
 */
import { isStaff, lineDays, withMakeGoodDays, type BoughtDay, type PricedMediaOption, type ScheduledDay } from 'shared-domain';
import type { SessionUser } from '../../auth/auth.hook';
import { optionFacts, sellerIdOfUser, type OptionFacts } from '../../bookings/availability/option-facts.repository';
import type { Executor } from '../../db/database';
import { ForbiddenError, NotFoundError } from '../../errors';
import { optionPlace, type Place } from '../places/option-places.repository';

/** A campaign's name and plan lines, as stored. */
export type CampaignLines = { id: string; name: string; lines: PricedMediaOption[] };

export const NO_CAMPAIGN = 'Campaign not found';
export const NO_LINE = 'This campaign has no plan line with this id';
export const NOT_THE_SELLER = 'Only the seller of this media option (or staff) may add proof for it';

/** These campaigns' names and lines, by id (unknown ids are missing). */
export async function campaignLinesOf(ex: Executor, campaignIds: readonly string[]): Promise<Map<string, CampaignLines>> {
  const unique = [...new Set(campaignIds)];
  if (unique.length === 0) return new Map();
  const rows = await ex.selectFrom('campaigns').select(['id', 'name', 'data_json']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => {
    const doc = JSON.parse(r.data_json) as { mediaOptions?: PricedMediaOption[] };
    return [r.id, { id: r.id, name: r.name, lines: Array.isArray(doc.mediaOptions) ? doc.mediaOptions : [] }];
  }));
}

/**
 * The scheduled days of each of these lines of a campaign, by line id: `lineDays` of its schedule
 * or accepted bookings, with the days of its accepted extra make-goods (`withMakeGoodDays`).
 */
export async function scheduledDaysOf(ex: Executor, campaignId: string, lines: readonly PricedMediaOption[]): Promise<Map<string, ScheduledDay[]>> {
  const out = new Map<string, ScheduledDay[]>();
  if (lines.length === 0) return out;
  const lineIds = lines.map((l) => l._id);
  const bookings = await ex.selectFrom('booking_requests').select(['line_id', 'start_day', 'end_day', 'units'])
    .where('campaign_id', '=', campaignId).where('line_id', 'in', lineIds).where('status', '=', 'accepted').execute();
  const makeGoods = await ex.selectFrom('make_goods').select(['line_id', 'decision', 'form', 'extra_days_json'])
    .where('campaign_id', '=', campaignId).where('line_id', 'in', lineIds).where('decision', '=', 'accepted').execute();
  for (const line of lines) {
    const accepted = bookings.filter((b) => b.line_id === line._id).map((b) => ({ startDay: b.start_day, endDay: b.end_day, units: Number(b.units) }));
    const extras = makeGoods.filter((m) => m.line_id === line._id)
      .map((m) => ({ decision: m.decision, form: m.form, extraDays: JSON.parse(m.extra_days_json) as BoughtDay[] }));
    out.set(line._id, withMakeGoodDays(lineDays(line.schedule, accepted), extras));
  }
  return out;
}

/** Who proves a line: a member of the option's seller account, or staff; 403 for anyone else. */
export async function assertMayProve(ex: Executor, user: SessionUser, facts: OptionFacts): Promise<'seller' | 'staff'> {
  if (facts.sellerId !== null && (await sellerIdOfUser(ex, user._id)) === facts.sellerId) return 'seller';
  if (isStaff(user)) return 'staff';
  throw new ForbiddenError(NOT_THE_SELLER);
}

/** A line a proof is added to, with everything its checks need. */
export type LineToProve = {
  campaignId: string;
  campaignName: string;
  line: PricedMediaOption;
  facts: OptionFacts;
  days: ScheduledDay[];
  place: Place | null;
};

/** The line `lineId` of campaign `campaignId` if `user` may prove it: 404 for an unknown campaign or line, 403 for anyone but its seller or staff. */
export async function lineToProve(ex: Executor, user: SessionUser, campaignId: string, lineId: string): Promise<LineToProve> {
  const campaign = (await campaignLinesOf(ex, [campaignId])).get(campaignId);
  if (!campaign) throw new NotFoundError(NO_CAMPAIGN);
  const line = campaign.lines.find((l) => l._id === lineId);
  if (!line) throw new NotFoundError(NO_LINE);
  const facts = await optionFacts(ex, line._mediaOption);
  await assertMayProve(ex, user, facts);
  const days = (await scheduledDaysOf(ex, campaignId, [line])).get(line._id) ?? [];
  return { campaignId, campaignName: campaign.name, line, facts, days, place: await optionPlace(ex, facts.optionId) };
}
