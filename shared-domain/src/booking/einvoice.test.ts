import { eInvoiceOf, eInvoiceProblem, EINVOICE_MESSAGES } from './einvoice';
import { invoiceTotals, taxInvoiceLine } from './gst';
import type { TaxInvoice } from './types';

function invoice(overrides: Partial<TaxInvoice> = {}): TaxInvoice {
  const lines = [
    taxInvoiceLine({ orderId: 'o1', description: 'City Lights - Hoarding 40x20 (2026-03-01 to 2026-03-31)', category: 'outdoor', from: '2026-03-01', to: '2026-03-31', quantity: 1, unit: 'per month', rate: 205200, taxable: 205200, gstRate: 18 }, true),
    taxInvoiceLine({ orderId: 'o2', description: 'Daily - Front page (part)', category: 'newspaper', from: '2026-03-01', to: '2026-03-15', quantity: 2, unit: 'per insertion', rate: 1000, taxable: 1500.5, gstRate: 5 }, true),
  ];
  return {
    _id: 'i1', number: 'MM/25-26/00007', financialYear: '2025-26', date: '2026-03-31', campaignId: 'c', campaignName: 'Spring', period: null,
    supplier: { legalName: 'Media Market Pvt Ltd', address: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', stateCode: '29', pincode: '560001', gstin: '29AAACM1234A1Z5', email: 'billing@example.com', phone: '+91 80 4000 1234' },
    recipient: { legalName: 'Asha Ads', address: '4 Residency Road', city: 'Bengaluru', state: 'Karnataka', stateCode: '29', pincode: '560025', gstin: '29AAPFU0939F1ZV', email: null, phone: null },
    placeOfSupply: { state: 'Karnataka', stateCode: '29' },
    intraState: true,
    lines,
    totals: invoiceTotals(lines),
    demo: false,
    ...overrides,
  };
}

describe('issue 37: the e-invoice JSON (INV-01, version 1.1)', () => {
  it('carries the transaction, document, parties, items and values', () => {
    const inv = invoice();
    const json = eInvoiceOf(inv);
    expect(json.Version).toBe('1.1');
    expect(json.TranDtls).toEqual({ TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', EcmGstin: null, IgstOnIntra: 'N' });
    expect(json.DocDtls).toEqual({ Typ: 'INV', No: 'MM/25-26/00007', Dt: '31/03/2026' });
    expect(json.SellerDtls).toEqual({ Gstin: '29AAACM1234A1Z5', LglNm: 'Media Market Pvt Ltd', Addr1: '12 MG Road', Loc: 'Bengaluru', Pin: 560001, Stcd: '29', Ph: '918040001234', Em: 'billing@example.com' });
    expect(json.BuyerDtls).toEqual({ Gstin: '29AAPFU0939F1ZV', LglNm: 'Asha Ads', Addr1: '4 Residency Road', Loc: 'Bengaluru', Pin: 560025, Stcd: '29', Pos: '29' });
    expect(json.ItemList[0]).toMatchObject({ SlNo: '1', IsServc: 'Y', HsnCd: '998366', Qty: 1, UnitPrice: 205200, TotAmt: 205200, Discount: 0, AssAmt: 205200, GstRt: 18, CgstAmt: 18468, SgstAmt: 18468, IgstAmt: 0, TotItemVal: 242136 });
    // A part of an order: Qty × UnitPrice is the gross, the rest a discount.
    expect(json.ItemList[1]).toMatchObject({ HsnCd: '998363', Qty: 2, UnitPrice: 1000, TotAmt: 2000, Discount: 499.5, AssAmt: 1500.5, GstRt: 5, CgstAmt: 37.52, SgstAmt: 37.51 });
    for (const item of json.ItemList) expect(item.TotAmt - item.Discount).toBeCloseTo(item.AssAmt, 6);
    expect(json.ValDtls).toEqual({ AssVal: 206700.5, CgstVal: 18505.52, SgstVal: 18505.51, IgstVal: 0, CesVal: 0, StCesVal: 0, Discount: 0, OthChrg: 0, RndOffAmt: 0, TotInvVal: inv.totals.total });
    expect(json.ValDtls.AssVal + json.ValDtls.CgstVal + json.ValDtls.SgstVal).toBeCloseTo(json.ValDtls.TotInvVal, 6);
  });

  it('has none for an unregistered recipient or a missing PIN code', () => {
    const base = invoice();
    const unregistered = invoice({ recipient: { ...base.recipient, gstin: null } });
    expect(eInvoiceProblem(unregistered)).toBe(EINVOICE_MESSAGES.unregistered);
    expect(() => eInvoiceOf(unregistered)).toThrow(/registered recipient/);
    expect(eInvoiceProblem(invoice({ recipient: { ...base.recipient, pincode: null } }))).toMatch(/recipient's PIN code/);
    expect(eInvoiceProblem(invoice({ recipient: { ...base.recipient, address: '' } }))).toBe(EINVOICE_MESSAGES.address('recipient'));
    expect(eInvoiceProblem(base)).toBeNull();
  });
});
