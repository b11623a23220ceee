/** @jest-environment node */
import ExcelJS from 'exceljs';
import { mediaPlanXlsx, XLSX_MIME, XLSX_SHEET_NAME, indianDigits, rupeeFormat, decimalsOf } from './xlsx';
import { mediaPlanRows, type MediaPlanInput } from 'shared-domain/plan-export';
import { GENERATED_AT, pricedBag } from '../../../shared-domain/src/plan-export/test/fixtures';

const input = (over: Partial<MediaPlanInput> = {}): MediaPlanInput => ({
  name: 'Diwali Blast 2026', startDate: '2026-12-01', endDate: '2026-12-31', lines: pricedBag().options, generatedAt: GENERATED_AT, ...over,
});

/**
 * exceljs's reader drops the backslashes of a number format ('#\\,##0' reads back as
 * '#,##0'); the file itself holds the escaped code, which `rupeeFormat` tests below check.
 */
const unescaped = (code: string) => code.replace(/\\(.)/g, '$1');

async function readBack(blob: Blob) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await blob.arrayBuffer());
  const ws = wb.getWorksheet(XLSX_SHEET_NAME)!;
  let headerRow = 0;
  ws.eachRow((row, n) => { if (!headerRow && row.getCell(1).value === '#') headerRow = n; });
  const headers = (ws.getRow(headerRow).values as unknown[]).slice(1) as string[];
  const col = (header: string) => headers.indexOf(header) + 1;
  return { wb, ws, headerRow, headers, col };
}

describe('mediaPlanXlsx', () => {
  it('writes the title, dates, header and every line as numbers', async () => {
    const blob = await mediaPlanXlsx(input());
    expect(blob.type).toBe(XLSX_MIME);
    const { ws, headerRow, headers, col } = await readBack(blob);

    expect(ws.getCell('A1').value).toBe('Diwali Blast 2026');
    expect(ws.getCell('A2').value).toBe('Campaign dates: 01 Dec 2026 – 31 Dec 2026');
    expect(ws.getCell('A3').value).toBe('Generated: 21 Nov 2026, 1:35 pm IST');
    expect(headers).toEqual(mediaPlanRows(input()).header);

    const priced = pricedBag();
    const radio = ws.getRow(headerRow + 2);
    const o = priced.options[1]!;
    expect(radio.getCell(col('#')).value).toBe(2);
    expect(radio.getCell(col('Media')).value).toBe('Radio Mirchi 98.3');
    expect(radio.getCell(col('Units')).value).toBe('Spots: 10, Duration: 2 (per 10 sec spot)');
    expect(radio.getCell(col('Card rate')).value).toBe(500);
    expect(radio.getCell(col('Offer rate')).value).toBe(350);
    expect(radio.getCell(col('Offer rate')).numFmt).toBe('"₹"##0" (agency rate)";-"₹"##0" (agency rate)"');
    expect(radio.getCell(col('Units charged')).value).toBe(20);
    expect(radio.getCell(col('Card total')).value).toBe(10000);
    expect(radio.getCell(col('Offer total')).value).toBe(7000);
    expect(radio.getCell(col('Discount')).value).toBe(1500);
    expect(radio.getCell(col('Bulk discount share')).value).toBe(o.discountOnTotal);
    expect(radio.getCell(col('Subtotal')).value).toBe(o.subTotal);
    expect(radio.getCell(col('GST %')).value).toBe(0.18);
    expect(radio.getCell(col('GST %')).numFmt).toBe('0%');
    expect(radio.getCell(col('GST')).value).toBe(o.serviceTax);
    expect(radio.getCell(col('Total')).value).toBe(o.totalPrice);
    // The cell keeps the paise; it shows whole rupees like every other amount.
    expect(radio.getCell(col('Total')).numFmt).toBe(unescaped('"₹"#\\,##0;-"₹"#\\,##0'));
    expect(radio.getCell(col('Saving vs card rate')).value).toBe(o.savings);

    const print = ws.getRow(headerRow + 1);
    expect(print.getCell(col('GST %')).value).toBe(0.05);
    expect(print.getCell(col('Discount')).value).toBe(22800);
    expect(print.getCell(col('Discount')).numFmt).toBe(unescaped('"₹"##\\,##0" (10%)";-"₹"##\\,##0" (10%)"'));
    expect(print.getCell(col('Subtotal')).value).toBe(203297);
    expect(print.getCell(col('Subtotal')).numFmt).toBe(unescaped('"₹"#\\,##\\,##0;-"₹"#\\,##\\,##0'));

    const outdoor = ws.getRow(headerRow + 3);
    expect(outdoor.getCell(col('Card total')).value).toBe(200);
    expect(outdoor.getCell(col('Offer total')).value).toBe(150);
    expect(outdoor.getCell(col('Minimum-billing top-up')).value).toBe(4850);
    expect(outdoor.getCell(col('Minimum-billing top-up')).numFmt).toContain('" (minimum ₹5,000)"');
    expect(outdoor.getCell(col('Saving vs card rate')).value).toBe(0);
  });

  it('writes the totals under the Total column', async () => {
    const priced = pricedBag();
    const { ws, headerRow, col } = await readBack(await mediaPlanXlsx(input({ lines: priced.options })));
    const first = headerRow + 3 + 2; // three lines, a blank row
    const rows = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => ws.getRow(first + i));
    // The sheet writes the table's totals (their figures are checked in shared-domain's rows.test.ts).
    const totals = mediaPlanRows(input({ lines: priced.options })).totals;
    expect(totals).toHaveLength(9);
    expect(rows.map((r) => [r.getCell(col('GST')).value, r.getCell(col('Total')).value])).toEqual(totals.map((t) => [t.label, t.value]));
    expect(rows[7]!.getCell(col('GST')).value).toBe('Total');
    expect(rows[7]!.getCell(col('Total')).value).toBe(225737.39);
    expect(rows[7]!.getCell(col('Total')).numFmt).toBe(unescaped('"₹"#\\,##\\,##0;-"₹"#\\,##\\,##0'));
  });

  it('onlySelected writes the selected lines and their totals', async () => {
    const priced = pricedBag();
    const { ws, headerRow, col } = await readBack(await mediaPlanXlsx(input({ lines: priced.options, onlySelected: true })));
    expect(ws.getRow(headerRow + 2).getCell(col('Media')).value).toBe('Radio Mirchi 98.3');
    expect(ws.getRow(headerRow + 3).getCell(col('Media')).value).toBeNull();
    // Card total, offer total, discounts, bulk discount, subtotal, GST, then the total (no top-up among these two).
    const totalRow = headerRow + 2 + 2 + 6;
    expect(ws.getRow(totalRow).getCell(col('GST')).value).toBe('Total');
    expect(ws.getRow(totalRow).getCell(col('Total')).value).toBe(priced.selectedTotals.totalPrice);
  });
});

describe('rupee number formats', () => {
  it('groups digits the Indian way for the figure it formats', () => {
    expect(indianDigits(1)).toBe('0');
    expect(indianDigits(3)).toBe('##0');
    expect(indianDigits(4)).toBe('#\\,##0');
    expect(indianDigits(6)).toBe('#\\,##\\,##0');
    expect(indianDigits(8)).toBe('#\\,##\\,##\\,##0');
    expect(indianDigits(10)).toBe('#\\,##\\,##\\,##\\,##0');
  });

  it('shows amounts in whole rupees and rates with the decimals they have (3 for small rates)', () => {
    expect(decimalsOf(1200)).toBe(0);
    expect(decimalsOf(10164.85)).toBe(2);
    expect(decimalsOf(0.125)).toBe(3);
    expect(rupeeFormat(0)).toBe('"₹"0;-"₹"0');
    expect(rupeeFormat(0.125, undefined, 'rate')).toBe('"₹"0.000;-"₹"0.000');
    expect(rupeeFormat(7.5, undefined, 'rate')).toBe('"₹"0.00;-"₹"0.00');
    expect(rupeeFormat(-4754)).toBe('"₹"#\\,##0;-"₹"#\\,##0');
    expect(rupeeFormat(225737.39)).toBe('"₹"#\\,##\\,##0;-"₹"#\\,##\\,##0');
    expect(rupeeFormat(5000, 'applied')).toBe('"₹"#\\,##0" (applied)";-"₹"#\\,##0" (applied)"');
  });
});
