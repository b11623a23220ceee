import { mediaPlanRows, MEDIA_PLAN_COLUMNS, formatRate, unitsText } from './rows';
import type { MediaPlanInput } from './types';
import { GENERATED_AT, pricedBag } from './test/fixtures';

const input = (over: Partial<MediaPlanInput> = {}): MediaPlanInput => ({
  name: 'Diwali Blast 2026',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  lines: pricedBag().options,
  generatedAt: GENERATED_AT,
  ...over,
});

describe('mediaPlanRows', () => {
  it('has the columns of both formats, in order', () => {
    const table = mediaPlanRows(input());
    expect(table.header).toEqual([
      '#', 'Media', 'Option', 'Category', 'City', 'Units', 'Card rate', 'Offer rate', 'Units charged', 'Card total', 'Offer total',
      'Discount', 'Minimum-billing top-up', 'Bulk discount share', 'Subtotal', 'GST %', 'GST', 'Total', 'Saving vs card rate',
    ]);
    expect(table.columns.map((c) => c.key)).toEqual(MEDIA_PLAN_COLUMNS.map((c) => c.key));
  });

  it('gives every line the figures priceBag computed', () => {
    const priced = pricedBag();
    const table = mediaPlanRows(input({ lines: priced.options }));
    expect(table.lines.map((l) => l.id)).toEqual(['line-print', 'line-radio', 'line-outdoor']);
    table.lines.forEach((line, i) => {
      const o = priced.options[i]!;
      const c = line.cells;
      expect(c.index.value).toBe(i + 1);
      expect(c.cardRate.value).toBe(o.cardRate);
      expect(c.offerRate.value).toBe(o.discountedRate);
      expect(c.cardTotal.value).toBe(o.cardTotal);
      expect(c.bulkDiscount.value).toBe(o.discountOnTotal);
      expect(c.subTotal.value).toBe(o.subTotal);
      // The row adds up: offer total − discount + minimum-billing top-up − bulk share = subtotal.
      const n = (cell: { value: unknown }) => cell.value as number;
      expect(n(c.offerTotal) - n(c.discount) + n(c.minTopUp) - n(c.bulkDiscount)).toBe(o.subTotal);
      expect(c.gstPercent.value).toBe(o.serviceTaxPercentage);
      expect(c.gst.value).toBe(o.serviceTax);
      expect(c.total.value).toBe(o.totalPrice);
      expect(c.savings.value).toBe(Math.max(0, o.savings));
    });
  });

  it('print line: worked example at 5 % GST, 10 % discount, bulk share', () => {
    const c = mediaPlanRows(input()).lines[0]!.cells;
    expect(c.media.text).toBe('Times of India');
    expect(c.option.text).toBe('Front page');
    expect(c.category.text).toBe('newspaper');
    expect(c.city.text).toBe('Delhi');
    expect(c.units).toEqual({
      value: 'Insertions: 2, Edition: Delhi, Ad Size: Full Page, Area: 120',
      note: 'per sq cm',
      text: 'Insertions: 2, Edition: Delhi, Ad Size: Full Page, Area: 120 (per sq cm)',
    });
    expect(c.cardRate.text).toBe('₹1,188');
    expect(c.offerRate).toEqual({ value: 950, text: '₹950' });
    expect(c.quantity).toEqual({ value: 240, text: '240' }); // Area 120 × 2 insertions
    expect(c.cardTotal).toEqual({ value: 285120, text: '₹2,85,120' });
    expect(c.offerTotal).toEqual({ value: 228000, text: '₹2,28,000' });
    // 10 % of 950 × 120 × 2
    expect(c.discount).toEqual({ value: 22800, text: '₹22,800 (10%)', note: '10%' });
    expect(c.minTopUp).toEqual({ value: 0, text: '₹0' });
    expect(c.bulkDiscount).toEqual({ value: 1903, text: '₹1,903' });
    expect(c.subTotal).toEqual({ value: 203297, text: '₹2,03,297' });
    expect(c.gstPercent).toEqual({ value: 5, text: '5%' });
    // Whole rupees like every other amount; the cell keeps the paise.
    expect(c.gst).toEqual({ value: 10164.85, text: '₹10,165' });
    expect(c.total).toEqual({ value: 213461.85, text: '₹2,13,462' });
    expect(c.savings.text).toBe('₹81,823');
  });

  it('agency rate is noted, a flat discount is rupees, the minimum-billing top-up stands apart from the card and offer totals', () => {
    const [, radio, outdoor] = mediaPlanRows(input()).lines;
    expect(radio!.cells.offerRate).toEqual({ value: 350, text: '₹350 (agency rate)', note: 'agency rate' });
    expect(radio!.cells.cardRate.value).toBe(500);
    expect(radio!.cells.discount).toEqual({ value: 1500, text: '₹1,500' });
    expect(radio!.cells.units.value).toBe('Spots: 10, Duration: 2');
    // One day at ₹150 (card ₹200) against a ₹5,000 minimum: the card total is not set against the raised subtotal.
    expect(outdoor!.cells.cardTotal).toEqual({ value: 200, text: '₹200' });
    expect(outdoor!.cells.offerTotal).toEqual({ value: 150, text: '₹150' });
    expect(outdoor!.cells.minTopUp).toEqual({ value: 4850, text: '₹4,850 (minimum ₹5,000)', note: 'minimum ₹5,000' });
    expect(outdoor!.cells.subTotal.value).toBe(4954); // 150 + 4,850 − 46 bulk share
    expect(outdoor!.cells.discount).toEqual({ value: 0, text: '₹0' });
    expect(outdoor!.cells.units.value).toBe('Days: 1'); // Faces is not in use
    expect(outdoor!.cells.units.note).toBeUndefined();
    // Never a negative "saving".
    expect(outdoor!.cells.savings).toEqual({ value: 0, text: '₹0' });
  });

  it('totals add the lines up: card total, offer total, discounts, top-ups and bulk discount apart, then subtotal, GST, total', () => {
    const priced = pricedBag();
    const table = mediaPlanRows(input({ lines: priced.options }));
    expect(table.totals.map((t) => [t.label, t.value])).toEqual([
      ['Card total', priced.totals.cardTotal],
      ['Offer total', 235150],
      ['Discounts', 24300],
      ['Minimum-billing top-ups', 4850],
      ['Bulk discount', priced.totals.discountOnTotal],
      ['Subtotal', priced.totals.subTotal],
      ['GST', priced.totals.serviceTax],
      ['Total', priced.totals.totalPrice],
      ['Saving vs card rate', 86374],
    ]);
    expect(table.totals.map((t) => t.text)).toEqual([
      '₹2,95,320', '₹2,35,150', '₹24,300', '₹4,850', '₹2,000', '₹2,13,700', '₹12,037', '₹2,25,737', '₹86,374',
    ]);
    // 2,35,150 − 24,300 + 4,850 − 2,000 = 2,13,700
    expect(235150 - 24300 + 4850 - 2000).toBe(priced.totals.subTotal);
    // The lines add up to the totals.
    const sum = (key: 'subTotal' | 'total' | 'bulkDiscount') => table.lines.reduce((s, l) => s + (l.cells[key].value as number), 0);
    expect(sum('subTotal')).toBe(priced.totals.subTotal);
    expect(sum('bulkDiscount')).toBe(2000);
    expect(Math.round(sum('total') * 100) / 100).toBe(priced.totals.totalPrice);
  });

  it('onlySelected keeps the selected lines and uses selectedTotals', () => {
    const priced = pricedBag();
    const table = mediaPlanRows(input({ lines: priced.options, onlySelected: true }));
    expect(table.lines.map((l) => [l.id, l.cells.index.value])).toEqual([['line-print', 1], ['line-radio', 2]]);
    expect(table.totals.find((t) => t.key === 'totalPrice')!.value).toBe(priced.selectedTotals.totalPrice);
    expect(table.totals.find((t) => t.key === 'totalPrice')!.value).toBe(219891.67);
    expect(table.meta.find((m) => m.label === 'Lines')!.text).toBe('2 selected of 3');
  });

  it('title, dates and the generated time (IST)', () => {
    const table = mediaPlanRows(input());
    expect(table.title).toBe('Diwali Blast 2026');
    expect(table.meta).toEqual([
      { label: 'Campaign dates', text: '01 Dec 2026 – 31 Dec 2026' },
      { label: 'Generated', text: '21 Nov 2026, 1:35 pm IST' },
      { label: 'Lines', text: '3' },
    ]);
    expect(mediaPlanRows(input({ startDate: null, endDate: undefined })).meta[0]!.text).toBe('Not set');
    expect(mediaPlanRows(input({ startDate: '2026-12-01T00:00:00.000Z', endDate: null })).meta[0]!.text).toBe('From 01 Dec 2026');
    expect(mediaPlanRows(input({ name: '  ' })).title).toBe('Media plan');
  });

  it("carries the user's agency details as the billing block: company, GSTIN, billing address", () => {
    const billTo = { agencyName: 'Bright Ads LLP', gstin: '27aapfu0939f1zv', address: '12 MG Road\nCamp', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
    expect(mediaPlanRows(input({ billTo })).meta.slice(3)).toEqual([
      { label: 'Billed to', text: 'Bright Ads LLP' },
      { label: 'GSTIN', text: '27AAPFU0939F1ZV' },
      { label: 'Billing address', text: '12 MG Road, Camp, Pune, Maharashtra 411001' },
    ]);
    expect(mediaPlanRows(input({ billTo: { agencyName: 'Solo Media' } })).meta.slice(3)).toEqual([{ label: 'Billed to', text: 'Solo Media' }]);
    // A guest, or a user without agency details: no billing block.
    expect(mediaPlanRows(input({ billTo: null })).meta.map((m) => m.label)).toEqual(['Campaign dates', 'Generated', 'Lines']);
    expect(mediaPlanRows(input({ billTo: { agencyName: ' ' } })).meta).toHaveLength(3);
  });

  it('a line without display info still has its figures', () => {
    const priced = pricedBag();
    delete priced.options[1]!.display;
    const radio = mediaPlanRows(input({ lines: priced.options })).lines[1]!.cells;
    expect(radio.media).toEqual({ value: null, text: '' });
    expect(radio.total.value).toBe(priced.options[1]!.totalPrice);
  });

  it('an empty bag has zero totals', () => {
    const table = mediaPlanRows(input({ lines: [] }));
    expect(table.lines).toEqual([]);
    expect(table.totals.every((t) => t.value === 0 && t.text === '₹0')).toBe(true);
  });
});

describe('formatting helpers', () => {
  it('rates keep 3 decimals at or below ₹5', () => {
    expect(formatRate(0.125)).toBe('₹0.125');
    expect(formatRate(0.5)).toBe('₹0.50');
    expect(formatRate(120000)).toBe('₹1,20,000');
  });

  it('unitsText reads selects at their default when no value is set', () => {
    expect(unitsText({
      pricingUnits: [{ name: 'Weeks', value: 4 }],
      variablePricingUnits: [{ name: 'Slot', type: 'select', values: ['AM', 'PM'], defaultValue: 'PM' }],
    })).toBe('Weeks: 4, Slot: PM');
  });
});
