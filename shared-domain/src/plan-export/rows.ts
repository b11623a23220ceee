/**
 * `mediaPlanRows`: a media plan as one table – header, one row per line, totals – from priced
 * lines: a bag's (what `priceBag` returned) or a saved campaign's (`campaignPlanLines`). The
 * XLSX and the PDF both render this table, so the two files and the screen show the same
 * figures, and a campaign's plan equals the bag's for the same lines; nothing here prices
 * anything again. Each line shows its
 * card total, offer total and minimum-billing top-up apart (shared-domain `lineBreakdown`),
 * so offer total − discount + top-up − bulk share = subtotal reads straight off the row.
 */
import { formatRate as sharedFormatRate, formatRupees } from '../format/money';
import { breakdownTotals, lineBreakdown } from '../pricing/breakdown';
import { round2 } from '../pricing/rounding';
import type {
  MediaPlanCell, MediaPlanColumn, MediaPlanColumnKey, MediaPlanInput, MediaPlanLine, MediaPlanMeta,
  MediaPlanSourceLine, MediaPlanTable, MediaPlanTotal, MediaPlanTotalKey,
} from './types';

type PricedLine = MediaPlanSourceLine;

/** The columns of both formats, in order. */
export const MEDIA_PLAN_COLUMNS: readonly MediaPlanColumn[] = Object.freeze([
  { key: 'index', header: '#', kind: 'count', width: 5 },
  { key: 'media', header: 'Media', kind: 'text', width: 24 },
  { key: 'option', header: 'Option', kind: 'text', width: 22 },
  { key: 'category', header: 'Category', kind: 'text', width: 13 },
  { key: 'city', header: 'City', kind: 'text', width: 12 },
  { key: 'units', header: 'Units', kind: 'text', width: 30 },
  { key: 'cardRate', header: 'Card rate', kind: 'rate', width: 13 },
  { key: 'offerRate', header: 'Offer rate', kind: 'rate', width: 22 },
  { key: 'quantity', header: 'Units charged', kind: 'count', width: 10 },
  { key: 'cardTotal', header: 'Card total', kind: 'money', width: 14 },
  { key: 'offerTotal', header: 'Offer total', kind: 'money', width: 14 },
  { key: 'discount', header: 'Discount', kind: 'money', width: 18 },
  { key: 'minTopUp', header: 'Minimum-billing top-up', kind: 'money', width: 22 },
  { key: 'bulkDiscount', header: 'Bulk discount share', kind: 'money', width: 14 },
  { key: 'subTotal', header: 'Subtotal', kind: 'money', width: 15 },
  { key: 'gstPercent', header: 'GST %', kind: 'percent', width: 8 },
  { key: 'gst', header: 'GST', kind: 'money', width: 14 },
  { key: 'total', header: 'Total', kind: 'money', width: 16 },
  { key: 'savings', header: 'Saving vs card rate', kind: 'money', width: 15 },
] satisfies MediaPlanColumn[]);

const TOTAL_ROWS: readonly { key: MediaPlanTotalKey; label: string }[] = [
  { key: 'cardTotal', label: 'Card total' },
  { key: 'offerTotal', label: 'Offer total' },
  { key: 'discount', label: 'Discounts' },
  { key: 'minimumTopUp', label: 'Minimum-billing top-ups' },
  { key: 'discountOnTotal', label: 'Bulk discount' },
  { key: 'subTotal', label: 'Subtotal' },
  { key: 'serviceTax', label: 'GST' },
  { key: 'totalPrice', label: 'Total' },
  { key: 'savings', label: 'Saving vs card rate' },
];

const OPTIONAL_TOTALS: ReadonlySet<MediaPlanTotalKey> = new Set(['discount', 'minimumTopUp', 'discountOnTotal']);

/** Rupees as the screen shows them, whole: "₹1,20,000" (shared-domain's `formatRupees`, the one rule). */
export const formatMoney = (amount: number): string => formatRupees(amount);

/** A rate as the screen shows it: "₹2,990", a rate at or below ₹5 with its decimals ("₹0.125"). */
export const formatRate = (rate: number): string => sharedFormatRate(rate);

/** A percentage given as 5 for 5 %: "5%", "12.5%". */
export const formatPercent = (pct: number): string => `${round2(pct)}%`;

const withNote = (text: string, note?: string): string => (note ? `${text} (${note})` : text);

const textCell = (text: string | null | undefined, note?: string | null): MediaPlanCell => {
  const t = (text ?? '').trim();
  const n = note?.trim() || undefined;
  return { value: t === '' ? null : t, text: withNote(t, n), ...(n ? { note: n } : {}) };
};

const numberCell = (value: number, format: (n: number) => string, note?: string): MediaPlanCell => ({
  value,
  text: withNote(format(value), note),
  ...(note ? { note } : {}),
});

const inUse = (unit: { inUse?: boolean }): boolean => unit.inUse !== false;

/** The units in use: "Insertions: 2, Edition: Delhi, Area: 120". */
export function unitsText(line: Pick<PricedLine, 'pricingUnits' | 'variablePricingUnits'>): string {
  return [
    ...line.pricingUnits.filter(inUse).map((u) => `${u.name}: ${u.value}`),
    ...line.variablePricingUnits.filter(inUse).map((u) => `${u.name}: ${u.value ?? u.defaultValue ?? ''}`.trim()),
  ].join(', ');
}

function lineRow(line: PricedLine, index: number): MediaPlanLine {
  const d = line.display;
  const b = lineBreakdown(line);
  const cells: Record<MediaPlanColumnKey, MediaPlanCell> = {
    index: { value: index, text: String(index) },
    media: textCell(d?.mediaName),
    option: textCell(d?.optionName),
    category: textCell(d?.category),
    city: textCell(d?.city),
    units: textCell(unitsText(line), d?.unitLabel),
    cardRate: numberCell(line.cardRate, formatRate),
    offerRate: numberCell(line.discountedRate, formatRate, line.rateEdited ? 'agency rate' : undefined),
    quantity: numberCell(b.units, String),
    cardTotal: numberCell(b.cardTotal, formatMoney),
    offerTotal: numberCell(b.offerGross, formatMoney),
    discount: numberCell(b.discount, formatMoney, b.discountEntered),
    minTopUp: numberCell(b.minimumTopUp, formatMoney, b.minimumTopUp > 0 ? `minimum ${formatMoney(b.minBilling)}` : undefined),
    bulkDiscount: numberCell(b.bulkDiscount, formatMoney),
    subTotal: numberCell(line.subTotal, formatMoney),
    gstPercent: numberCell(line.serviceTaxPercentage, formatPercent),
    gst: numberCell(line.serviceTax, formatMoney),
    total: numberCell(line.totalPrice, formatMoney),
    // What the card rate would have cost more for the same line; never a negative "saving".
    savings: numberCell(Math.max(0, line.savings), formatMoney),
  };
  return { id: line._id, cells };
}

const dateOnly = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dateInIndia = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const timeInIndia = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' });

/** A stored campaign date as "01 Dec 2026" ('YYYY-MM-DD' is a calendar day; a full time is read in IST). */
export function formatPlanDate(value: string): string {
  const text = value.trim();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const date = new Date(day ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) return text;
  return (day ? dateOnly : dateInIndia).format(date);
}

/** The moment the file was made, in IST: "21 Nov 2026, 1:35 pm IST". */
export const formatGeneratedAt = (at: Date): string => `${dateInIndia.format(at)}, ${timeInIndia.format(at)} IST`;

function datesText(start?: string | null, end?: string | null): string {
  const s = start?.trim() ? formatPlanDate(start) : '';
  const e = end?.trim() ? formatPlanDate(end) : '';
  if (s && e) return `${s} – ${e}`;
  if (s) return `From ${s}`;
  if (e) return `Until ${e}`;
  return 'Not set';
}

/** "Billed to", "GSTIN" and "Billing address" lines from the agency details; none without an agency name. */
export function billToMeta(billTo: MediaPlanInput['billTo']): MediaPlanMeta[] {
  const name = billTo?.agencyName?.trim();
  if (!billTo || !name) return [];
  const meta: MediaPlanMeta[] = [{ label: 'Billed to', text: name }];
  if (billTo.gstin?.trim()) meta.push({ label: 'GSTIN', text: billTo.gstin.trim().toUpperCase() });
  const place = [billTo.city, [billTo.state, billTo.pincode].map((v) => v?.trim()).filter(Boolean).join(' ')].map((v) => v?.trim()).filter(Boolean).join(', ');
  const address = [billTo.address?.replace(/\s*\n\s*/g, ', ').trim(), place].filter(Boolean).join(', ');
  if (address) meta.push({ label: 'Billing address', text: address });
  return meta;
}

/** The plan as one table; pure but for `generatedAt`, which defaults to now. */
export function mediaPlanRows(input: MediaPlanInput): MediaPlanTable {
  const onlySelected = input.onlySelected === true;
  const generatedAt = input.generatedAt ?? new Date();
  const all = input.lines;
  const included = onlySelected ? all.filter((o) => o.select === true) : all;
  const sums = breakdownTotals(included);
  const totals: Record<MediaPlanTotalKey, number> = {
    cardTotal: sums.cardTotal,
    offerTotal: sums.offerGross,
    discount: sums.discount,
    minimumTopUp: sums.minimumTopUp,
    discountOnTotal: sums.bulkDiscount,
    subTotal: sums.subTotal,
    serviceTax: sums.serviceTax,
    totalPrice: sums.totalPrice,
    savings: included.reduce((sum, line) => sum + Math.max(0, line.savings), 0),
  };
  const title = input.name.trim() || 'Media plan';

  const version = input.planVersion;
  const meta: MediaPlanMeta[] = [
    ...(typeof version === 'number' && Number.isInteger(version) && version > 0 ? [{ label: 'Plan version', text: String(version) }] : []),
    { label: 'Campaign dates', text: datesText(input.startDate, input.endDate) },
    { label: 'Generated', text: formatGeneratedAt(generatedAt) },
    { label: 'Lines', text: onlySelected ? `${included.length} selected of ${all.length}` : String(included.length) },
    ...billToMeta(input.billTo),
  ];
  const columns = MEDIA_PLAN_COLUMNS.map((c) => ({ ...c }));
  return {
    title,
    meta,
    columns,
    header: columns.map((c) => c.header),
    lines: included.map((line, i) => lineRow(line, i + 1)),
    // Discounts and top-ups are listed only when some line has one.
    totals: TOTAL_ROWS.filter(({ key }) => !OPTIONAL_TOTALS.has(key) || totals[key] > 0).map(({ key, label }): MediaPlanTotal => ({
      key,
      label,
      value: totals[key],
      text: formatMoney(totals[key]),
    })),
    totalsColumn: 'total',
    onlySelected,
    generatedAt,
  };
}
