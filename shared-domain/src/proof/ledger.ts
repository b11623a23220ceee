/**
 * The delivery ledger (issue 38): per plan line, what was bought day by day and what verified
 * proofs cover, with the make-good rule's offer for a shortfall (make-good.ts).
 *
 * The rule, in short (MAKE_GOOD_RULE says it to the buyer):
 * - A line's days are its schedule (else its accepted bookings), plus the days of its accepted
 *   `extra` make-goods (`withMakeGoodDays`). Proofs for other days are not counted.
 * - A day's `verified` is the units of its verified proofs (and of proof staff recorded on its
 *   schedule entry, the older way), at most the units bought that day;
 *   units in proofs waiting for staff (`submitted`) and in rejected proofs are shown, never counted.
 * - A day's proof window closes at the end of the day plus PROOF_GRACE_DAYS, India time. Until
 *   then the day is `open` and nothing is short; after it, `short` = bought − verified. A proof
 *   still waiting for staff when the window closes leaves the day short until staff verify it.
 */
import { addDays } from '../booking/availability';
import { indiaDayOf } from '../booking/gst';
import { isBoughtStatus } from '../campaign/campaign-status';
import { readableUnitLabel } from '../format/unit-label';
import { lineDays, withMakeGoodDays, type AcceptedBooking, type BoughtDay } from './line-days';
import { PROOF_GRACE_DAYS, proposeMakeGood } from './make-good';
import type { DeliveryLedger, LedgerDay, LineLedger, MakeGood } from './types';

/** A proof as the ledger counts it. */
export type LedgerProof = { state: string; day: string; units: number };

/** One plan line of the campaign, as plain data. */
export type LedgerLineInput = {
  lineId: string;
  optionId: string;
  mediaName: string;
  optionName: string;
  category: string;
  /** How the line's rate is charged, as the bag shows it ('per insertion'); null or '' for none. */
  rateUnit?: string | null;
  /** The line's schedule entries (dated entries say the days bought; proof staff recorded on an entry, the older way, counts as verified). */
  schedule?: readonly { date?: unknown; units?: unknown; proofs?: unknown }[];
  /** The bookings the seller accepted for the line (used when the schedule has no dated entry). */
  acceptedBookings?: readonly AcceptedBooking[];
  /** The line's amount before tax as the pricing engine stored it (a priced line's `subTotal`). */
  amountBeforeTax: number;
  proofs: readonly LedgerProof[];
  /** The line's make-goods the buyer answered, oldest first. */
  makeGoods: readonly MakeGood[];
  /** The option's free units by day from the first possible extra day, when its seller keeps availability (`proposeMakeGood`). */
  freeUnits?: Readonly<Record<string, number>> | null;
};

export type LedgerInput = {
  campaignId: string;
  /** The campaign's status (a finished campaign gets credits, not extra days). */
  status: string;
  lines: readonly LedgerLineInput[];
  now: Date;
};

/** True while a day's proof may still arrive: `today` (India) is at most the day plus the grace days. */
export function proofWindowOpen(day: string, today: string): boolean {
  return today <= addDays(day, PROOF_GRACE_DAYS);
}

/**
 * What a unit of the line is: for a rate by time (per day, week, month) or none, 'day' when each
 * of its days bought one unit, else 'unit'; otherwise its rate's unit in words ('insertion', '10-second spot').
 */
export function ledgerUnitLabel(rateUnit: string | null | undefined, days: readonly BoughtDay[]): string {
  const words = readableUnitLabel(rateUnit).replace(/^(per|each|for)\s+/i, '').trim();
  const byTime = words === '' || /^(day|week|month|year)s?\b/i.test(words);
  if (byTime) return days.length > 0 && days.every((d) => d.units === 1) ? 'day' : 'unit';
  return words;
}

/** The ledger days of a line: its scheduled days with the units its proofs cover, as of `today`. */
export function ledgerDays(days: readonly (BoughtDay & { makeGood: boolean })[], proofs: readonly LedgerProof[], today: string): LedgerDay[] {
  const sums = new Map<string, { verified: number; submitted: number; rejected: number }>();
  for (const proof of proofs) {
    const units = Number.isFinite(proof.units) && proof.units > 0 ? proof.units : 0;
    const sum = sums.get(proof.day) ?? { verified: 0, submitted: 0, rejected: 0 };
    if (proof.state === 'verified') sum.verified += units;
    else if (proof.state === 'submitted') sum.submitted += units;
    else if (proof.state === 'rejected') sum.rejected += units;
    sums.set(proof.day, sum);
  }
  return days.map((d) => {
    const sum = sums.get(d.day) ?? { verified: 0, submitted: 0, rejected: 0 };
    const verified = Math.min(d.units, sum.verified);
    const open = proofWindowOpen(d.day, today);
    return {
      day: d.day, bought: d.units, verified, submitted: sum.submitted, rejected: sum.rejected,
      short: open ? 0 : d.units - verified, open, makeGood: d.makeGood,
    };
  });
}

const total = (days: readonly LedgerDay[], pick: (d: LedgerDay) => number): number => days.reduce((s, d) => s + pick(d), 0);

/**
 * Proof staff recorded on a schedule entry before proofs were checked (a file or link per entry,
 * SPEC.md section 3): staff recorded it, so its entry's units count as verified on its day.
 */
export function recordedScheduleProofs(schedule: LedgerLineInput['schedule']): LedgerProof[] {
  return (schedule ?? []).flatMap((entry) => {
    const recorded = Array.isArray(entry.proofs) && entry.proofs.length > 0;
    const units = typeof entry.units === 'number' && Number.isFinite(entry.units) ? entry.units : 0;
    if (!recorded || units <= 0 || typeof entry.date !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(entry.date)) return [];
    return [{ state: 'verified', day: entry.date.slice(0, 10), units }];
  });
}

/** One line's ledger, with the make-good rule's offer. */
export function lineLedger(line: LedgerLineInput, status: string, today: string): LineLedger {
  const own = lineDays(line.schedule, line.acceptedBookings ?? []);
  const days = ledgerDays(withMakeGoodDays(own, line.makeGoods), [...line.proofs, ...recordedScheduleProofs(line.schedule)], today);
  const unitLabel = ledgerUnitLabel(line.rateUnit, own);
  return {
    lineId: line.lineId,
    optionId: line.optionId,
    mediaName: line.mediaName,
    optionName: line.optionName,
    category: line.category,
    unitLabel,
    days,
    totals: {
      bought: total(days, (d) => d.bought),
      verified: total(days, (d) => d.verified),
      submitted: total(days, (d) => d.submitted),
      rejected: total(days, (d) => d.rejected),
      short: total(days, (d) => d.short),
    },
    makeGoods: [...line.makeGoods],
    proposal: proposeMakeGood({
      lineId: line.lineId, days, makeGoods: line.makeGoods, amountBeforeTax: line.amountBeforeTax,
      boughtUnits: own.reduce((s, d) => s + d.units, 0), unitLabel, status, today, freeUnits: line.freeUnits ?? null,
    }),
  };
}

/**
 * True when the line was bought: its seller accepted a booking of it, or the campaign's status
 * says its media are bought (`isBoughtStatus`). A draft's schedule is a wish, not a purchase.
 */
export function lineWasBought(line: Pick<LedgerLineInput, 'acceptedBookings'>, status: string): boolean {
  return (line.acceptedBookings?.length ?? 0) > 0 || isBoughtStatus(status);
}

/**
 * The campaign's delivery ledger as of `now`: every line that was bought (`lineWasBought`) and
 * has days (a line without days has nothing to prove and is left out), and `credits`, the
 * rupees of its accepted credits.
 */
export function deliveryLedger(input: LedgerInput): DeliveryLedger {
  const today = indiaDayOf(input.now);
  const lines = input.lines.filter((line) => lineWasBought(line, input.status))
    .map((line) => lineLedger(line, input.status, today)).filter((l) => l.days.length > 0);
  const credits = lines.flatMap((l) => l.makeGoods).reduce((s, mg) => (mg.decision === 'accepted' && mg.form === 'credit' ? s + mg.credit : s), 0);
  return { campaignId: input.campaignId, lines, credits };
}

/** The verified delivery of a line as the report export gives it. */
export type ReportDeliveryLine = {
  lineId: string;
  mediaName: string;
  optionName: string;
  unitLabel: string;
  bought: number;
  verified: number;
  short: number;
  days: { day: string; bought: number; verified: number; short: number; makeGood: boolean }[];
};

/** The ledger's lines as the report export's `delivery` (bought, verified, short per line and per day). */
export function reportDelivery(ledger: DeliveryLedger): ReportDeliveryLine[] {
  return ledger.lines.map((l) => ({
    lineId: l.lineId,
    mediaName: l.mediaName,
    optionName: l.optionName,
    unitLabel: l.unitLabel,
    bought: l.totals.bought,
    verified: l.totals.verified,
    short: l.totals.short,
    days: l.days.map((d) => ({ day: d.day, bought: d.bought, verified: d.verified, short: d.short, makeGood: d.makeGood })),
  }));
}
