import { mediaPlanRows, MEDIA_PLAN_COLUMNS, formatRate, unitsText } from './rows';
import type { MediaPlanInput } from './types';
import { GENERATED_AT, pricedBag } from './test/fixtures';

const input = (over: Partial<MediaPlanInput> = {}): MediaPlanInput => ({
  name: 'Diwali Blast 2026',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  priced: pricedBag(),
  generatedAt: GENERATED_AT,
  ...over,
});

describe('mediaPlanRows', () => {
  it('has the columns of both formats, in order', () => {
    const table = mediaPlanRows(input());
    expect(table.header).toEqual([
      '#', 'Media', 'Option', 'Category', 'City', 'Units', 'Card rate', 'Offer rate', 'Quantity', 'Discount',
      'Bulk discount share', 'Min billing', 'Subtotal', 'GST %', 'GST', 'Total', 'Savings',
    ]);
    expect(table.columns.map((c) => c.key)).toEqual(MEDIA_PLAN_COLUMNS.map((c) => c.key));
  });

  it('gives every line the figures priceBag computed', () => {
    const priced = pricedBag();
    const table = mediaPlanRows(input({ priced }));
    expect(table.lines.map((l) => l.id)).toEqual(['line-print', 'line-radio', 'line-outdoor']);
    table.lines.forEach((line, i) => {
      const o = priced.options[i]!;
      const c = line.cells;
      expect(c.index.value).toBe(i + 1);
      expect(c.cardRate.value).toBe(o.cardRate);
      expect(c.offerRate.value).toBe(o.discountedRate);
      expect(c.quantity.value).toBe(o.quantity);
      expect(c.bulkDiscount.value).toBe(o.discountOnTotal);
      expect(c.minBilling.value).toBe(o.minBilling);
      expect(c.subTotal.value).toBe(o.subTotal);
      expect(c.gstPercent.value).toBe(o.serviceTaxPercentage);
      expect(c.gst.value).toBe(o.serviceTax);
      expect(c.total.value).toBe(o.totalPrice);
      expect(c.savings.value).toBe(o.savings);
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
    // 10 % of 950 × 120 × 2
    expect(c.discount).toEqual({ value: 22800, text: '₹22,800 (10%)', note: '10%' });
    expect(c.bulkDiscount).toEqual({ value: 1903, text: '₹1,903' });
    expect(c.subTotal).toEqual({ value: 203297, text: '₹2,03,297' });
    expect(c.gstPercent).toEqual({ value: 5, text: '5%' });
    expect(c.gst).toEqual({ value: 10164.85, text: '₹10,164.85' });
    expect(c.total).toEqual({ value: 213461.85, text: '₹2,13,461.85' });
    expect(c.savings.text).toBe('₹81,823');
    expect(c.minBilling).toEqual({ value: 950, text: '₹950' });
  });

  it('agency rate is noted, a flat discount is rupees, minimum billing is flagged', () => {
    const [, radio, outdoor] = mediaPlanRows(input()).lines;
    expect(radio!.cells.offerRate).toEqual({ value: 350, text: '₹350 (agency rate)', note: 'agency rate' });
    expect(radio!.cells.cardRate.value).toBe(500);
    expect(radio!.cells.discount).toEqual({ value: 1500, text: '₹1,500' });
    expect(radio!.cells.units.value).toBe('Spots: 10, Duration: 2');
    expect(outdoor!.cells.minBilling).toEqual({ value: 5000, text: '₹5,000 (applied)', note: 'applied' });
    expect(outdoor!.cells.discount).toEqual({ value: 0, text: '₹0' });
    expect(outdoor!.cells.units.value).toBe('Days: 1'); // Faces is not in use
    expect(outdoor!.cells.units.note).toBeUndefined();
    expect(outdoor!.cells.savings.text).toBe('-₹4,754');
  });

  it('totals rows come from priced.totals', () => {
    const priced = pricedBag();
    const table = mediaPlanRows(input({ priced }));
    expect(table.totals.map((t) => [t.label, t.value])).toEqual([
      ['Card total', priced.totals.cardTotal],
      ['Bulk discount', priced.totals.discountOnTotal],
      ['Subtotal', priced.totals.subTotal],
      ['GST', priced.totals.serviceTax],
      ['Total', priced.totals.totalPrice],
      ['Savings', priced.totals.savings],
    ]);
    expect(table.totals.map((t) => t.text)).toEqual(['₹2,95,320', '₹2,000', '₹2,13,700', '₹12,037.39', '₹2,25,737.39', '₹81,620']);
    // The lines add up to the totals.
    const sum = (key: 'subTotal' | 'total' | 'bulkDiscount') => table.lines.reduce((s, l) => s + (l.cells[key].value as number), 0);
    expect(sum('subTotal')).toBe(priced.totals.subTotal);
    expect(sum('bulkDiscount')).toBe(2000);
    expect(Math.round(sum('total') * 100) / 100).toBe(priced.totals.totalPrice);
  });

  it('onlySelected keeps the selected lines and uses selectedTotals', () => {
    const priced = pricedBag();
    const table = mediaPlanRows(input({ priced, onlySelected: true }));
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

  it('a line without display info still has its figures', () => {
    const priced = pricedBag();
    delete priced.options[1]!.display;
    const radio = mediaPlanRows(input({ priced })).lines[1]!.cells;
    expect(radio.media).toEqual({ value: null, text: '' });
    expect(radio.total.value).toBe(priced.options[1]!.totalPrice);
  });

  it('an empty bag has zero totals', () => {
    const table = mediaPlanRows(input({ priced: { ...pricedBag(), options: [], totals: { ...pricedBag().totals, count: 0, cardTotal: 0, subTotal: 0, discountOnTotal: 0, serviceTax: 0, totalPrice: 0, savings: 0 } } }));
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
