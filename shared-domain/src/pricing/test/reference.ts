/**
 * The reference the one-pass engine (price-option.ts, enabled-values.ts, price-bag.ts) is
 * checked against: PRICING.md stated rule by rule, with small functions, spreads and
 * `String()` as the page reads, no shortcut taken for speed. It is the implementation the
 * engine replaced, unchanged but for names; only the pricing tests import it.
 */
import type { BagMediaOption, DefaultRates, Difference, PricingUnit, RateField, RateRow, VariablePricingUnit } from '../../entities/pricing-types';
import type { BagTotals, DistinctPricingUnit, PricingConfig, RateSet } from '../types';

type Value = string | number;
type Unit = Readonly<PricingUnit> | Readonly<VariablePricingUnit>;

// Rounding: half-up, treating float noise at a half as the half.

/** Rounds `x` half-up to `decimals` places. */
export function roundTo(x: number, decimals: number): number {
  if (!Number.isFinite(x)) return x;
  const scale = 10 ** decimals;
  const scaled = x * scale;
  const floor = Math.floor(scaled);
  const tolerance = 8 * Number.EPSILON * Math.max(1, Math.abs(scaled));
  const rounded = Math.abs(scaled - floor - 0.5) <= tolerance ? floor + 1 : Math.round(scaled);
  const result = rounded / scale;
  return Object.is(result, -0) ? 0 : result;
}
export const round = (x: number): number => roundTo(x, 0);
export const round2 = (x: number): number => roundTo(x, 2);
export const round3 = (x: number): number => roundTo(x, 3);
/** Rule 4: a rate above 5 is whole rupees, at or below 5 it keeps 3 decimals. */
const roundRate = (rate: number): number => (rate > 5 ? round(rate) : round3(rate));

// Units: which take part, their current values, and the products V, N and Q (rules 2, 6, 7).

const isInUse = (unit: { readonly inUse?: boolean }): boolean => unit.inUse !== false;
const sameValue = (a: unknown, b: unknown): boolean => a !== undefined && b !== undefined && String(a) === String(b);
const selectDefault = (unit: Readonly<VariablePricingUnit>) => unit.defaultValue ?? unit.values?.[0];
const selectCurrent = (unit: Readonly<VariablePricingUnit>) => unit.value ?? selectDefault(unit);
const numberUnitValue = (unit: Readonly<VariablePricingUnit>): number => Number(unit.value ?? unit.defaultValue ?? 1);
const numberUnits = (option: Readonly<BagMediaOption>) =>
  option.variablePricingUnits.filter((u) => u.type === 'number' && isInUse(u));
/** Rule 2: V = Π pricingUnits[].value over units in use. */
const volume = (option: Readonly<BagMediaOption>): number =>
  option.pricingUnits.filter(isInUse).reduce((product, u) => product * Number(u.value), 1);
/** Rule 6: N = Π over number units of `value ?? defaultValue ?? 1`. */
const numberUnitsProduct = (option: Readonly<BagMediaOption>): number =>
  numberUnits(option).reduce((product, u) => product * numberUnitValue(u), 1);
/** Rule 7: Q = Σ schedule[].units when the schedule has entries, else V. */
const quantity = (option: Readonly<BagMediaOption>): number =>
  option.schedule && option.schedule.length > 0
    ? option.schedule.reduce((sum, entry) => sum + Number(entry.units), 0)
    : volume(option);
/** What the unit named `name` holds for matching rows: pricing units first, then variable units. */
function currentUnitValue(option: Readonly<BagMediaOption>, name: string): string | number | undefined {
  const unit: Unit | undefined =
    option.pricingUnits.find((u) => u.name === name && isInUse(u)) ??
    option.variablePricingUnits.find((u) => u.name === name && isInUse(u));
  if (!unit) return undefined;
  if (!('type' in unit)) return unit.value;
  return unit.type === 'select' ? selectCurrent(unit) : numberUnitValue(unit);
}

// Rate rows (rule 3): volume vs variant rows, matching, and the best row.

const isVolumeRow = (row: Readonly<RateRow>): boolean => row.fields.some((f) => f.field === 'volume');
const variantRows = (option: Readonly<BagMediaOption>) => (option.rates.otherRates ?? []).filter((row) => !isVolumeRow(row));
const volumeRows = (option: Readonly<BagMediaOption>) => (option.rates.otherRates ?? []).filter(isVolumeRow);
/** A volume field holds when lo ≤ V < hi, with lo = min ?? V and hi = max ?? V + 1. */
function volumeFieldHolds(field: Readonly<RateField>, v: number): boolean {
  const lo = field.min ?? v;
  const hi = field.max ?? v + 1;
  return lo <= v && v < hi;
}
const fieldHolds = (option: Readonly<BagMediaOption>, field: Readonly<RateField>, v: number): boolean =>
  field.field === 'volume' ? volumeFieldHolds(field, v) : sameValue(currentUnitValue(option, field.field), field.value);
const rowMatches = (option: Readonly<BagMediaOption>, row: Readonly<RateRow>, v = volume(option)): boolean =>
  row.fields.every((field) => fieldHolds(option, field, v));
/** The matching row with the most fields; ties go to the earlier row. */
function bestRow(option: Readonly<BagMediaOption>, rows: readonly Readonly<RateRow>[]) {
  const v = volume(option);
  let best: Readonly<RateRow> | undefined;
  for (const row of rows) if (rowMatches(option, row, v) && (!best || row.fields.length > best.fields.length)) best = row;
  return best;
}

// Rule 1: cascading enabled values.

const rowNames = (row: Readonly<RateRow>, name: string): boolean => row.fields.some((f) => f.field === name);

/** The values of `unit` enabled given the current values of the select units before it. */
export function enabledValuesFor(
  unit: Readonly<VariablePricingUnit>,
  earlier: readonly Readonly<VariablePricingUnit>[],
  rows: readonly Readonly<RateRow>[],
): Value[] {
  const all = [...(unit.values ?? [])];
  if (!rows.some((row) => rowNames(row, unit.name))) return all;
  const earlierValue = new Map(earlier.map((u) => [u.name, selectCurrent(u)] as const));
  const enabled: unknown[] = [];
  if (earlier.every((u) => sameValue(selectCurrent(u), selectDefault(u)))) enabled.push(selectDefault(unit));
  for (const row of rows) {
    const consistent = row.fields
      .filter((f) => earlierValue.has(f.field))
      .every((f) => sameValue(f.value, earlierValue.get(f.field)));
    if (!consistent) continue;
    const own = row.fields.find((f) => f.field === unit.name);
    if (own) enabled.push(own.value);
    else enabled.push(...all);
  }
  const kept = all.filter((value) => enabled.some((e) => sameValue(e, value)));
  return kept.length > 0 ? kept : all;
}

/** Every select unit resolved in listed order; a value not enabled falls back to the first enabled one. */
export function resolveVariableUnits(option: Readonly<BagMediaOption>): VariablePricingUnit[] {
  const rows = variantRows(option);
  const resolved: VariablePricingUnit[] = [];
  const earlier: VariablePricingUnit[] = [];
  for (const unit of option.variablePricingUnits) {
    if (unit.type !== 'select' || !isInUse(unit)) {
      resolved.push(unit);
      continue;
    }
    const enabledValues = enabledValuesFor(unit, earlier, rows);
    const current = selectCurrent(unit);
    const value = enabledValues.length > 0 && !enabledValues.some((v) => sameValue(v, current)) ? enabledValues[0] : current;
    const next: VariablePricingUnit = { ...unit, enabledValues };
    if (value !== undefined) next.value = value;
    resolved.push(next);
    earlier.push(next);
  }
  return resolved;
}
const resolveEnabledValues = <T extends BagMediaOption>(option: Readonly<T>): T =>
  ({ ...option, variablePricingUnits: resolveVariableUnits(option) }) as T;

// Rules 4 and 5: the card, discounted and vendor rates.

const defaultRateSet = (d: Readonly<DefaultRates>): RateSet => ({
  cardRate: d.cardRate,
  discountedRate: d.discountedRate,
  vendorRate: d.vendorRate ?? d.discountedRate,
});
/** flat → rate + value; percentage → rate + value% of the running rate if `onRunningTotal`, else of the default rate. */
function applyDifferenceToRate(running: number, base: number, diff: Readonly<Difference>): number {
  if (diff.type === 'flat') return running + diff.value;
  return running + (diff.value / 100) * (diff.onRunningTotal ? running : base);
}
const applyDifference = (running: RateSet, defaults: RateSet, diff: Readonly<Difference>): RateSet => ({
  cardRate: applyDifferenceToRate(running.cardRate, defaults.cardRate, diff),
  discountedRate: applyDifferenceToRate(running.discountedRate, defaults.discountedRate, diff),
  vendorRate: applyDifferenceToRate(running.vendorRate, defaults.vendorRate, diff),
});
/** Default → best variant row → best volume row, before rounding; select units already resolved. */
function unroundedRates(option: Readonly<BagMediaOption>): RateSet {
  const defaults = defaultRateSet(option.rates.defaultRates);
  const variant = bestRow(option, variantRows(option));
  const vol = bestRow(option, volumeRows(option));
  const afterVariant = variant ? applyDifference(defaults, defaults, variant.difference) : defaults;
  return vol ? applyDifference(afterVariant, defaults, vol.difference) : afterVariant;
}
const roundRates = (rates: RateSet): RateSet => ({
  cardRate: roundRate(rates.cardRate),
  discountedRate: roundRate(rates.discountedRate),
  vendorRate: roundRate(rates.vendorRate),
});
function optionRates(option: Readonly<BagMediaOption>): RateSet & { rateEdited: boolean } {
  const rates = roundRates(unroundedRates(option));
  return typeof option.agencyRate === 'number'
    ? { ...rates, discountedRate: option.agencyRate, rateEdited: true }
    : { ...rates, rateEdited: false };
}
/** Display unit rate: the rule-4 discounted rate rounded to 3 decimals. */
export const unitRate = (option: Readonly<BagMediaOption>): number =>
  round3(unroundedRates(resolveEnabledValues(option)).discountedRate);

// Rules 8–12: one small function per amount.

const clamp = (x: number, lo: number, hi: number): number => Math.min(Math.max(x, lo), hi);
/** 'x%' → x% × base; a number (or numeric string) → flat; clamped to [0, base]. */
function discountAmount(discount: number | string | null | undefined, base: number): number {
  if (discount === undefined || discount === null || discount === '') return 0;
  const text = String(discount).trim();
  const raw = text.endsWith('%') ? (Number.parseFloat(text.slice(0, -1)) / 100) * base : Number(text);
  return Number.isFinite(raw) ? clamp(raw, 0, Math.max(base, 0)) : 0;
}
/** Rule 9: stated, else discountedRate × Π number units' (defaultValue ?? min ?? 1); whole rupees above 5. */
function minimumBilling(option: Readonly<BagMediaOption>, discountedRate: number): number {
  const stated = option.minBilling ?? option.minimumBilling ?? option.rates.defaultRates.minimumBilling;
  const value = stated ?? discountedRate * numberUnits(option).reduce((product, u) => product * Number(u.defaultValue ?? u.min ?? 1), 1);
  return value > 5 ? round(value) : value;
}
const taxOn = (amount: number, pct: number): number => round2((amount * pct) / 100);
const withTax = (amount: number, tax: number): number => round2(amount + tax);
function amountsFromSubTotal(subTotal: number, pct: number, card: number) {
  const serviceTax = taxOn(subTotal, pct);
  return {
    subTotal,
    serviceTax,
    totalPrice: withTax(subTotal, serviceTax),
    savings: card - subTotal,
    receivable: subTotal,
    taxReceivable: serviceTax,
    totalReceivable: withTax(subTotal, serviceTax),
  };
}

const pricingConfig = (config?: Partial<PricingConfig>): PricingConfig => ({ serviceTaxPercentage: 18, ...config });

/** Rules 1–12 for one option. */
export function priceOption(option: Readonly<BagMediaOption>, config?: Partial<PricingConfig>) {
  const resolved = resolveEnabledValues(option);
  const { cardRate, discountedRate, vendorRate, rateEdited } = optionRates(resolved);
  const n = numberUnitsProduct(resolved);
  const q = quantity(resolved);
  const gross = discountedRate * n * q;
  const net = gross - discountAmount(option.discount, gross);
  const minBilling = minimumBilling(resolved, discountedRate);
  const subTotal = round(Math.max(net, minBilling));
  const pct = option.serviceTaxPercentage ?? pricingConfig(config).serviceTaxPercentage;
  const card = round(cardRate * n * q);
  const payable = round(vendorRate * n * q);
  const taxPayable = taxOn(payable, pct);
  const { discountOnTotal: _stale, ...rest } = resolved as BagMediaOption & { discountOnTotal?: number };
  return {
    ...rest,
    cardRate,
    discountedRate,
    vendorRate,
    rateEdited,
    quantity: q,
    minBilling,
    minBillingApplied: net < minBilling,
    serviceTaxPercentage: pct,
    cardTotal: card,
    ...amountsFromSubTotal(subTotal, pct, card),
    payable,
    taxPayable,
    totalPayable: withTax(payable, taxPayable),
  };
}

// A bag: the bulk discount split by largest remainder, totals and distinct units.

/** Whole-rupee shares of `amount` in proportion to `weights`; leftovers to the largest remainders, ties to the earlier. */
export function splitByLargestRemainder(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const a = BigInt(Math.round(amount));
  const ws = weights.map((w) => BigInt(Math.max(0, Math.round(w))));
  const sum = ws.reduce((s, w) => s + w, 0n);
  const shares = ws.map((w) => (a * w) / sum);
  const remainders = ws.map((w) => (a * w) % sum);
  let left = a - shares.reduce((s, x) => s + x, 0n);
  const order = ws
    .map((_, i) => i)
    .sort((i, j) => (remainders[j] > remainders[i] ? 1 : remainders[j] < remainders[i] ? -1 : i - j));
  for (const i of order) {
    if (left <= 0n) break;
    shares[i] += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

const TOTAL_FIELDS = [
  'cardTotal', 'subTotal', 'discountOnTotal', 'serviceTax', 'totalPrice', 'savings',
  'receivable', 'payable', 'totalReceivable', 'totalPayable',
] as const;

/** Σ of each amount, round2'd, and the count. */
export function sumTotals(options: readonly Partial<Record<(typeof TOTAL_FIELDS)[number], number>>[]): BagTotals {
  const totals = { count: options.length } as BagTotals;
  for (const field of TOTAL_FIELDS) totals[field] = round2(options.reduce((s, o) => s + (o[field] ?? 0), 0));
  return totals;
}

/** Each unit name in use across the bag, first seen first, with its kind and (selects) the union of values. */
export function distinctPricingUnits(options: readonly Readonly<BagMediaOption>[]): DistinctPricingUnit[] {
  const byName = new Map<string, DistinctPricingUnit>();
  const see = (name: string, kind: DistinctPricingUnit['kind'], values?: readonly (string | number)[]) => {
    let entry = byName.get(name);
    if (!entry) {
      entry = kind === 'select' ? { name, kind, values: [] } : { name, kind };
      byName.set(name, entry);
    }
    if (entry.values && values) {
      for (const v of values) if (!entry.values.some((e) => sameValue(e, v))) entry.values.push(v);
    }
  };
  for (const option of options) {
    for (const u of option.pricingUnits) if (isInUse(u)) see(u.name, 'pricing');
    for (const u of option.variablePricingUnits) if (isInUse(u)) see(u.name, u.type, u.values);
  }
  return [...byName.values()];
}

/** Every option priced, the bulk discount split by subtotal, totals, selected totals and distinct units. */
export function priceBag(
  options: readonly Readonly<BagMediaOption>[],
  { discountOnTotal, config }: { discountOnTotal?: number | string; config?: Partial<PricingConfig> } = {},
) {
  const settings = pricingConfig(config);
  const priced = options.map((o) => priceOption(o, settings));
  const subTotals: number[] = priced.map((o) => o.subTotal);
  const bulk = round(discountAmount(discountOnTotal, subTotals.reduce((s, x) => s + x, 0)));
  const shares = splitByLargestRemainder(bulk, subTotals);
  const discounted = priced.map((o, i) => ({
    ...o,
    ...amountsFromSubTotal(o.subTotal - shares[i], o.serviceTaxPercentage, o.cardTotal),
    discountOnTotal: shares[i],
  }));
  return {
    options: discounted,
    totals: sumTotals(discounted),
    selectedTotals: sumTotals(discounted.filter((o) => o.select === true)),
    distinctPricingUnits: distinctPricingUnits(options),
  };
}
