import { campaignDaysOf, checkRecommendationRequest, plannedCategories, type RecommendationInput } from './recommend-request';

// 26 November 2026, 20:00 UTC: already the 27th in India.
const context = { now: new Date('2026-11-26T20:00:00Z'), knownCities: ['Delhi', 'Mumbai', 'Bangalore'] };
const check = (input: RecommendationInput) => checkRecommendationRequest(input, context);
const errorsOf = (input: RecommendationInput) => {
  const r = check(input);
  return r.ok ? {} : r.errors;
};

describe('checkRecommendationRequest', () => {
  it('accepts a full request, with cities in the catalog spelling and lists de-duplicated', () => {
    const r = check({
      budget: 500_000, objective: 'footfall', cities: [' delhi', 'MUMBAI', 'Delhi'], categories: ['outdoor', 'cinema'],
      excludeCategories: ['radio'], languages: ['Hindi', 'hindi'], startDate: '2026-11-27', endDate: '2026-12-26',
      audience: { ageFrom: 18, ageTo: 35, gender: ['female', 'male', 'female'] },
    });
    expect(r).toEqual({
      ok: true,
      value: {
        budget: 500_000, objective: 'footfall', cities: ['Delhi', 'Mumbai'], categories: ['outdoor', 'cinema'], excludeCategories: ['radio'],
        languages: ['Hindi'], startDate: '2026-11-27', endDate: '2026-12-26', audience: { ageFrom: 18, ageTo: 35, gender: ['male', 'female'] },
      },
    });
    if (r.ok) {
      expect(campaignDaysOf(r.value)).toBe(30);
      expect(plannedCategories(r.value)).toEqual(['outdoor', 'cinema']);
    }
  });

  it('takes a bare budget and objective as pan-India, every category', () => {
    const r = check({ budget: 1, objective: 'reach' });
    expect(r).toEqual({ ok: true, value: { budget: 1, objective: 'reach', cities: [], categories: [], excludeCategories: [], languages: [] } });
    if (r.ok) expect(plannedCategories({ ...r.value, excludeCategories: ['television'] })).not.toContain('television');
  });

  it.each([
    [0, 'The budget must be more than ₹0.'],
    [-5, 'The budget must be more than ₹0.'],
    [10_000_000_001, 'The budget can be at most ₹1,000 crore.'],
    ['5000', 'Enter the budget in rupees as a number.'],
    [Number.NaN, 'Enter the budget in rupees as a number.'],
    [undefined, 'Enter the budget in rupees as a number.'],
  ])('refuses the budget %p', (budget, message) => {
    expect(errorsOf({ budget, objective: 'reach' })).toEqual({ budget: message });
  });

  it('takes a budget of exactly ₹1,000 crore', () => {
    expect(check({ budget: 10_000_000_000, objective: 'reach' }).ok).toBe(true);
  });

  it('refuses an unknown objective, city, category or a bad language list', () => {
    expect(errorsOf({ budget: 1000, objective: 'awareness' })).toEqual({ objective: 'Choose the objective: reach, frequency, footfall.' });
    expect(errorsOf({ budget: 1000, objective: 'reach', cities: ['Delhi', 'Atlantis'] }).cities).toMatch(/"Atlantis"/);
    expect(errorsOf({ budget: 1000, objective: 'reach', cities: 'Delhi' }).cities).toBe('Cities must be a list.');
    expect(errorsOf({ budget: 1000, objective: 'reach', categories: ['newspaper', 'billboards'] }).categories).toMatch(/^Unknown category "billboards"/);
    expect(errorsOf({ budget: 1000, objective: 'reach', excludeCategories: ['tv'] }).excludeCategories).toMatch(/^Unknown category "tv"/);
    expect(errorsOf({ budget: 1000, objective: 'reach', languages: [''] }).languages).toMatch(/names of up to 80 characters/);
    expect(errorsOf({ budget: 1000, objective: 'reach', languages: Array.from({ length: 21 }, (_, i) => `L${i}`) }).languages).toBe('Choose at most 20 languages.');
  });

  it('refuses excluding every category in the plan', () => {
    expect(errorsOf({ budget: 1000, objective: 'reach', categories: ['radio'], excludeCategories: ['radio'] })).toEqual({ excludeCategories: 'Leave at least one category in the plan.' });
  });

  it('checks dates: real days, not in the past (India), end not before start', () => {
    expect(errorsOf({ budget: 1000, objective: 'reach', startDate: '2026-02-30' })).toEqual({ startDate: 'Enter the start date as YYYY-MM-DD.' });
    expect(errorsOf({ budget: 1000, objective: 'reach', startDate: '27/11/2026' })).toEqual({ startDate: 'Enter the start date as YYYY-MM-DD.' });
    expect(errorsOf({ budget: 1000, objective: 'reach', startDate: '2026-11-26' })).toEqual({ startDate: 'The start date cannot be in the past.' });
    expect(errorsOf({ budget: 1000, objective: 'reach', startDate: '2026-12-10', endDate: '2026-12-09' })).toEqual({ endDate: 'The end date cannot be before the start date.' });
    expect(errorsOf({ budget: 1000, objective: 'reach', endDate: '2026-11-20' })).toEqual({ endDate: 'The end date cannot be in the past.' });
    expect(check({ budget: 1000, objective: 'reach', startDate: '2026-12-10', endDate: '2026-12-10' }).ok).toBe(true);
  });

  it('checks the audience', () => {
    expect(errorsOf({ budget: 1000, objective: 'reach', audience: { ageFrom: 12 } }).audience).toMatch(/youngest age must be a whole number from 13 to 100/);
    expect(errorsOf({ budget: 1000, objective: 'reach', audience: { ageTo: 101 } }).audience).toMatch(/oldest age/);
    expect(errorsOf({ budget: 1000, objective: 'reach', audience: { ageFrom: 40, ageTo: 30 } }).audience).toBe('The youngest age cannot be above the oldest.');
    expect(errorsOf({ budget: 1000, objective: 'reach', audience: { gender: ['robot'] } }).audience).toBe('Gender must be a list of male, female, other.');
    expect(errorsOf({ budget: 1000, objective: 'reach', audience: { income: 'high' } }).audience).toMatch(/not income/);
    expect(errorsOf({ budget: 1000, objective: 'reach', audience: [] }).audience).toMatch(/must be an object/);
  });

  it('gives every wrong field its own message at once', () => {
    expect(Object.keys(errorsOf({ budget: 0, objective: 'x', cities: ['Nowhere'], startDate: 'soon' })).sort()).toEqual(['budget', 'cities', 'objective', 'startDate']);
  });
});
