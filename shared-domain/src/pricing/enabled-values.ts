/** Rule 1: cascading enabled values of select units, with fallback. */
import type { BagMediaOption, RateRow, VariablePricingUnit } from '../entities/pricing-types';
import { isInUse, sameValue, selectCurrent, selectDefault } from './units';
import { variantRows } from './rows';

type Value = string | number;

const rowNames = (row: Readonly<RateRow>, name: string): boolean => row.fields.some((f) => f.field === name);

/**
 * The values of `unit` enabled given the current values of the select units before it
 * (`earlier`, in order, already resolved). Kept in the order of `unit.values`.
 */
export function enabledValuesFor(
  unit: Readonly<VariablePricingUnit>,
  earlier: readonly Readonly<VariablePricingUnit>[],
  rows: readonly Readonly<RateRow>[],
): Value[] {
  const all = [...(unit.values ?? [])];
  if (!rows.some((row) => rowNames(row, unit.name))) return all;

  const earlierValue = new Map(earlier.map((u) => [u.name, selectCurrent(u)] as const));
  const enabled: unknown[] = [];
  // The default combination is priced by the default rates.
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

/**
 * Resolves every select unit in listed order against the current values of those before
 * it: fills `enabledValues` and moves a value not enabled to the first enabled value.
 * Number units and units not in use come back unchanged.
 */
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
    const value =
      enabledValues.length > 0 && !enabledValues.some((v) => sameValue(v, current)) ? enabledValues[0] : current;
    const next: VariablePricingUnit = { ...unit, enabledValues };
    if (value !== undefined) next.value = value;
    resolved.push(next);
    earlier.push(next);
  }
  return resolved;
}

/** The option with its select units resolved (rule 1); never mutates the input. */
export const resolveEnabledValues = <T extends BagMediaOption>(option: Readonly<T>): T =>
  ({ ...option, variablePricingUnits: resolveVariableUnits(option) }) as T;
