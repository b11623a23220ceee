/** Reading units: which take part, their values as text, and a select unit's default and current value. */
import type { VariablePricingUnit } from '../entities/pricing-types';

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
