const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const numbers = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** ₹ amount with Indian digit grouping, whole rupees: 120000 → "₹1,20,000". */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** A count or figure with lakh/crore grouping: 843000 → "8,43,000". */
export function formatNumber(value: number): string {
  return numbers.format(value);
}

/** "1 media profile" / "1,234 media profiles". */
export function formatCount(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(n)} ${n === 1 ? singular : plural}`;
}
