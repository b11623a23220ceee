/**
 * The one-pass engine (price-option.ts, enabled-values.ts, price-bag.ts) against the
 * straightforward implementation it replaced, kept below as the reference: rule by rule,
 * with spreads and `String()` as PRICING.md reads. Results must be identical — every value
 * (Object.is), every key and the order of keys, since answers are serialised as they come.
 */
import fc from 'fast-check';
import type { BagMediaOption, DefaultRates, Difference, PricingUnit, RateField, RateRow, VariablePricingUnit } from '../entities/pricing-types';
import type { BagTotals, DistinctPricingUnit, PricingConfig, RateSet } from './types';
import {
  enabledValuesFor, priceBag, priceOption, resolveVariableUnits, round, round2, round3, roundTo, splitByLargestRemainder, sumTotals,
  distinctPricingUnits,
} from './index';

// ---------------------------------------------------------------------------------------
// Reference: the implementation before the one-pass engine, unchanged but for names.
// ---------------------------------------------------------------------------------------
namespace ref {
  type Value = string | number;
  type Unit = Readonly<PricingUnit> | Readonly<VariablePricingUnit>;

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
  const roundRate = (rate: number): number => (rate > 5 ? round(rate) : round3(rate));

  const isInUse = (unit: { readonly inUse?: boolean }): boolean => unit.inUse !== false;
  const sameValue = (a: unknown, b: unknown): boolean => a !== undefined && b !== undefined && String(a) === String(b);
  const selectDefault = (unit: Readonly<VariablePricingUnit>) => unit.defaultValue ?? unit.values?.[0];
  const selectCurrent = (unit: Readonly<VariablePricingUnit>) => unit.value ?? selectDefault(unit);
  const numberUnitValue = (unit: Readonly<VariablePricingUnit>): number => Number(unit.value ?? unit.defaultValue ?? 1);
  const numberUnits = (option: Readonly<BagMediaOption>) =>
    option.variablePricingUnits.filter((u) => u.type === 'number' && isInUse(u));
  const volume = (option: Readonly<BagMediaOption>): number =>
    option.pricingUnits.filter(isInUse).reduce((product, u) => product * Number(u.value), 1);
  const numberUnitsProduct = (option: Readonly<BagMediaOption>): number =>
    numberUnits(option).reduce((product, u) => product * numberUnitValue(u), 1);
  const quantity = (option: Readonly<BagMediaOption>): number =>
    option.schedule && option.schedule.length > 0
      ? option.schedule.reduce((sum, entry) => sum + Number(entry.units), 0)
      : volume(option);
  function currentUnitValue(option: Readonly<BagMediaOption>, name: string): string | number | undefined {
    const unit: Unit | undefined =
      option.pricingUnits.find((u) => u.name === name && isInUse(u)) ??
      option.variablePricingUnits.find((u) => u.name === name && isInUse(u));
    if (!unit) return undefined;
    if (!('type' in unit)) return unit.value;
    return unit.type === 'select' ? selectCurrent(unit) : numberUnitValue(unit);
  }

  const isVolumeRow = (row: Readonly<RateRow>): boolean => row.fields.some((f) => f.field === 'volume');
  const variantRows = (option: Readonly<BagMediaOption>) => (option.rates.otherRates ?? []).filter((row) => !isVolumeRow(row));
  const volumeRows = (option: Readonly<BagMediaOption>) => (option.rates.otherRates ?? []).filter(isVolumeRow);
  function volumeFieldHolds(field: Readonly<RateField>, v: number): boolean {
    const lo = field.min ?? v;
    const hi = field.max ?? v + 1;
    return lo <= v && v < hi;
  }
  const fieldHolds = (option: Readonly<BagMediaOption>, field: Readonly<RateField>, v: number): boolean =>
    field.field === 'volume' ? volumeFieldHolds(field, v) : sameValue(currentUnitValue(option, field.field), field.value);
  const rowMatches = (option: Readonly<BagMediaOption>, row: Readonly<RateRow>, v = volume(option)): boolean =>
    row.fields.every((field) => fieldHolds(option, field, v));
  function bestRow(option: Readonly<BagMediaOption>, rows: readonly Readonly<RateRow>[]) {
    const v = volume(option);
    let best: Readonly<RateRow> | undefined;
    for (const row of rows) if (rowMatches(option, row, v) && (!best || row.fields.length > best.fields.length)) best = row;
    return best;
  }

  const rowNames = (row: Readonly<RateRow>, name: string): boolean => row.fields.some((f) => f.field === name);
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

  const defaultRateSet = (d: Readonly<DefaultRates>): RateSet => ({
    cardRate: d.cardRate,
    discountedRate: d.discountedRate,
    vendorRate: d.vendorRate ?? d.discountedRate,
  });
  function applyDifferenceToRate(running: number, base: number, diff: Readonly<Difference>): number {
    if (diff.type === 'flat') return running + diff.value;
    return running + (diff.value / 100) * (diff.onRunningTotal ? running : base);
  }
  const applyDifference = (running: RateSet, defaults: RateSet, diff: Readonly<Difference>): RateSet => ({
    cardRate: applyDifferenceToRate(running.cardRate, defaults.cardRate, diff),
    discountedRate: applyDifferenceToRate(running.discountedRate, defaults.discountedRate, diff),
    vendorRate: applyDifferenceToRate(running.vendorRate, defaults.vendorRate, diff),
  });
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

  const clamp = (x: number, lo: number, hi: number): number => Math.min(Math.max(x, lo), hi);
  function discountAmount(discount: number | string | null | undefined, base: number): number {
    if (discount === undefined || discount === null || discount === '') return 0;
    const text = String(discount).trim();
    const raw = text.endsWith('%') ? (Number.parseFloat(text.slice(0, -1)) / 100) * base : Number(text);
    return Number.isFinite(raw) ? clamp(raw, 0, Math.max(base, 0)) : 0;
  }
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
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  export function priceOption(option: Readonly<BagMediaOption>, config?: Partial<PricingConfig>): any {
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
  export function sumTotals(options: readonly Partial<Record<(typeof TOTAL_FIELDS)[number], number>>[]): BagTotals {
    const totals = { count: options.length } as BagTotals;
    for (const field of TOTAL_FIELDS) totals[field] = round2(options.reduce((s, o) => s + (o[field] ?? 0), 0));
    return totals;
  }
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

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  export function priceBag(options: readonly Readonly<BagMediaOption>[], { discountOnTotal, config }: { discountOnTotal?: number | string; config?: Partial<PricingConfig> } = {}): any {
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
}

// ---------------------------------------------------------------------------------------
// Identical: same values (Object.is), same keys in the same order, same holes, all the way down.
// ---------------------------------------------------------------------------------------
function describeValue(value: unknown, seen = new Set<unknown>()): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return Object.is(value, -0) ? 'n:-0' : `n:${String(value)}`;
  if (typeof value === 'bigint') return `b:${value}`;
  if (typeof value === 'string') return `s:${JSON.stringify(value)}`;
  if (typeof value !== 'object') return `${typeof value}:${String(value)}`;
  if (seen.has(value)) return '[cycle]';
  seen.add(value);
  const proto = Object.getPrototypeOf(value) === Array.prototype ? 'A' : Object.getPrototypeOf(value) === Object.prototype ? 'O' : '?';
  const keys = Reflect.ownKeys(value as object).map(String);
  const body = keys.map((k) => `${JSON.stringify(k)}=${describeValue((value as Record<string, unknown>)[k], seen)}`).join(',');
  seen.delete(value);
  return `${proto}{${body}}`;
}

/** What a call gives: its value described, or the kind of error it throws (messages may word things differently). */
function outcome(run: () => unknown): string {
  try {
    return describeValue(run());
  } catch (err) {
    return `throws ${(err as Error).constructor.name}`;
  }
}

const expectIdentical = (actual: unknown, expected: unknown) => expect(describeValue(actual)).toBe(describeValue(expected));
const expectSameOutcome = (actual: () => unknown, expected: () => unknown) => expect(outcome(actual)).toBe(outcome(expected));

// ---------------------------------------------------------------------------------------
// Options that go well beyond valid ones: shared and repeated names, numbers as text,
// missing types and values, null, stale priced fields, extra keys, volume and variant rows
// naming anything.
// ---------------------------------------------------------------------------------------
const NAMES = ['A', 'B', 'C', 'P0', 'volume'];
const valueArb = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<string | number>('v1', 'v2', 'v3', '1', '2', 1, 2, 3) },
  { weight: 1, arbitrary: fc.constantFrom<undefined | null>(undefined, null) },
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });
const inUseArb = fc.option(fc.boolean(), { nil: undefined });

const pricingUnitArb = fc.record(
  { name: fc.constantFrom(...NAMES), value: fc.oneof(fc.integer({ min: 0, max: 40 }), fc.constantFrom<unknown>('3', null)), min: maybe(fc.integer({ min: 0, max: 5 })), inUse: inUseArb },
  { requiredKeys: ['name', 'value'] },
) as fc.Arbitrary<PricingUnit>;

const variableUnitArb = fc.record(
  {
    name: fc.constantFrom(...NAMES),
    type: fc.constantFrom<string>('select', 'select', 'number', 'other'),
    values: fc.array(valueArb, { maxLength: 5 }),
    defaultValue: valueArb,
    value: fc.oneof(valueArb, fc.integer({ min: 1, max: 300 })),
    min: maybe(fc.integer({ min: 0, max: 5 })),
    enabledValues: fc.array(valueArb, { maxLength: 2 }),
    inUse: inUseArb,
    extra: fc.string({ maxLength: 3 }),
  },
  { requiredKeys: ['name'] },
) as fc.Arbitrary<VariablePricingUnit>;

const fieldArb: fc.Arbitrary<RateField> = fc.oneof(
  fc.record({ field: fc.constantFrom(...NAMES), value: valueArb }, { requiredKeys: ['field'] }) as fc.Arbitrary<RateField>,
  fc.record({ field: fc.constant('volume'), min: maybe(fc.integer({ min: 0, max: 60 })), max: maybe(fc.integer({ min: 0, max: 600 })) }, { requiredKeys: ['field'] }) as fc.Arbitrary<RateField>,
);
const differenceArb: fc.Arbitrary<Difference> = fc.record(
  { type: fc.constantFrom<'percentage' | 'flat'>('percentage', 'flat'), value: fc.integer({ min: -60, max: 60 }), onRunningTotal: fc.boolean() },
  { requiredKeys: ['type', 'value'] },
);
const rowArb: fc.Arbitrary<RateRow> = fc.record({ fields: fc.array(fieldArb, { maxLength: 3 }), difference: differenceArb });

const rateArb = fc.oneof(fc.integer({ min: 0, max: 200_000 }), fc.double({ min: 0, max: 6, noNaN: true }));

const optionArb: fc.Arbitrary<BagMediaOption> = fc
  .record(
    {
      select: fc.boolean(),
      pricingUnits: fc.array(pricingUnitArb, { maxLength: 3 }),
      variablePricingUnits: fc.array(variableUnitArb, { maxLength: 4 }),
      defaultRates: fc.record(
        { cardRate: rateArb, discountedRate: rateArb, vendorRate: rateArb, minimumBilling: rateArb },
        { requiredKeys: ['cardRate', 'discountedRate'] },
      ),
      otherRates: maybe(fc.array(rowArb, { maxLength: 6 })),
      agencyRate: fc.option(rateArb, { nil: undefined }),
      nullAgency: fc.boolean(),
      discount: maybe(fc.oneof(fc.integer({ min: -100, max: 100_000 }), fc.constantFrom('12.5%', '0%', '100%', '150%', ' 7 % ', 'x', ''))),
      minBilling: maybe(rateArb),
      minimumBilling: maybe(rateArb),
      serviceTaxPercentage: maybe(fc.constantFrom(0, 5, 12, 18, 28)),
      schedule: maybe(fc.array(fc.oneof(fc.integer({ min: 0, max: 10 }), fc.constant('2')), { maxLength: 4 })),
      staleShare: maybe(fc.integer({ min: 0, max: 100 })),
      stalePrice: maybe(fc.integer({ min: 0, max: 100 })),
    },
    { requiredKeys: ['select', 'pricingUnits', 'variablePricingUnits', 'defaultRates'] },
  )
  .map((g) => {
    const option: Record<string, unknown> = { _id: 'x', _mediaOption: 'mo', _media: 'm', select: g.select };
    // Stale figures of an earlier pricing sit among the option's own keys.
    if (g.stalePrice !== undefined) option.subTotal = g.stalePrice;
    if (g.staleShare !== undefined) option.discountOnTotal = g.staleShare;
    option.pricingUnits = g.pricingUnits;
    option.variablePricingUnits = g.variablePricingUnits;
    option.rates = g.otherRates === undefined ? { defaultRates: g.defaultRates } : { defaultRates: g.defaultRates, otherRates: g.otherRates };
    if (g.nullAgency) option.agencyRate = null;
    else if (g.agencyRate !== undefined) option.agencyRate = g.agencyRate;
    for (const key of ['discount', 'minBilling', 'minimumBilling', 'serviceTaxPercentage'] as const) {
      if (g[key] !== undefined) option[key] = g[key];
    }
    if (g.schedule !== undefined) option.schedule = g.schedule.map((units, i) => ({ date: `2025-01-0${i + 1}`, units }));
    return option as unknown as BagMediaOption;
  });

/** Real-looking options too: the seed catalog's shapes (selects cascading, volume slabs). */
const catalogLikeArb: fc.Arbitrary<BagMediaOption> = fc
  .record({
    edition: fc.constantFrom('Mumbai', 'Delhi', 'Pune'),
    size: fc.constantFrom('Full', 'Half', 'Quarter'),
    insertions: fc.integer({ min: 1, max: 30 }),
    area: maybe(fc.integer({ min: 10, max: 400 })),
    restricted: fc.boolean(),
    running: fc.boolean(),
    card: fc.integer({ min: 100, max: 900_000 }),
  })
  .map((g): BagMediaOption => {
    const pairs = g.restricted
      ? [['Delhi', 'Full'], ['Delhi', 'Half'], ['Pune', 'Quarter']]
      : [['Delhi', 'Full'], ['Pune', 'Full'], ['Delhi', 'Quarter']];
    return {
      _id: 'c', _mediaOption: 'mo', _media: 'm', select: true,
      pricingUnits: [{ name: 'Insertions', value: g.insertions, min: 1 }],
      variablePricingUnits: [
        { name: 'Edition', type: 'select', values: ['Mumbai', 'Delhi', 'Pune'], defaultValue: 'Mumbai', value: g.edition },
        { name: 'Size', type: 'select', values: ['Half', 'Full', 'Quarter'], defaultValue: 'Half', value: g.size },
        { name: 'Area', type: 'number', defaultValue: 100, min: 50, ...(g.area === undefined ? {} : { value: g.area }) },
      ],
      rates: {
        defaultRates: { cardRate: g.card, discountedRate: Math.round(g.card * 0.8), vendorRate: Math.round(g.card * 0.7) },
        otherRates: [
          ...(g.restricted ? [] : [{ fields: [{ field: 'Edition', value: 'Delhi' }], difference: { type: 'percentage' as const, value: 10 } }]),
          ...pairs.map(([e, s], i) => ({ fields: [{ field: 'Edition', value: e }, { field: 'Size', value: s }], difference: { type: 'percentage' as const, value: 5 * (i + 1) } })),
          { fields: [{ field: 'volume', min: 2, max: 10 }], difference: { type: 'percentage' as const, value: -5, onRunningTotal: g.running } },
          { fields: [{ field: 'volume', min: 10 }], difference: { type: 'percentage' as const, value: -12, onRunningTotal: g.running } },
        ],
      },
    };
  });

const anyOptionArb = fc.oneof(optionArb, catalogLikeArb);
const bagArb = fc.array(anyOptionArb, { maxLength: 8 }).map((os) => os.map((o, i) => ({ ...o, _id: `id${i}` })));
const bulkArb = fc.option(
  fc.oneof(fc.integer({ min: -1000, max: 2_000_000 }), fc.double({ min: 0, max: 120, noNaN: true }).map((d) => `${d}%`), fc.constantFrom('5%', '', 'x')),
  { nil: undefined },
);
const configArb = fc.option(fc.record({ serviceTaxPercentage: fc.constantFrom(5, 18, 28) }), { nil: undefined });

const RUNS = { numRuns: 400 };

describe('the one-pass engine gives exactly what the reference gives', () => {
  it('priceOption', () => {
    fc.assert(fc.property(anyOptionArb, configArb, (option, config) => expectSameOutcome(() => priceOption(option, config), () => ref.priceOption(option, config))), RUNS);
  });

  it('priceBag: options, bulk-discount shares, totals, selected totals, distinct units', () => {
    fc.assert(
      fc.property(bagArb, bulkArb, configArb, (options, discountOnTotal, config) =>
        expectSameOutcome(() => priceBag(options, { discountOnTotal, config }), () => ref.priceBag(options, { discountOnTotal, config }))),
      RUNS,
    );
  });

  it('resolveVariableUnits and enabledValuesFor', () => {
    fc.assert(
      fc.property(anyOptionArb, fc.array(variableUnitArb, { maxLength: 3 }), fc.array(rowArb, { maxLength: 5 }), (option, earlier, rows) => {
        expectSameOutcome(() => resolveVariableUnits(option), () => ref.resolveVariableUnits(option));
        for (const unit of option.variablePricingUnits) {
          expectSameOutcome(() => enabledValuesFor(unit, earlier, rows), () => ref.enabledValuesFor(unit, earlier, rows));
        }
      }),
      RUNS,
    );
  });

  it('splitByLargestRemainder, with sums past 2^53 and ties', () => {
    const weight = fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.double({ min: -5, max: 1e6, noNaN: true }));
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 1e6 }), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER })), fc.array(weight, { maxLength: 40 }), (amount, weights) =>
        expectSameOutcome(() => splitByLargestRemainder(amount, weights), () => ref.splitByLargestRemainder(amount, weights))),
      RUNS,
    );
    expectIdentical(splitByLargestRemainder(10, [1, 1, 1, 1]), ref.splitByLargestRemainder(10, [1, 1, 1, 1]));
  });

  it('sumTotals and distinctPricingUnits', () => {
    fc.assert(
      fc.property(bagArb, bulkArb, (options, discountOnTotal) => {
        const priced = options.map((o) => ref.priceOption(o));
        expectIdentical(sumTotals(priced), ref.sumTotals(priced));
        expectIdentical(sumTotals([{}] as never), ref.sumTotals([{}]));
        expectIdentical(distinctPricingUnits(options), ref.distinctPricingUnits(options));
      }),
      RUNS,
    );
  });

  it('rounding', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ noNaN: false }), fc.integer().map((i) => i / 200), fc.integer().map((i) => i / 2000)), (x) => {
        expectIdentical([round(x), round2(x), round3(x), roundTo(x, 1), roundTo(x, 4)], [ref.round(x), ref.round2(x), ref.round3(x), ref.roundTo(x, 1), ref.roundTo(x, 4)]);
      }),
      { numRuns: 2000 },
    );
  });

  it('never mutates its input and never shares the input arrays it answers', () => {
    fc.assert(
      fc.property(bagArb, (options) => {
        const before = describeValue(options);
        const bag = priceBag(options, { discountOnTotal: '5%' });
        expect(describeValue(options)).toBe(before);
        bag.options.forEach((o, i) => {
          expect(o).not.toBe(options[i]);
          o.variablePricingUnits.forEach((u, k) => {
            if (u.type === 'select' && u.inUse !== false) {
              expect(u).not.toBe(options[i].variablePricingUnits[k]);
              expect(u.enabledValues).not.toBe(options[i].variablePricingUnits[k].values);
            }
          });
        });
      }),
      { numRuns: 200 },
    );
  });
});
