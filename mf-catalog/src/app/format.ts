const numbers = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Rupee amounts and rates are formatted by shared-domain's one rule (format/money.ts). */
export { formatRate, formatRupees } from 'shared-domain';

/** A count or figure with lakh/crore grouping: 843000 → "8,43,000". */
export function formatNumber(value: number): string {
  return numbers.format(value);
}

/** "1 media profile" / "1,234 media profiles". */
export function formatCount(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(n)} ${n === 1 ? singular : plural}`;
}
