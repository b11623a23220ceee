import { randomBytes } from 'node:crypto';
import { priceBag } from 'shared-domain';
import type { BagMediaOption, CatalogMediaOption, VariablePricingUnit } from 'shared-domain';

/** The bag's own fields (one row of `bags`). */
export type BagRecord = {
  _id: string;
  name: string;
  startDate: string | null;
  endDate: string | null;
  /** A flat number or 'x%' (PRICING.md bulk discount). */
  discountOnTotal: number | string | null;
  createdAt: string;
  updatedAt: string;
};

/** One bag line as stored: a BagMediaOption (its `_id` is the line id). */
export type BagLine = BagMediaOption;

export const DEFAULT_BAG_NAME = 'untitled-campaign';

/** What `GET /bag` answers for a user without a bag. */
export const EMPTY_BAG = { _id: null, name: DEFAULT_BAG_NAME, items: [], startDate: null, endDate: null, discountOnTotal: null } as const;

/** A fresh 24-hex id, the shape of the ids the site already handles. */
export function newObjectId(): string {
  return randomBytes(12).toString('hex');
}

/** A JSON deep copy, so a line never shares nested objects with the catalog option. */
function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A variable unit at its starting value: selects at their default, numbers at default ?? min. */
function initialVariableUnit(unit: VariablePricingUnit): VariablePricingUnit {
  const out = copy(unit);
  const start = unit.type === 'select'
    ? unit.defaultValue ?? unit.values?.[0] ?? unit.value
    : unit.defaultValue ?? unit.min ?? unit.value;
  if (start === undefined) delete out.value;
  else out.value = start;
  return out;
}

/** A new bag line for a catalog option (of media `mediaId`), selected, at its defaults. */
export function newBagLine(option: CatalogMediaOption, mediaId: string, lineId: string = newObjectId()): BagLine {
  return {
    _id: lineId,
    _mediaOption: option._id,
    _media: mediaId,
    select: true,
    pricingUnits: copy(option.pricingUnits ?? []),
    variablePricingUnits: (option.variablePricingUnits ?? []).map(initialVariableUnit),
    rates: copy(option.rates),
    minimumBilling: option.minimumBilling,
    serviceTaxPercentage: option.serviceTaxPercentage,
  };
}

/** Whole rupees, half up. */
const wholeRupees = (value: number): number => Math.round(value + Number.EPSILON);

/** The line's stored minimum billing in whole rupees (0 when it has none). */
export function minBillingOf(line: BagLine): number {
  const value = line.minBilling ?? line.minimumBilling ?? line.rates?.defaultRates?.minimumBilling ?? 0;
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
    totals: priced.totals,
    selectedTotals: priced.selectedTotals,
    distinctPricingUnits: priced.distinctPricingUnits,
  };
}

/** `GET /bag`: the priced bag (or the empty bag, with zero totals). */
export function toBagResponse(bag: BagRecord | null, lines: readonly BagLine[]) {
  return { data: toBagData(bag, lines) };
}

/** One priced line (`{ data: item }`), priced within its bag so its bulk-discount share is right. */
export function pricedLine(bag: BagRecord | null, lines: readonly BagLine[], lineId: string) {
  const item = priceLines(bag, lines).options.find((o) => o._id === lineId);
  if (!item) throw new Error(`line ${lineId} is not in the bag`);
  return item;
}
