/**
 * Checked edits of bag lines: each either returns the new line(s) or throws `BagEditError`
 * with a message for a person. The server runs them before it writes (turning the error
 * into a 400) and the bag UI runs the same code on a guest's local lines, so both refuse
 * the same edits with the same words.
 */
import type { BagMediaOption, PricingUnit, VariablePricingUnit } from '../entities/pricing-types';
import { applyBulkEdit, type BulkEdit, type BulkEditValues } from './edits';
import { resolveVariableUnits } from './enabled-values';
import { distinctPricingUnits } from './price-bag';
import { isInUse } from './units';

type UnitValue = string | number;

/** Which unit list of a line an edit addresses (`PATCH /bag/pricingUnit` `type`). */
export type UnitKindParam = 'pricingUnits' | 'variablePricingUnits';

/** A unit as a client submits it: its name and, maybe, a new value. */
export type SubmittedUnit = { readonly name: string; readonly value?: unknown };

/** An edit refused before anything changes; `message` says what is wrong, for a person. */
export class BagEditError extends Error {
  override readonly name = 'BagEditError';
}

/** Like `sameValue`, but null never equals anything: a null value is "no value". */
const same = (a: unknown, b: unknown): boolean =>
  a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b);

/** A quantity: a finite number, not negative, at least the unit's `min`. */
function checkQuantity(unitName: string, min: number | undefined, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new BagEditError(`${unitName} must be a number`);
  if (value < 0) throw new BagEditError(`${unitName} cannot be negative`);
  if (min !== undefined && min !== null && value < min) throw new BagEditError(`${unitName} must be at least ${min}`);
  return value;
}

/** A select value: one of the unit's own values, answered in the unit's own type. */
function checkSelectValue(unit: Readonly<VariablePricingUnit>, value: unknown): UnitValue {
  const own = (unit.values ?? []).find((v) => same(v, value));
  if (own === undefined) throw new BagEditError(`${unit.name} cannot be ${JSON.stringify(value)}; choose one of: ${(unit.values ?? []).join(', ')}`);
  return own;
}

/**
 * Resolves enabled values (PRICING.md rule 1) and checks that each select unit in `chosen`
 * kept the value it was given: a value that would fall back is not enabled under the
 * current values of the units before it, so silently changing it would surprise the user.
 */
function resolveChecked<T extends BagMediaOption>(line: T, chosen: ReadonlySet<number>): T {
  const resolved = resolveVariableUnits(line);
  for (const idx of chosen) {
    const before = line.variablePricingUnits[idx];
    const after = resolved[idx];
    if (before.type === 'select' && isInUse(before) && !same(before.value, after.value)) {
      throw new BagEditError(`${before.name} ${JSON.stringify(before.value)} is not available with the current selection; choose one of: ${(after.enabledValues ?? []).join(', ')}`);
    }
  }
  return { ...line, variablePricingUnits: resolved };
}

/** `PATCH /bag/pricingUnit`: one unit of one line takes `val` (checked against the unit's kind, min and values). */
export function setUnitValue<T extends BagMediaOption>(line: Readonly<T>, type: UnitKindParam, index: number, val: unknown): T {
  const units: readonly (PricingUnit | VariablePricingUnit)[] = type === 'pricingUnits' ? line.pricingUnits : line.variablePricingUnits;
  if (!Number.isInteger(index) || index < 0 || index >= units.length) {
    throw new BagEditError(`pricingUnitIdx ${index} is out of range: this option has ${units.length} ${type === 'pricingUnits' ? 'pricing' : 'variable'} unit(s)`);
  }
  const unit = units[index];
  if (!isInUse(unit)) throw new BagEditError(`${unit.name} is not in use for this option`);
  if (type === 'pricingUnits') {
    const value = checkQuantity(unit.name, unit.min, val);
    const pricingUnits = line.pricingUnits.map((u, i) => (i === index ? { ...u, value } : u));
    return { ...line, pricingUnits, variablePricingUnits: resolveVariableUnits({ ...line, pricingUnits }) } as T;
  }
  const variable = unit as VariablePricingUnit;
  const value = variable.type === 'select' ? checkSelectValue(variable, val) : checkQuantity(variable.name, variable.min, val);
  const variablePricingUnits = line.variablePricingUnits.map((u, i) => (i === index ? { ...u, value } : u));
  return resolveChecked({ ...line, variablePricingUnits } as T, new Set([index]));
}

/**
 * `PUT /bag/{id}/pricing-units`: the line's units take the submitted values. The lists must
 * name the line's own units in order; definitions (min, values, inUse…) stay the line's, so
 * a client cannot rewrite what it is charged for. A unit not in use keeps its value (a
 * different one is refused).
 */
export function replaceUnits<T extends BagMediaOption>(line: Readonly<T>, pricing: readonly SubmittedUnit[], variable: readonly SubmittedUnit[]): T {
  const sameNames = (own: readonly { name: string }[], given: readonly SubmittedUnit[]) =>
    own.length === given.length && own.every((u, i) => u.name === given[i].name);
  if (!sameNames(line.pricingUnits, pricing)) {
    throw new BagEditError(`pricingUnits must list this option's units in order: ${line.pricingUnits.map((u) => u.name).join(', ') || '(none)'}`);
  }
  if (!sameNames(line.variablePricingUnits, variable)) {
    throw new BagEditError(`variablePricingUnits must list this option's units in order: ${line.variablePricingUnits.map((u) => u.name).join(', ') || '(none)'}`);
  }
  const pricingUnits = line.pricingUnits.map((unit, i): PricingUnit => {
    const given = pricing[i].value;
    if (!isInUse(unit)) {
      if (given !== undefined && !same(given, unit.value)) throw new BagEditError(`${unit.name} is not in use for this option`);
      return unit;
    }
    return { ...unit, value: checkQuantity(unit.name, unit.min, given) };
  });
  const chosen = new Set<number>();
  const variablePricingUnits = line.variablePricingUnits.map((unit, i): VariablePricingUnit => {
    const given = variable[i].value;
    if (given === undefined || given === null) return unit;
    if (!isInUse(unit)) {
      if (!same(given, unit.value)) throw new BagEditError(`${unit.name} is not in use for this option`);
      return unit;
    }
    if (unit.type === 'select') {
      chosen.add(i);
      return { ...unit, value: checkSelectValue(unit, given) };
    }
    return { ...unit, value: checkQuantity(unit.name, unit.min, given) };
  });
  return resolveChecked({ ...line, pricingUnits, variablePricingUnits } as T, chosen);
}

/** The `[name, value]` pairs of a bulk edit that set something (null and undefined set nothing). */
const entriesOf = (values: BulkEditValues | undefined): [string, UnitValue][] => {
  const entries: [string, UnitValue | null | undefined][] = Array.isArray(values)
    ? (values as readonly { name: string; value?: UnitValue | null }[]).map((u) => [u.name, u.value])
    : Object.entries(values ?? {});
  return entries.filter((e): e is [string, UnitValue] => e[1] !== undefined && e[1] !== null);
};

/**
 * `PATCH /bag/bulkedit`: checks every named unit is in use somewhere in the bag with a value
 * of its kind (so a typo is an error, not a silent no-op), then applies PRICING.md
 * `applyBulkEdit` (a line whose unit has a higher `min`, or lacks the select value, keeps
 * its own value).
 */
export function checkedBulkEdit<T extends BagMediaOption>(lines: readonly Readonly<T>[], edit: BulkEdit): T[] {
  const distinct = distinctPricingUnits(lines);
  for (const [name, value] of entriesOf(edit.pricingUnits)) {
    const unit = distinct.find((u) => u.name === name && u.kind === 'pricing');
    if (!unit) throw new BagEditError(`No pricing unit named ${JSON.stringify(name)} is in use in the bag`);
    checkQuantity(name, undefined, value);
  }
  for (const [name, value] of entriesOf(edit.variablePricingUnits)) {
    const unit = distinct.find((u) => u.name === name && u.kind !== 'pricing');
    if (!unit) throw new BagEditError(`No variable unit named ${JSON.stringify(name)} is in use in the bag`);
    if (unit.kind === 'number') checkQuantity(name, undefined, value);
    else if (!(unit.values ?? []).some((v) => same(v, value))) {
      throw new BagEditError(`${name} cannot be ${JSON.stringify(value)}; choose one of: ${(unit.values ?? []).join(', ')}`);
    }
  }
  return applyBulkEdit<T>(lines, { pricingUnits: edit.pricingUnits, variablePricingUnits: edit.variablePricingUnits });
}

/** A discount as stored: 'x%' with 0 ≤ x ≤ 100 → the normalised text ('12.5%'); a number ≥ 0 as is. */
export function checkDiscount(field: string, value: number | string): number | string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) throw new BagEditError(`${field} must be a number ≥ 0 or a percentage such as '12.5%'`);
    return value;
  }
  const match = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(value);
  const pct = match ? Number(match[1]) : NaN;
  if (!Number.isFinite(pct) || pct < 0 || pct > 100) throw new BagEditError(`${field} must be a number ≥ 0 or a percentage between 0% and 100%`);
  return `${pct}%`;
}

/** An ISO date (YYYY-MM-DD, optionally with a time) that names a real day; answered trimmed. */
export function checkDate(field: string, value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim());
  if (!match) throw new BagEditError(`${field} must be an ISO date (YYYY-MM-DD)`);
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d || Number.isNaN(Date.parse(value.trim()))) {
    throw new BagEditError(`${field} is not a real date: ${value}`);
  }
  return value.trim();
}

/** The day part of an ISO date, for comparing start and end whatever time they carry. */
export const dayOf = (value: string): string => value.slice(0, 10);
