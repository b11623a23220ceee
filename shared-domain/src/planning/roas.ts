/**
 * The ROAS calculator (issue 18, /roas-calculator): return on ad spend, the ROAS at which the
 * campaign breaks even and the profit after the ad spend, from spend, revenue and gross margin.
 * Pure: the page computes with it, and its values travel in the URL so a result can be shared.
 */
import { budgetFromText } from '../leads/lead-rules';

/** What the buyer enters: rupees spent on ads, revenue they brought, gross margin in percent. */
export type RoasInput = { spend: number; revenue: number; marginPercent: number };
export type RoasField = keyof RoasInput;

export type RoasResult = {
  /** Revenue per rupee of ad spend (revenue / spend). */
  roas: number;
  /** The ROAS at which gross profit pays for the ads exactly (1 / margin). */
  breakEvenRoas: number;
  /** Revenue × margin. */
  grossProfit: number;
  /** Gross profit − ad spend (negative: a loss). */
  profit: number;
};

export type RoasCheck = { ok: true; value: RoasResult } | { ok: false; errors: Partial<Record<RoasField, string>> };

/** The largest amount either rupee field takes: ₹1,000 crore. */
export const ROAS_MAX_RUPEES = 10_000_000_000;

/** The formulas as the page shows them, in the order of the results. */
export const ROAS_FORMULAS: Readonly<Record<keyof RoasResult, string>> = {
  roas: 'ROAS = revenue ÷ ad spend',
  breakEvenRoas: 'Break-even ROAS = 1 ÷ gross margin',
  grossProfit: 'Gross profit = revenue × gross margin',
  profit: 'Profit = gross profit − ad spend',
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Checks the three values and computes the results. Spend must be above zero, revenue zero or
 * more (both at most ₹1,000 crore), the margin above 0 and at most 100 percent; each wrong
 * value gets its own message and nothing is computed.
 */
export function calculateRoas(input: Partial<Record<RoasField, number>>): RoasCheck {
  const errors: Partial<Record<RoasField, string>> = {};
  const { spend, revenue, marginPercent } = input;
  if (spend === undefined || !Number.isFinite(spend)) errors.spend = 'Enter the ad spend in rupees.';
  else if (spend <= 0) errors.spend = 'Ad spend must be more than ₹0.';
  else if (spend > ROAS_MAX_RUPEES) errors.spend = 'Ad spend can be at most ₹1,000 crore.';
  if (revenue === undefined || !Number.isFinite(revenue)) errors.revenue = 'Enter the revenue in rupees (0 if none).';
  else if (revenue < 0) errors.revenue = 'Revenue cannot be negative.';
  else if (revenue > ROAS_MAX_RUPEES) errors.revenue = 'Revenue can be at most ₹1,000 crore.';
  if (marginPercent === undefined || !Number.isFinite(marginPercent)) errors.marginPercent = 'Enter the gross margin in percent.';
  else if (marginPercent <= 0 || marginPercent > 100) errors.marginPercent = 'Gross margin must be more than 0% and at most 100%.';
  if (Object.keys(errors).length || spend === undefined || revenue === undefined || marginPercent === undefined) return { ok: false, errors };
  const margin = marginPercent / 100;
  const grossProfit = revenue * margin;
  return {
    ok: true,
    value: {
      roas: round2(revenue / spend),
      breakEvenRoas: round2(1 / margin),
      grossProfit: round2(grossProfit),
      profit: round2(grossProfit - spend),
    },
  };
}

/** The URL query of a calculation (`?spend=…&revenue=…&margin=…`), so a result can be shared. */
export function roasQuery(values: Readonly<Record<RoasField, string>>): string {
  const params = new URLSearchParams();
  if (values.spend.trim()) params.set('spend', values.spend.trim());
  if (values.revenue.trim()) params.set('revenue', values.revenue.trim());
  if (values.marginPercent.trim()) params.set('margin', values.marginPercent.trim());
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The form's values from a URL query (what `roasQuery` wrote; anything else is ignored). */
export function roasValuesFrom(search: string): Record<RoasField, string> {
  const params = new URLSearchParams(search);
  const take = (name: string) => (params.get(name) ?? '').slice(0, 24);
  return { spend: take('spend'), revenue: take('revenue'), marginPercent: take('margin') };
}

/** The form's text values as numbers (empty: not given), for `calculateRoas`. */
export function roasInputFrom(values: Readonly<Record<RoasField, string>>): Partial<Record<RoasField, number>> {
  // Rupees as the lead form reads them ("₹2,50,000"); the margin may end in a percent sign.
  const amount = (text: string) => budgetFromText(text) ?? undefined;
  const percent = (text: string) => budgetFromText(text.trim().replace(/%$/, '')) ?? undefined;
  return { spend: amount(values.spend), revenue: amount(values.revenue), marginPercent: percent(values.marginPercent) };
}
