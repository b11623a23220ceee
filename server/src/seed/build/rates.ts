/** The pricing parts of an option that follow from its template: units and rate rows (PRICING.md). */
import type { PricingUnit, RateRow, VariablePricingUnit } from 'shared-domain';
import type { OptionTemplate, SelectSpec } from '../names-options';
import { shared } from './helpers';

/** The template's fixed pricing units. */
export function pricingUnits(t: OptionTemplate): PricingUnit[] {
  return t.units.map(([name, value, min]) => ({ name, value, min }));
}

const selectValuesCache = new Map<SelectSpec, (string | number)[]>();
/** The template's select and number units; select values are shared per template. */
export function variableUnits(t: OptionTemplate): VariablePricingUnit[] {
  const selects = (t.selects ?? []).map((s): VariablePricingUnit => {
    let values = selectValuesCache.get(s);
    if (!values) selectValuesCache.set(s, (values = shared([...s.values])));
    return { name: s.name, type: 'select', values, defaultValue: s.values[0] };
  });
  const numbers = (t.numbers ?? []).map(([name, defaultValue, min]): VariablePricingUnit => ({
    name, type: 'number', defaultValue, min,
  }));
  return [...selects, ...numbers];
}

/**
 * Variant rows: one per non-default select value, plus one per pair across the first two
 * selects so the most-fields rule (PRICING.md step 3) prices the combination as the sum.
 */
function variantRows(selects: readonly SelectSpec[]): RateRow[] {
  const rows: RateRow[] = [];
  for (const s of selects) {
    s.values.forEach((value, i) => {
      if (i > 0) rows.push({ fields: [{ field: s.name, value }], difference: { type: 'percentage', value: s.premiums[i] } });
    });
  }
  const [a, b] = selects;
  if (a && b) {
    a.values.forEach((va, i) => b.values.forEach((vb, j) => {
      if (i > 0 && j > 0) {
        rows.push({
          fields: [{ field: a.name, value: va }, { field: b.name, value: vb }],
          difference: { type: 'percentage', value: a.premiums[i] + b.premiums[j] },
        });
      }
    }));
  }
  return rows;
}

/** Volume slabs are half-open ranges [min, next min) so exactly one applies (PRICING.md step 3). */
function volumeRows(t: OptionTemplate, running: boolean): RateRow[] {
  const slabs = t.volume ?? [];
  return slabs.map(([min, pct], i) => {
    const next = slabs[i + 1];
    return {
      fields: [next ? { field: 'volume', min, max: next[0] } : { field: 'volume', min }],
      difference: running ? { type: 'percentage', value: pct, onRunningTotal: true } : { type: 'percentage', value: pct },
    };
  });
}

/** Rate rows depend only on the template, so options of one template share one frozen list. */
const rowsCache = new Map<OptionTemplate, [RateRow[], RateRow[]]>();
export function otherRates(t: OptionTemplate, running: boolean): RateRow[] {
  let pair = rowsCache.get(t);
  if (!pair) {
    const variants = variantRows(t.selects ?? []);
    pair = [shared([...variants, ...volumeRows(t, false)]), shared([...variants, ...volumeRows(t, true)])];
    rowsCache.set(t, pair);
  }
  return pair[running ? 1 : 0];
}
