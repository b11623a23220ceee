import { formatRate, formatRupees, formatRupeesExact } from './money';

describe('formatRupees: every amount in whole rupees', () => {
  it('groups lakhs and crores', () => {
    expect(formatRupees(120000)).toBe('₹1,20,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('shows GST and totals with paise in whole rupees, half up, like every other figure', () => {
    expect(formatRupees(9999.5)).toBe('₹10,000');
    expect(formatRupees(43200.18)).toBe('₹43,200');
    expect(formatRupees(180.54)).toBe('₹181');
    // 1.005 is stored as 1.00499…; half up means the decimal value.
    expect(formatRupees(2.5)).toBe('₹3');
  });

  it('keeps subtotal + GST = total on screen for a whole-rupee subtotal', () => {
    for (const subTotal of [1, 3, 1003, 59_999, 2_40_001]) {
      for (const pct of [5, 12, 18, 28]) {
        const gst = Math.round(subTotal * pct) / 100;
        const total = Math.round((subTotal + gst) * 100) / 100;
        const shown = (text: string) => Number(text.replace(/[₹,]/g, ''));
        expect(shown(formatRupees(subTotal)) + shown(formatRupees(gst))).toBe(shown(formatRupees(total)));
      }
    }
  });
});

describe('formatRate: rates as priced', () => {
  it('keeps a small rate’s decimals and a whole rate whole', () => {
    expect(formatRate(2990)).toBe('₹2,990');
    expect(formatRate(0.125)).toBe('₹0.125');
    expect(formatRate(0.5)).toBe('₹0.50');
    expect(formatRate(151.27)).toBe('₹151.27');
  });
});

describe('formatRupeesExact: money paid or to pay', () => {
  it('shows paise only when there are any', () => {
    expect(formatRupeesExact(1183.54)).toBe('₹1,183.54');
    expect(formatRupeesExact(9999.5)).toBe('₹9,999.50');
    expect(formatRupeesExact(120000)).toBe('₹1,20,000');
  });
});
