/**
 * A saved campaign's lines as a media plan's priced lines. A campaign stores each option as
 * `priceBag` priced it when it was saved (a quote: figures kept as saved, bulk-discount share
 * included), so its plan shows exactly those figures and its totals equal the campaign's
 * (`sumTotals` of the same lines, what service B answers as `totals`).
 */
import type { PricedMediaOption } from '../entities/entities';
import { repairPricedOption } from '../pricing/repair';
import type { MediaPlanSourceLine } from './types';

/** The figures a media plan's row reads off a priced line. */
const ROW_FIGURES = [
  'cardRate', 'discountedRate', 'quantity', 'minBilling', 'subTotal', 'serviceTaxPercentage', 'serviceTax', 'totalPrice', 'cardTotal', 'savings',
] as const;

/** A line as a campaign document holds it: an older one may lack any figure or list. */
export type StoredPlanLine = { readonly _id: string } & Partial<Readonly<Omit<PricedMediaOption, '_id'>>>;

const isFigure = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value);

/**
 * The campaign's lines, in order, ready for `mediaPlanRows`: each kept as saved; a line
 * missing a figure or holding one that is not a finite number is priced again from its units
 * by the pricing engine (`repairPricedOption`, as service B reads a damaged document). Throws
 * when such a line has no rates to price it with.
 */
export function campaignPlanLines(options: readonly StoredPlanLine[]): MediaPlanSourceLine[] {
  return options.map((option) => {
    const line = { pricingUnits: [], variablePricingUnits: [], ...option } as PricedMediaOption;
    if (ROW_FIGURES.every((key) => isFigure(line[key]))) return repairPricedOption(line);
    if (!line.rates?.defaultRates) throw new Error(`The line ${option._id} has no price to show.`);
    // A missing figure reads as broken, so the engine prices the line again from its units.
    const broken = Object.fromEntries(ROW_FIGURES.filter((key) => !isFigure(line[key])).map((key) => [key, Number.NaN]));
    return repairPricedOption({ ...line, ...broken });
  });
}
