/**
 * `priceOption`: PRICING.md rules 1–12 for one option.
 *
 * Written as one pass per option because `priceBag` runs it over whole bags (1,000 options
 * within a frame): rows are read once, unit values are turned to text once, rates are plain
 * numbers, and besides the resolved select units only the priced option (and, in `priceBag`,
 * one small record of figures per option until its bulk-discount share is known) is built.
 * The small per-rule functions (units.ts, rows.ts, rates.ts, amounts.ts) state the same rules
 * one by one; `pricing.reference.test.ts` checks this pass against the implementation it replaced.
 */
import type { BagMediaOption, Difference, PricingUnit, RateRow, VariablePricingUnit } from '../entities/pricing-types';
import { DEFAULT_PRICING_CONFIG, type PricedOption, type PricingConfig } from './types';
import { copyOf, resolveUnits } from './enabled-values';
import { asText, isInUse } from './units';
import { discountAmount } from './amounts';
import { round, round2, roundRate } from './rounding';

/** Fills a partial config with the defaults (18 % GST). */
export const pricingConfig = (config?: Partial<PricingConfig>): PricingConfig => ({
  ...DEFAULT_PRICING_CONFIG,
  ...config,
});

const NO_ROWS: readonly Readonly<RateRow>[] = [];
const hasOwn = Object.prototype.hasOwnProperty;

/** One rate after a difference (rates.ts `applyDifferenceToRate`). */
const applied = (running: number, base: number, diff: Readonly<Difference>): number =>
  diff.type === 'flat' ? running + diff.value : running + (diff.value / 100) * (diff.onRunningTotal ? running : base);

/**
 * What a unit holds for matching rows (units.ts `currentUnitValue`): a pricing unit its value,
 * a select its current value, a number unit its rule-6 factor.
 */
function matchValue(unit: Readonly<PricingUnit> | Readonly<VariablePricingUnit>): unknown {
  if (!('type' in unit)) return unit.value;
  return unit.type === 'select' ? unit.value ?? unit.defaultValue ?? unit.values?.[0] : Number(unit.value ?? unit.defaultValue ?? 1);
}

/** A priced option as built here: the option's fields, then the figures. */
export type PricedRecord = Record<string, unknown> & PricedOption<BagMediaOption>;

/** What rules 1–12 work out for one option, before any bulk-discount share. */
export type Figures = {
  readonly variable: VariablePricingUnit[];
  readonly cardRate: number;
  readonly discountedRate: number;
  readonly vendorRate: number;
  readonly rateEdited: boolean;
  readonly quantity: number;
  readonly minBilling: number;
  readonly minBillingApplied: boolean;
  readonly serviceTaxPercentage: number;
  readonly cardTotal: number;
  readonly subTotal: number;
  readonly payable: number;
  readonly taxPayable: number;
};

/** Rules 1–12 for one option, with `defaultTaxPercentage` as the GST of an option without its own. */
export function optionFigures(option: Readonly<BagMediaOption>, defaultTaxPercentage: number): Figures {
  const rates = option.rates;
  const otherRates = rates.otherRates ?? NO_ROWS;
  const variable = resolveUnits(option.variablePricingUnits, otherRates); // rule 1

  // Rule 2 (V) and, for rule 3, what each unit in use holds, as text: pricing units first,
  // then variable units; the first unit of a name is the one a row field refers to.
  const pricingUnits = option.pricingUnits;
  const names: string[] = [];
  const texts: (string | undefined)[] = [];
  let v = 1;
  for (let i = 0; i < pricingUnits.length; i++) {
    const u = pricingUnits[i];
    if (!isInUse(u)) continue;
    v *= Number(u.value);
    const held = matchValue(u);
    names.push(u.name);
    texts.push(held === undefined ? undefined : asText(held));
  }
  // Rule 6 (N) and the rule-9 product of number units' (defaultValue ?? min ?? 1).
  let n = 1;
  let minimumUnits = 1;
  for (let i = 0; i < variable.length; i++) {
    const u = variable[i];
    if (!isInUse(u)) continue;
    if (u.type === 'number') {
      n *= Number(u.value ?? u.defaultValue ?? 1);
      minimumUnits *= Number(u.defaultValue ?? u.min ?? 1);
    }
    const held = matchValue(u);
    names.push(u.name);
    texts.push(held === undefined ? undefined : asText(held));
  }

  // Rule 3: the best (most fields, earliest) matching variant row and volume row, in one pass.
  let variant: Readonly<RateRow> | undefined;
  let volumeRow: Readonly<RateRow> | undefined;
  for (let r = 0; r < otherRates.length; r++) {
    const row = otherRates[r];
    const fields = row.fields;
    let isVolume = false;
    let holds = true;
    for (let k = 0; k < fields.length && holds; k++) {
      const f = fields[k];
      const field = f.field;
      if (field === 'volume') {
        isVolume = true;
        const lo = f.min ?? v;
        const hi = f.max ?? v + 1;
        holds = lo <= v && v < hi;
      } else {
        let j = 0;
        while (j < names.length && names[j] !== field) j++;
        const held = j < names.length ? texts[j] : undefined;
        holds = held !== undefined && f.value !== undefined && asText(f.value) === held;
      }
    }
    if (!holds) continue;
    // A row that matches has had every field read, so `isVolume` is known.
    if (isVolume) {
      if (!volumeRow || fields.length > volumeRow.fields.length) volumeRow = row;
    } else if (!variant || fields.length > variant.fields.length) {
      variant = row;
    }
  }

  // Rule 4: default → best variant row → best volume row, then rounded; rule 5: agency rate.
  const defaults = rates.defaultRates;
  const defaultCard = defaults.cardRate;
  const defaultDiscounted = defaults.discountedRate;
  const defaultVendor = defaults.vendorRate ?? defaults.discountedRate;
  let card = defaultCard;
  let discounted = defaultDiscounted;
  let vendor = defaultVendor;
  if (variant) {
    const diff = variant.difference;
    card = applied(card, defaultCard, diff);
    discounted = applied(discounted, defaultDiscounted, diff);
    vendor = applied(vendor, defaultVendor, diff);
  }
  if (volumeRow) {
    const diff = volumeRow.difference;
    card = applied(card, defaultCard, diff);
    discounted = applied(discounted, defaultDiscounted, diff);
    vendor = applied(vendor, defaultVendor, diff);
  }
  const cardRate = roundRate(card);
  const vendorRate = roundRate(vendor);
  const rateEdited = typeof option.agencyRate === 'number';
  const discountedRate = rateEdited ? (option.agencyRate as number) : roundRate(discounted);

  // Rule 7: Q = Σ schedule units, else V.
  const schedule = option.schedule;
  let q = v;
  if (schedule && schedule.length > 0) {
    q = 0;
    for (let i = 0; i < schedule.length; i++) q += Number(schedule[i].units);
  }

  // Rules 8–12.
  const gross = discountedRate * n * q;
  const net = gross - discountAmount(option.discount, gross);
  const stated = option.minBilling ?? option.minimumBilling ?? defaults.minimumBilling;
  const minimum = stated ?? discountedRate * minimumUnits;
  const minBilling = minimum > 5 ? round(minimum) : minimum;
  const subTotal = round(Math.max(net, minBilling));
  const pct = option.serviceTaxPercentage ?? defaultTaxPercentage;
  const cardTotal = round(cardRate * n * q);
  const payable = round(vendorRate * n * q);
  const taxPayable = round2((payable * pct) / 100);
  return {
    variable,
    cardRate,
    discountedRate,
    vendorRate,
    rateEdited,
    quantity: q,
    minBilling,
    minBillingApplied: net < minBilling,
    serviceTaxPercentage: pct,
    cardTotal,
    subTotal,
    payable,
    taxPayable: round2((payable * pct) / 100),
  };
}

/**
 * The priced option: a new object with the option's own keys (its stale `discountOnTotal`
 * dropped; a share belongs to the bag pricing that produced it) and then the figures, in the
 * order `priceOption` has always given them. With a bulk-discount `share` (from `priceBag`),
 * the amounts that follow from the subtotal are those of `subTotal − share` (minimum billing
 * is not applied again) and `discountOnTotal` comes last.
 */
export function pricedOption(option: Readonly<BagMediaOption>, f: Figures, share?: number): PricedRecord {
  let out: Record<string, unknown>;
  if (hasOwn.call(option, 'discountOnTotal')) {
    const { discountOnTotal: _stale, ...rest } = option as BagMediaOption & { discountOnTotal?: unknown };
    out = rest;
  } else {
    out = copyOf(option) as Record<string, unknown>;
  }
  const pct = f.serviceTaxPercentage;
  const subTotal = share === undefined ? f.subTotal : f.subTotal - share;
  const serviceTax = round2((subTotal * pct) / 100);
  const totalPrice = round2(subTotal + serviceTax);
  out.variablePricingUnits = f.variable;
  out.cardRate = f.cardRate;
  out.discountedRate = f.discountedRate;
  out.vendorRate = f.vendorRate;
  out.rateEdited = f.rateEdited;
  out.quantity = f.quantity;
  out.minBilling = f.minBilling;
  out.minBillingApplied = f.minBillingApplied;
  out.serviceTaxPercentage = pct;
  out.cardTotal = f.cardTotal;
  out.subTotal = subTotal;
  out.serviceTax = serviceTax;
  out.totalPrice = totalPrice;
  out.savings = f.cardTotal - subTotal;
  out.receivable = subTotal;
  out.taxReceivable = serviceTax;
  out.totalReceivable = totalPrice;
  out.payable = f.payable;
  out.taxPayable = f.taxPayable;
  out.totalPayable = round2(f.payable + f.taxPayable);
  if (share !== undefined) out.discountOnTotal = share;
  return out as PricedRecord;
}

/** Prices one option per PRICING.md rules 1–12 and returns a new, fully priced option. */
export function priceOption<T extends BagMediaOption>(
  option: Readonly<T>,
  config?: Partial<PricingConfig>,
): PricedOption<T> {
  return pricedOption(option, optionFigures(option, pricingConfig(config).serviceTaxPercentage)) as unknown as PricedOption<T>;
}
