import type { CampaignAmounts, PricedMediaOption } from '../entities/entities';
import { sumTotals } from '../pricing/price-bag';
import { round2 } from '../pricing/rounding';
import type { BagTotals } from '../pricing/types';

/** A campaign's own amount fields (SPEC.md section 3) plus its total price. */
export type CampaignFigures = CampaignAmounts & { totalPrice: number };

const money = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The campaign's figures: each is the sum over its priced options (round2, paise exact). */
export function campaignAmounts(options: readonly PricedMediaOption[]): CampaignFigures {
  const sums = sumTotals(options);
  const sum = (field: 'taxReceivable' | 'taxPayable') => round2(options.reduce((s, o) => s + money(o[field]), 0));
  return {
    totalPrice: sums.totalPrice,
    receivable: sums.receivable,
    taxReceivable: sum('taxReceivable'),
    totalReceivable: sums.totalReceivable,
    payable: sums.payable,
    taxPayable: sum('taxPayable'),
    totalPayable: sums.totalPayable,
  };
}

/**
 * A campaign without the option `optionId`, with the totals `priceBag` reports for a bag.
 * The remaining options keep the figures they were saved with (their bulk-discount share
 * included): a campaign is a quote, so removing one line never re-prices the others.
 * Null when no option has that id.
 */
export function removeCampaignOption<T extends PricedMediaOption>(
  options: readonly T[], optionId: string,
): { mediaOptions: T[]; totals: BagTotals } | null {
  const rest = options.filter((o) => o._id !== optionId);
  if (rest.length === options.length) return null;
  return { mediaOptions: rest, totals: sumTotals(rest) };
}

/** What `removeOptionFromPlans` reads and writes of a plan. */
type PlanWithOptions<T> = { approved?: boolean; mediaOptions?: readonly T[]; totals?: BagTotals; updatedAt?: string };

/**
 * The plans after the advertiser removed the campaign's option `optionId`: every plan not yet
 * approved that holds it (same `_id`) loses it, with `removeCampaignOption`'s totals of the
 * rest (figures unchanged) and `updatedAt` = `at`, so approving a plan never brings a removed
 * option back. Approved plans are a record of what was agreed and stay as they are.
 * `changed` lists the ids of the plans that lost the option.
 */
export function removeOptionFromPlans<T extends PricedMediaOption, P extends PlanWithOptions<T> & { _id: string }>(
  plans: readonly P[], optionId: string, at: string,
): { plans: P[]; changed: string[] } {
  const changed: string[] = [];
  const next = plans.map((plan) => {
    if (plan.approved === true || !Array.isArray(plan.mediaOptions)) return plan;
    const result = removeCampaignOption(plan.mediaOptions, optionId);
    if (!result) return plan;
    changed.push(plan._id);
    return { ...plan, mediaOptions: result.mediaOptions, totals: result.totals, updatedAt: at };
  });
  return { plans: next, changed };
}
