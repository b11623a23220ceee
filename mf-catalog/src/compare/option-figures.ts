import { formatRate, type Attribute, type CatalogMediaOption } from 'shared-domain';
import { optionReach, type ReachEstimate } from 'shared-domain/reach';
import { newBagLine, priceOption, type BagLineMedia } from 'shared-domain/pricing';
import { formatNumber } from '../app/format';

/** What one option costs at its default units and what that buys, as the detail and compare pages show it. */
export type OptionFigures = {
  /** Subtotal before GST at the units "Add to bag" starts with (PRICING.md), rupees. */
  spend: number;
  reach: ReachEstimate;
  /** Rupees per thousand of the estimated reach; null when there is no estimate. */
  cpm: number | null;
};

/**
 * Prices the option exactly as a new bag line (so the spend matches what the bag will show)
 * and estimates its reach and CPM by SPEC.md section 9 (shared-domain `optionReach`).
 */
export function optionFigures(
  option: CatalogMediaOption,
  media: BagLineMedia,
  attributes: Readonly<Record<string, Attribute>> | undefined,
): OptionFigures {
  const spend = priceOption(newBagLine(option, media, option._id)).subTotal;
  return { spend, ...optionReach(media.category, attributes, option, spend) };
}

/** "25,29,000" or "N/A". */
export const reachText = (reach: ReachEstimate): string => (reach.kind === 'estimate' ? formatNumber(reach.reach) : 'N/A');

/** "₹82.25" or "N/A". */
export const cpmText = (cpm: number | null): string => (cpm === null ? 'N/A' : formatRate(cpm));

/** Why a figure is what it is: the rule used, or why there is none. */
export const reachNote = (reach: ReachEstimate): string => (reach.kind === 'estimate' ? reach.basis : reach.reason);
