/**
 * What the delivery ledger (issue 38) is read from — the campaign's proofs, its answered
 * make-goods and the bookings its sellers accepted — and storing a buyer's answer to an offer.
 */
import { addDays, answersOffer, MAX_RANGE_DAYS, type AcceptedBooking, type Campaign, type DeliveryLedger, type MakeGood, type MakeGoodAnswer, type MakeGoodProposal } from 'shared-domain';
import type { Db, Executor, Tx } from '../../db/database';
import { freeByDay, keptUntilOf, lockKeptDays } from '../../bookings/availability/availability.repository';
import { extraDaysOf } from './make-good-days.repository';
import type { MakeGoodTable } from '../../db/schema-proofs';
import { loadCampaign } from '../../campaigns/campaign-store.repository';
import type { LoadedCampaign } from '../../campaigns/campaign.repository';
import { newObjectId } from '../../campaigns/campaign.document';
import { ledgerOf, type DeliveryFacts } from './campaign-delivery';

const toMakeGood = (row: MakeGoodTable): MakeGood => ({
  _id: row.id,
  lineId: row.line_id,
  shortUnits: Number(row.short_units),
  form: row.form === 'credit' ? 'credit' : 'extra',
  extraUnits: Number(row.extra_units),
  extraDays: extraDaysOf(row.extra_days_json),
  credit: Number(row.credit),
  unitRate: Number(row.unit_rate),
  decision: row.decision === 'accepted' ? 'accepted' : 'declined',
  decidedAt: row.decided_at,
  decidedBy: row.decided_by,
});

/** The campaign's answered make-goods, oldest first (every line's; `withMakeGoodDays` adds the accepted extra days). */
export async function makeGoodsOfCampaign(ex: Executor, campaignId: string): Promise<MakeGood[]> {
  const rows = await ex.selectFrom('make_goods').selectAll().where('campaign_id', '=', campaignId).orderBy('decided_at').orderBy('id').execute();
  return rows.map(toMakeGood);
}

/** The bookings sellers accepted for the campaign's lines (what `lineDays` falls back on). */
export async function acceptedBookingsOfCampaign(ex: Executor, campaignId: string): Promise<(AcceptedBooking & { lineId: string })[]> {
  const rows = await ex.selectFrom('booking_requests').select(['line_id', 'start_day', 'end_day', 'units'])
    .where('campaign_id', '=', campaignId).where('status', '=', 'accepted').where('line_id', 'is not', null).execute();
  return rows.map((r) => ({ lineId: r.line_id!, startDay: r.start_day, endDay: r.end_day, units: Number(r.units) }));
}

/**
 * The free units by day of the options of the ledger's extra offers whose seller keeps
 * availability, from each option's first offered day for up to a year (within its kept days).
 * With `tx`, those days are locked first (PostgreSQL FOR UPDATE, by day), so an accepted
 * offer's days are still free when it is stored.
 */
async function freeUnitsOf(ex: Executor, ledger: DeliveryLedger, now: Date, tx: Tx | null): Promise<Map<string, Record<string, number>>> {
  const firstDay = new Map<string, string>();
  for (const line of ledger.lines) {
    const first = line.proposal?.form === 'extra' ? line.proposal.extraDays[0]?.day : undefined;
    if (first && (!firstDay.has(line.optionId) || first < firstDay.get(line.optionId)!)) firstDay.set(line.optionId, first);
  }
  const kept = await keptUntilOf(ex, [...firstDay.keys()].sort());
  const out = new Map<string, Record<string, number>>();
  // Options in id order, days in day order: two answers lock the rows they share in one order.
  for (const optionId of [...kept.keys()].sort()) {
    const keptUntil = kept.get(optionId)!;
    const from = firstDay.get(optionId)!;
    const until = addDays(from, MAX_RANGE_DAYS) < keptUntil ? addDays(from, MAX_RANGE_DAYS) : keptUntil;
    if (until < from) {
      out.set(optionId, {});
      continue;
    }
    if (tx) await lockKeptDays(tx, optionId, from, until);
    out.set(optionId, Object.fromEntries(await freeByDay(ex, optionId, from, until, now.toISOString())));
  }
  return out;
}

/** What the ledger of `campaign` is worked out from at `now` (with `tx`, the days of its extra offers locked). */
async function factsOf(ex: Executor, campaign: Pick<Campaign, '_id' | 'status' | 'mediaOptions'>, now: Date, tx: Tx | null = null): Promise<DeliveryFacts> {
  const proofRows = await ex.selectFrom('proofs').select(['line_id', 'day', 'units', 'state']).where('campaign_id', '=', campaign._id).execute();
  const facts: DeliveryFacts = {
    proofs: proofRows.map((p) => ({ lineId: p.line_id, day: p.day, units: Number(p.units), state: p.state })),
    makeGoods: await makeGoodsOfCampaign(ex, campaign._id),
    bookings: await acceptedBookingsOfCampaign(ex, campaign._id),
  };
  // Extra days are offered only on free days where the seller keeps availability: the offers
  // as they would be, then their options' free days read (few lines are short at once).
  const offers = ledgerOf(campaign, facts, now);
  if (!offers.lines.some((l) => l.proposal?.form === 'extra')) return facts;
  return { ...facts, freeUnits: await freeUnitsOf(ex, offers, now, tx) };
}

/** Why an answer was not stored: no such line, no offer, or an offer that changed since the buyer read it (`answersOffer`). */
export type AnswerRefusal = { refused: 'no-line' | 'no-offer' | 'changed'; proposal: MakeGoodProposal | null };

export interface DeliveryRepository {
  /** The campaign's delivery ledger as of now. */
  ledger(loaded: LoadedCampaign): Promise<DeliveryLedger>;
  /** The campaign's answered make-goods. */
  makeGoods(campaignId: string): Promise<MakeGood[]>;
  /**
   * Works the line's offer out again (its free days and the campaign row locked) and, when the
   * answer is to that offer (`answersOffer`), stores the rule's output with the decision; answers the new ledger.
   */
  answer(campaignId: string, userId: string, answer: MakeGoodAnswer): Promise<{ ledger: DeliveryLedger } | AnswerRefusal>;
}

export function createDeliveryRepository(db: Db, now: () => Date): DeliveryRepository {
  return {
    async ledger(loaded) {
      const at = now();
      return ledgerOf(loaded.campaign, await factsOf(db, loaded.campaign, at), at);
    },

    makeGoods: (campaignId) => makeGoodsOfCampaign(db, campaignId),

    answer(campaignId, userId, answer) {
      return db.transaction().execute(async (tx) => {
        // Locks in the order a booking answer takes them (request, days, then the campaign): the
        // days of the offers first, as the campaign reads now; then the campaign row, and the
        // offer is worked out on the locked campaign and days.
        const at = now();
        const unlocked = await loadCampaign(tx, campaignId, userId, false);
        if (!unlocked) return { refused: 'no-line', proposal: null } as const;
        await factsOf(tx, unlocked.campaign, at, tx);
        const loaded = await loadCampaign(tx, campaignId, userId, true);
        if (!loaded) return { refused: 'no-line', proposal: null } as const;
        const line = ledgerOf(loaded.campaign, await factsOf(tx, loaded.campaign, at, tx), at).lines.find((l) => l.lineId === answer.lineId);
        if (!line) return { refused: 'no-line', proposal: null } as const;
        const { proposal } = line;
        if (!proposal) return { refused: 'no-offer', proposal } as const;
        if (!answersOffer(answer, proposal)) return { refused: 'changed', proposal } as const;
        await tx.insertInto('make_goods').values({
          id: newObjectId(),
          campaign_id: campaignId,
          line_id: line.lineId,
          option_id: line.optionId,
          short_units: proposal.shortUnits,
          form: proposal.form,
          extra_units: proposal.extraUnits,
          extra_days_json: JSON.stringify(proposal.extraDays),
          credit: proposal.credit,
          unit_rate: proposal.unitRate,
          decision: answer.decision === 'accept' ? 'accepted' : 'declined',
          decided_by: userId,
          decided_at: at.toISOString(),
        }).execute();
        return { ledger: ledgerOf(loaded.campaign, await factsOf(tx, loaded.campaign, at), at) };
      });
    },
  };
}
