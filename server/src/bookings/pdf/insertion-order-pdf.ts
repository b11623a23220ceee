import type { BookingParty, InsertionOrderContent } from 'shared-domain';
import { CONTENT_WIDTH, dayText, emptyBox, facts, heading, MARGIN, renderPdf, rupees, table, twoColumns, winAnsi } from './pdf-kit';

export { renderPdf } from './pdf-kit';

function partyLines(party: BookingParty): string[] {
  return [
    party.name,
    party.company,
    party.gstin ? `GSTIN: ${party.gstin}` : 'GSTIN: not given',
    party.address,
    party.email ? `E-mail: ${party.email}` : null,
    party.phone ? `Phone: ${party.phone}` : null,
  ].filter((line): line is string => !!line);
}

/** 'YYYY-MM-DDTHH:mm…Z' → '1 Mar 2026' (India day of the instant). */
function issuedDay(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : dayText(new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10));
}

/**
 * An insertion order's PDF: one page with both parties, the option, dates, units, rate, taxes,
 * terms and two empty signature boxes. Signatures are recorded against this PDF's SHA-256 and
 * never drawn into it, so signing leaves the bytes (and the hash) unchanged. The same content
 * always gives the same bytes (creation date = issuedAt, no random id).
 */
export function renderInsertionOrderPdf(content: InsertionOrderContent): Promise<Buffer> {
  return renderPdf(new Date(content.issuedAt), `Insertion order ${content.number}`, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text('INSERTION ORDER', MARGIN, MARGIN, { width: CONTENT_WIDTH });
    doc.font('Helvetica').fontSize(9.5);
    doc.text(winAnsi(`Order ${content.number}  |  Version ${content.version}  |  Issued ${issuedDay(content.issuedAt)}`));

    heading(doc, 'Parties');
    twoColumns(doc, { title: 'Buyer (advertiser)', lines: partyLines(content.buyer) }, { title: 'Seller (media owner)', lines: partyLines(content.seller) });

    heading(doc, 'Media booked');
    const { amounts } = content;
    facts(doc, [
      ['Media', content.option.mediaName],
      ['Option', content.option.name],
      ['Category', content.option.category],
      ['City', content.option.city || '-'],
      ['Dates', `${dayText(content.from)} to ${dayText(content.to)} (both days included)`],
      ['Units', String(content.units)],
    ]);

    heading(doc, 'Price');
    const w = CONTENT_WIDTH;
    table(doc, [
      { title: 'Rate', width: w * 0.22, align: 'right' },
      { title: 'Unit', width: w * 0.22 },
      { title: 'Quantity', width: w * 0.12, align: 'right' },
      { title: 'Taxable value', width: w * 0.16, align: 'right' },
      { title: `GST ${amounts.gstPercent}%`, width: w * 0.12, align: 'right' },
      { title: 'Total', width: w * 0.16, align: 'right' },
    ], [[rupees(amounts.rate), amounts.unitLabel, String(amounts.quantity), rupees(amounts.subTotal), rupees(amounts.gst), rupees(amounts.total)]]);
    facts(doc, [['Total payable', `${rupees(amounts.total)} (including GST of ${rupees(amounts.gst)})`]]);

    heading(doc, 'Terms');
    content.terms.forEach((term, i) => {
      doc.text(winAnsi(`${i + 1}. ${term}`), MARGIN, doc.y, { width: CONTENT_WIDTH });
    });

    heading(doc, 'Signatures');
    doc.text('Both sides sign this order on the marketplace by typing their full name. Each signature records the name, the time, the account '
      + 'and the SHA-256 of this PDF; signatures are not drawn on the PDF, so its hash does not change when someone signs.', { width: CONTENT_WIDTH });
    const top = doc.y + 8;
    const boxWidth = CONTENT_WIDTH / 2 - 8;
    emptyBox(doc, MARGIN, top, boxWidth, 70, 'For the buyer', 'Signed electronically by typed name (see the order on the marketplace)');
    emptyBox(doc, MARGIN + boxWidth + 16, top, boxWidth, 70, 'For the seller', 'Signed electronically by typed name (see the order on the marketplace)');
    doc.x = MARGIN;
    doc.y = top + 78;
  });
}
