/**
 * Billing an insertion order by period (pro rata by days, the last part takes the remainder so
 * the parts sum to the order) and a campaign's finance view: ordered, delivered, invoiced, paid.
 */
import type { ScheduleEntry } from '../entities/pricing-types';
import { countsTowardPaid, type CountedPayment } from '../campaign/campaign-payments';
import { roundRupees, toPaiseExact } from './gst';
import type { MakeGood } from '../proof/types';
import type { CampaignFinance } from './types';

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both counted (0 when `to` is before `from`). */
export function daysInRange(from: string, to: string): number {
  return Math.max(0, dayNumber(to) - dayNumber(from) + 1);
}

export type DayRange = { from: string; to: string };

/** What an invoice bills of one order: its days not billed before inside the period, and their taxable value. */
export type BillablePart = { from: string; to: string; days: number; taxable: number; remainder: boolean };

/**
 * The part of an order (days `order.from`..`order.to`, taxable `orderTaxable`) a new invoice bills:
 * its days inside `period` (the whole order when null) that no earlier invoice billed (`billed`,
 * ranges with their taxable value). Pro rata by days; when these are the last unbilled days, the
 * order's taxable less what was billed, so the parts sum to the order. Null: nothing to bill.
 */
export function billablePart(
  order: DayRange, orderTaxable: number, billed: readonly (DayRange & { taxable: number })[], period: DayRange | null,
): BillablePart | null {
  const start = dayNumber(order.from);
  const end = dayNumber(order.to);
  const total = end - start + 1;
  if (!(total > 0)) return null;
  const billedDays = new Set<number>();
  for (const range of billed) {
    for (let d = Math.max(start, dayNumber(range.from)); d <= Math.min(end, dayNumber(range.to)); d += 1) billedDays.add(d);
  }
  const from = period ? Math.max(start, dayNumber(period.from)) : start;
  const to = period ? Math.min(end, dayNumber(period.to)) : end;
  const days: number[] = [];
  for (let d = from; d <= to; d += 1) if (!billedDays.has(d)) days.push(d);
  if (days.length === 0) return null;
  const remainder = billedDays.size + days.length === total;
  const billedPaise = billed.reduce((s, r) => s + toPaiseExact(r.taxable), 0);
  const taxable = remainder
    ? (toPaiseExact(orderTaxable) - billedPaise) / 100
    : roundRupees((orderTaxable * days.length) / total);
  return { from: dayOf(days[0]!), to: dayOf(days[days.length - 1]!), days: days.length, taxable, remainder };
}

/** Why a billing period cannot be used, naming the field, or null. */
export function billingPeriodProblem(periodFrom: string | undefined, periodTo: string | undefined): { field: string; message: string } | null {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (periodFrom === undefined && periodTo === undefined) return null;
  if (periodFrom === undefined || !day.test(periodFrom) || Number.isNaN(dayNumber(periodFrom))) {
    return { field: 'periodFrom', message: 'periodFrom must be a date such as 2026-03-01 (give periodFrom and periodTo together)' };
  }
  if (periodTo === undefined || !day.test(periodTo) || Number.isNaN(dayNumber(periodTo))) {
    return { field: 'periodTo', message: 'periodTo must be a date such as 2026-03-31 (give periodFrom and periodTo together)' };
  }
  if (periodTo < periodFrom) return { field: 'periodTo', message: 'periodTo must not be before periodFrom' };
  if (daysInRange(periodFrom, periodTo) > 366) return { field: 'periodTo', message: 'A billing period is at most 366 days' };
  return null;
}

/** The share (0..1) of a line's scheduled units whose entries carry a proof of execution. */
export function provenShare(schedule: readonly ScheduleEntry[] | undefined): number {
  const entries = schedule ?? [];
  const all = entries.reduce((s, e) => s + Math.max(0, e.units || 0), 0);
  if (all === 0) return 0;
  const proven = entries.reduce((s, e) => s + ((e.proofs?.length ?? 0) > 0 ? Math.max(0, e.units || 0) : 0), 0);
  return proven / all;
}

/** The share (0..1) of an order counted delivered: verified proof units over bought units when the line has a ledger, else `provenShare`. */
export function deliveredShare(order: Pick<FinanceOrder, 'schedule' | 'verified'>): number {
  const ledger = order.verified;
  if (ledger && ledger.bought > 0) return Math.min(1, Math.max(0, ledger.verified) / ledger.bought);
  return provenShare(order.schedule);
}

/** One signed insertion order of a campaign, as the finance view needs it. */
export type FinanceOrder = {
  orderId: string;
  description: string;
  /** The order's total including GST. */
  total: number;
  /** The campaign line's schedule (its entries' proofs), when the order came from a plan line. */
  schedule?: readonly ScheduleEntry[];
  /**
   * What verified proofs (issue 38) cover of the line: its delivery ledger's verified and bought
   * units. When the line has a ledger (bought > 0) it decides what is delivered; otherwise the
   * proofs staff recorded on schedule entries do (`provenShare`).
   */
  verified?: { verified: number; bought: number };
  /** What invoices billed of it, including GST. */
  invoiced: number;
};

/** A make-good of the campaign as the finance view needs it: the rule's stored output and the line's description. */
export type FinanceMakeGood = Pick<MakeGood, '_id' | 'lineId' | 'form' | 'decision' | 'shortUnits' | 'extraUnits' | 'extraDays' | 'credit' | 'unitRate' | 'decidedAt'> & {
  description: string;
};

/**
 * The campaign's finance view: ordered, delivered (proven share of each order), invoiced, paid
 * (verified payments), balance; and its accepted make-goods: credits (owed to the buyer, summed
 * to the paise; declined ones are left out) and extra units with their days.
 */
export function campaignFinance(
  orders: readonly FinanceOrder[], payments: readonly CountedPayment[], invoicedTotal?: number, makeGoods: readonly FinanceMakeGood[] = [],
): CampaignFinance {
  const lines = orders.map((o) => ({
    orderId: o.orderId,
    description: o.description,
    ordered: roundRupees(o.total),
    delivered: roundRupees(o.total * deliveredShare(o)),
    invoiced: roundRupees(o.invoiced),
  }));
  const sum = (pick: (l: (typeof lines)[number]) => number): number => lines.reduce((s, l) => s + toPaiseExact(pick(l)), 0) / 100;
  const invoiced = invoicedTotal === undefined ? sum((l) => l.invoiced) : roundRupees(invoicedTotal);
  const paid = payments.reduce((s, p) => (countsTowardPaid(p) && Number.isFinite(p.amount) ? s + toPaiseExact(p.amount) : s), 0) / 100;
  return {
    currency: 'INR',
    ordered: sum((l) => l.ordered),
    delivered: sum((l) => l.delivered),
    invoiced,
    paid,
    balance: (toPaiseExact(invoiced) - toPaiseExact(paid)) / 100,
    lines,
    ...financeMakeGoods(makeGoods),
  };
}

function financeMakeGoods(makeGoods: readonly FinanceMakeGood[]): Pick<CampaignFinance, 'makeGoodCredits' | 'makeGoodExtras'> {
  const accepted = makeGoods.filter((mg) => mg.decision === 'accepted');
  const items = accepted.filter((mg) => mg.form === 'credit').map((mg) => ({
    makeGoodId: mg._id, lineId: mg.lineId, description: mg.description, shortUnits: mg.shortUnits, unitRate: mg.unitRate, credit: mg.credit, decidedAt: mg.decidedAt,
  }));
  return {
    makeGoodCredits: { total: items.reduce((s, i) => s + toPaiseExact(i.credit), 0) / 100, items },
    makeGoodExtras: accepted.filter((mg) => mg.form === 'extra').map((mg) => ({
      makeGoodId: mg._id, lineId: mg.lineId, description: mg.description, extraUnits: mg.extraUnits,
      days: mg.extraDays.map((d) => ({ day: d.day, units: d.units })), decidedAt: mg.decidedAt,
    })),
  };
}
