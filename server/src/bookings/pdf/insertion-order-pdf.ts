import PDFDocument from 'pdfkit';
import type { InsertionOrderContent } from 'shared-domain';

/** The bytes of a PDF written by `draw`, with a fixed creation date so the same content gives the same bytes. */
export function renderPdf(createdAt: Date, title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, compress: false, info: { Title: title, CreationDate: createdAt, ModDate: createdAt } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** An insertion order's PDF (first version; issue 37 H3 makes it the full document). */
export function renderInsertionOrderPdf(content: InsertionOrderContent): Promise<Buffer> {
  return renderPdf(new Date(content.issuedAt), `Insertion order ${content.number}`, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text(`Insertion order ${content.number}`);
    doc.font('Helvetica').fontSize(10);
    doc.text(`Buyer: ${content.buyer.name}`);
    doc.text(`Seller: ${content.seller.name}`);
    doc.text(`${content.option.mediaName} - ${content.option.name}`);
    doc.text(`${content.from} to ${content.to}, ${content.units} unit(s)`);
    doc.text(`Total: Rs. ${content.amounts.total}`);
  });
}
