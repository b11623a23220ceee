/**
 * Reading what was stored before today's bounds existed (or by any other path): a line or a
 * bulk discount with a figure that is not a finite number within bounds is brought back
 * within them, so a bag or a campaign always loads and prices to finite amounts.
 */
import type { BagMediaOption, PricingUnit, ScheduleEntry, VariablePricingUnit } from '../entities/pricing-types';
import { clampToBounds, NUMBER_BOUNDS, numberProblem, unitBounds } from '../input/numbers';
import { BagEditError, checkDiscount } from './bag-edits';
import { applyDiscountShare, priceBag } from './price-bag';
import { priceOption } from './price-option';

const finiteOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** A stored discount, or undefined when it is not one `checkDiscount` would accept. */
export function repairDiscount(value: unknown): number | string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  try {
    return checkDiscount('Discount', value);
  } catch (err) {
    if (err instanceof BagEditError) return undefined;
    throw err;
  }
}

function repairUnit(unit: PricingUnit): PricingUnit {
  const bounds = unitBounds(unit.min);
  const value = clampToBounds(unit.value, bounds, Math.max(bounds.min, 1));
  return value === unit.value ? unit : { ...unit, value };
}

function repairVariableUnit(unit: VariablePricingUnit): VariablePricingUnit {
  if (unit.type === 'select') return unit;
  const bounds = unitBounds(unit.min);
  let next = unit;
  for (const key of ['value', 'defaultValue'] as const) {
    const raw = unit[key];
    if (raw === undefined || raw === null) continue;
    const value = clampToBounds(raw, bounds, Math.max(bounds.min, 1));
    if (value !== raw) next = { ...next, [key]: value };
  }
  return next;
}

function repairSchedule(schedule: readonly ScheduleEntry[]): ScheduleEntry[] {
  let changed = false;
  const out = schedule.map((entry) => {
    const units = clampToBounds(entry.units, NUMBER_BOUNDS.scheduleUnits, 0);
    if (units === entry.units) return entry;
    changed = true;
    return { ...entry, units };
  });
  return changed ? out : (schedule as ScheduleEntry[]);
}

/**
 * `line` with every figure pricing reads a finite number within bounds: units clamped, an
 * agency rate or discount out of range dropped, rates that are not numbers read as 0. The
 * same object when nothing needed repair.
 */
export function repairLine<T extends BagMediaOption>(line: T): T {
  const next: T = { ...line };
  let changed = false;
  const set = <K extends keyof T>(key: K, value: T[K] | undefined) => {
    changed = true;
    if (value === undefined) delete next[key];
    else next[key] = value;
  };

  const pricingUnits = (line.pricingUnits ?? []).map(repairUnit);
  if (pricingUnits.some((u, i) => u !== line.pricingUnits[i])) set('pricingUnits', pricingUnits);
  const variablePricingUnits = (line.variablePricingUnits ?? []).map(repairVariableUnit);
  if (variablePricingUnits.some((u, i) => u !== line.variablePricingUnits[i])) set('variablePricingUnits', variablePricingUnits);

  if (line.agencyRate !== undefined && line.agencyRate !== null && numberProblem('rate', line.agencyRate, NUMBER_BOUNDS.rate)) set('agencyRate', undefined);
  if (line.discount !== undefined) {
    const discount = repairDiscount(line.discount);
    if (discount !== line.discount) set('discount', discount);
  }
  // A request is never priced, but accepting one makes it the price: it too must be within bounds.
  if (line.requestedRate !== undefined && numberProblem('rate', line.requestedRate, NUMBER_BOUNDS.rate)) set('requestedRate', undefined);
  if (line.requestedDiscount !== undefined) {
    const requested = repairDiscount(line.requestedDiscount);
    if (requested !== line.requestedDiscount) set('requestedDiscount', requested);
  }
  if (line.schedule) {
    const schedule = repairSchedule(line.schedule);
    if (schedule !== line.schedule) set('schedule', schedule);
  }
  for (const key of ['minBilling', 'minimumBilling'] as const) {
    const value = line[key];
    if (value !== undefined && value !== null && !Number.isFinite(value)) set(key, undefined);
  }
  const tax = line.serviceTaxPercentage;
  if (tax !== undefined && tax !== null && numberProblem('tax', tax, NUMBER_BOUNDS.percent)) set('serviceTaxPercentage', undefined);

  const rates = line.rates?.defaultRates;
  if (rates) {
    const fixed = {
      ...rates,
      cardRate: finiteOr(rates.cardRate, 0),
      discountedRate: finiteOr(rates.discountedRate, 0),
      ...(rates.vendorRate === undefined ? {} : { vendorRate: finiteOr(rates.vendorRate, 0) }),
      ...(rates.minimumBilling === undefined || rates.minimumBilling === null ? {} : { minimumBilling: finiteOr(rates.minimumBilling, 0) }),
    };
    const differs = (Object.keys(fixed) as (keyof typeof fixed)[]).some((k) => fixed[k] !== rates[k]);
    if (differs) set('rates', { ...line.rates, defaultRates: fixed });
  }
  return changed ? next : line;
}

/** The figures pricing computes for an option (PRICING.md rules 4–12), as a campaign stores them. */
const PRICED_FIGURES = [
  'cardRate', 'discountedRate', 'vendorRate', 'quantity', 'minBilling', 'subTotal', 'serviceTaxPercentage', 'serviceTax', 'totalPrice',
  'cardTotal', 'savings', 'discountOnTotal', 'receivable', 'taxReceivable', 'totalReceivable', 'payable', 'taxPayable', 'totalPayable',
] as const;

const hasBrokenFigure = (option: Readonly<Record<string, unknown>>): boolean =>
  PRICED_FIGURES.some((key) => option[key] !== undefined && !(typeof option[key] === 'number' && Number.isFinite(option[key])));

/**
 * A priced option as a campaign stored it, made safe to show: kept as saved (a campaign is a
 * quote) unless a figure or a unit is not a finite number within bounds; then the option's
 * units are repaired and it is priced again, keeping its bulk-discount share when that was a
 * number.
 */
export function repairPricedOption<T extends BagMediaOption>(option: T): T {
  const repaired = repairLine(option);
  if (repaired === option && !hasBrokenFigure(option as Readonly<Record<string, unknown>>)) return option;
  return repriceOption(repaired, option);
}

/**
 * A campaign's option priced again from its units and rates (after its agency rate or
 * discount changed: an accepted rate request), keeping the bulk-discount share `shareOf`
 * carried when that was a number (at most the new subtotal). Every other field stays.
 */
export function repriceOption<T extends BagMediaOption>(option: T, shareOf: Readonly<BagMediaOption> = option): T {
  const priced = priceOption(withoutFigures(option));
  const share = (shareOf as { discountOnTotal?: unknown }).discountOnTotal;
  const withShare = typeof share === 'number' && Number.isFinite(share) && share > 0 ? applyDiscountShare(priced, Math.min(share, priced.subTotal)) : priced;
  return withShare as unknown as T;
}

/** The option's inputs: its figures (but its own GST percent, an input) dropped, to be priced again. */
function withoutFigures(option: Readonly<BagMediaOption>): BagMediaOption {
  const stored: Record<string, unknown> = { ...option };
  // Its own GST rate stays when valid (repairLine dropped one out of bounds).
  for (const key of PRICED_FIGURES) if (key !== 'serviceTaxPercentage' || !Number.isFinite(stored[key])) delete stored[key];
  delete stored.rateEdited;
  delete stored.minBillingApplied;
  return stored as unknown as BagMediaOption;
}

/**
 * A campaign's options priced again as one bag with the bulk discount `discountOnTotal`
 * (PRICING.md `priceBag`: split over them by subtotal), e.g. once staff accept the bulk
 * discount a buyer asked for. Every other field of each option stays.
 */
export function repriceWithBulkDiscount<T extends BagMediaOption>(options: readonly T[], discountOnTotal: number | string): T[] {
  return priceBag(options.map(withoutFigures), { discountOnTotal }).options as unknown as T[];
}
