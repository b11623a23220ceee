import { checkRecommendationRequest } from './recommend-request';
import {
  asksForPlan, EMPTY_RECOMMENDATION_VALUES, recommendationInputFrom, recommendationQuery, recommendationValuesFrom, type RecommendationValues,
} from './recommend-query';

const values: RecommendationValues = {
  budget: '5 lakh', objective: 'footfall', cities: ['Delhi', 'Mumbai'], exclude: ['cinema'], languages: ['Hindi'],
  start: '2027-01-04', end: '2027-01-31', ageFrom: '20', ageTo: '35', gender: ['female'],
};

describe('the recommendation form in the address', () => {
  test('round-trips every field through the query', () => {
    const query = recommendationQuery(values);
    expect(query).toBe('?budget=5+lakh&objective=footfall&cities=Delhi%2CMumbai&exclude=cinema&languages=Hindi&start=2027-01-04&end=2027-01-31&ageFrom=20&ageTo=35&gender=female');
    expect(recommendationValuesFrom(query)).toEqual(values);
    expect(asksForPlan(recommendationValuesFrom(query))).toBe(true);
  });

  test('an empty form asks for nothing; unknown objectives and genders fall back or drop; long values are cut', () => {
    expect(recommendationQuery(EMPTY_RECOMMENDATION_VALUES)).toBe('?objective=reach');
    expect(asksForPlan(recommendationValuesFrom('?objective=reach'))).toBe(false);
    const odd = recommendationValuesFrom(`?objective=fame&gender=female,robot&budget=${'9'.repeat(60)}&cities=${'a,'.repeat(200)}`);
    expect(odd.objective).toBe('reach');
    expect(odd.gender).toEqual(['female']);
    expect(odd.budget).toHaveLength(24);
    expect(odd.cities.length).toBeLessThanOrEqual(50);
  });

  test('the texts become the request the server checks: amounts in words, ages as numbers', () => {
    const input = recommendationInputFrom(values);
    expect(input).toEqual({
      budget: 500_000, objective: 'footfall', cities: ['Delhi', 'Mumbai'], excludeCategories: ['cinema'], languages: ['Hindi'],
      startDate: '2027-01-04', endDate: '2027-01-31', audience: { ageFrom: 20, ageTo: 35, gender: ['female'] },
    });
    const check = checkRecommendationRequest(input, { now: new Date('2026-11-26T10:00:00Z'), knownCities: ['Delhi', 'Mumbai'] });
    expect(check.ok).toBe(true);
  });

  test('wrong texts become values the check refuses with its own words', () => {
    const input = recommendationInputFrom({ ...EMPTY_RECOMMENDATION_VALUES, budget: 'lots', ageFrom: 'ten' });
    const check = checkRecommendationRequest(input, { now: new Date('2026-11-26T10:00:00Z'), knownCities: [] });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors).toMatchObject({ budget: expect.any(String), audience: expect.any(String) });
    expect(recommendationInputFrom(EMPTY_RECOMMENDATION_VALUES)).toMatchObject({ budget: Number.NaN, audience: undefined, startDate: undefined });
  });
});
