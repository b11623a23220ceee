/** Rule 1: cascading enabled values of select units, with fallback. */
import type { BagMediaOption, RateField, RateRow, VariablePricingUnit } from '../entities/pricing-types';
import { asText, isInUse, sameValue, selectCurrent, selectDefault } from './units';

type Value = string | number;

const NO_ROWS: readonly Readonly<RateRow>[] = [];

/**
 * The select units already resolved before the one being resolved: their names and their
 * current values as text (`undefined` when a unit has no current value), in listed order,
 * and whether every one of them is at its default.
 */
type Earlier = {
  readonly names: readonly string[];
  readonly texts: readonly (string | undefined)[];
  readonly allDefault: boolean;
};

const NO_EARLIER: Earlier = { names: [], texts: [], allDefault: true };

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * A shallow copy with the same keys in the same order (`{ ...object }`). `Object.assign` onto
 * a fresh literal follows V8's cached map transitions, so adding keys to the copy afterwards
 * stays cheap (a spread copy does not: each added key builds a new hidden class). An own
 * `__proto__` key, which `Object.assign` would turn into a prototype, takes the spread.
 */
export function copyOf<T extends object>(object: Readonly<T>): T {
  return hasOwn.call(object, '__proto__') ? { ...object } as T : Object.assign({}, object) as T;
}

/** A row with a `volume` field is a volume row (rule 3); the cascade looks at variant rows only. */
function hasVolumeField(fields: readonly Readonly<RateField>[]): boolean {
  for (let i = 0; i < fields.length; i++) if (fields[i].field === 'volume') return true;
  return false;
}

/** Index of the last earlier unit called `name` (a later unit of the same name wins), else -1. */
function earlierIndex(earlier: Earlier, name: string): number {
  const names = earlier.names;
  for (let j = names.length - 1; j >= 0; j--) if (names[j] === name) return j;
  return -1;
}

/**
 * `enabledValuesFor` in one pass over the rows: finds whether any row names the unit, which
 * rows agree with the earlier units' current values, and collects the enabled values as text.
 * `variantOnly` skips volume rows, so the option's `otherRates` need no filtered copy.
 */
function enabledValues(
  unit: Readonly<VariablePricingUnit>,
  earlier: Earlier,
  rows: readonly Readonly<RateRow>[],
  variantOnly: boolean,
): Value[] {
  const values = unit.values;
  const name = unit.name;
  let named = false;
  let everyValue = false;
  // Text of each value some consistent row (or the default combination) enables.
  const texts: string[] = [];
  if (earlier.allDefault) {
    // The default combination is priced by the default rates.
    const def = unit.defaultValue ?? values?.[0];
    if (def !== undefined) texts.push(asText(def));
  }
  for (let r = 0; r < rows.length; r++) {
    const fields = rows[r].fields;
    if (variantOnly && hasVolumeField(fields)) continue;
    let own: Readonly<RateField> | undefined;
    let consistent = true;
    for (let k = 0; k < fields.length; k++) {
      const f = fields[k];
      if (own === undefined && f.field === name) own = f;
      if (consistent) {
        const j = earlierIndex(earlier, f.field);
        if (j >= 0) {
          const current = earlier.texts[j];
          if (current === undefined || f.value === undefined || asText(f.value) !== current) consistent = false;
        }
      }
    }
    if (own !== undefined) named = true;
    if (!consistent) continue;
    if (own === undefined) everyValue = true;
    else if (own.value !== undefined) texts.push(asText(own.value));
  }
  // No row names the unit: every value is enabled.
  if (!named) return [...(values ?? [])];
  const kept: Value[] = [];
  const n = values ? values.length : 0;
  for (let i = 0; i < n; i++) {
    const value = values![i];
    if (value !== undefined && (everyValue || texts.includes(asText(value)))) kept.push(value);
  }
  return kept.length > 0 ? kept : [...(values ?? [])];
}

/**
 * The values of `unit` enabled given the current values of the select units before it
 * (`earlier`, in order, already resolved). Kept in the order of `unit.values`.
 */
export function enabledValuesFor(
  unit: Readonly<VariablePricingUnit>,
  earlier: readonly Readonly<VariablePricingUnit>[],
  rows: readonly Readonly<RateRow>[],
): Value[] {
  const names: string[] = [];
  const texts: (string | undefined)[] = [];
  let allDefault = true;
  for (const u of earlier) {
    const current = selectCurrent(u);
    names.push(u.name);
    texts.push(current === undefined ? undefined : asText(current));
    if (allDefault && !sameValue(current, selectDefault(u))) allDefault = false;
  }
  return enabledValues(unit, { names, texts, allDefault }, rows, false);
}

/**
 * Rule 1 over a list of variable units and the option's `otherRates` (volume rows skipped):
 * each in-use select unit, in listed order, gets `enabledValues` and falls back to the first
 * enabled value; other units come back as the same objects.
 */
export function resolveUnits(
  units: readonly Readonly<VariablePricingUnit>[],
  otherRates: readonly Readonly<RateRow>[] | undefined,
): VariablePricingUnit[] {
  const rows = otherRates ?? NO_ROWS;
  const resolved: VariablePricingUnit[] = [];
  let names: string[] | undefined;
  let texts: (string | undefined)[] | undefined;
  let allDefault = true;
  for (let i = 0; i < units.length; i++) {
    const unit = units[i];
    if (unit.type !== 'select' || !isInUse(unit)) {
      resolved.push(unit as VariablePricingUnit);
      continue;
    }
    const earlier: Earlier = names === undefined ? NO_EARLIER : { names, texts: texts!, allDefault };
    const enabled = enabledValues(unit, earlier, rows, true);
    const current = unit.value ?? unit.defaultValue ?? unit.values?.[0];
    let value = current;
    if (enabled.length > 0) {
      const currentText = current === undefined ? undefined : asText(current);
      let found = false;
      for (let k = 0; k < enabled.length && !found; k++) {
        const v = enabled[k];
        found = v !== undefined && currentText !== undefined && asText(v) === currentText;
      }
      if (!found) value = enabled[0];
    }
    const next = copyOf(unit);
    next.enabledValues = enabled;
    if (value !== undefined) next.value = value;
    resolved.push(next);

    // `next` is an earlier unit for the units after it.
    const nextCurrent = next.value ?? next.defaultValue ?? next.values?.[0];
    const nextDefault = next.defaultValue ?? next.values?.[0];
    if (names === undefined) {
      names = [];
      texts = [];
    }
    names.push(next.name);
    texts!.push(nextCurrent === undefined ? undefined : asText(nextCurrent));
    if (allDefault && !sameValue(nextCurrent, nextDefault)) allDefault = false;
  }
  return resolved;
}

/**
 * Resolves every select unit in listed order against the current values of those before
 * it: fills `enabledValues` and moves a value not enabled to the first enabled value.
 * Number units and units not in use come back unchanged.
 */
export function resolveVariableUnits(option: Readonly<BagMediaOption>): VariablePricingUnit[] {
  return resolveUnits(option.variablePricingUnits, option.rates.otherRates);
}

/** The option with its select units resolved (rule 1); never mutates the input. */
export const resolveEnabledValues = <T extends BagMediaOption>(option: Readonly<T>): T =>
  ({ ...option, variablePricingUnits: resolveVariableUnits(option) }) as T;
