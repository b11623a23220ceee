import { randomBytes } from 'node:crypto';
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
export const EMPTY_BAG = { _id: null, name: DEFAULT_BAG_NAME, items: [], startDate: null, endDate: null } as const;

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

/** `GET /bag`: the bag with its lines in position order (or the empty bag). */
export function toBagResponse(bag: BagRecord | null, lines: readonly BagLine[]) {
  if (!bag) return { data: { ...EMPTY_BAG, items: [] as BagLine[] } };
  return {
    data: {
      _id: bag._id as string | null,
      name: bag.name,
      items: lines.map((line) => ({ ...line })),
      startDate: bag.startDate,
      endDate: bag.endDate,
    },
  };
}
