/**
 * The bag write routes' checked edits. The rules live in shared-domain (the bag UI runs the
 * same code on a guest's lines); here a refused edit becomes `InputError` (400) with the
 * same message, thrown before anything is written.
 */
import {
  BagEditError, checkBagName, checkedBulkEdit, replaceUnits as replaceUnitsRule, serverToday, setBagTerms, setLineTerms,
  setUnitValue as setUnitValueRule,
} from 'shared-domain';
import type { BagTerms, BulkEdit, LineTerms, RateAuthority, SubmittedUnit, TermLabels, UnitKindParam } from 'shared-domain';
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

/** Messages name the API's fields. */
const API_LABELS: TermLabels = {
  agencyRate: 'agencyRate', discount: 'discount', schedule: 'schedule', startDate: 'startDate', endDate: 'endDate', discountOnTotal: 'discountOnTotal',
};

/**
 * `PUT /bag/update-info` on a line: agency rate, discount, schedule, checked with the line's
 * figures; from a caller who may not set rates (`authority` 'request') the rate and discount
 * are kept as the line's request.
 */
export const lineWithTerms = (line: BagLine, terms: LineTerms, authority: RateAuthority): BagLine =>
  asInput(() => setLineTerms(line, terms, API_LABELS, authority));

/**
 * `PUT /bag/update-info` on the bag: dates (no start before today, UTC) and the bulk discount
 * (a request, with `authority` 'request'); only the fields that change.
 */
export const bagTermsAfter = (bag: Parameters<typeof setBagTerms>[0], terms: BagTerms, now: Date, authority: RateAuthority) =>
  asInput(() => setBagTerms(bag, terms, serverToday(now), API_LABELS, authority));

/** `PATCH /bag/changeName`: the campaign name rule. */
export const bagName = (raw: string): string => asInput(() => checkBagName(raw));
