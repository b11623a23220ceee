/**
 * `priceOption`: PRICING.md rules 1–12 for one option.
 *
 * Written as one pass per option because `priceBag` runs it over whole bags (1,000 options
 * within a frame): rows are read once, unit values are turned to text once, rates are plain
 * numbers, and the priced option is the only object built besides the resolved select units.
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

/** A priced option as built here: the option's fields, then the amounts (filled in place by `priceBag`). */
export type PricedRecord = Record<string, unknown> & PricedOption<BagMediaOption>;

/**
 * Rules 1–12 for one option with `defaultTaxPercentage` as the GST of an option without its
 * own. Answers a new object, keys in the order `priceOption` has always given them: the
 * option's own (its stale `discountOnTotal` dropped), then the figures; with `shareSlot`,
 * then `discountOnTotal: 0` for `priceBag` to fill in.
 */
export function priceOne(option: Readonly<BagMediaOption>, defaultTaxPercentage: number, shareSlot = false): PricedRecord {
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
  const serviceTax = round2((subTotal * pct) / 100);
  const totalPrice = round2(subTotal + serviceTax);

  // The option's own fields, with the resolved units; a bulk-discount share belongs to the
  // bag pricing that produced it, not to this one.
  let out: Record<string, unknown>;
  if (hasOwn.call(option, 'discountOnTotal')) {
    const { discountOnTotal: _stale, ...rest } = option as BagMediaOption & { discountOnTotal?: unknown };
    out = rest;
  } else {
    out = copyOf(option) as Record<string, unknown>;
  }
  out.variablePricingUnits = variable;
  out.cardRate = cardRate;
  out.discountedRate = discountedRate;
  out.vendorRate = vendorRate;
  out.rateEdited = rateEdited;
  out.quantity = q;
  out.minBilling = minBilling;
  out.minBillingApplied = net < minBilling;
  out.serviceTaxPercentage = pct;
  out.cardTotal = cardTotal;
  out.subTotal = subTotal;
  out.serviceTax = serviceTax;
  out.totalPrice = totalPrice;
  out.savings = cardTotal - subTotal;
  out.receivable = subTotal;
  out.taxReceivable = serviceTax;
  out.totalReceivable = totalPrice;
  out.payable = payable;
  out.taxPayable = taxPayable;
  out.totalPayable = round2(payable + taxPayable);
  // `priceBag` fills in the bulk-discount share; the key made here keeps it last, as a
  // copy with the share appended would (and spares a new hidden class per option there).
  if (shareSlot) out.discountOnTotal = 0;
  return out as PricedRecord;
}

/** Prices one option per PRICING.md rules 1–12 and returns a new, fully priced option. */
export function priceOption<T extends BagMediaOption>(
  option: Readonly<T>,
  config?: Partial<PricingConfig>,
): PricedOption<T> {
  return priceOne(option, pricingConfig(config).serviceTaxPercentage) as unknown as PricedOption<T>;
}
