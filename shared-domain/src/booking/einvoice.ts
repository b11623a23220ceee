/**
 * The government e-invoice JSON (schema INV-01, version 1.1) of a tax invoice, ready to upload
 * to the invoice registration portal (IRP). Registering it there (the IRN and signed QR code)
 * is not done by the marketplace. E-invoicing is business to business: the recipient needs a GSTIN.
 */
import { roundRupees } from './gst';
import type { InvoiceParty, TaxInvoice } from './types';

export type EInvoiceParty = {
  Gstin: string;
  LglNm: string;
  Addr1: string;
  Loc: string;
  Pin: number;
  Stcd: string;
  Ph?: string;
  Em?: string;
};

export type EInvoiceItem = {
  SlNo: string;
  PrdDesc: string;
  IsServc: 'Y';
  HsnCd: string;
  Qty: number;
  Unit: 'OTH';
  UnitPrice: number;
  TotAmt: number;
  Discount: number;
  AssAmt: number;
  GstRt: number;
  IgstAmt: number;
  CgstAmt: number;
  SgstAmt: number;
  CesRt: number;
  CesAmt: number;
  CesNonAdvlAmt: number;
  StateCesRt: number;
  StateCesAmt: number;
  StateCesNonAdvlAmt: number;
  OthChrg: number;
  TotItemVal: number;
};

export type EInvoice = {
  Version: '1.1';
  TranDtls: { TaxSch: 'GST'; SupTyp: 'B2B'; RegRev: 'N'; EcmGstin: null; IgstOnIntra: 'N' };
  DocDtls: { Typ: 'INV'; No: string; Dt: string };
  SellerDtls: EInvoiceParty;
  BuyerDtls: EInvoiceParty & { Pos: string };
  ItemList: EInvoiceItem[];
  ValDtls: { AssVal: number; CgstVal: number; SgstVal: number; IgstVal: number; CesVal: number; StCesVal: number; Discount: number; OthChrg: number; RndOffAmt: number; TotInvVal: number };
};

export const EINVOICE_MESSAGES = {
  unregistered: 'An e-invoice is only for a registered recipient: add the GSTIN to the agency details of the campaign owner (the invoice stays valid as a PDF)',
  sellerGstin: 'The supplier has no GSTIN, so no e-invoice can be made',
  pincode: (who: string) => `The ${who}'s PIN code is missing or not 6 digits, so no e-invoice can be made`,
  address: (who: string) => `The ${who}'s address and city are needed (at least 3 characters each) for an e-invoice`,
} as const;

/** Why the invoice has no e-invoice JSON (no recipient GSTIN: not B2B), or null. */
export function eInvoiceProblem(invoice: TaxInvoice): string | null {
  if (!invoice.recipient.gstin) return EINVOICE_MESSAGES.unregistered;
  if (!invoice.supplier.gstin) return EINVOICE_MESSAGES.sellerGstin;
  if (!/^[1-9]\d{5}$/.test(invoice.supplier.pincode ?? '')) return EINVOICE_MESSAGES.pincode('supplier');
  if (!/^[1-9]\d{5}$/.test(invoice.recipient.pincode ?? '')) return EINVOICE_MESSAGES.pincode('recipient');
  for (const [who, party] of [['supplier', invoice.supplier], ['recipient', invoice.recipient]] as const) {
    if (party.address.trim().length < 3 || party.city.trim().length < 3) return EINVOICE_MESSAGES.address(who);
  }
  return null;
}

/** Text cut to the schema's length, never shorter than its minimum (3 for names and places). */
const clip = (text: string, max: number): string => {
  const t = text.replace(/\s+/g, ' ').trim().slice(0, max);
  return t.length >= 3 ? t : t.padEnd(3, '.');
};

function party(p: InvoiceParty): EInvoiceParty {
  const phone = (p.phone ?? '').replace(/\D/g, '');
  return {
    Gstin: p.gstin!,
    LglNm: clip(p.legalName, 100),
    Addr1: clip(p.address, 100),
    Loc: clip(p.city, 50),
    Pin: Number(p.pincode),
    Stcd: p.stateCode,
    ...(phone.length >= 6 && phone.length <= 12 ? { Ph: phone } : {}),
    ...(p.email && p.email.length <= 100 ? { Em: p.email } : {}),
  };
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', as the schema writes dates. */
export const eInvoiceDate = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The INV-01 JSON of `invoice`; throws with `eInvoiceProblem`'s message when there is none. */
export function eInvoiceOf(invoice: TaxInvoice): EInvoice {
  const problem = eInvoiceProblem(invoice);
  if (problem) throw new Error(problem);
  const items: EInvoiceItem[] = invoice.lines.map((line, i) => {
    // Qty × UnitPrice must be TotAmt and AssAmt = TotAmt − Discount: a pro-rata or rounded part shows as a discount.
    const gross = roundRupees(line.quantity * line.rate);
    const byUnits = line.quantity > 0 && gross >= line.taxable;
    const totAmt = byUnits ? gross : line.taxable;
    return {
      SlNo: String(i + 1),
      PrdDesc: clip(line.description, 300),
      IsServc: 'Y',
      HsnCd: line.sac,
      Qty: byUnits ? line.quantity : 1,
      Unit: 'OTH',
      UnitPrice: byUnits ? line.rate : line.taxable,
      TotAmt: totAmt,
      Discount: roundRupees(totAmt - line.taxable),
      AssAmt: line.taxable,
      GstRt: line.gstRate,
      IgstAmt: line.igst,
      CgstAmt: line.cgst,
      SgstAmt: line.sgst,
      CesRt: 0, CesAmt: 0, CesNonAdvlAmt: 0, StateCesRt: 0, StateCesAmt: 0, StateCesNonAdvlAmt: 0, OthChrg: 0,
      TotItemVal: line.total,
    };
  });
  const t = invoice.totals;
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', EcmGstin: null, IgstOnIntra: 'N' },
    DocDtls: { Typ: 'INV', No: invoice.number, Dt: eInvoiceDate(invoice.date) },
    SellerDtls: party(invoice.supplier),
    BuyerDtls: { ...party(invoice.recipient), Pos: invoice.placeOfSupply.stateCode },
    ItemList: items,
    ValDtls: { AssVal: t.taxable, CgstVal: t.cgst, SgstVal: t.sgst, IgstVal: t.igst, CesVal: 0, StCesVal: 0, Discount: 0, OthChrg: 0, RndOffAmt: 0, TotInvVal: t.total },
  };
}
