/**
 * What the reference tests share: `describeValue` and the expectations built on it (results
 * must be identical — every value (Object.is), every key and the order of keys, since answers
 * are serialised as they come), and the generated options and bags.
 */
import fc from 'fast-check';
import type { BagMediaOption, Difference, PricingUnit, RateField, RateRow, VariablePricingUnit } from '../../entities/pricing-types';

/** A value described so that two descriptions are equal exactly when the values are identical. */
export function describeValue(value: unknown, seen = new Set<unknown>()): string {
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

/** Fails unless `actual` and `expected` are identical, all the way down. */
export const expectIdentical = (actual: unknown, expected: unknown) => expect(describeValue(actual)).toBe(describeValue(expected));
/** Fails unless both calls give identical values or both throw the same kind of error. */
export const expectSameOutcome = (actual: () => unknown, expected: () => unknown) => expect(outcome(actual)).toBe(outcome(expected));

/*
 * Options that go well beyond valid ones: shared and repeated names, numbers as text,
 * missing types and values, null, stale priced fields, extra keys, volume and variant rows
 * naming anything.
 */
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

/** A variable unit of any shape, valid or not. */
export const variableUnitArb = fc.record(
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
/** A rate row naming anything. */
export const rowArb: fc.Arbitrary<RateRow> = fc.record({ fields: fc.array(fieldArb, { maxLength: 3 }), difference: differenceArb });

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

/** Any option: well beyond valid, or catalog-like. */
export const anyOptionArb = fc.oneof(optionArb, catalogLikeArb);
/** A bag of up to 8 options with distinct ids. */
export const bagArb = fc.array(anyOptionArb, { maxLength: 8 }).map((os) => os.map((o, i) => ({ ...o, _id: `id${i}` })));
/** A bulk discount: none, flat, a percentage or unreadable. */
export const bulkArb = fc.option(
  fc.oneof(fc.integer({ min: -1000, max: 2_000_000 }), fc.double({ min: 0, max: 120, noNaN: true }).map((d) => `${d}%`), fc.constantFrom('5%', '', 'x')),
  { nil: undefined },
);
/** A pricing config, or none. */
export const configArb = fc.option(fc.record({ serviceTaxPercentage: fc.constantFrom(5, 18, 28) }), { nil: undefined });

/** Runs per property. */
export const RUNS = { numRuns: 400 };
