/**
 * Deals: a media option's saving from its card rate to its offer (discounted) rate, and the
 * order `/deals` and the home page list them in. The rates are rule 4 of PRICING.md applied
 * to the option's default rates (the rates its listing and profile page show), so a deal
 * quotes the same figures as the option's own card; GST is extra, as everywhere.
 */
import type { CatalogMediaOption, MediaSummary } from './catalog-types';
import { round, round3, roundRate } from '../pricing/rounding';

/** `GET /catalog/deals`: how many deals by default and at most. */
export const DEALS_DEFAULT_LIMIT = 12;
export const DEALS_MAX_LIMIT = 48;

/** An option's card rate and offer (discounted) rate, rounded as rule 4 rounds them. */
export type OptionRates = { cardRate: number; offerRate: number };

/** An option's card-to-offer discount. */
export type OptionDiscount = OptionRates & {
  /** cardRate − offerRate in rupees; 0 when the offer is not below the card rate. */
  rupees: number;
  /** The discount as a whole percent of the card rate (half up); 0 without a discount. */
  percent: number;
  /** rupees ÷ cardRate unrounded, what deals are ranked by. */
  fraction: number;
};

/** Whole percent saved from a card rate to an offer rate; 0 when there is no saving. */
export function savingPercent(cardRate: number, offerRate: number): number {
  return cardRate > 0 && offerRate < cardRate ? round(((cardRate - offerRate) / cardRate) * 100) : 0;
}

/** The card-to-offer discount of an option at its default rates (rule 4 rounding). */
export function optionDiscount(option: Pick<CatalogMediaOption, 'rates'>): OptionDiscount {
  const cardRate = roundRate(option.rates.defaultRates.cardRate);
  const discountedRate = roundRate(option.rates.defaultRates.discountedRate);
  const has = cardRate > 0 && discountedRate < cardRate;
  const rupees = has ? round3(cardRate - discountedRate) : 0;
  return { cardRate, offerRate: discountedRate, rupees, percent: savingPercent(cardRate, discountedRate), fraction: has ? rupees / cardRate : 0 };
}

/** The option a deal is on, with its rates and discount, as a deal card shows it. */
export type OptionDeal = OptionRates & {
  optionId: string;
  optionName: string;
  /** How the rate is charged ('per 10 sec spot'), as the seller wrote it. */
  unitLabel: string;
  /** Rupees off the card rate, per unit. */
  discount: number;
  discountPercent: number;
  /** GST percent charged on top of the offer rate. */
  gstPercent: number;
};

/** One deal: the media profile as lists show it, with its best-discounted option. */
export type DealItem = MediaSummary & { deal: OptionDeal };

/** `GET /catalog/deals?limit=&category=`. */
export type DealsResponse = { items: DealItem[] };

/** The deal on an option, or null when its offer rate is not below its card rate. */
export function optionDeal(option: CatalogMediaOption): OptionDeal | null {
  const d = optionDiscount(option);
  if (d.rupees <= 0) return null;
  return {
    optionId: option._id,
    optionName: option.name,
    unitLabel: option.unitLabel,
    cardRate: d.cardRate,
    offerRate: d.offerRate,
    discount: d.rupees,
    discountPercent: d.percent,
    gstPercent: option.serviceTaxPercentage,
  };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Deal order: the largest discount as a share of the card rate first, then the most rupees
 * off, then media id and option id, so equal deals always come in the same order.
 */
export function compareDeals(a: DealItem, b: DealItem): number {
  const share = (x: DealItem) => x.deal.discount / x.deal.cardRate;
  return share(b) - share(a) || b.deal.discount - a.deal.discount || byText(a._id, b._id) || byText(a.deal.optionId, b.deal.optionId);
}

/** The best `limit` deals, one per media profile (its best option), in deal order. */
export function pickDeals(candidates: readonly DealItem[], limit: number): DealItem[] {
  const best = new Map<string, DealItem>();
  for (const item of candidates) {
    if (!(item.deal.discount > 0 && item.deal.cardRate > 0)) continue;
    const seen = best.get(item._id);
    if (!seen || compareDeals(item, seen) < 0) best.set(item._id, item);
  }
  return [...best.values()].sort(compareDeals).slice(0, Math.max(0, limit));
}
