/**
 * `priceOption`: PRICING.md rules 1–12 for one option.
 *
 * Written as one pass per option because `priceBag` runs it over whole bags (1,000 options
 * within a frame): rows are read once, unit values are turned to text once, rates are plain
 * numbers, and besides the resolved select units only the priced option (and, in `priceBag`,
 * one small record of figures per option until its bulk-discount share is known) is built.
 * `test/reference.ts` states the same rules one by one, as PRICING.md reads;
 * `pricing.reference.test.ts` checks this pass against it.
 */
import type { BagMediaOption, DefaultRates, Difference, PricingUnit, RateRow, VariablePricingUnit } from '../entities/pricing-types';
import { DEFAULT_PRICING_CONFIG, type PricedOption, type PricingConfig, type RateSet } from './types';
import { copyOf, resolveUnits } from './enabled-values';
import { asText, isInUse } from './units';
import { amountsFromSubTotal, discountAmount, grossAmount, minimumBilling, taxOn, withTax } from './amounts';
import { round, round3, roundRate } from './rounding';

/** Fills a partial config with the defaults (18 % GST). */
export const pricingConfig = (config?: Partial<PricingConfig>): PricingConfig => ({
  ...DEFAULT_PRICING_CONFIG,
  ...config,
});

const NO_ROWS: readonly Readonly<RateRow>[] = [];
const hasOwn = Object.prototype.hasOwnProperty;

/** One rate after a difference: flat adds `value`; a percentage adds value% of the running or the default rate. */
const applied = (running: number, base: number, diff: Readonly<Difference>): number =>
  diff.type === 'flat' ? running + diff.value : running + (diff.value / 100) * (diff.onRunningTotal ? running : base);

/**
 * What a unit holds for matching rows (rule 3): a pricing unit its value, a select its
 * current value, a number unit its rule-6 factor.
 */
function matchValue(unit: Readonly<PricingUnit> | Readonly<VariablePricingUnit>): unknown {
  if (!('type' in unit)) return unit.value;
  return unit.type === 'select' ? unit.value ?? unit.defaultValue ?? unit.values?.[0] : Number(unit.value ?? unit.defaultValue ?? 1);
}

/**
 * The units in use as rows see them: each unit's name and what it holds, as text, pricing
 * units first, then variable units (the first unit of a name is the one a row field refers
 * to); V (rule 2), N (rule 6) and the rule-9 product of number units' (defaultValue ?? min ?? 1).
 */
type HeldUnits = {
  readonly names: string[];
  readonly texts: (string | undefined)[];
  readonly v: number;
  readonly n: number;
  readonly standardUnits: number;
};

/** Reads the option's pricing units and its (resolved) variable units once. */
function heldUnits(pricingUnits: readonly Readonly<PricingUnit>[], variable: readonly Readonly<VariablePricingUnit>[]): HeldUnits {
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
  let n = 1;
  let standardUnits = 1;
  for (let i = 0; i < variable.length; i++) {
    const u = variable[i];
    if (!isInUse(u)) continue;
    if (u.type === 'number') {
      n *= Number(u.value ?? u.defaultValue ?? 1);
      standardUnits *= Number(u.defaultValue ?? u.min ?? 1);
    }
    const held = matchValue(u);
    names.push(u.name);
    texts.push(held === undefined ? undefined : asText(held));
  }
  return { names, texts, v, n, standardUnits };
}

/** How a row fares: it does not match, or it matches as a variant row or as a volume row. */
const NO_MATCH = 0;
const VARIANT = 1;
const VOLUME = 2;

/** Rule 3 for one row: every field must hold; a row with a `volume` field is a volume row. */
function rowMatch(row: Readonly<RateRow>, held: HeldUnits): number {
  const { names, texts, v } = held;
  const fields = row.fields;
  let isVolume = false;
  for (let k = 0; k < fields.length; k++) {
    const f = fields[k];
    const field = f.field;
    let holds: boolean;
    if (field === 'volume') {
      isVolume = true;
      const lo = f.min ?? v;
      const hi = f.max ?? v + 1;
      holds = lo <= v && v < hi;
    } else {
      let j = 0;
      while (j < names.length && names[j] !== field) j++;
      const text = j < names.length ? texts[j] : undefined;
      holds = text !== undefined && f.value !== undefined && asText(f.value) === text;
    }
    if (!holds) return NO_MATCH;
  }
  // A row that matches has had every field read, so `isVolume` is known.
  return isVolume ? VOLUME : VARIANT;
}

/** The best matching variant row and volume row (rule 3). */
type BestRows = { readonly variant?: Readonly<RateRow>; readonly volume?: Readonly<RateRow> };

/** Rule 3: the best (most fields, earliest) matching variant row and volume row, in one pass. */
function bestRows(rows: readonly Readonly<RateRow>[], held: HeldUnits): BestRows {
  let variant: Readonly<RateRow> | undefined;
  let volume: Readonly<RateRow> | undefined;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    const match = rowMatch(row, held);
    if (match === VOLUME) {
      if (!volume || row.fields.length > volume.fields.length) volume = row;
    } else if (match === VARIANT && (!variant || row.fields.length > variant.fields.length)) {
      variant = row;
    }
  }
  return { variant, volume };
}

/** A difference applied to each of the three rates; percentages of the default rates unless on the running total. */
const withDifference = (running: RateSet, defaults: RateSet, diff: Readonly<Difference>): RateSet => ({
  cardRate: applied(running.cardRate, defaults.cardRate, diff),
  discountedRate: applied(running.discountedRate, defaults.discountedRate, diff),
  vendorRate: applied(running.vendorRate, defaults.vendorRate, diff),
});

/** Rule 4 before rounding: default rates (vendor defaults to discounted) → best variant row → best volume row. */
function rowRates(d: Readonly<DefaultRates>, best: BestRows): RateSet {
  const defaults: RateSet = { cardRate: d.cardRate, discountedRate: d.discountedRate, vendorRate: d.vendorRate ?? d.discountedRate };
  const afterVariant = best.variant ? withDifference(defaults, defaults, best.variant.difference) : defaults;
  return best.volume ? withDifference(afterVariant, defaults, best.volume.difference) : afterVariant;
}

/** Rule 7: Q = Σ schedule units, else V. */
function quantityOf(option: Readonly<BagMediaOption>, v: number): number {
  const schedule = option.schedule;
  if (!schedule || schedule.length === 0) return v;
  let q = 0;
  for (let i = 0; i < schedule.length; i++) q += Number(schedule[i].units);
  return q;
}

/** Display unit rate: the rule-4 discounted rate rounded to 3 decimals (not to whole rupees). */
export function unitRate(option: Readonly<BagMediaOption>): number {
  const rows = option.rates.otherRates ?? NO_ROWS;
  const held = heldUnits(option.pricingUnits, resolveUnits(option.variablePricingUnits, rows));
  return round3(rowRates(option.rates.defaultRates, bestRows(rows, held)).discountedRate);
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
  const rows = option.rates.otherRates ?? NO_ROWS;
  const variable = resolveUnits(option.variablePricingUnits, rows); // rule 1
  const held = heldUnits(option.pricingUnits, variable); // rules 2, 3 and 6
  const rates = rowRates(option.rates.defaultRates, bestRows(rows, held)); // rules 3–4
  const cardRate = roundRate(rates.cardRate);
  const vendorRate = roundRate(rates.vendorRate);
  const rateEdited = typeof option.agencyRate === 'number'; // rule 5
  const discountedRate = rateEdited ? (option.agencyRate as number) : roundRate(rates.discountedRate);
  const { n } = held;
  const q = quantityOf(option, held.v);

  // Rules 8–12.
  const gross = grossAmount(discountedRate, n, q);
  const net = gross - discountAmount(option.discount, gross);
  const minBilling = minimumBilling(option, discountedRate, held.standardUnits);
  const pct = option.serviceTaxPercentage ?? defaultTaxPercentage;
  const payable = round(vendorRate * n * q);
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
    cardTotal: round(cardRate * n * q),
    subTotal: round(Math.max(net, minBilling)),
    payable,
    taxPayable: taxOn(payable, pct),
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
  out.variablePricingUnits = f.variable;
  out.cardRate = f.cardRate;
  out.discountedRate = f.discountedRate;
  out.vendorRate = f.vendorRate;
  out.rateEdited = f.rateEdited;
  out.quantity = f.quantity;
  out.minBilling = f.minBilling;
  out.minBillingApplied = f.minBillingApplied;
  out.serviceTaxPercentage = f.serviceTaxPercentage;
  out.cardTotal = f.cardTotal;
  const amounts = amountsFromSubTotal(share === undefined ? f.subTotal : f.subTotal - share, f.serviceTaxPercentage, f.cardTotal);
  out.subTotal = amounts.subTotal;
  out.serviceTax = amounts.serviceTax;
  out.totalPrice = amounts.totalPrice;
  out.savings = amounts.savings;
  out.receivable = amounts.receivable;
  out.taxReceivable = amounts.taxReceivable;
  out.totalReceivable = amounts.totalReceivable;
  out.payable = f.payable;
  out.taxPayable = f.taxPayable;
  out.totalPayable = withTax(f.payable, f.taxPayable);
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
