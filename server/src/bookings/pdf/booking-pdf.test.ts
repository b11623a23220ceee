import { createHash } from 'node:crypto';
import { invoiceTotals, taxInvoiceLine, type InsertionOrderContent, type TaxInvoice } from 'shared-domain';
import { renderInsertionOrderPdf } from './insertion-order-pdf';
import { DEMO_BANNER, renderInvoicePdf } from './invoice-pdf';
import { rupees, winAnsi } from './pdf-kit';
import { pdfText } from './pdf-text';

const sha = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

const ORDER: InsertionOrderContent = {
  number: 'IO-4F2A9C-v1', version: 1, issuedAt: '2026-02-20T06:30:00.000Z',
  buyer: { name: 'Asha Rao', company: 'Asha Ads', gstin: '29AAPFU0939F1ZR', address: '4 Residency Road, Bengaluru', email: 'asha@example.com', phone: '+919800000001' },
  seller: { name: 'City Lights Outdoor', company: null, gstin: null, address: null, email: 'sales@citylights.example', phone: null },
  option: { id: 'opt-1', name: 'Hoarding 40x20 ft, MG Road', mediaName: 'City Lights', category: 'outdoor', city: 'Bengaluru' },
  from: '2026-03-01', to: '2026-03-31', units: 1,
  amounts: { unitLabel: 'per month', rate: 205200, quantity: 1, subTotal: 205200, gstPercent: 18, gst: 36936, total: 242136 },
  terms: ['Payment within 30 days of the invoice.', 'Creative due 5 days before the start — in JPG or PDF.'],
};

function invoice(intraState: boolean, demo: boolean): TaxInvoice {
  const lines = [taxInvoiceLine({ orderId: 'o1', description: 'City Lights - Hoarding 40x20 ft, MG Road', category: 'outdoor', from: '2026-03-01', to: '2026-03-31', quantity: 1, unit: 'per month', rate: 205200, taxable: 205200, gstRate: 18 }, intraState)];
  return {
    _id: 'inv1', number: 'MM/25-26/00012', financialYear: '2025-26', date: '2026-03-31', campaignId: 'c1', campaignName: 'Spring launch', period: null,
    supplier: { legalName: 'Media Market Pvt Ltd', address: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', stateCode: '29', pincode: '560001', gstin: '29AABCM1234C1ZZ', email: null, phone: null },
    recipient: { legalName: 'Asha Ads', address: '4 Residency Road', city: intraState ? 'Bengaluru' : 'Mumbai', state: intraState ? 'Karnataka' : 'Maharashtra', stateCode: intraState ? '29' : '27', pincode: '560025', gstin: null, email: null, phone: null },
    placeOfSupply: intraState ? { state: 'Karnataka', stateCode: '29' } : { state: 'Maharashtra', stateCode: '27' },
    intraState, lines, totals: invoiceTotals(lines), demo,
  };
}

describe('issue 37: the insertion order PDF', () => {
  it('shows both parties, the option, dates, units, rate, taxes and terms as extractable text', async () => {
    const text = pdfText(await renderInsertionOrderPdf(ORDER));
    for (const expected of [
      'INSERTION ORDER', 'IO-4F2A9C-v1', 'Version 1', 'Issued 20 Feb 2026', 'Asha Rao', 'Asha Ads', 'GSTIN: 29AAPFU0939F1ZR', 'City Lights Outdoor',
      'Hoarding 40x20 ft, MG Road', '1 Mar 2026 to 31 Mar 2026', 'Rs. 2,05,200.00', 'GST 18%', 'Rs. 36,936.00', 'Rs. 2,42,136.00',
      '1. Payment within 30 days of the invoice.', '2. Creative due 5 days before the start — in JPG or PDF.', 'For the buyer', 'For the seller',
    ]) expect(text).toContain(expected);
    expect(text).not.toContain('₹');
  });

  it('fits on one page', async () => {
    const pdf = (await renderInsertionOrderPdf(ORDER)).toString('latin1');
    expect(pdf.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(1);
  });

  it('is the same bytes for the same content, and other bytes for another version', async () => {
    const a = await renderInsertionOrderPdf(ORDER);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const b = await renderInsertionOrderPdf(structuredClone(ORDER));
    expect(sha(a)).toBe(sha(b));
    expect(a.subarray(0, 5).toString()).toBe('%PDF-');
    const v2 = await renderInsertionOrderPdf({ ...ORDER, number: 'IO-4F2A9C-v2', version: 2, amounts: { ...ORDER.amounts, rate: 200000 } });
    expect(sha(v2)).not.toBe(sha(a));
  });
});

describe('issue 37: the tax invoice PDF', () => {
  it('within one state: CGST and SGST, totals in figures and words, SAC, GSTIN, place of supply', async () => {
    const text = pdfText(await renderInvoicePdf(invoice(true, false), new Date('2026-03-31T06:00:00Z')));
    for (const expected of [
      'TAX INVOICE', 'MM/25-26/00012', '31 Mar 2026', 'Karnataka (29)', 'Media Market Pvt Ltd', 'GSTIN: 29AABCM1234C1ZZ', 'GSTIN: unregistered',
      '998366', 'CGST', 'SGST', 'Rs. 18,468.00', 'Rs. 2,42,136.00', 'Rupees Two Lakh Forty-Two Thousand One Hundred Thirty-Six Only', 'invoice registration portal (IRP)',
    ]) expect(text).toContain(expected);
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('DEMO');
  });

  it('between states: IGST only; the demo supplier says so in large letters', async () => {
    const text = pdfText(await renderInvoicePdf(invoice(false, true), new Date('2026-03-31T06:00:00Z')));
    expect(text).toContain('IGST');
    expect(text).toContain('Rs. 36,936.00');
    expect(text).not.toMatch(/\bCGST\b/);
    expect(text.split('\n')[0]).toBe(DEMO_BANNER);
    expect(DEMO_BANNER).toBe('DEMO — not a valid tax invoice');
  });

  it('runs onto more pages for many lines, keeping every line and the totals', async () => {
    const one = invoice(true, false);
    const lines = Array.from({ length: 40 }, (_, i) => ({ ...one.lines[0]!, orderId: `o${i}`, description: `Line number ${i + 1}` }));
    const many = { ...one, lines, totals: invoiceTotals(lines) };
    const pdf = await renderInvoicePdf(many, new Date('2026-03-31T06:00:00Z'));
    const text = pdfText(pdf);
    for (let i = 1; i <= 40; i += 1) expect(text).toContain(`Line number ${i}`);
    expect(text).toContain(rupees(242136 * 40));
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)!.length;
    expect(pages).toBeGreaterThan(1);
    expect(pages).toBeLessThanOrEqual(4);
  });

  it('writes money the Indian way and keeps text to WinAnsi', () => {
    expect(rupees(0)).toBe('Rs. 0.00');
    expect(rupees(999.5)).toBe('Rs. 999.50');
    expect(rupees(1234567.891)).toBe('Rs. 12,34,567.89');
    expect(winAnsi('₹500 “ok” ‘x’ … 日本')).toBe('Rs. 500 "ok" \'x\' ... ??');
  });
});
