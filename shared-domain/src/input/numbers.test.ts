import { clampToBounds, formatCount, MAX_RUPEES, MAX_UNITS, NUMBER_BOUNDS, numberProblem, unitBounds } from './numbers';

describe('numberProblem', () => {
  it('accepts numbers within the bounds', () => {
    expect(numberProblem('Insertions', 1, NUMBER_BOUNDS.units)).toBeNull();
    expect(numberProblem('Insertions', MAX_UNITS, NUMBER_BOUNDS.units)).toBeNull();
    expect(numberProblem('Agency rate', 181.25, NUMBER_BOUNDS.rate)).toBeNull();
    expect(numberProblem('Agency rate', 0.29, NUMBER_BOUNDS.rate)).toBeNull();
    expect(numberProblem('Budget', MAX_RUPEES, NUMBER_BOUNDS.budget)).toBeNull();
    expect(numberProblem('Amount', 9_999_999_999.99, NUMBER_BOUNDS.payment)).toBeNull();
  });

  it.each([
    [1e12, NUMBER_BOUNDS.units, 'Insertions must be at most 1,00,000'],
    [2.5, NUMBER_BOUNDS.units, 'Insertions must be a whole number'],
    [-1, NUMBER_BOUNDS.units, 'Insertions must be at least 0'],
    [1.7976931348623157e308, NUMBER_BOUNDS.units, 'Insertions must be at most 1,00,000'],
    [Number.POSITIVE_INFINITY, NUMBER_BOUNDS.units, 'Insertions must be a number'],
    [Number.NaN, NUMBER_BOUNDS.units, 'Insertions must be a number'],
    ['5', NUMBER_BOUNDS.units, 'Insertions must be a number'],
    [null, NUMBER_BOUNDS.units, 'Insertions must be a number'],
    [true, NUMBER_BOUNDS.units, 'Insertions must be a number'],
    [1e12, NUMBER_BOUNDS.rate, 'Insertions must be at most 10,00,00,00,000'],
    [10.005, NUMBER_BOUNDS.rate, 'Insertions can have at most 2 decimal places'],
    [100.5, NUMBER_BOUNDS.percent, 'Insertions must be at most 100'],
    [1e14, NUMBER_BOUNDS.budget, 'Insertions must be at most 10,00,00,00,000'],
    [0, NUMBER_BOUNDS.payment, 'Insertions must be at least 0.01'],
  ])('refuses %p', (value, bounds, message) => {
    expect(numberProblem('Insertions', value, bounds)).toBe(message);
  });
});

describe('unitBounds', () => {
  it("takes the unit's own minimum, kept within 0 and the most units", () => {
    expect(unitBounds(5)).toEqual({ min: 5, max: MAX_UNITS, decimals: 0 });
    expect(unitBounds(undefined).min).toBe(0);
    expect(unitBounds(-3).min).toBe(0);
    expect(unitBounds(Number.NaN).min).toBe(0);
    expect(unitBounds(1e9).min).toBe(MAX_UNITS);
  });
});

describe('clampToBounds', () => {
  it('brings a stored figure within range', () => {
    expect(clampToBounds(1.7976931348623157e308, NUMBER_BOUNDS.units)).toBe(MAX_UNITS);
    expect(clampToBounds(Number.NaN, NUMBER_BOUNDS.units, 1)).toBe(1);
    expect(clampToBounds(null, NUMBER_BOUNDS.rate)).toBe(0);
    expect(clampToBounds(2.5, NUMBER_BOUNDS.units)).toBe(3);
    expect(clampToBounds(-4, NUMBER_BOUNDS.units)).toBe(0);
    expect(clampToBounds(12.345, NUMBER_BOUNDS.rate)).toBe(12.35);
  });
});

describe('formatCount', () => {
  it('groups digits the Indian way', () => {
    expect(formatCount(100000)).toBe('1,00,000');
    expect(formatCount(0.5)).toBe('0.5');
  });
});
