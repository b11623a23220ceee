import { formatRupees } from './money';

it('formats rupees with lakh grouping, paise only when present', () => {
  expect(formatRupees(120000)).toBe('₹1,20,000');
  expect(formatRupees(9999.5)).toBe('₹9,999.50');
  expect(formatRupees(0)).toBe('₹0');
});
