/** Reading units: which take part, their current values, and the products V and N. */
import type { BagMediaOption, PricingUnit, VariablePricingUnit } from '../entities/pricing-types';

type Unit = Readonly<PricingUnit> | Readonly<VariablePricingUnit>;

/** A unit with `inUse: false` takes no part in any product, match or bulk edit. */
export const isInUse = (unit: { readonly inUse?: boolean }): boolean => unit.inUse !== false;

/** A value as text, for comparing as strings: `String(v)`, without the call for a string. */
export const asText = (v: unknown): string => (typeof v === 'string' ? v : String(v));

/** Values are compared as strings ("compare as strings", rule 3). */
export const sameValue = (a: unknown, b: unknown): boolean => a !== undefined && b !== undefined && asText(a) === asText(b);

/** A select unit's default: `defaultValue`, else its first value. */
export const selectDefault = (unit: Readonly<VariablePricingUnit>): string | number | undefined =>
  unit.defaultValue ?? unit.values?.[0];

/** A select unit's current value: `value`, else its default. */
export const selectCurrent = (unit: Readonly<VariablePricingUnit>): string | number | undefined =>
  unit.value ?? selectDefault(unit);

/** A number unit's factor (rule 6): `value ?? defaultValue ?? 1`. */
export const numberUnitValue = (unit: Readonly<VariablePricingUnit>): number => Number(unit.value ?? unit.defaultValue ?? 1);

/** In-use select units, in listed order. */
export const selectUnits = (option: Readonly<BagMediaOption>): readonly Readonly<VariablePricingUnit>[] =>
  option.variablePricingUnits.filter((u) => u.type === 'select' && isInUse(u));

/** In-use number units, in listed order. */
export const numberUnits = (option: Readonly<BagMediaOption>): readonly Readonly<VariablePricingUnit>[] =>
  option.variablePricingUnits.filter((u) => u.type === 'number' && isInUse(u));

/** Rule 2: V = Π pricingUnits[].value over units in use (empty product is 1). */
export const volume = (option: Readonly<BagMediaOption>): number =>
  option.pricingUnits.filter(isInUse).reduce((product, u) => product * Number(u.value), 1);

/** Rule 6: N = Π over number units of `value ?? defaultValue ?? 1`. */
export const numberUnitsProduct = (option: Readonly<BagMediaOption>): number =>
  numberUnits(option).reduce((product, u) => product * numberUnitValue(u), 1);

/** Rule 7: Q = Σ schedule[].units when the schedule has entries, else V. */
export const quantity = (option: Readonly<BagMediaOption>): number =>
  option.schedule && option.schedule.length > 0
    ? option.schedule.reduce((sum, entry) => sum + Number(entry.units), 0)
    : volume(option);

/**
 * The value the unit named `name` currently has, for matching rows (rule 3): pricing units
 * their value, selects their (already resolved) current value, number units their rule-6
 * factor. `undefined` when no unit in use has that name.
 */
export function currentUnitValue(option: Readonly<BagMediaOption>, name: string): string | number | undefined {
  const unit: Unit | undefined =
    option.pricingUnits.find((u) => u.name === name && isInUse(u)) ??
    option.variablePricingUnits.find((u) => u.name === name && isInUse(u));
  if (!unit) return undefined;
  if (!('type' in unit)) return unit.value;
  return unit.type === 'select' ? selectCurrent(unit) : numberUnitValue(unit);
}
