import type { TaxInvoice, TaxInvoiceLine } from './types';

/**
 * GST tax invoices (issue 37): the financial year of a date (April–March, India time), the
 * invoice number (at most 16 characters), the tax split (CGST + SGST within one state, IGST
 * otherwise) rounded to paise, the amount in words (Indian system) and the SAC of a medium.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The India-time calendar day ('YYYY-MM-DD') of an instant. */
export function indiaDayOf(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The financial year ('2026-27') a day ('YYYY-MM-DD') falls in: 1 April to 31 March. */
export function financialYearOfDay(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The financial year of an instant, judged on India's calendar (31 March 23:00 IST is still the old year). */
export function financialYearOf(at: Date): string {
  return financialYearOfDay(indiaDayOf(at));
}

export const INVOICE_NUMBER_MAX = 16;
export const INVOICE_PREFIX_DEFAULT = 'MM';
const PREFIX_FORMAT = /^[A-Z0-9]{1,4}$/;
const NUMBER_FORMAT = /^([A-Z0-9]{1,4})\/(\d{2}-\d{2})\/(\d{5})$/;
export const INVOICE_SEQUENCE_MAX = 99999;

/** Why `prefix` cannot start invoice numbers, or null. */
export function invoicePrefixProblem(prefix: string): string | null {
  return PREFIX_FORMAT.test(prefix) ? null : 'The invoice prefix must be 1 to 4 capital letters or digits, such as MM';
}

/** '<prefix>/<yy-yy>/<seq, 5 digits>', e.g. 'MM/26-27/00001' (at most 16 characters). */
export function formatInvoiceNumber(prefix: string, financialYear: string, sequence: number): string {
  const problem = invoicePrefixProblem(prefix);
  if (problem) throw new Error(problem);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > INVOICE_SEQUENCE_MAX) {
    throw new Error(`An invoice sequence runs from 1 to ${INVOICE_SEQUENCE_MAX}; got ${sequence}`);
  }
  if (!/^\d{4}-\d{2}$/.test(financialYear)) throw new Error(`Not a financial year: ${financialYear}`);
  return `${prefix}/${financialYear.slice(2)}/${String(sequence).padStart(5, '0')}`;
}

/** Why `number` is not an invoice number of this marketplace, or null. */
export function invoiceNumberProblem(number: string): string | null {
  if (number.length > INVOICE_NUMBER_MAX) return `An invoice number has at most ${INVOICE_NUMBER_MAX} characters`;
  const match = NUMBER_FORMAT.exec(number);
  if (!match) return 'An invoice number reads like MM/26-27/00001';
  const [from, to] = match[2]!.split('-').map(Number) as [number, number];
  if ((from + 1) % 100 !== to) return 'The financial year of an invoice number runs over two consecutive years, such as 26-27';
  return Number(match[3]) === 0 ? 'An invoice sequence starts at 00001' : null;
}

/** The invoice file's name: the number with '/' turned into '-' ('MM-26-27-00001.pdf'). */
export function invoiceFileName(number: string, extension: 'pdf' | 'json'): string {
  return `${number.replace(/\//g, '-')}.${extension}`;
}

/** Rupees rounded to paise (half away from zero, free of binary drift). */
export function roundRupees(amount: number): number {
  const paise = Math.round(Math.abs(amount) * 100 + 1e-7);
  return (Math.sign(amount) * paise) / 100 || 0;
}

export const toPaiseExact = (rupees: number): number => Math.round(roundRupees(rupees) * 100);

export type TaxSplit = { cgst: number; sgst: number; igst: number; tax: number };

/**
 * The GST on `taxable` at `ratePercent`: the tax rounded to paise once, then within one state
 * split in half (CGST takes the odd paisa), so CGST + SGST always equals the tax.
 */
export function splitTax(taxable: number, ratePercent: number, intraState: boolean): TaxSplit {
  const taxPaise = Math.round(toPaiseExact(taxable) * ratePercent / 100 + 1e-7);
  if (!intraState) return { cgst: 0, sgst: 0, igst: taxPaise / 100, tax: taxPaise / 100 };
  const cgst = Math.ceil(taxPaise / 2);
  return { cgst: cgst / 100, sgst: (taxPaise - cgst) / 100, igst: 0, tax: taxPaise / 100 };
}

const ONES = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve',
  'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const rest = n % 10;
  return rest ? `${TENS[Math.floor(n / 10)]}-${ONES[rest]}` : TENS[Math.floor(n / 10)]!;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number in words, Indian system: 242136 → 'Two Lakh Forty-Two Thousand One Hundred Thirty-Six'. */
export function numberInIndianWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new Error(`Not a whole number of rupees: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10000000);
  const lakh = Math.floor((n % 10000000) / 100000);
  const thousand = Math.floor((n % 100000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore) parts.push(`${numberInIndianWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** 'Rupees Two Lakh Forty-Two Thousand One Hundred Thirty-Six and Paise Fifty Only'. */
export function amountInWords(amount: number): string {
  const paise = toPaiseExact(amount);
  if (paise < 0) throw new Error(`A negative amount has no words here: ${amount}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInIndianWords(rupees)}${rest ? ` and Paise ${belowHundred(rest)}` : ''} Only`;
}

/** SAC 998363 print space, 998364 TV and radio time, 998365 internet space, 998366 other space or time. */
export function sacOfCategory(category: string): string {
  switch (category.trim().toLowerCase()) {
    case 'newspaper':
    case 'magazine':
      return '998363';
    case 'radio':
    case 'television':
      return '998364';
    case 'digital':
    case 'influencer':
      return '998365';
    default:
      return '998366';
  }
}

/** GST state codes (the first two digits of a GSTIN) by state or union territory. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = Object.freeze({
  'Jammu and Kashmir': '01', 'Himachal Pradesh': '02', Punjab: '03', Chandigarh: '04', Uttarakhand: '05', Haryana: '06',
  Delhi: '07', Rajasthan: '08', 'Uttar Pradesh': '09', Bihar: '10', Sikkim: '11', 'Arunachal Pradesh': '12', Nagaland: '13',
  Manipur: '14', Mizoram: '15', Tripura: '16', Meghalaya: '17', Assam: '18', 'West Bengal': '19', Jharkhand: '20',
  Odisha: '21', Chhattisgarh: '22', 'Madhya Pradesh': '23', Gujarat: '24', 'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27', Karnataka: '29', Goa: '30', Lakshadweep: '31', Kerala: '32', 'Tamil Nadu': '33', Puducherry: '34',
  'Andaman and Nicobar Islands': '35', Telangana: '36', 'Andhra Pradesh': '37', Ladakh: '38',
});

const normalState = (name: string): string => name.trim().toLowerCase().replace(/&/g, 'and').replace(/[^a-z]+/g, ' ').trim();
const STATE_ALIASES: Readonly<Record<string, string>> = { 'nct of delhi': 'Delhi', 'new delhi': 'Delhi', orissa: 'Odisha', pondicherry: 'Puducherry' };

/** The state's GST code ('Karnataka' → '29'), or null for a name that is no state. */
export function gstStateCode(state: string): string | null {
  const key = normalState(state);
  const alias = STATE_ALIASES[key];
  if (alias) return GST_STATE_CODES[alias]!;
  const found = Object.keys(GST_STATE_CODES).find((name) => normalState(name) === key);
  return found ? GST_STATE_CODES[found]! : null;
}

/** The state of a GST code ('29' → 'Karnataka'), or null. */
export function gstStateName(code: string): string | null {
  return Object.keys(GST_STATE_CODES).find((name) => GST_STATE_CODES[name] === code) ?? null;
}

/** Where a service is supplied: the recipient GSTIN's state, else the state of its address. */
export function placeOfSupply(recipient: { gstin: string | null; state: string }): { state: string; stateCode: string } | null {
  if (recipient.gstin) {
    const code = recipient.gstin.slice(0, 2);
    const name = gstStateName(code);
    if (name) return { state: name, stateCode: code };
  }
  const code = gstStateCode(recipient.state);
  return code ? { state: gstStateName(code)!, stateCode: code } : null;
}

/** What one billed insertion order (or its days in a period) brings to an invoice. */
export type InvoiceLineInput = Omit<TaxInvoiceLine, 'sac' | 'cgst' | 'sgst' | 'igst' | 'total'> & { category: string };

/** A line of a tax invoice: the SAC of its medium and its tax, split as the place of supply says. */
export function taxInvoiceLine(input: InvoiceLineInput, intraState: boolean): TaxInvoiceLine {
  const { category, ...rest } = input;
  const taxable = roundRupees(input.taxable);
  const split = splitTax(taxable, input.gstRate, intraState);
  return { ...rest, taxable, sac: sacOfCategory(category), cgst: split.cgst, sgst: split.sgst, igst: split.igst, total: (toPaiseExact(taxable) + toPaiseExact(split.tax)) / 100 };
}

/** The invoice's totals: sums of its lines in paise, the total in words. */
export function invoiceTotals(lines: readonly TaxInvoiceLine[]): TaxInvoice['totals'] {
  const sum = (pick: (l: TaxInvoiceLine) => number): number => lines.reduce((s, l) => s + toPaiseExact(pick(l)), 0);
  const taxable = sum((l) => l.taxable);
  const cgst = sum((l) => l.cgst);
  const sgst = sum((l) => l.sgst);
  const igst = sum((l) => l.igst);
  const tax = cgst + sgst + igst;
  const total = taxable + tax;
  return { taxable: taxable / 100, cgst: cgst / 100, sgst: sgst / 100, igst: igst / 100, tax: tax / 100, total: total / 100, totalInWords: amountInWords(total / 100) };
}
