const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹ with Indian digit grouping: 120000 → "₹1,20,000"; paise only when there are any (9999.5 → "₹9,999.50"). */
export function formatRupees(amount: number): string {
  return (Number.isInteger(amount) ? wholeRupees : withPaise).format(amount);
}
