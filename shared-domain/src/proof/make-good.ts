/**
 * The make-good rule (issue 38): what a plan line's shortfall of verified proof earns the buyer.
 *
 * 1. A day's proof window closes at the end of the day plus PROOF_GRACE_DAYS (India time); after
 *    it, the day's units without verified proof are short (ledger.ts).
 * 2. The line's short units not yet settled are its closed shortfall less the `shortUnits` of
 *    every make-good the buyer already answered (accepted or declined: both settle them).
 *    None: no offer.
 * 3. Extra units of the same option, when the campaign is not finished (Ended, Closed,
 *    Completed) and the first extra day is at most MAKE_GOOD_WITHIN_DAYS days after the line's
 *    last day. The extra days follow one another from the day after the line's last day (or
 *    tomorrow, India time, if that is later); each carries at most as many units as the line's
 *    busiest day had, so a day-based line (one unit a day) gets one extra day per short day and
 *    an insertion or spot line gets its short units at its own pace, the last day the rest.
 * 4. Otherwise a credit: short units × the line's rate per unit, which is the line's amount
 *    before tax (the priced `subTotal`) ÷ the units it bought (its own days, without make-good
 *    days), rounded to whole rupees.
 * The buyer accepts or declines the offer; nothing the buyer types becomes a price or a day.
 */
import { addDays, rangeLength } from '../booking/availability';
import { isFinishedStatus } from '../campaign/campaign-status';
import { formatRupees } from '../format/money';
import { formatDayRun } from './messages';
import { formatCount } from '../input/numbers';
import type { BoughtDay } from './line-days';
import type { LedgerDay, MakeGood, MakeGoodProposal } from './types';

/** Days after a day during which its proof may still arrive (and staff verify it) before it counts short. */
export const PROOF_GRACE_DAYS = 2;
/** Extra days are offered only when the first of them is at most this many days after the line's last day. */
export const MAKE_GOOD_WITHIN_DAYS = 30;

/** The rule in words, for the buyer. */
export const MAKE_GOOD_RULE =
  `A day counts as delivered only for the units its verified proofs cover. Proof may arrive until ${PROOF_GRACE_DAYS} days ` +
  'after the day (India time); after that, units without verified proof are short. For a shortfall you have not yet ' +
  'answered we offer extra units of the same option on the days right after the line ends, at most as many a day as the ' +
  `line ran on its busiest day, when the campaign is still running and the extra days can start within ${MAKE_GOOD_WITHIN_DAYS} ` +
  "days of the line's last day. Otherwise we offer a credit: the short units × the line's rate per unit (its amount before " +
  'GST ÷ the units it bought, rounded to the rupee). You accept or decline each offer; either answer settles that shortfall.';

export type MakeGoodInput = {
  lineId: string;
  /** The line's ledger days, with the days of accepted extra make-goods. */
  days: readonly LedgerDay[];
  /** The line's make-goods the buyer answered. */
  makeGoods: readonly Pick<MakeGood, 'shortUnits'>[];
  /** The line's amount before tax, as priced (`subTotal`). */
  amountBeforeTax: number;
  /** The units of the line's own days (without make-good days). */
  boughtUnits: number;
  /** What a unit is ('day', 'insertion', …). */
  unitLabel: string;
  /** The campaign's status. */
  status: string;
  /** Today, India time ('YYYY-MM-DD'). */
  today: string;
};


/** A count of a line's units in words: "1 day", "4 days", "2 insertions", "3 10-second spots". */
export const unitCount = (n: number, unit: string): string => `${formatCount(n)} ${n === 1 || unit.endsWith('s') ? unit : `${unit}s`}`;
const count = unitCount;

/** The extra days: from `first`, each at most `perDay` units, until `units` are placed. */
function extraDaysFrom(first: string, units: number, perDay: number): BoughtDay[] {
  const days: BoughtDay[] = [];
  for (let left = units, i = 0; left > 0; i += 1) {
    const n = Math.min(perDay, left);
    days.push({ day: addDays(first, i), units: n });
    left -= n;
  }
  return days;
}

/** The line's rate per unit in whole rupees: amount before tax ÷ units bought (0 when it bought none). */
export function unitRateOf(amountBeforeTax: number, boughtUnits: number): number {
  if (!(boughtUnits > 0) || !Number.isFinite(amountBeforeTax)) return 0;
  return Math.round(amountBeforeTax / boughtUnits);
}

/** The rule's offer for the line's shortfall not yet settled (rules above), or null when there is none. */
export function proposeMakeGood(input: MakeGoodInput): MakeGoodProposal | null {
  const { days, unitLabel } = input;
  const closedShort = days.reduce((s, d) => s + d.short, 0);
  const settled = input.makeGoods.reduce((s, mg) => s + mg.shortUnits, 0);
  const shortUnits = closedShort - settled;
  if (shortUnits <= 0 || days.length === 0) return null;
  const bought = days.reduce((s, d) => s + d.bought, 0);
  const lastDay = days[days.length - 1]!.day;
  const tomorrow = addDays(input.today, 1);
  const afterLast = addDays(lastDay, 1);
  const firstExtra = afterLast > tomorrow ? afterLast : tomorrow;
  const gap = rangeLength(lastDay, firstExtra) - 1;
  const finished = isFinishedStatus(input.status);
  const unitRate = unitRateOf(input.amountBeforeTax, input.boughtUnits);
  const what = `${shortUnits} of ${count(bought, unitLabel)} had no verified proof`;
  if (!finished && gap <= MAKE_GOOD_WITHIN_DAYS) {
    const perDay = Math.max(1, ...days.map((d) => d.bought));
    const extraDays = extraDaysFrom(firstExtra, shortUnits, perDay);
    const pace = unitLabel === 'day' || perDay === 1 ? '' : `, at most ${perDay} a day`;
    const range = formatDayRun(extraDays[0]!.day, extraDays[extraDays.length - 1]!.day);
    return {
      lineId: input.lineId, shortUnits, form: 'extra', extraUnits: shortUnits, extraDays, credit: 0, unitRate,
      explanation: `${what}: ${count(shortUnits, unitLabel).replace(/^(\d+) /, '$1 extra ')} of the same option${pace}, ${range}.`,
    };
  }
  const credit = shortUnits * unitRate;
  const per = unitLabel === 'day' ? 'a day' : `per ${unitLabel}`;
  const why = finished
    ? 'the campaign has finished'
    : `extra ${unitLabel === 'day' ? 'days' : 'units'} could not start within ${MAKE_GOOD_WITHIN_DAYS} days of the line's last day (${formatDayRun(lastDay, lastDay)})`;
  return {
    lineId: input.lineId, shortUnits, form: 'credit', extraUnits: 0, extraDays: [], credit, unitRate,
    explanation: `${what}: a credit of ${formatRupees(credit)} (${shortUnits} × ${formatRupees(unitRate)} ${per}), as ${why}.`,
  };
}
