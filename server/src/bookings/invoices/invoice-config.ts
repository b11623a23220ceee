/** GST invoice settings (INVOICE_SUPPLIER, INVOICE_PREFIX), read from the environment and checked at start. */
import { gstinError, gstStateCode, gstStateName, invoicePrefixProblem, INVOICE_PREFIX_DEFAULT, type InvoiceParty } from 'shared-domain';
import type { Env, NodeEnv } from '../../env-values';

/** The supplier the invoices name (the marketplace's company); `demo` for the built-in development one. */
export type InvoiceSupplier = InvoiceParty & { gstin: string; demo: boolean };

export type InvoiceConfig = {
  /** INVOICE_SUPPLIER; the demo supplier in development; null in production without it (invoicing answers 503). */
  supplier: InvoiceSupplier | null;
  /** INVOICE_PREFIX: 1..4 capital letters or digits starting every number (default MM). */
  prefix: string;
};

/** The development supplier: every invoice it issues says "DEMO — not a valid tax invoice". */
export const DEMO_SUPPLIER: InvoiceSupplier = Object.freeze({
  legalName: 'Media Market Demo Supplier (not a real company)',
  address: '1 Demo Street, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  stateCode: '29',
  pincode: '560038',
  gstin: '29AAAAA0000A1ZY',
  email: 'billing@example.com',
  phone: '+91 80 0000 0000',
  demo: true,
});

const TEXT_FIELDS = ['legalName', 'address', 'city', 'state'] as const;

function text(record: Record<string, unknown>, field: string, max: number, required: boolean): string | null {
  const raw = record[field];
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    if (required) throw new Error(`INVOICE_SUPPLIER.${field} is required`);
    return null;
  }
  if (typeof raw !== 'string') throw new Error(`INVOICE_SUPPLIER.${field} must be text`);
  const value = raw.replace(/\s+/g, ' ').trim();
  if (value.length > max) throw new Error(`INVOICE_SUPPLIER.${field} may be at most ${max} characters`);
  return value;
}

/**
 * Reads INVOICE_SUPPLIER, a JSON object: legalName, address, city, state, stateCode, pincode,
 * gstin (required), email, phone (optional). The state code must be the state's and the GSTIN's.
 * Throws with a message naming the wrong field, so the server refuses to start with a bad one.
 */
export function parseInvoiceSupplier(json: string): InvoiceSupplier {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('INVOICE_SUPPLIER must be a JSON object such as {"legalName":"…","gstin":"29…",…}');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('INVOICE_SUPPLIER must be a JSON object');
  const record = parsed as Record<string, unknown>;
  const [legalName, address, city, state] = TEXT_FIELDS.map((f) => text(record, f, f === 'address' ? 200 : 100, true)) as [string, string, string, string];
  const stateCode = text(record, 'stateCode', 2, true)!;
  if (gstStateName(stateCode) === null) throw new Error('INVOICE_SUPPLIER.stateCode must be a GST state code such as 29 (Karnataka)');
  if (gstStateCode(state) !== stateCode) throw new Error(`INVOICE_SUPPLIER.stateCode ${stateCode} is not the code of state ${state}`);
  const pincode = text(record, 'pincode', 6, true)!;
  if (!/^[1-9]\d{5}$/.test(pincode)) throw new Error('INVOICE_SUPPLIER.pincode must be 6 digits');
  const gstin = text(record, 'gstin', 15, true)!.toUpperCase();
  const gstinProblem = gstinError(gstin);
  if (gstinProblem) throw new Error(`INVOICE_SUPPLIER.gstin: ${gstinProblem}`);
  if (gstin.slice(0, 2) !== stateCode) throw new Error('INVOICE_SUPPLIER.gstin must start with the stateCode');
  const email = text(record, 'email', 200, false);
  if (email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('INVOICE_SUPPLIER.email must be an e-mail address');
  const phone = text(record, 'phone', 20, false);
  return { legalName, address, city, state, stateCode, pincode, gstin, email, phone, demo: false };
}

/** Reads INVOICE_SUPPLIER and INVOICE_PREFIX: without a supplier, the demo one outside production and none in production. */
export function loadInvoiceConfig(env: Env, nodeEnv: NodeEnv): InvoiceConfig {
  const prefix = env.INVOICE_PREFIX?.trim() || INVOICE_PREFIX_DEFAULT;
  const prefixProblem = invoicePrefixProblem(prefix);
  if (prefixProblem) throw new Error(`INVOICE_PREFIX: ${prefixProblem}`);
  const raw = env.INVOICE_SUPPLIER?.trim();
  if (raw) return { supplier: parseInvoiceSupplier(raw), prefix };
  return { supplier: nodeEnv === 'production' ? null : DEMO_SUPPLIER, prefix };
}

/** The development default the routes use when the app passes no invoice settings. */
export const DEVELOPMENT_INVOICE_CONFIG: InvoiceConfig = { supplier: DEMO_SUPPLIER, prefix: INVOICE_PREFIX_DEFAULT };
