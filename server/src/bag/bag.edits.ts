/**
 * The bag write routes' checked edits. The rules live in shared-domain (the bag UI runs the
 * same code on a guest's lines); here a refused edit becomes `InputError` (400) with the
 * same message, thrown before anything is written.
 */
import {
  BagEditError, checkDate as checkDateRule, checkDiscount as checkDiscountRule, checkedBulkEdit, replaceUnits as replaceUnitsRule,
  setUnitValue as setUnitValueRule,
} from 'shared-domain';
import type { BulkEdit, SubmittedUnit, UnitKindParam } from 'shared-domain';
import { InputError } from '../errors';
import type { BagLine } from './bag.model';

export type { SubmittedUnit, UnitKindParam };
export { dayOf } from 'shared-domain';

/** Runs a shared-domain edit; its refusal is the client's mistake, so it answers 400. */
function asInput<R>(run: () => R): R {
  try {
    return run();
  } catch (err) {
    if (err instanceof BagEditError) throw new InputError(err.message);
    throw err;
  }
}

/** `PATCH /bag/pricingUnit`: one unit of one line takes `val`. */
export const setUnitValue = (line: BagLine, type: UnitKindParam, index: number, val: unknown): BagLine =>
  asInput(() => setUnitValueRule(line, type, index, val));

/** `PUT /bag/{id}/pricing-units`: the line's units take the submitted values. */
export const replaceUnits = (line: BagLine, pricing: readonly SubmittedUnit[], variable: readonly SubmittedUnit[]): BagLine =>
  asInput(() => replaceUnitsRule(line, pricing, variable));

/** `PATCH /bag/bulkedit`: checked, then PRICING.md `applyBulkEdit` on every line. */
export const bulkEdit = (lines: readonly BagLine[], edit: BulkEdit): BagLine[] => asInput(() => checkedBulkEdit(lines, edit));

/** A line or bulk discount: a number ≥ 0, or 'x%' normalised. */
export const checkDiscount = (field: string, value: number | string): number | string => asInput(() => checkDiscountRule(field, value));

/** An ISO date that names a real day. */
export const checkDate = (field: string, value: string): string => asInput(() => checkDateRule(field, value));
