const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const dates = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** ₹ amount with Indian digit grouping, whole rupees: 120000 → "₹1,20,000". */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** An ISO date as India reads it ("5 Mar 2025"); an unreadable one as it came. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dates.format(d);
}
