import { randomBytes } from 'node:crypto';
import { priceBag, statedMinimumBilling } from 'shared-domain';
import type { BagMediaOption } from 'shared-domain';

/** The bag's own fields (one row of `bags`). */
export type BagRecord = {
  _id: string;
  name: string;
  startDate: string | null;
  endDate: string | null;
  /** A flat number or 'x%' (PRICING.md bulk discount). */
  discountOnTotal: number | string | null;
  /** A bulk discount a buyer who may not set rates asked for: never priced (shared-domain rate-requests). */
  requestedDiscountOnTotal: number | string | null;
  createdAt: string;
  updatedAt: string;
};

/** One bag line as stored: a BagMediaOption (its `_id` is the line id). */
export type BagLine = BagMediaOption;

export const DEFAULT_BAG_NAME = 'untitled-campaign';

/** A fresh 24-hex id, the shape of the ids the site already handles. */
export function newObjectId(): string {
  return randomBytes(12).toString('hex');
}

/** Whole rupees, half up. */
const wholeRupees = (value: number): number => Math.round(value + Number.EPSILON);

/** The line's stored minimum billing in whole rupees (0 when it has none). */
export function minBillingOf(line: BagLine): number {
  const value = statedMinimumBilling(line) ?? 0;
  return Number.isFinite(value) ? wholeRupees(value) : 0;
}

/** `GET /bag/count`: how many lines and, per line, what the header and the local bag need. */
export function toCountResponse(lines: readonly BagLine[]) {
  return {
    data: {
      count: lines.length,
      items: lines.map((line) => ({ _mediaOption: line._mediaOption, minBilling: minBillingOf(line), _media: line._media })),
    },
  };
}

/** The bag-level fields `priceBag` needs, as stored. */
const bulkDiscountOf = (bag: BagRecord | null): number | string | undefined => bag?.discountOnTotal ?? undefined;

/** Every line priced (PRICING.md `priceBag`) with the bag's bulk discount. */
export function priceLines(bag: BagRecord | null, lines: readonly BagLine[]) {
  return priceBag(lines, { discountOnTotal: bulkDiscountOf(bag) });
}

/**
 * The bag as `GET /bag` and the bag-wide writes answer it: lines in position order, each
 * priced on read (PRICING.md), with totals, selected totals and the distinct units in use.
 */
export function toBagData(bag: BagRecord | null, lines: readonly BagLine[]) {
  const priced = priceLines(bag, lines);
  return {
    _id: bag?._id ?? null,
    name: bag?.name ?? DEFAULT_BAG_NAME,
    items: priced.options,
    startDate: bag?.startDate ?? null,
    endDate: bag?.endDate ?? null,
    discountOnTotal: bag?.discountOnTotal ?? null,
    requestedDiscountOnTotal: bag?.requestedDiscountOnTotal ?? null,
    totals: priced.totals,
    selectedTotals: priced.selectedTotals,
    distinctPricingUnits: priced.distinctPricingUnits,
  };
}

/** `GET /bag`: the priced bag (or the empty bag, with zero totals). */
export function toBagResponse(bag: BagRecord | null, lines: readonly BagLine[]) {
  return { data: toBagData(bag, lines) };
}

/**
 * Whether pricing one line needs the bag's other lines: only for its share of a bulk
 * discount (split by subtotals). Without one every share is 0 and a line prices alone.
 */
export const needsWholeBag = (bag: BagRecord | null): boolean => bulkDiscountOf(bag) !== undefined;

/**
 * One priced line (`{ data: item }`), priced within its bag so its bulk-discount share is
 * right: exactly `priceLines(bag, lines)`'s option for the line, but without a bulk discount
 * only that line is priced (`lines` may then be the line alone).
 */
export function pricedLine(bag: BagRecord | null, lines: readonly BagLine[], lineId: string) {
  const index = lines.findIndex((l) => l._id === lineId);
  if (index < 0) throw new Error(`line ${lineId} is not in the bag`);
  if (!needsWholeBag(bag)) return priceBag([lines[index]]).options[0];
  return priceLines(bag, lines).options[index];
}
