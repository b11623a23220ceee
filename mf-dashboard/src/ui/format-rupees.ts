const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const paise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹1,25,000 with Indian digit grouping; paise only when there are any (₹9,999.50). */
export function formatRupees(amount: number): string {
  return (Number.isInteger(amount) ? whole : paise).format(amount);
}
