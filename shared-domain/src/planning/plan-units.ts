/**
 * Units a media plan puts on an option (issue 18, media-mix recommender): the recommender
 * picks a number of insertions / spots / days for an option, and the bag adds the option with
 * those units. Both sides apply them with `withPlanUnits`, so the plan's price is the bag's.
 */
import type { PricingUnit } from '../entities/pricing-types';
import { isInUse } from '../pricing/units';
import { MAX_UNITS } from '../input/numbers';

/** One pricing unit's chosen value, by the unit's name. */
export type PlanUnit = { readonly name: string; readonly value: number };

/** The smallest value a unit takes: its `min`, and never below 1. */
export const planUnitMin = (unit: Readonly<PricingUnit>): number => Math.max(1, unit.min ?? 1);

/** A value a unit can take: a whole number from the unit's minimum to MAX_UNITS (the bag's own bound). */
const acceptable = (unit: Readonly<PricingUnit>, value: number): boolean =>
  Number.isInteger(value) && value >= planUnitMin(unit) && value <= MAX_UNITS;

/**
 * A copy of `option` whose pricing units named in `units` take the given value, where the
 * unit is in use and the value is a whole number from `max(1, unit.min ?? 1)` to MAX_UNITS; every
 * other unit keeps its value (a wrong value is ignored, not clamped: the caller decides).
 * Never mutates `option` or its units.
 */
export function withPlanUnits<T extends { pricingUnits: readonly PricingUnit[] }>(option: T, units: readonly PlanUnit[]): T {
  const pricingUnits = option.pricingUnits.map((unit) => {
    if (!isInUse(unit)) return { ...unit };
    const chosen = units.find((u) => u.name === unit.name);
    return chosen && acceptable(unit, chosen.value) ? { ...unit, value: chosen.value } : { ...unit };
  });
  return { ...option, pricingUnits };
}

/**
 * The unit a plan repeats: the option's first pricing unit in use (insertions, spots, days,
 * weeks…, the quantity the seller sells by), or null when it has none.
 */
export function quantityUnitOf(option: { readonly pricingUnits: readonly Readonly<PricingUnit>[] }): Readonly<PricingUnit> | null {
  return option.pricingUnits.find(isInUse) ?? null;
}

/** The option's pricing units as plan units: name and value of each, in order. */
export const planUnitsOf = (option: { readonly pricingUnits: readonly Readonly<PricingUnit>[] }): PlanUnit[] =>
  option.pricingUnits.map((u) => ({ name: u.name, value: u.value }));
