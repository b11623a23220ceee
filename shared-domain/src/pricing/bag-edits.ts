/**
 * Checked edits of bag lines: each either returns the new line(s) or throws `BagEditError`
 * with a message for a person. The server runs them before it writes (turning the error
 * into a 400) and the bag UI runs the same code on a guest's local lines, so both refuse
 * the same edits with the same words.
 */
import { checkCampaignName } from '../campaign/campaign-name';
import type { BagMediaOption, PricingUnit, ScheduleEntry, VariablePricingUnit } from '../entities/pricing-types';
import { formatRupees } from '../format/money';
import { MAX_RUPEES, MAX_SCHEDULE_ENTRIES, NUMBER_BOUNDS, numberProblem, unitBounds } from '../input/numbers';
import { applyBulkEdit, type BulkEdit, type BulkEditValues } from './edits';
import { resolveVariableUnits } from './enabled-values';
import { distinctPricingUnits } from './price-bag';
import { priceOption } from './price-option';
import { acceptRateRequest, type RateAuthority } from './rate-requests';
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

/** A quantity: a whole number from the unit's `min` (at least 0) to MAX_UNITS. */
function checkQuantity(unitName: string, min: number | undefined, value: unknown): number {
  const problem = numberProblem(unitName, value, unitBounds(min));
  if (problem) throw new BagEditError(problem);
  return value as number;
}

/** The name a message gives a line: its option's name when the line carries it. */
const lineName = (line: Readonly<BagMediaOption>): string => line.display?.optionName ?? 'This option';

/**
 * A line whose figures stay within MAX_RUPEES (and finite): units each within bounds can
 * still multiply past it, and a stored amount must always be a number a reader can use.
 */
export function checkLineAmounts<T extends BagMediaOption>(line: T): T {
  const priced = priceOption(line);
  const biggest = Math.max(priced.cardTotal, priced.subTotal, priced.totalPrice, priced.totalPayable);
  if (!Number.isFinite(biggest) || biggest > MAX_RUPEES) {
    throw new BagEditError(`${lineName(line)} would cost more than ${formatRupees(MAX_RUPEES)}; choose fewer units or a lower rate`);
  }
  return line;
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
    return checkLineAmounts({ ...line, pricingUnits, variablePricingUnits: resolveVariableUnits({ ...line, pricingUnits }) } as T);
  }
  const variable = unit as VariablePricingUnit;
  const value = variable.type === 'select' ? checkSelectValue(variable, val) : checkQuantity(variable.name, variable.min, val);
  const variablePricingUnits = line.variablePricingUnits.map((u, i) => (i === index ? { ...u, value } : u));
  return checkLineAmounts(resolveChecked({ ...line, variablePricingUnits } as T, new Set([index])));
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
  return checkLineAmounts(resolveChecked({ ...line, pricingUnits, variablePricingUnits } as T, chosen));
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
  const edited = applyBulkEdit<T>(lines, { pricingUnits: edit.pricingUnits, variablePricingUnits: edit.variablePricingUnits });
  edited.forEach((line, i) => {
    if (line !== lines[i]) checkLineAmounts(line);
  });
  return edited;
}

/**
 * A discount as stored: 'x%' with 0 ≤ x ≤ 100 (two decimals at most) → the normalised text
 * ('12.5%'); flat rupees from 0 to MAX_RUPEES (paise at most) as is.
 */
export function checkDiscount(field: string, value: number | string): number | string {
  if (typeof value === 'number') {
    const problem = numberProblem(field, value, NUMBER_BOUNDS.flatDiscount);
    if (problem) throw new BagEditError(`${problem} (rupees), or a percentage such as '12.5%'`);
    return value;
  }
  const match = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(value);
  const pct = match ? Number(match[1]) : NaN;
  if (!Number.isFinite(pct) || numberProblem(field, pct, NUMBER_BOUNDS.percent)) {
    throw new BagEditError(`${field} must be rupees, or a percentage from 0% to 100% with at most 2 decimals`);
  }
  return `${pct}%`;
}

/** An agency rate: rupees per unit from 0 to MAX_RUPEES (paise at most); null clears it. */
function checkAgencyRate(field: string, value: number | null): number | null {
  if (value === null) return null;
  const problem = numberProblem(field, value, NUMBER_BOUNDS.rate);
  if (problem) throw new BagEditError(problem);
  return value;
}

/** A schedule as typed: at most MAX_SCHEDULE_ENTRIES real dates, each with a whole number of units. */
function checkSchedule(field: string, entries: readonly Pick<ScheduleEntry, 'date' | 'units'>[]): ScheduleEntry[] {
  if (entries.length > MAX_SCHEDULE_ENTRIES) throw new BagEditError(`${field} can have at most ${MAX_SCHEDULE_ENTRIES} dates`);
  return entries.map((e, i) => {
    const problem = numberProblem(`${field} line ${i + 1}: units`, e.units, NUMBER_BOUNDS.scheduleUnits);
    if (problem) throw new BagEditError(problem);
    return { date: checkDate(`${field} line ${i + 1} date`, e.date), units: e.units };
  });
}

/** What `PUT /bag/update-info` may change on one line; null clears agencyRate or discount. */
export type LineTerms = {
  readonly agencyRate?: number | null;
  readonly discount?: number | string | null;
  readonly schedule?: readonly Pick<ScheduleEntry, 'date' | 'units'>[];
};

/** How messages name each field: the screen's words by default; the server names the API's fields. */
export type TermLabels = Readonly<Record<'agencyRate' | 'discount' | 'schedule' | 'startDate' | 'endDate' | 'discountOnTotal', string>>;
export const SCREEN_LABELS: TermLabels = {
  agencyRate: 'Agency rate', discount: 'Discount', schedule: 'Schedule', startDate: 'Start date', endDate: 'End date', discountOnTotal: 'Bulk discount',
};

export type { RateAuthority } from './rate-requests';

/**
 * A line with new agency rate, discount or schedule, each checked, and its figures within
 * bounds. With `authority` 'request' the rate and discount are checked the same way but kept
 * as the line's request (null withdraws it), and the line must stay within bounds were the
 * request accepted; its priced fields are untouched.
 */
export function setLineTerms<T extends BagMediaOption>(
  line: Readonly<T>, terms: LineTerms, labels: TermLabels = SCREEN_LABELS, authority: RateAuthority = 'set',
): T {
  const next = { ...line } as T;
  const rateField = authority === 'set' ? 'agencyRate' : 'requestedRate';
  const discountField = authority === 'set' ? 'discount' : 'requestedDiscount';
  if (terms.agencyRate !== undefined) {
    const rate = checkAgencyRate(labels.agencyRate, terms.agencyRate);
    if (rate === null) delete next[rateField];
    else next[rateField] = rate;
  }
  if (terms.discount !== undefined) {
    if (terms.discount === null) delete next[discountField];
    else next[discountField] = checkDiscount(labels.discount, terms.discount);
  }
  if (terms.schedule !== undefined) next.schedule = checkSchedule(labels.schedule, terms.schedule);
  if (authority === 'request') checkLineAmounts(acceptRateRequest(next));
  return checkLineAmounts(next);
}

/** A bag's name: the campaign name rule (it becomes the campaign's name when saved). */
export function checkBagName(raw: string): string {
  const checked = checkCampaignName(raw);
  if (!checked.ok) throw new BagEditError(checked.message.replace(/campaign/g, 'bag'));
  return checked.name;
}

/** The bag-wide fields `PUT /bag/update-info` may change; null clears. */
export type BagTerms = {
  readonly startDate?: string | null;
  readonly endDate?: string | null;
  readonly discountOnTotal?: number | string | null;
};
type BagTermsState = {
  startDate: string | null;
  endDate: string | null;
  discountOnTotal: number | string | null;
  /** A bulk discount a buyer asked for (`setBagTerms` with 'request'); never priced. */
  requestedDiscountOnTotal?: number | string | null;
};

/**
 * The bag's dates and bulk discount after `terms`, checked: a start date given now must not
 * be before `today` (YYYY-MM-DD; a start already stored is left alone), the end not before
 * the start. Answers only the fields that change. With `authority` 'request' a bulk discount
 * is checked the same way but answered as `requestedDiscountOnTotal` (null withdraws it).
 */
export function setBagTerms(
  bag: Readonly<BagTermsState>, terms: BagTerms, today: string, labels: TermLabels = SCREEN_LABELS, authority: RateAuthority = 'set',
): Partial<BagTermsState> {
  const out: Partial<BagTermsState> = {};
  if (terms.startDate !== undefined) {
    out.startDate = terms.startDate === null ? null : checkDate(labels.startDate, terms.startDate);
    if (out.startDate !== null && dayOf(out.startDate) < today) {
      throw new BagEditError(`${labels.startDate} cannot be in the past: choose ${today} or later`);
    }
  }
  if (terms.endDate !== undefined) out.endDate = terms.endDate === null ? null : checkDate(labels.endDate, terms.endDate);
  const start = out.startDate !== undefined ? out.startDate : bag.startDate;
  const end = out.endDate !== undefined ? out.endDate : bag.endDate;
  if (start && end && dayOf(end) < dayOf(start)) {
    throw new BagEditError(`${labels.endDate} cannot be before ${labels.startDate.charAt(0).toLowerCase()}${labels.startDate.slice(1)}`);
  }
  if (terms.discountOnTotal !== undefined) {
    const bulk = terms.discountOnTotal === null ? null : checkDiscount(labels.discountOnTotal, terms.discountOnTotal);
    if (authority === 'set') out.discountOnTotal = bulk;
    else out.requestedDiscountOnTotal = bulk;
  }
  return out;
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
