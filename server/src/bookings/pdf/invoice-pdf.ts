import type { InvoiceParty, TaxInvoice } from 'shared-domain';
import { CONTENT_WIDTH, dayText, facts, heading, MARGIN, renderPdf, rupees, table, twoColumns, winAnsi, type Column } from './pdf-kit';

export const DEMO_BANNER = 'DEMO — not a valid tax invoice';
export const IRP_NOTE = 'This invoice has not been registered with the government\'s invoice registration portal (IRP): it carries no IRN or signed QR code. '
  + 'Registering it there is not done by the marketplace.';

function partyLines(party: InvoiceParty): string[] {
  return [
    party.legalName,
    party.address,
    [party.city, party.pincode].filter(Boolean).join(' - '),
    `State: ${party.state} (code ${party.stateCode})`,
    `GSTIN: ${party.gstin ?? 'unregistered'}`,
    party.email ? `E-mail: ${party.email}` : null,
    party.phone ? `Phone: ${party.phone}` : null,
  ].filter((line): line is string => !!line);
}

function lineRows(invoice: TaxInvoice): { columns: Column[]; rows: string[][] } {
  const w = CONTENT_WIDTH;
  const tax: Column[] = invoice.intraState
    ? [{ title: 'CGST', width: w * 0.09, align: 'right' }, { title: 'SGST', width: w * 0.09, align: 'right' }]
    : [{ title: 'IGST', width: w * 0.18, align: 'right' }];
  const columns: Column[] = [
    { title: '#', width: w * 0.04 },
    { title: 'Description', width: w * 0.3 },
    { title: 'SAC', width: w * 0.08 },
    { title: 'Qty x Rate', width: w * 0.14, align: 'right' },
    { title: 'Taxable', width: w * 0.11, align: 'right' },
    { title: 'GST', width: w * 0.04, align: 'right' },
    ...tax,
    { title: 'Total', width: w * 0.11, align: 'right' },
  ];
  const rows = invoice.lines.map((line, i) => [
    String(i + 1),
    `${line.description}\n${dayText(line.from)} to ${dayText(line.to)}`,
    line.sac,
    `${line.quantity} x ${rupees(line.rate)}\n${line.unit}`,
    rupees(line.taxable),
    `${line.gstRate}%`,
    ...(invoice.intraState ? [rupees(line.cgst), rupees(line.sgst)] : [rupees(line.igst)]),
    rupees(line.total),
  ]);
  return { columns, rows };
}

/**
 * A GST tax invoice's PDF: supplier and recipient with GSTIN, number, date, place of supply,
 * each line's SAC, taxable value and tax (CGST + SGST or IGST), totals in figures and words.
 * An invoice of the demo supplier says in large letters that it is not a valid tax invoice.
 */
export function renderInvoicePdf(invoice: TaxInvoice, issuedAt: Date): Promise<Buffer> {
  return renderPdf(issuedAt, `Tax invoice ${invoice.number}`, (doc) => {
    if (invoice.demo) {
      doc.font('Helvetica-Bold').fontSize(24).fillColor('#b00020').text(DEMO_BANNER, MARGIN, MARGIN, { width: CONTENT_WIDTH, align: 'center' });
      doc.fillColor('#000000').moveDown(0.3);
    }
    doc.font('Helvetica-Bold').fontSize(18).text('TAX INVOICE', MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.font('Helvetica').fontSize(9);
    facts(doc, [
      ['Invoice number', invoice.number],
      ['Invoice date', dayText(invoice.date)],
      ['Financial year', invoice.financialYear],
      ['Place of supply', `${invoice.placeOfSupply.state} (${invoice.placeOfSupply.stateCode})`],
      ['Reverse charge', 'No'],
      ['Campaign', invoice.campaignName],
      ...(invoice.period ? [['Billing period', `${dayText(invoice.period.from)} to ${dayText(invoice.period.to)}`] as [string, string]] : []),
    ], 110);

    heading(doc, 'Supplier and recipient');
    twoColumns(doc, { title: 'Supplier', lines: partyLines(invoice.supplier) }, { title: 'Recipient (bill to)', lines: partyLines(invoice.recipient) });

    heading(doc, 'Services');
    const { columns, rows } = lineRows(invoice);
    table(doc, columns, rows);

    const t = invoice.totals;
    heading(doc, 'Totals');
    facts(doc, [
      ['Taxable value', rupees(t.taxable)],
      ...(invoice.intraState
        ? [['CGST', rupees(t.cgst)], ['SGST', rupees(t.sgst)]] as [string, string][]
        : [['IGST', rupees(t.igst)]] as [string, string][]),
      ['Total tax', rupees(t.tax)],
      ['Invoice total', rupees(t.total)],
      ['In words', t.totalInWords],
    ], 110);

    doc.moveDown(1);
    doc.font('Helvetica').fontSize(8).fillColor('#444444').text(winAnsi(IRP_NOTE), MARGIN, doc.y, { width: CONTENT_WIDTH });
    if (invoice.demo) doc.text(winAnsi(`${DEMO_BANNER}: issued by the built-in demonstration supplier of a development server.`), { width: CONTENT_WIDTH });
    doc.fillColor('#000000');
  });
}
