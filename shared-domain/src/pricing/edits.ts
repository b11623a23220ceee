/** Edits of bag options: bulk edit, reset and clone (PRICING.md "Edits"). */
import type { BagMediaOption, PricingUnit, VariablePricingUnit } from '../entities/pricing-types';
import { resolveEnabledValues } from './enabled-values';
import { isInUse, sameValue, selectDefault } from './units';

type UnitValue = string | number;
/** A bulk edit: unit name → value, as a list of `{ name, value }` or a record. */
export type BulkEditValues = readonly { readonly name: string; readonly value?: UnitValue | null }[] | Readonly<Record<string, UnitValue>>;
/** The values `applyBulkEdit` sets, by unit name. */
export type BulkEdit = { readonly pricingUnits?: BulkEditValues; readonly variablePricingUnits?: BulkEditValues };

const toMap = (values: BulkEditValues | undefined): Map<string, UnitValue> => {
  const entries: [string, UnitValue | null | undefined][] = Array.isArray(values)
    ? (values as readonly { name: string; value?: UnitValue | null }[]).map((u) => [u.name, u.value])
    : Object.entries(values ?? {});
  return new Map(entries.filter((e): e is [string, UnitValue] => e[1] !== undefined && e[1] !== null));
};

/** A unit takes a value only if it has no `min` or `min <= value`. */
const allowedByMin = (unit: { readonly min?: number }, value: UnitValue): boolean =>
  unit.min === undefined || unit.min === null || unit.min <= Number(value);

function editPricingUnit(unit: Readonly<PricingUnit>, edits: Map<string, UnitValue>): PricingUnit {
  const value = edits.get(unit.name);
  if (value === undefined || !isInUse(unit) || !Number.isFinite(Number(value)) || !allowedByMin(unit, value)) return unit;
  return { ...unit, value: Number(value) };
}

function editVariableUnit(unit: Readonly<VariablePricingUnit>, edits: Map<string, UnitValue>): VariablePricingUnit {
  const value = edits.get(unit.name);
  if (value === undefined || !isInUse(unit)) return unit;
  if (unit.type === 'select') {
    // A select unit takes only one of its own values (kept in its own type).
    const own = unit.values?.find((v) => sameValue(v, value));
    return own === undefined ? unit : { ...unit, value: own };
  }
  return allowedByMin(unit, value) ? { ...unit, value } : unit;
}

/** Applies one value per unit name to every option (respecting min and select values), then re-resolves enabled values. */
export function applyBulkEdit<T extends BagMediaOption>(options: readonly Readonly<T>[], edit: BulkEdit): T[] {
  const pricing = toMap(edit.pricingUnits);
  const variable = toMap(edit.variablePricingUnits);
  return options.map((option) =>
    resolveEnabledValues<T>({
      ...option,
      pricingUnits: option.pricingUnits.map((u) => editPricingUnit(u, pricing)),
      variablePricingUnits: option.variablePricingUnits.map((u) => editVariableUnit(u, variable)),
    } as T),
  );
}

/** Resets an option: selects to their default (else first value), other units to their min; clears agencyRate, discount, a requested rate or discount, and rateEdited. */
export function resetOption<T extends BagMediaOption>(option: Readonly<T>): T {
  const { agencyRate: _a, discount: _d, requestedRate: _qr, requestedDiscount: _qd, rateEdited: _r, ...rest } = option as T & { rateEdited?: boolean };
  const variablePricingUnits = option.variablePricingUnits.map((u): VariablePricingUnit => {
    if (!isInUse(u)) return u;
    if (u.type === 'select') {
      const value = selectDefault(u);
      return value === undefined ? u : { ...u, value };
    }
    return u.min === undefined ? u : { ...u, value: u.min };
  });
  const pricingUnits = option.pricingUnits.map((u) => (!isInUse(u) || u.min === undefined ? u : { ...u, value: u.min }));
  return resolveEnabledValues<T>({ ...rest, pricingUnits, variablePricingUnits } as unknown as T);
}

/** A random 24-hex id (Mongo ObjectId shape); the default id generator of `cloneOption`. */
export function randomObjectId(): string {
  const bytes = new Uint8Array(12);
  const crypto = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto;
  if (crypto?.getRandomValues) crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Returns a new list with a deep copy of `options[index]`, under a new `_id`, right after it. */
export function cloneOption<T extends BagMediaOption>(
  options: readonly Readonly<T>[],
  index: number,
  newId: () => string = randomObjectId,
): T[] {
  if (!Number.isInteger(index) || index < 0 || index >= options.length) {
    throw new RangeError(`cloneOption: no option at index ${index}`);
  }
  const copy = { ...(structuredClone(options[index]) as T), _id: newId() };
  return [...options.slice(0, index + 1), copy, ...options.slice(index + 1)] as T[];
}
