/** Rate rows: volume vs variant rows, matching, and the best row (rule 3). */
import type { BagMediaOption, RateField, RateRow } from '../entities/pricing-types';
import { currentUnitValue, sameValue, volume } from './units';

/** A row with a `volume` field is a volume row; the rest are variant rows. */
export const isVolumeRow = (row: Readonly<RateRow>): boolean => row.fields.some((f) => f.field === 'volume');

/** The option's variant rows, in listed order. */
export const variantRows = (option: Readonly<BagMediaOption>): readonly Readonly<RateRow>[] =>
  (option.rates.otherRates ?? []).filter((row) => !isVolumeRow(row));

/** The option's volume rows, in listed order. */
export const volumeRows = (option: Readonly<BagMediaOption>): readonly Readonly<RateRow>[] =>
  (option.rates.otherRates ?? []).filter(isVolumeRow);

/** A volume field holds when lo ≤ V < hi, with lo = min ?? V and hi = max ?? V + 1. */
export function volumeFieldHolds(field: Readonly<RateField>, v: number): boolean {
  const lo = field.min ?? v;
  const hi = field.max ?? v + 1;
  return lo <= v && v < hi;
}

/** A field holds for `volume` by bounds, otherwise when the unit of that name has that value. */
export function fieldHolds(option: Readonly<BagMediaOption>, field: Readonly<RateField>, v: number): boolean {
  return field.field === 'volume'
    ? volumeFieldHolds(field, v)
    : sameValue(currentUnitValue(option, field.field), field.value);
}

/** A row matches when every one of its fields holds. */
export const rowMatches = (option: Readonly<BagMediaOption>, row: Readonly<RateRow>, v = volume(option)): boolean =>
  row.fields.every((field) => fieldHolds(option, field, v));

/** The matching row with the most fields; ties go to the earlier row. */
export function bestRow(
  option: Readonly<BagMediaOption>,
  rows: readonly Readonly<RateRow>[],
): Readonly<RateRow> | undefined {
  const v = volume(option);
  let best: Readonly<RateRow> | undefined;
  for (const row of rows) {
    if (rowMatches(option, row, v) && (!best || row.fields.length > best.fields.length)) best = row;
  }
  return best;
}
