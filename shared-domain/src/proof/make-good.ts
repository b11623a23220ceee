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
 *    Where the option's seller keeps its availability (`freeUnits`), a day carries at most its
 *    free units and a day with none is skipped; the first extra day must still fall within
 *    MAKE_GOOD_WITHIN_DAYS, and every unit must find a free kept day, or the offer is a credit.
 *    (An option that keeps no availability is on request: its extra days are as above.)
 * 4. Otherwise a credit: short units × the line's rate per unit, which is the line's amount
 *    before tax (the priced `subTotal`) ÷ the units it bought (its own days, without make-good
 *    days), rounded to whole rupees.
 * The buyer accepts or declines the offer; nothing the buyer types becomes a price or a day.
 */
import { addDays, rangeLength } from '../booking/availability';
import { isFinishedStatus } from '../campaign/campaign-status';
import { formatRupees } from '../format/money';
import { formatDayRun, formatDays } from './messages';
import { formatCount } from '../input/numbers';
import type { BoughtDay } from './line-days';
import type { LedgerDay, MakeGood, MakeGoodAnswer, MakeGoodProposal } from './types';

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
  /**
   * The option's free units by day ('YYYY-MM-DD'), from the first possible extra day on, when its
   * seller keeps its availability (a day missing is not kept: nothing free); null or absent when
   * it keeps none (on request).
   */
  freeUnits?: Readonly<Record<string, number>> | null;
};


/** A count of a line's units in words: "1 day", "4 days", "2 insertions", "3 10-second spots". */
export const unitCount = (n: number, unit: string): string => `${formatCount(n)} ${n === 1 || unit.endsWith('s') ? unit : `${unit}s`}`;
const count = unitCount;
/** "3 extra days", "1 extra insertion". */
const extraCount = (n: number, unit: string): string => count(n, unit).replace(/^([\d,]+) /, '$1 extra ');

/**
 * The extra days: from `first`, each at most `perDay` units and, with `free`, at most the day's
 * free units (a day with none skipped), until `units` are placed; null when the kept days run out first.
 */
function extraDaysFrom(first: string, units: number, perDay: number, free: Readonly<Record<string, number>> | null): BoughtDay[] | null {
  const lastKept = free ? Object.keys(free).reduce((a, b) => (b > a ? b : a), '') : null;
  const days: BoughtDay[] = [];
  let left = units;
  for (let day = first; left > 0; day = addDays(day, 1)) {
    if (lastKept !== null && day > lastKept) return null;
    const room = free ? Math.max(0, Math.floor(free[day] ?? 0)) : perDay;
    const n = Math.min(perDay, room, left);
    if (n > 0) days.push({ day, units: n });
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
  const perDay = Math.max(1, ...days.map((d) => d.bought));
  const extraDays = finished || gap > MAKE_GOOD_WITHIN_DAYS ? null : extraDaysFrom(firstExtra, shortUnits, perDay, input.freeUnits ?? null);
  const startsInTime = extraDays !== null && extraDays.length > 0 && rangeLength(lastDay, extraDays[0]!.day) - 1 <= MAKE_GOOD_WITHIN_DAYS;
  if (extraDays && startsInTime) {
    const pace = unitLabel === 'day' || perDay === 1 ? '' : `, at most ${perDay} a day`;
    const range = formatDays(extraDays.map((d) => d.day));
    return {
      lineId: input.lineId, shortUnits, form: 'extra', extraUnits: shortUnits, extraDays, credit: 0, unitRate,
      explanation: `${what}: ${extraCount(shortUnits, unitLabel)} of the same option${pace}, ${range}.`,
    };
  }
  const credit = shortUnits * unitRate;
  const per = unitLabel === 'day' ? 'a day' : `per ${unitLabel}`;
  const extraWord = unitLabel === 'day' ? 'days' : 'units';
  const why = finished
    ? 'the campaign has finished'
    : gap > MAKE_GOOD_WITHIN_DAYS
      ? `extra ${extraWord} could not start within ${MAKE_GOOD_WITHIN_DAYS} days of the line's last day (${formatDayRun(lastDay, lastDay)})`
      : extraDays
        ? `the option has no free units for extra ${extraWord} within ${MAKE_GOOD_WITHIN_DAYS} days of the line's last day (${formatDayRun(lastDay, lastDay)})`
        : `the option's seller has not opened enough free days for ${extraCount(shortUnits, unitLabel)}`;
  return {
    lineId: input.lineId, shortUnits, form: 'credit', extraUnits: 0, extraDays: [], credit, unitRate,
    explanation: `${what}: a credit of ${formatRupees(credit)} (${shortUnits} × ${formatRupees(unitRate)} ${per}), as ${why}.`,
  };
}

/**
 * True when the answer is to `proposal` as the buyer read it: the same short units and, for what
 * the answer states of it (form, extra days, credit), the same. Otherwise the offer changed
 * (another buyer took a free day, a rate changed) and the answer is stale.
 */
export function answersOffer(answer: Pick<MakeGoodAnswer, 'shortUnits' | 'form' | 'extraDays' | 'credit'>, proposal: MakeGoodProposal): boolean {
  if (answer.shortUnits !== proposal.shortUnits) return false;
  if (answer.form !== undefined && answer.form !== proposal.form) return false;
  if (answer.credit !== undefined && answer.credit !== proposal.credit) return false;
  if (answer.extraDays === undefined) return true;
  return answer.extraDays.length === proposal.extraDays.length
    && answer.extraDays.every((d, i) => d.day === proposal.extraDays[i]!.day && d.units === proposal.extraDays[i]!.units);
}
