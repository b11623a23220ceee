import { calculateRoas, roasInputFrom, roasQuery, roasValuesFrom } from './roas';

describe('calculateRoas', () => {
  test('ROAS, break-even ROAS, gross profit and profit from spend, revenue and margin', () => {
    // ₹1,00,000 of ads brought ₹5,00,000 of sales at a 40% margin.
    expect(calculateRoas({ spend: 100_000, revenue: 500_000, marginPercent: 40 })).toEqual({
      ok: true,
      value: { roas: 5, breakEvenRoas: 2.5, grossProfit: 200_000, profit: 100_000 },
    });
  });

  test('a campaign under its break-even ROAS makes a loss', () => {
    const r = calculateRoas({ spend: 50_000, revenue: 120_000, marginPercent: 30 });
    expect(r).toEqual({ ok: true, value: { roas: 2.4, breakEvenRoas: 3.33, grossProfit: 36_000, profit: -14_000 } });
  });

  test('figures are rounded to paise', () => {
    const r = calculateRoas({ spend: 3, revenue: 10, marginPercent: 33.333 });
    expect(r.ok && r.value).toEqual({ roas: 3.33, breakEvenRoas: 3, grossProfit: 3.33, profit: 0.33 });
  });

  test('each wrong or missing value gets its own message and nothing is computed', () => {
    expect(calculateRoas({ spend: 0, revenue: -1, marginPercent: 0 })).toEqual({
      ok: false,
      errors: {
        spend: 'Ad spend must be more than ₹0.',
        revenue: 'Revenue cannot be negative.',
        marginPercent: 'Gross margin must be more than 0% and at most 100%.',
      },
    });
    expect(calculateRoas({})).toEqual({
      ok: false,
      errors: { spend: 'Enter the ad spend in rupees.', revenue: 'Enter the revenue in rupees (0 if none).', marginPercent: 'Enter the gross margin in percent.' },
    });
    const huge = calculateRoas({ spend: 1e11, revenue: Number.NaN, marginPercent: 101 });
    expect(huge).toEqual({
      ok: false,
      errors: { spend: 'Ad spend can be at most ₹1,000 crore.', revenue: 'Enter the revenue in rupees (0 if none).', marginPercent: 'Gross margin must be more than 0% and at most 100%.' },
    });
  });

  test('revenue of zero is a full loss of the spend', () => {
    expect(calculateRoas({ spend: 10_000, revenue: 0, marginPercent: 50 })).toEqual({ ok: true, value: { roas: 0, breakEvenRoas: 2, grossProfit: 0, profit: -10_000 } });
  });
});

describe('amounts and the URL', () => {
  test('amounts typed with a rupee sign and Indian grouping are read; anything else is not a number', () => {
    expect(roasInputFrom({ spend: '₹2,50,000', revenue: ' 1 00 000.50 ', marginPercent: 'Rs. 50' })).toEqual({ spend: 250_000, revenue: 100_000.5, marginPercent: 50 });
    for (const bad of ['-5', '1e5', 'ten', '1.2.3', '0x10']) expect(roasInputFrom({ spend: bad, revenue: '', marginPercent: '' }).spend).toBeNaN();
  });

  test('a calculation round-trips through its URL query', () => {
    const values = { spend: '1,00,000', revenue: '500000', marginPercent: '40' };
    const query = roasQuery(values);
    expect(query).toBe('?spend=1%2C00%2C000&revenue=500000&margin=40');
    expect(roasValuesFrom(query)).toEqual(values);
    expect(calculateRoas(roasInputFrom(roasValuesFrom(query)))).toMatchObject({ ok: true, value: { roas: 5 } });
    expect(roasQuery({ spend: ' ', revenue: '', marginPercent: '' })).toBe('');
  });

  test('a percent sign on the margin is accepted; an over-long value from a URL is cut', () => {
    expect(roasInputFrom({ spend: '100', revenue: '', marginPercent: '25%' })).toEqual({ spend: 100, revenue: undefined, marginPercent: 25 });
    expect(roasValuesFrom(`?spend=${'9'.repeat(100)}`).spend).toHaveLength(24);
  });
});
