/**
 * A new bag line for a catalog option. The server builds a signed-in user's lines with it
 * and the browser builds a guest's local lines with it, so a guest sees the same starting
 * units (and so the same price) the server will store at the login sync.
 */
import type { CatalogMediaOption } from '../catalog/catalog-types';
import type { BagLineDisplay, BagMediaOption, VariablePricingUnit } from '../entities/pricing-types';
import { randomObjectId } from './edits';

/** The media fields a line copies for display (what `GET /catalog/options` answers beside each option). */
export type BagLineMedia = {
  _id: string;
  name: string;
  category: string;
  slug: string;
  logoUrl?: string | null;
  city?: string | null;
};

/** A JSON deep copy, so a line never shares nested objects with the catalog option. */
function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A variable unit at its starting value: selects at their default, numbers at default ?? min. */
export function initialVariableUnit(unit: Readonly<VariablePricingUnit>): VariablePricingUnit {
  const out = copy(unit) as VariablePricingUnit;
  const start = unit.type === 'select'
    ? unit.defaultValue ?? unit.values?.[0] ?? unit.value
    : unit.defaultValue ?? unit.min ?? unit.value;
  if (start === undefined) delete out.value;
  else out.value = start;
  return out;
}

/** What the bag shows about the line, copied now so it reads without the catalog later. */
function bagLineDisplay(option: Readonly<CatalogMediaOption>, media: Readonly<BagLineMedia>): BagLineDisplay {
  return {
    mediaName: media.name,
    optionName: option.name,
    category: media.category,
    slug: media.slug,
    logoUrl: media.logoUrl ?? null,
    city: media.city ?? null,
    unitLabel: option.unitLabel ?? null,
  };
}

/** A new bag line for `option` of `media`: selected, its units at their defaults, with display info. */
export function newBagLine(option: Readonly<CatalogMediaOption>, media: Readonly<BagLineMedia>, lineId: string = randomObjectId()): BagMediaOption {
  return {
    _id: lineId,
    _mediaOption: option._id,
    _media: media._id,
    select: true,
    pricingUnits: copy(option.pricingUnits ?? []),
    variablePricingUnits: (option.variablePricingUnits ?? []).map(initialVariableUnit),
    rates: copy(option.rates),
    minimumBilling: option.minimumBilling,
    serviceTaxPercentage: option.serviceTaxPercentage,
    display: bagLineDisplay(option, media),
  };
}
