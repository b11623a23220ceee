/** @jest-environment node */
import { inflateSync } from 'node:zlib';
import { mediaPlanPdf, pdfText, PDF_MIME } from './pdf';
import type { MediaPlanInput } from 'shared-domain/plan-export';
import { GENERATED_AT, pricedBag } from '../../../shared-domain/src/plan-export/test/fixtures';

const input = (over: Partial<MediaPlanInput> = {}): MediaPlanInput => ({
  name: 'Diwali Blast 2026', startDate: '2026-12-01', endDate: '2026-12-31', lines: pricedBag().options, generatedAt: GENERATED_AT, ...over,
});

const latin1 = async (blob: Blob) => Buffer.from(await blob.arrayBuffer()).toString('latin1');

/** The strings drawn with Tj, unescaped and joined by spaces (a cell's wrapped lines read as one). */
const shown = (pdf: string): string =>
  [...pdf.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1')).join(' ');

/** The text of every page stream, inflated when the PDF is compressed. */
function pageText(pdf: Buffer): string {
  const out: string[] = [];
  const re = /stream\r?\n/g;
  for (let m = re.exec(pdf.toString('latin1')); m; m = re.exec(pdf.toString('latin1'))) {
    const start = m.index + m[0].length;
    const end = pdf.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    try { out.push(inflateSync(raw).toString('latin1')); } catch { out.push(raw.toString('latin1')); }
  }
  return out.join('\n');
}

describe('mediaPlanPdf', () => {
  it('is a PDF with the title, the dates and the figures written with Rs.', async () => {
    const blob = await mediaPlanPdf(input(), { compress: false });
    expect(blob.type).toBe(PDF_MIME);
    const text = await latin1(blob);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(Diwali Blast 2026)');
    expect(text).toContain('(Campaign dates: 01 Dec 2026 - 31 Dec 2026)');
    expect(text).toContain('(Generated: 21 Nov 2026, 1:35 pm IST)');
    // a line: print subtotal, radio's agency rate, outdoor's minimum-billing top-up
    expect(text).toContain('(Rs.2,03,297)');
    expect(shown(text)).toContain('Rs.350 (agency rate)');
    expect(shown(text)).toContain('Rs.4,850 (minimum Rs.5,000)');
    expect(shown(text)).toContain('Radio Mirchi 98.3');
    // totals
    expect(text).toContain('(Card total)');
    expect(text).toContain('(Rs.2,95,320)');
    expect(text).toContain('(Rs.2,25,737)');
    expect(text).not.toContain('Rs.2,25,737.39');
    expect(text).toContain('(Page 1 of 1)');
    expect(text).not.toContain('₹');
    expect(text).toMatch(/%%EOF\s*$/);
  });

  it('prints the billing block of the agency details, a long address wrapped', async () => {
    const address = `${'Unit 4, Sector 18, Industrial Area Phase Two, '.repeat(6)}Near Metro Station`;
    const blob = await mediaPlanPdf(input({ billTo: { agencyName: 'Bright Ads LLP', gstin: '27AAPFU0939F1ZV', address, city: 'Pune', pincode: '411001' } }), { compress: false });
    const text = shown(await latin1(blob));
    expect(text).toContain('Billed to: Bright Ads LLP');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('Billing address: Unit 4, Sector 18');
    expect(text).toContain('Near Metro Station, Pune, 411001');
  });

  it('compresses by default; the inflated pages hold the same text', async () => {
    const compressed = await mediaPlanPdf(input());
    const plain = await mediaPlanPdf(input(), { compress: false });
    expect(compressed.size).toBeLessThan(plain.size);
    const raw = Buffer.from(await compressed.arrayBuffer());
    expect(raw.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pageText(raw);
    expect(text).toContain('(Diwali Blast 2026)');
    expect(text).toContain('(Rs.2,25,737)');
  });

  it('onlySelected prints the selected totals and leaves the other lines out', async () => {
    const text = await latin1(await mediaPlanPdf(input({ onlySelected: true }), { compress: false }));
    expect(text).toContain('(Rs.2,19,892)');
    expect(text).not.toContain('Unipole');
  });

  it('a long bag spans pages, numbered', async () => {
    const base = pricedBag();
    const options = Array.from({ length: 60 }, (_, i) => ({ ...base.options[i % 3]!, _id: `l${i}` }));
    const text = await latin1(await mediaPlanPdf(input({ lines: options }), { compress: false }));
    const pages = Number(/\(Page 1 of (\d+)\)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`(Page ${pages} of ${pages})`);
  });
});

describe('pdfText', () => {
  it('writes Rs. for ₹ and keeps to what the standard fonts draw', () => {
    expect(pdfText('₹1,20,000')).toBe('Rs.1,20,000');
    expect(pdfText('-₹4,754')).toBe('-Rs.4,754');
    expect(pdfText('Hoarding – MG Road “A”')).toBe('Hoarding - MG Road "A"');
    expect(pdfText('Café')).toBe('Café');
    expect(pdfText('दैनिक जागरण')).toBe('????? ?????');
  });
});
